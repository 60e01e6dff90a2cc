#pragma once
// What a student pays for a listed price: the one rule the cards, the checkout, the order and
// the invoice all follow (issue 29). A seller without a GSTIN charges no GST and the price is
// what is paid; a GST-registered seller either lists prices with GST included (paid as
// listed) or before GST (the rate is added, rounded to the paisa). The seller's configuration
// (commerce::Seller) decides; the catalog shows prices by it (`payable` in its JSON).
#include <cstdint>

namespace pathshala::catalog {

struct PriceRule {
  bool gst_charged = false;         // the seller has a GSTIN
  bool prices_include_gst = false;  // listed prices include GST already
  int gst_rate_bp = 0;              // basis points: 18% = 1800

  // What is paid for a net price (paise, after any discount).
  std::int64_t payable(std::int64_t net_paise) const {
    if (!gst_charged || prices_include_gst) return net_paise;
    return (net_paise * (10'000 + gst_rate_bp) + 5'000) / 10'000;  // half a paisa rounds up
  }
};

}  // namespace pathshala::catalog
