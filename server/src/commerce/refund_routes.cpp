// Admin: one order with its refunds, and refunding it through Razorpay (issue 29).
#include <boost/json.hpp>

#include <cmath>

#include "accounts/accounts_service.hpp"
#include "commerce/order_json.hpp"
#include "commerce/routes.hpp"
#include "core/clock.hpp"
#include "core/validation.hpp"
#include "http/json_body.hpp"

namespace pathshala::commerce {

namespace bhttp = boost::beast::http;
namespace json = boost::json;

namespace {

// Rupees with at most two decimals → paise; 0 when absent (all that is left).
core::Result<std::int64_t> paise_of(const json::object& body) {
  const auto* v = body.if_contains("amount");
  if (!v || v->is_null()) return std::int64_t{0};
  if (!v->is_number()) return core::invalid_field("amount", "The amount is a number of rupees, like 100 or 49.50.");
  const double rupees = v->to_number<double>();
  const double paise = std::round(rupees * 100);
  if (!(rupees > 0) || paise > 1e12 || std::abs(paise - rupees * 100) > 1e-6)
    return core::invalid_field("amount", "The amount is a positive number of rupees with at most two decimals.");
  return static_cast<std::int64_t>(paise);
}

// The order with every refund of it: the panel's requests (with their Razorpay refund when
// made) and refunds made elsewhere (Razorpay's dashboard, the reconciler).
json::array refunds_json(CommerceService& commerce, accounts::AccountsService& accounts, const Order& order) {
  const auto requests = commerce.refund_requests_of(order.id);
  const auto refunds = commerce.refunds_of(order.id);
  std::vector<std::string> admins;
  for (const auto& r : requests) admins.push_back(r.requested_by);
  const auto emails = accounts.emails_of(admins);
  json::array out;
  std::vector<std::string> shown;
  for (const auto& r : requests) {
    std::optional<RefundRecord> made;
    for (const auto& f : refunds)
      if (r.razorpay_refund_id && f.id == *r.razorpay_refund_id) made = f;
    if (made) shown.push_back(made->id);
    const auto email = emails.find(r.requested_by);
    out.push_back(refund_json(order, r, made, email == emails.end() ? "" : email->second));
  }
  for (const auto& f : refunds)
    if (std::find(shown.begin(), shown.end(), f.id) == shown.end())
      out.push_back(refund_json(order, std::nullopt, f, ""));
  return out;
}

json::object order_answer(CommerceService& commerce, accounts::AccountsService& accounts, const Order& order) {
  return {{"order", order_json(order, commerce.refunds_of(order.id))},
          {"refunds", refunds_json(commerce, accounts, order)},
          {"refundable", commerce.refundable(order.id)}};
}

}  // namespace

void register_refund_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts) {
  router.add(bhttp::verb::get, "/api/admin/orders/{id}", http::RouteOptions::admin().on_worker(),
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               const auto order = commerce.order(ctx.params.at("id"));
               if (!order) return http::error_response(req, core::Error::not_found("No such order."));
               return http::json_value(req, bhttp::status::ok, order_answer(commerce, accounts, *order));
             });

  // Razorpay is called from here: a worker, never a network thread.
  router.add(bhttp::verb::post, "/api/admin/orders/{id}/refund", http::RouteOptions::admin().calls_out(),
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               // Required (issue 52): without one, parallel requests made 2–4 refunds. The panel
               // sends a fresh key per refund meant, the same key on a retry.
               const std::string key(req["Idempotency-Key"]);
               if (key.empty() || key.size() > 64)
                 return http::error_response(
                     req, core::Error::invalid("idempotency-key-required",
                                               "Send an Idempotency-Key header (at most 64 characters): a fresh "
                                               "value for each refund you mean, the same one when you retry."));
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
               const auto& fields = std::get<json::object>(body);
               auto amount = paise_of(fields);
               if (!amount) return http::error_response(req, amount.error());
               const Actor admin{ctx.user->uid, ctx.user->name, ctx.user->email};
               auto refunded = commerce.refund(admin, ctx.params.at("id"), *amount,
                                               http::string_member(fields, "reason"), key, core::now_ms());
               if (!refunded) return http::error_response(req, refunded.error());
               const auto order = commerce.order(ctx.params.at("id"));
               json::value refund_view = nullptr;
               for (auto& r : refunds_json(commerce, accounts, *order))
                 if (r.as_object().at("id") == json::value(refunded->request.id)) refund_view = r;
               return http::json_value(req, refunded->replayed ? bhttp::status::ok : bhttp::status::created,
                                       json::object{{"refund", std::move(refund_view)},
                                                    {"order", order_json(*order, commerce.refunds_of(order->id))}});
             });
}

}  // namespace pathshala::commerce
