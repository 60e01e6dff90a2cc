#include "commerce/commerce_service.hpp"

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include <algorithm>

#include "catalog/catalog_service.hpp"
#include "commerce/coupons.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "core/validation.hpp"

namespace pathshala::commerce {

namespace json = boost::json;

namespace {

core::Error no_such_item() { return core::Error::not_found("No such course or notes; it may have been removed."); }

// The kind of catalog record each item type sells.
const char* course_kind(std::string_view item_type) {
  if (item_type == "course") return "premium";
  if (item_type == "notes") return "bl-notes";
  return nullptr;
}

const json::object* object_at(const json::object& o, std::initializer_list<const char*> path) {
  const json::object* at = &o;
  for (const char* key : path) {
    const auto* v = at->if_contains(key);
    if (!v || !v->is_object()) return nullptr;
    at = &v->as_object();
  }
  return at;
}
std::string text_at(const json::object* o, const char* key) {
  if (!o) return "";
  const auto* v = o->if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}
std::int64_t number_at(const json::object* o, const char* key) {
  if (!o) return -1;
  const auto* v = o->if_contains(key);
  return v && v->is_int64() ? v->as_int64() : -1;
}

}  // namespace

std::string purchase_download_path(std::string_view item_id) {
  return "/api/purchases/" + std::string(item_id) + "/download";
}

CommerceService::CommerceService(Stores stores, catalog::CatalogService& catalog, RazorpayConfig razorpay,
                                 std::string site_name, Seller seller)
    : repository_(stores.orders),
      refunds_(stores.refunds),
      coupons_(stores.coupons),
      audit_(stores.audit),
      catalog_(catalog),
      razorpay_(std::move(razorpay)),
      site_name_(std::move(site_name)),
      seller_(std::move(seller)) {}

json::object CommerceService::payments_config() const {
  const auto& c = razorpay_.config();
  json::object out{{"enabled", false}};
  if (c.configured())
    out = {{"enabled", true}, {"keyId", c.key_id}, {"checkoutUrl", c.checkout_url}, {"name", site_name_}};
  out["taxInvoice"] = seller_.tax_invoice();
  out["gstRate"] = seller_.tax_invoice() ? seller_.gst_rate_bp / 100.0 : 0.0;
  json::array states;
  for (const auto& st : indian_states()) states.push_back(json::object{{"code", st.code}, {"name", st.name}});
  out["states"] = std::move(states);
  return out;
}

core::Result<std::string> CommerceService::place_of_supply(const Buyer& buyer) const {
  std::string chosen;
  if (!buyer.state.empty()) {
    auto found = find_state(buyer.state);
    if (!found) return core::invalid_field("buyer.state", "Choose your state from the list.");
    chosen = found->code;
  }
  if (buyer.gstin.empty()) return chosen;
  if (!seller_.tax_invoice())
    return core::invalid_field("buyer.gstin", "This seller is not registered for GST, so its receipts carry no GSTIN.");
  if (!valid_gstin(buyer.gstin))
    return core::invalid_field("buyer.gstin",
                               "This is not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV. Check each one.");
  auto registered = find_state(buyer.gstin.substr(0, 2));
  if (!registered)
    return core::invalid_field("buyer.gstin", "A GSTIN starts with the code of an Indian state; this one does not.");
  if (!chosen.empty() && chosen != registered->code)
    return core::invalid_field("buyer.state", std::string("Your GSTIN is registered in ") + registered->name +
                                                  ": the place of supply is that state.");
  if (core::trim(buyer.name).empty())
    return core::invalid_field("buyer.name", "Enter the business's legal name, as its GST registration has it.");
  return std::string(registered->code);
}

core::Result<Price> CommerceService::quote(const std::string& uid, const std::string& item_type,
                                           const std::string& item_id, const std::string& coupon_code,
                                           const Buyer& buyer, std::int64_t now) {
  const char* kind = course_kind(item_type);
  if (!kind) return core::invalid_field("item", "What is bought is a course or notes.");
  auto course = catalog_.find_course(item_id);
  if (!course || course->kind != kind) return no_such_item();
  if (course->price <= 0)
    return core::Error::invalid("free-item", "This one is free: open it from its page, no payment needed.");
  auto place = place_of_supply(buyer);
  if (!place) return place.error();
  const std::string state = *place;
  std::optional<Coupon> coupon;
  if (!coupon_code.empty()) {
    auto usable = usable_coupon(coupon_code, uid, item_type, course->id, now);
    if (!usable) return usable.error();
    coupon = std::move(*usable);
  }
  return price_of(course->price, coupon ? &*coupon : nullptr, seller_.price_rule(), seller_.state_code, state);
}

core::Result<CreatedOrder> CommerceService::create_order(const std::string& uid, const std::string& email,
                                                         const std::string& item_type, const std::string& item_id,
                                                         std::int64_t now, const std::string& coupon_code,
                                                         const Buyer& buyer) {
  if (buyer.name.size() > 100 || buyer.name.find_first_of("\r\n\t") != std::string::npos)
    return core::invalid_field("buyer.name", "The name on the invoice is at most 100 characters on one line.");
  auto price = quote(uid, item_type, item_id, coupon_code, buyer, now);
  if (!price) return price.error();
  auto course = catalog_.find_course(item_id);
  if (!course) return no_such_item();
  if (repository_.owns(uid, course->id))
    return core::Error::conflict("already-purchased", "You already own this. Open it from My purchases.");
  Order order;
  order.id = "ord_" + core::random_hex(10);
  order.uid = uid;
  order.item_type = item_type;
  order.item_id = course->id;
  order.item_title = course->title;
  order.amount = price->amount;
  order.list_amount = price->list_amount;
  order.discount = price->discount;
  if (!coupon_code.empty()) order.coupon_code = normalize_coupon_code(coupon_code);
  order.buyer_name = buyer.name;
  const auto place = place_of_supply(buyer);  // checked by quote
  order.buyer_state = place ? *place : std::string();
  order.buyer_gstin = buyer.gstin;
  order.seller = seller_.to_json();
  order.currency = "INR";
  order.created_at = order.updated_at = now;

  if (price->amount == 0) {
    // The coupon takes the whole price: granted now, no payment (and no invoice: nothing was
    // charged).
    order.status = order_status::paid;
    order.paid_at = now;
    order.free = true;
    // No Razorpay order: a placeholder keeps razorpay_order_id unique (no webhook names it).
    order.razorpay_order_id = "free_" + order.id;
    order.seller.reset();
    auto inserted = repository_.insert_free_order(order, now - kCouponHoldMs);
    if (inserted.kind == InsertOutcome::owned)
      return core::Error::conflict("already-purchased", "You already own this. Open it from My purchases.");
    if (inserted.kind == InsertOutcome::coupon_refused) return coupon_does_not_apply();  // its last use taken meanwhile
    return CreatedOrder{std::move(inserted.order), {}, false};
  }

  if (!razorpay_.config().configured())
    return core::Error::make(core::ErrorKind::unavailable, "payments-not-configured",
                             "Payments are not available on this site yet.");

  // Buy Now pressed again (another tab, a dismissed Checkout): the same order, not a new one —
  // when it is made out to the same buyer (another name, state or GSTIN is another invoice).
  const std::int64_t amount = price->amount;
  const auto open = repository_.open_orders_of(uid, now - kOrderLifeMs);
  for (const auto& o : open)
    if (o.item_id == course->id && o.amount == amount && o.coupon_code == order.coupon_code &&
        o.buyer_name == order.buyer_name && o.buyer_state == order.buyer_state && o.buyer_gstin == order.buyer_gstin)
      return CreatedOrder{o, checkout_for(o, email), true};
  const auto too_many = [] {
    core::Error e = core::Error::make(core::ErrorKind::too_many, "too-many-open-orders",
                                      "You have several payments in progress. Finish or close one of them, or try "
                                      "again in an hour.");
    e.retry_after_seconds = kOrderLifeMs / 1000;
    return e;
  };
  if (static_cast<int>(open.size()) >= kMaxOpenOrders) return too_many();
  const auto made_since = now - kOrdersPerHourWindowMs;
  const auto too_many_made = [&] {
    core::Error e = core::Error::make(core::ErrorKind::too_many, "too-many-orders",
                                      "You have started many payments in the last hour. Please finish one of them, or "
                                      "try again later.");
    e.retry_after_seconds = kOrdersPerHourWindowMs / 1000;
    return e;
  };
  if (repository_.orders_made_since(uid, made_since) >= kMaxOrdersPerHour) return too_many_made();

  auto remote = razorpay_.create_order(order.amount, order.currency, order.id,
                                       {{"order", order.id}, {"uid", uid}, {"item", item_type + ":" + course->id}});
  if (!remote) return remote.error();
  order.razorpay_order_id = remote->id;
  // Checked again in the insert's transaction: two presses at once make one order (the
  // other Razorpay order is left unused; an unpaid Razorpay order costs nothing).
  auto inserted = repository_.insert_order_if_room(
      order, {now - kOrderLifeMs, kMaxOpenOrders, made_since, kMaxOrdersPerHour, now - kCouponHoldMs});
  if (inserted.kind == InsertOutcome::too_many) return too_many();
  if (inserted.kind == InsertOutcome::too_many_made) return too_many_made();
  if (inserted.kind == InsertOutcome::coupon_refused) return coupon_does_not_apply();  // its last use taken meanwhile
  const bool reused = inserted.kind == InsertOutcome::reused;
  auto checkout = checkout_for(inserted.order, email);
  return CreatedOrder{std::move(inserted.order), std::move(checkout), reused};
}

json::object CommerceService::checkout_for(const Order& order, const std::string& email) const {
  return {{"key", razorpay_.config().key_id},
          {"orderId", order.razorpay_order_id},
          {"amount", order.amount},
          {"currency", order.currency},
          {"name", site_name_},
          {"description", order.item_title},
          {"prefill", json::object{{"email", email}}}};
}

core::Result<Order> CommerceService::cancel_order(const std::string& uid, const std::string& order_id,
                                                  std::int64_t now) {
  auto order = repository_.order(order_id);
  if (!order || order->uid != uid) return core::Error::not_found("No such order.");
  if (order->status == order_status::created) repository_.mark_cancelled(order->id, now);
  order = repository_.order(order_id);
  if (order->status == order_status::cancelled) return *order;
  return core::Error::conflict("order-not-open", order->status == order_status::paid
                                                     ? "This order is paid already; it cannot be cancelled."
                                                     : "This order is no longer open; there is nothing to cancel.");
}

core::Result<Order> CommerceService::verify(const std::string& uid, const std::string& order_id,
                                            const std::string& razorpay_order_id, const std::string& payment_id,
                                            const std::string& signature, std::int64_t now) {
  auto order = repository_.order(order_id);
  if (!order || order->uid != uid) return core::Error::not_found("No such order.");
  // The signature is checked against the Razorpay order id we stored for this order, so a
  // payment for another (cheaper) order cannot be replayed here.
  if (razorpay_order_id != order->razorpay_order_id || payment_id.empty() ||
      !razorpay_.checkout_signature_ok(order->razorpay_order_id, payment_id, signature))
    return core::Error::invalid("invalid-signature",
                                "This payment could not be confirmed. If money was taken, it will be matched to "
                                "your order automatically within a few minutes.");
  repository_.mark_paid(order->id, payment_id, now);
  return *repository_.order(order->id);
}

core::Status CommerceService::handle_webhook(std::string_view raw_body, std::string_view signature,
                                             std::string_view event_id, std::int64_t now) {
  if (!razorpay_.webhook_signature_ok(raw_body, signature))
    return core::Error::make(core::ErrorKind::unauthenticated, "invalid-signature",
                             "The webhook signature does not match.");
  if (!event_id.empty() && repository_.seen_event(event_id)) return core::ok();  // a retry
  boost::system::error_code ec;
  auto doc = json::parse(raw_body, ec);
  if (ec || !doc.is_object()) return core::Error::invalid("invalid-body", "The webhook body is not a JSON object.");
  const auto& body = doc.as_object();
  const auto event = text_at(&body, "event");
  const auto* payment = object_at(body, {"payload", "payment", "entity"});
  const auto* rzp_order = object_at(body, {"payload", "order", "entity"});
  const auto* refund = object_at(body, {"payload", "refund", "entity"});

  std::string rzp_order_id = text_at(rzp_order, "id");
  if (rzp_order_id.empty()) rzp_order_id = text_at(payment, "order_id");
  std::optional<Order> order;
  if (!rzp_order_id.empty()) order = repository_.order_by_razorpay_id(rzp_order_id);
  if (!order && refund) order = repository_.order_by_payment_id(text_at(refund, "payment_id"));
  if (!order) {
    spdlog::info("razorpay webhook {} for an order we do not know ({}); ignored", event, rzp_order_id);
  } else if (event == "order.paid" || event == "payment.captured") {
    // Paid in full, in our currency: anything else is not this order's payment.
    const auto paid = payment ? number_at(payment, "amount") : number_at(rzp_order, "amount_paid");
    const auto currency = payment ? text_at(payment, "currency") : text_at(rzp_order, "currency");
    if (paid == order->amount && currency == order->currency) {
      if (repository_.mark_paid(order->id, text_at(payment, "id"), now).duplicate)
        spdlog::warn("razorpay {}: order {} paid for an item its buyer owns; flagged for a refund", event, order->id);
    } else
      spdlog::warn("razorpay {} for order {}: {} {} does not match {} {}", event, order->id, paid, currency,
                   order->amount, order->currency);
  } else if (event == "payment.failed") {
    repository_.mark_failed(order->id, text_at(payment, "id"), now);
  } else if (event == "refund.failed") {
    // A refund asked from the panel that Razorpay could not make: its request failed.
    const auto refund_id = text_at(refund, "id");
    if (!refund_id.empty() && refunds_.mark_failed_by_refund(refund_id, "Razorpay could not make this refund.", now))
      spdlog::warn("razorpay refund {} of order {} failed", refund_id, order->id);
  } else if (event == "refund.processed") {
    // Refunds add up; only a full refund ends the order and takes the item back.
    const auto amount = number_at(refund, "amount");
    const auto refund_payment = text_at(refund, "payment_id");
    const auto* payment_total = payment && text_at(payment, "id") == refund_payment ? payment : nullptr;
    if (!refund || amount <= 0 || refund_payment.empty()) {
      spdlog::warn("razorpay refund.processed for order {} without a refund amount; ignored", order->id);
    } else {
      auto r = repository_.record_refund(order->id, text_at(refund, "id"), refund_payment, amount,
                                         std::max<std::int64_t>(0, number_at(payment_total, "amount_refunded")), now);
      if (r.transition == Transition::applied) log_refund_made(*order, text_at(refund, "id"), now);
      spdlog::info("razorpay refund for order {}: {} of {} refunded{}", order->id, r.amount_refunded, order->amount,
                   r.full ? " (in full: access follows the buyer's other paid orders)" : "");
    }
  }
  if (!event_id.empty()) repository_.remember_event(event_id, event, now);
  return core::ok();
}

ReconcileReport CommerceService::reconcile(std::int64_t now, std::int64_t min_age_ms, int max_checks) {
  ReconcileReport report;
  if (!razorpay_.config().configured()) return report;
  std::vector<std::string> asked;
  for (const auto& order : repository_.to_reconcile(now - min_age_ms, now - kLateCaptureWindowMs, max_checks)) {
    ++report.checked;
    // Asked, answered or not: to the back of the line, so an order Razorpay keeps refusing
    // cannot hold the others back.
    asked.push_back(order.id);
    auto payments = razorpay_.order_payments(order.razorpay_order_id);
    if (!payments) {
      ++report.unreachable;
      continue;
    }
    bool captured = false;
    for (const auto& p : *payments) {
      if (p.status != "captured") continue;
      if (p.amount != order.amount || p.currency != order.currency) continue;
      captured = true;
      auto paid = repository_.mark_paid(order.id, p.id, now);
      if (paid.transition == Transition::applied) {
        ++report.paid;
        spdlog::info("reconciler: order {} ({}) was paid ({}); {}", order.id, order.status, p.id,
                     paid.duplicate ? "a second payment for an owned item, flagged" : "granted");
      }
      break;
    }
    if (!captured && order.status == order_status::created && order.created_at < now - kOrderLifeMs &&
        repository_.mark_expired(order.id, now) == Transition::applied)
      ++report.expired;
  }
  repository_.mark_checked(asked, now);

  for (const auto& order : repository_.flagged_duplicates(max_checks / 4 + 1)) settle_duplicate(order, now, report);
  return report;
}

bool CommerceService::settle_duplicate(const Order& order, std::int64_t now, ReconcileReport& report) {
  if (!order.razorpay_payment_id) return false;
  if (!repository_.owned_otherwise(order)) {
    // The other order was refunded meanwhile: this payment is the one that grants now.
    repository_.clear_flag(order.id, now);
    return false;
  }
  const auto left = order.amount - order.amount_refunded;
  if (left <= 0) return false;
  // The key is the order's: however often this runs (or on however many servers), Razorpay
  // makes one refund of it.
  auto refund = razorpay_.refund(*order.razorpay_payment_id, left, "duplicate-" + order.id,
                                 {{"order", order.id}, {"reason", "second payment for an item already owned"}});
  if (!refund) {
    ++report.unreachable;
    return false;
  }
  auto recorded = repository_.record_refund(order.id, refund->id, refund->payment_id, refund->amount, 0, now);
  if (recorded.transition == Transition::applied) log_refund_made(order, refund->id, now);
  ++report.refunded;
  spdlog::info("reconciler: order {} was a second payment for {} by {}; refunded {} ({})", order.id, order.item_id,
               order.uid, refund->amount, refund->id);
  return recorded.full;
}

core::Result<std::string> CommerceService::download_link(std::string_view uid, bool admin, std::string_view item_id) {
  auto course = catalog_.find_course(item_id);
  if (!course || course->download_url.empty()) return no_such_item();
  if (!admin && course->price > 0 && !repository_.owns(uid, item_id))
    return core::Error::make(core::ErrorKind::forbidden, "not-purchased",
                             "Buy this first: the download is for its buyers.");
  return course->download_url;
}

}  // namespace pathshala::commerce
