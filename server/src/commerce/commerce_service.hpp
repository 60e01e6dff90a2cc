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
};

struct ReconcileReport {
  int checked = 0;
  int paid = 0;
  int unreachable = 0;
};

class CommerceService {
 public:
  CommerceService(Repository& repository, catalog::CatalogService& catalog, RazorpayConfig razorpay,
                  std::string site_name);

  // {"enabled", "keyId", "checkoutUrl", "name"}; only {"enabled": false} when not configured.
  boost::json::object payments_config() const;

  // item_type: course (a premium course) or notes (a Brevi Learning notes card). Errors:
  // not_found, invalid (free item), conflict already-purchased, unavailable
  // payments-not-configured / payments-unavailable.
  core::Result<CreatedOrder> create_order(const std::string& uid, const std::string& email,
                                          const std::string& item_type, const std::string& item_id,
                                          std::int64_t now_ms);
  // Checkout's answer for the user's order: invalid invalid-signature unless Razorpay signed
  // this payment for the order id we stored. Repeating it is harmless.
  core::Result<Order> verify(const std::string& uid, const std::string& order_id, const std::string& razorpay_order_id,
                             const std::string& payment_id, const std::string& signature, std::int64_t now_ms);
  // A webhook delivery: unauthenticated invalid-signature when the signature over the raw
  // body is wrong (nothing changes); events for orders we do not know are ignored.
  core::Status handle_webhook(std::string_view raw_body, std::string_view signature, std::string_view event_id,
                              std::int64_t now_ms);
  // Asks Razorpay about orders still unpaid that were created before now - min_age_ms and
  // marks those it lists as captured paid: a lost webhook and a closed tab lose nothing.
  ReconcileReport reconcile(std::int64_t now_ms, std::int64_t min_age_ms);

  std::optional<Order> order(std::string_view id) { return repository_.order(id); }
  std::vector<Order> orders_of(std::string_view uid) { return repository_.orders_of(uid); }
  std::vector<std::string> owned_items(std::string_view uid) { return repository_.owned_items(uid); }
  bool owns(std::string_view uid, std::string_view item_id) { return repository_.owns(uid, item_id); }
  std::pair<std::vector<OrderWithBuyer>, std::int64_t> search(const OrderSearch& s) { return repository_.search(s); }
  std::vector<std::string> grant_imported(std::string_view uid, const std::vector<std::string>& item_ids,
                                          std::int64_t now_ms) {
    return repository_.grant_imported(uid, item_ids, now_ms);
  }

  // The link of what item_id sells, for its buyer or an admin; forbidden not-purchased for
  // everyone else, not_found for an unknown or free item.
  core::Result<std::string> download_link(std::string_view uid, bool admin, std::string_view item_id);

 private:
  Repository& repository_;
  catalog::CatalogService& catalog_;
  RazorpayClient razorpay_;
  std::string site_name_;
};

// The link the web app downloads a purchase from.
std::string purchase_download_path(std::string_view item_id);

}  // namespace pathshala::commerce
