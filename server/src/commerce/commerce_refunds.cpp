// CommerceService: refunds an admin asks for (issue 29). Razorpay's Refunds API is called
// with our request id as its idempotency key, so asking again (a retry, the reconciler, a
// second instance) can never refund twice; the request is settled by Razorpay's answer, the
// refund.processed / refund.failed webhook, or reconcile_refunds asking Razorpay.
#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include "audit/audit.hpp"
#include "commerce/commerce_service.hpp"
#include "core/hash.hpp"
#include "core/money.hpp"
#include "core/validation.hpp"

namespace pathshala::commerce {

namespace json = boost::json;

namespace {
// What Razorpay is told with a refund: the same every time it is asked (Razorpay refuses a
// repeated idempotency key with another body).
json::object refund_notes(const RefundRequest& r) {
  return {{"order", r.order_id}, {"refund", r.id}, {"reason", r.reason.substr(0, 200)}};
}
}  // namespace

void CommerceService::log_refund_made(const Order& order, std::string_view refund_id, std::int64_t now) {
  std::optional<RefundRecord> made;
  for (auto& r : repository_.refunds_of(order.id))
    if (r.id == refund_id) made = std::move(r);
  if (!made) return;
  // Whose refund it was: the admin who asked in the panel, else Razorpay's own (its dashboard,
  // or the reconciler's refund of a second payment).
  std::optional<RefundRequest> asked;
  for (auto& q : refunds_.of_order(order.id))
    if (q.razorpay_refund_id == refund_id) asked = std::move(q);
  std::string summary = "Refunded " + core::format_rupees(made->amount);
  if (made->credit_note_no) summary += ". Credit note " + *made->credit_note_no;
  if (asked) summary += ". Reason: " + asked->reason;
  audit_.append({0, now, asked ? asked->requested_by : std::string("razorpay"), "refund", "orders", order.id,
                 std::nullopt,
                 json::serialize(json::object{
                     {"refund", made->id},
                     {"amount", made->amount},
                     {"creditNote", made->credit_note_no ? json::value(*made->credit_note_no) : json::value(nullptr)},
                     {"summary", summary}}),
                 asked ? std::nullopt : std::optional<std::string>("Razorpay"), std::nullopt, order.item_title});
}

void CommerceService::apply_refund_answer(const RefundRequest& request, const Order& order,
                                          const RazorpayRefund& answer, std::int64_t now) {
  refunds_.set_razorpay_refund(request.id, answer.id, now);
  if (answer.status == "processed") {
    // Counted once by its id (a webhook may bring the same news): the credit note, the
    // request marked processed, access taken back when it is the last of the money.
    if (repository_.record_refund(order.id, answer.id, answer.payment_id, answer.amount, 0, now).transition ==
        Transition::applied)
      log_refund_made(order, answer.id, now);
  } else if (answer.status == "failed") {
    refunds_.mark_failed(request.id, "Razorpay could not make this refund.", now);
  }
  // pending: the webhook or the reconciler settles it.
}

core::Result<RefundResult> CommerceService::refund(const Actor& admin, const std::string& order_id, std::int64_t amount,
                                                   const std::string& reason, const std::string& client_key,
                                                   std::int64_t now) {
  if (auto e = core::check_required("reason", "The reason", reason, 500)) return *e;
  if (amount < 0) return core::invalid_field("amount", "Refund a positive amount.");
  if (client_key.size() > 64) return core::invalid_field("Idempotency-Key", "The idempotency key is too long.");
  const auto order = repository_.order(order_id);
  if (!order) return core::Error::not_found("No such order.");
  if (!razorpay_.config().configured() || order->free || !order->razorpay_payment_id)
    return core::Error::conflict("order-not-paid",
                                 "This order was not paid through Razorpay: there is nothing to refund.");

  RefundRequest r;
  r.id = "rf_" + core::random_hex(10);
  r.order_id = order->id;
  r.amount = amount;
  r.reason = reason;
  r.requested_by = admin.uid;
  r.client_key = client_key;
  r.created_at = r.updated_at = now;
  // The activity log names the admin, in the request's own transaction.
  const auto ask = refunds_.ask(r, [&](const RefundRequest& asked) {
    // An amount of 0 asks for all that is left.
    const auto left = order->amount - order->amount_refunded;
    const auto amount_asked = asked.amount > 0 ? asked.amount : left;
    const bool full = amount_asked >= left && order->amount_refunded == 0;
    audit_.append({0, now, admin.uid, "refund", "orders", order->id, std::nullopt,
                   json::serialize(
                       json::object{{"refund", asked.id},
                                    {"amount", amount_asked},
                                    {"full", full},
                                    {"reason", reason},
                                    {"summary", std::string(full ? "Full" : "Partial") + " refund of " +
                                                    core::format_rupees(amount_asked) + " asked. Reason: " + reason}}),
                   admin.name, admin.email, order->item_title});
  });
  switch (ask.kind) {
    case RefundAsk::missing:
      return core::Error::not_found("No such order.");
    case RefundAsk::not_paid:
      return core::Error::conflict("order-not-paid", "Only a paid order can be refunded.");
    case RefundAsk::nothing_left:
      return core::Error::conflict("nothing-to-refund", "Everything paid for this order has been refunded already.");
    case RefundAsk::in_progress:
      return core::Error::conflict("refund-in-progress",
                                   "A refund of this order is being processed. Wait for it before asking for another.");
    case RefundAsk::too_much:
      return core::invalid_field("amount", "At most " + core::format_rupees(ask.left) + " can be refunded.");
    case RefundAsk::replayed:
      return RefundResult{ask.request, true};
    case RefundAsk::created:
      break;
  }
  const auto& request = ask.request;
  auto answer = razorpay_.refund(*order->razorpay_payment_id, request.amount, request.id, refund_notes(request));
  if (!answer) {
    if (answer.error().code == "refund-refused")
      refunds_.mark_failed(request.id, answer.error().message, now);
    else
      spdlog::warn("refund {} of order {}: Razorpay not reached; the reconciler asks again", request.id, order->id);
  } else {
    apply_refund_answer(request, *order, *answer, now);
  }
  auto settled = refunds_.find(request.id);
  return RefundResult{settled ? *settled : request, false};
}

int CommerceService::reconcile_refunds(std::int64_t now, std::int64_t min_age_ms, int limit) {
  int settled = 0;
  if (!razorpay_.config().configured()) return settled;
  for (const auto& request : refunds_.open(now - min_age_ms, limit)) {
    const auto order = repository_.order(request.order_id);
    if (!order || !order->razorpay_payment_id) continue;
    std::optional<RazorpayRefund> found;
    if (request.razorpay_refund_id) {
      auto listed = razorpay_.payment_refunds(*order->razorpay_payment_id);
      if (!listed) continue;
      for (const auto& r : *listed)
        if (r.id == *request.razorpay_refund_id) found = r;
    } else {
      // Never answered: asked again under the same key, Razorpay makes it once.
      auto answer = razorpay_.refund(*order->razorpay_payment_id, request.amount, request.id, refund_notes(request));
      if (!answer) {
        if (answer.error().code == "refund-refused" && refunds_.mark_failed(request.id, answer.error().message, now))
          ++settled;
        continue;
      }
      found = *answer;
    }
    if (!found) continue;
    apply_refund_answer(request, *order, *found, now);
    const auto after = refunds_.find(request.id);
    if (after && after->status != refund_status::requested) ++settled;
  }
  return settled;
}

}  // namespace pathshala::commerce
