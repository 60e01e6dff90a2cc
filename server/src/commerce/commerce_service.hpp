#pragma once
// Selling premium courses and Brevi Learning notes. The server alone decides that something
// was paid: the price comes from the catalog, the order from Razorpay's Orders API, and a
// payment counts only with Razorpay's signature over the order id we stored (Checkout's
// answer, verify) or over a webhook's raw body, or when Razorpay itself lists it captured
// (the reconciler). Every way leads to the same forward-only state change, so news arriving
// twice, late or out of order changes nothing it should not.
#include <boost/json/object.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "commerce/razorpay.hpp"
#include "commerce/repository.hpp"
#include "core/error.hpp"

namespace pathshala::catalog {
class CatalogService;
}

namespace pathshala::commerce {

struct CreatedOrder {
  Order order;
  boost::json::object checkout;  // what Razorpay Checkout needs
  bool reused = false;           // the buyer's open order for the item, not a new one
};

struct ReconcileReport {
  int checked = 0;      // orders asked about
  int paid = 0;         // found paid
  int expired = 0;      // unpaid past kOrderLifeMs
  int refunded = 0;     // second payments refunded
  int unreachable = 0;  // Razorpay did not answer (or refused a refund)
};

class CommerceService {
 public:
  CommerceService(Repository& repository, catalog::CatalogService& catalog, RazorpayConfig razorpay,
                  std::string site_name);

  // {"enabled", "keyId", "checkoutUrl", "name"}; only {"enabled": false} when not configured.
  boost::json::object payments_config() const;

  // item_type: course (a premium course) or notes (a Brevi Learning notes card). The
  // buyer's open order for the same item and price is reused (no new Razorpay order).
  // Errors: not_found, invalid (free item), conflict already-purchased, too_many
  // too-many-open-orders (kMaxOpenOrders open orders already), unavailable
  // payments-not-configured / payments-unavailable.
  core::Result<CreatedOrder> create_order(const std::string& uid, const std::string& email,
                                          const std::string& item_type, const std::string& item_id,
                                          std::int64_t now_ms);
  // Checkout's answer for the user's order: invalid invalid-signature unless Razorpay signed
  // this payment for the order id we stored. Repeating it is harmless.
  core::Result<Order> verify(const std::string& uid, const std::string& order_id, const std::string& razorpay_order_id,
                             const std::string& payment_id, const std::string& signature, std::int64_t now_ms);
  // The buyer dismissed Checkout: created → cancelled. not_found for another user's order;
  // conflict order-not-open unless the order is created (or cancelled already: harmless).
  // A payment captured later still makes it paid.
  core::Result<Order> cancel_order(const std::string& uid, const std::string& order_id, std::int64_t now_ms);
  // A webhook delivery: unauthenticated invalid-signature when the signature over the raw
  // body is wrong (nothing changes); events for orders we do not know are ignored.
  core::Status handle_webhook(std::string_view raw_body, std::string_view signature, std::string_view event_id,
                              std::int64_t now_ms);
  // One pass of the reconciler. Asks Razorpay about at most max_checks orders that can still
  // be paid (Repository::to_reconcile: made before now - min_age_ms; created, or failed,
  // cancelled or expired within kLateCaptureWindowMs; never-asked and longest-unasked
  // first, so successive passes reach every one) and marks those it lists as captured paid:
  // a lost webhook and a closed tab lose nothing. A created order older than kOrderLifeMs
  // with no captured payment becomes expired. Then refunds up to max_checks / 4 + 1 second
  // payments (orders flagged duplicate).
  ReconcileReport reconcile(std::int64_t now_ms, std::int64_t min_age_ms, int max_checks = 100);

  std::optional<Order> order(std::string_view id) { return repository_.order(id); }
  std::vector<Order> orders_of(std::string_view uid) { return repository_.orders_of(uid); }
  std::vector<std::string> owned_items(std::string_view uid) { return repository_.owned_items(uid); }
  std::map<std::string, std::int64_t> order_counts() { return repository_.order_counts(); }
  bool owns(std::string_view uid, std::string_view item_id) { return repository_.owns(uid, item_id); }
  std::pair<std::vector<Order>, std::int64_t> search(const OrderSearch& s) { return repository_.search(s); }
  std::vector<std::string> grant_imported(std::string_view uid, const std::vector<std::string>& item_ids,
                                          std::int64_t now_ms) {
    return repository_.grant_imported(uid, item_ids, now_ms);
  }

  // The link of what item_id sells, for its buyer or an admin; forbidden not-purchased for
  // everyone else, not_found for an unknown or free item.
  core::Result<std::string> download_link(std::string_view uid, bool admin, std::string_view item_id);

 private:
  boost::json::object checkout_for(const Order& order, const std::string& email) const;
  // A payment recorded for an order flagged duplicate: refunded in full through Razorpay
  // (idempotently), unless the order has become the one that grants the item.
  bool settle_duplicate(const Order& order, std::int64_t now_ms, ReconcileReport& report);

  Repository& repository_;
  catalog::CatalogService& catalog_;
  RazorpayClient razorpay_;
  std::string site_name_;
};

// The link the web app downloads a purchase from.
std::string purchase_download_path(std::string_view item_id);

}  // namespace pathshala::commerce
