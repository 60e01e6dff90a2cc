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

#include "commerce/coupon_repository.hpp"
#include "commerce/gstr1.hpp"
#include "commerce/pricing.hpp"
#include "commerce/razorpay.hpp"
#include "commerce/refund_requests.hpp"
#include "commerce/repository.hpp"
#include "commerce/seller.hpp"
#include "core/error.hpp"

namespace pathshala::catalog {
class CatalogService;
}
namespace pathshala::audit {
class AuditRepository;
}

namespace pathshala::commerce {

struct CreatedOrder {
  Order order;
  boost::json::object checkout;  // what Razorpay Checkout needs; empty for a free order
  bool reused = false;           // the buyer's open order for the item, not a new one
};

// What the buyer says for the invoice (optional both).

// The admin who acts (refunds, coupons), for the audit log.
struct Actor {
  std::string uid, name, email;
};

// What refunding did: the request as it stands, and whether it was an earlier one again.
struct RefundResult {
  RefundRequest request;
  bool replayed = false;
};

// A coupon as an admin writes it (validated by CommerceService::save_coupon).
struct CouponInput {
  std::string code, kind;
  std::int64_t value = 0;
  bool includes_gst = true;  // Coupon::includes_gst
  std::optional<std::int64_t> valid_from, valid_to, max_uses, max_uses_per_student;
  std::vector<std::pair<std::string, std::string>> items;
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
  struct Stores {
    Repository& orders;
    RefundRequests& refunds;
    CouponRepository& coupons;
    audit::AuditRepository& audit;
  };
  CommerceService(Stores stores, catalog::CatalogService& catalog, RazorpayConfig razorpay, std::string site_name,
                  Seller seller = {});

  // {"enabled", "keyId", "checkoutUrl", "name"} ({"enabled": false} when not configured), with
  // "taxInvoice", "gstRate" and "states" (for the buyer's state at checkout) either way.
  boost::json::object payments_config() const;
  const Seller& seller() const { return seller_; }

  // What buying the item costs uid with coupon_code ("" = none) for this buyer (its state, or
  // its GSTIN's): the computation create_order makes, nothing stored. Errors: as
  // create_order's before Razorpay, invalid-field buyer.gstin / buyer.state / buyer.name (a
  // GSTIN that is not one, a state other than the GSTIN's, a business without its legal
  // name), and invalid-field coupon (no such code, not yet or no longer valid, not for this
  // item, used up, used by this student already).
  core::Result<Price> quote(const std::string& uid, const std::string& item_type, const std::string& item_id,
                            const std::string& coupon_code, const Buyer& buyer, std::int64_t now_ms);
  // The buyer's GST state: its GSTIN's when it gives one (checked: its form and check
  // character, a state code, the chosen state if any agrees, a legal name), else the state it
  // chose, else "". Errors: invalid-field buyer.gstin / buyer.state / buyer.name.
  core::Result<std::string> place_of_supply(const Buyer& buyer) const;

  // item_type: course (a premium course) or notes (a Brevi Learning notes card). The
  // buyer's open order for the same item and price is reused (no new Razorpay order).
  // Errors: not_found, invalid (free item), conflict already-purchased, too_many
  // too-many-open-orders (kMaxOpenOrders open orders already), unavailable
  // payments-not-configured / payments-unavailable.
  // A coupon is checked again in the insert's transaction (two last uses: one order). A coupon
  // that makes the item free grants it at once, without Razorpay (a paid order, free).
  core::Result<CreatedOrder> create_order(const std::string& uid, const std::string& email,
                                          const std::string& item_type, const std::string& item_id, std::int64_t now_ms,
                                          const std::string& coupon_code = "", const Buyer& buyer = {});
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

  // Refunds (commerce_refunds.cpp). An admin refunds amount paise (0: all that is left) of a
  // paid order through Razorpay's Refunds API, our request id its idempotency key; the
  // request stays requested until Razorpay has processed it (its answer, the refund.processed
  // webhook or reconcile_refunds). client_key (the Idempotency-Key header) again answers the
  // same request. Errors: not_found; conflict order-not-paid, nothing-to-refund,
  // refund-in-progress; invalid-field amount (more than is left) or reason.
  core::Result<RefundResult> refund(const Actor& admin, const std::string& order_id, std::int64_t amount,
                                    const std::string& reason, const std::string& client_key, std::int64_t now_ms);
  std::vector<RefundRequest> refund_requests_of(std::string_view order_id) { return refunds_.of_order(order_id); }
  std::vector<RefundRecord> refunds_of(std::string_view order_id) { return repository_.refunds_of(order_id); }
  std::int64_t refundable(std::string_view order_id) { return refunds_.refundable(order_id); }
  // Requests still requested after min_age_ms: asked of Razorpay again (same key: one
  // refund), or their refund's state fetched. How many were settled (processed or failed).
  int reconcile_refunds(std::int64_t now_ms, std::int64_t min_age_ms, int limit = 50);

  // Coupons (commerce_coupons.cpp). Errors: invalid-field; conflict coupon-exists; not_found.
  std::vector<Coupon> coupons(std::int64_t now_ms);
  core::Result<Coupon> save_coupon(const Actor& admin, const CouponInput& input, bool create, std::int64_t now_ms);
  core::Status delete_coupon(const Actor& admin, const std::string& code, std::int64_t now_ms);

  // The invoices, receipts and credit notes issued in [from_ms, to_ms), without the buyers'
  // e-mails (the GST returns and the invoice register, gstr1.hpp).
  std::vector<IssuedDocument> issued(std::int64_t from_ms, std::int64_t to_ms) {
    std::vector<IssuedDocument> out;
    for (auto& o : repository_.invoiced(from_ms, to_ms)) out.push_back({std::move(o), std::nullopt, {}});
    for (auto& [o, r] : repository_.credit_notes(from_ms, to_ms)) out.push_back({std::move(o), std::move(r), {}});
    return out;
  }

  // Sales numbers of [from_ms, to_ms) (the dashboard).
  SalesStats sales(std::int64_t from_ms, std::int64_t to_ms) { return repository_.sales(from_ms, to_ms); }

 private:
  // The coupon code names, if uid may use it on the item now; else why not (invalid-field).
  core::Result<Coupon> usable_coupon(const std::string& code, const std::string& uid, const std::string& item_type,
                                     const std::string& item_id, std::int64_t now_ms);
  // The activity log's entry of a refund Razorpay made (its amount, credit note and reason),
  // once it is counted: by the admin who asked for it, else by "Razorpay".
  void log_refund_made(const Order& order, std::string_view refund_id, std::int64_t now_ms);
  // The settled state of a refund Razorpay answered, applied to request.
  void apply_refund_answer(const RefundRequest& request, const Order& order, const RazorpayRefund& answer,
                           std::int64_t now_ms);
  boost::json::object checkout_for(const Order& order, const std::string& email) const;
  // A payment recorded for an order flagged duplicate: refunded in full through Razorpay
  // (idempotently), unless the order has become the one that grants the item.
  bool settle_duplicate(const Order& order, std::int64_t now_ms, ReconcileReport& report);

  Repository& repository_;
  RefundRequests& refunds_;
  CouponRepository& coupons_;
  audit::AuditRepository& audit_;
  catalog::CatalogService& catalog_;
  RazorpayClient razorpay_;
  std::string site_name_;
  Seller seller_;
};

// The link the web app downloads a purchase from.
std::string purchase_download_path(std::string_view item_id);

}  // namespace pathshala::commerce
