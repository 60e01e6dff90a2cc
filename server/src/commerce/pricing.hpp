#pragma once
// What an order costs (issue 29), computed once on the server for the checkout's quote, the
// order and the invoice alike: the listed price, a coupon's discount off it (before GST), then
// the seller's GST terms (catalog::PriceRule), and the tax inside the total split as CGST +
// SGST (the buyer is in the seller's state, or gave no state) or IGST (another state).
#include <cstdint>
#include <optional>
#include <string>

#include "catalog/price_rule.hpp"
#include "commerce/types.hpp"

namespace pathshala::commerce {

struct TaxSplit {
  bool charged = false;  // the seller is GST-registered
  int rate_bp = 0;
  std::int64_t taxable = 0;  // paise
  std::int64_t cgst = 0, sgst = 0, igst = 0;
  bool inter_state = false;  // IGST rather than CGST + SGST
};

struct Price {
  std::int64_t list_amount = 0;  // paise: what the listed price costs (GST included when charged)
  std::int64_t discount = 0;     // paise off list_amount
  std::int64_t amount = 0;       // paise: what is paid; 0 = free
  std::int64_t net_list = 0;     // paise: the listed price before GST, less the coupon
  std::int64_t coupon_off = 0;   // paise off the listed price before GST
  TaxSplit tax;
};

// Razorpay takes no payment below ₹1: a discount leaves at least this much, unless the coupon
// takes the whole price (then the order is free).
inline constexpr std::int64_t kMinimumPaidAmount = 100;

// The discount (paise off the listed price before GST) of coupon on a listed price of
// list_rupees: a percent rounds half a paisa up; a fixed amount takes at most the price.
std::int64_t coupon_discount(const Coupon& coupon, std::int64_t list_rupees);

// The price of list_rupees with coupon (or none), for a buyer in buyer_state ("" = not
// given: the seller's state) from a seller in seller_state.
Price price_of(std::int64_t list_rupees, const Coupon* coupon, const catalog::PriceRule& rule,
               const std::string& seller_state, const std::string& buyer_state);

// The tax inside an amount paid (for an invoice or a credit note of part of it).
TaxSplit tax_in(std::int64_t amount, const catalog::PriceRule& rule, bool inter_state);

}  // namespace pathshala::commerce
