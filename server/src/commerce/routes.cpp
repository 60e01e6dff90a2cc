#include "commerce/routes.hpp"

#include "commerce/order_json.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <chrono>
#include <vector>

#include "accounts/accounts_service.hpp"
#include "commerce/coupon_tries.hpp"
#include "core/clock.hpp"
#include "core/url_safety.hpp"
#include "core/validation.hpp"
#include "http/file_response.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"
#include "http/request_path.hpp"

namespace pathshala::commerce {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::Response;

namespace {

using core::now_ms;

// The admin's order search matches the orders of at most this many buyers by e-mail; a
// shorter, more exact part of an address finds the rest.
constexpr int kMaxBuyersMatched = 500;

bool known_status(const std::string& s) {
  for (const char* known : {order_status::created, order_status::paid, order_status::failed, order_status::refunded,
                            order_status::expired, order_status::cancelled})
    if (s == known) return true;
  return false;
}

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

// The purchased file: sent from disk when it is one of ours (/files/… or /downloads/…), as
// an attachment named after the item; otherwise a redirect to where it lives.
Response send_purchase(const Request& req, const Context& ctx, const std::filesystem::path& files_root,
                       const std::string& link, const std::string& title) {
  // The path the link names, however spelled ("%20", "?v=2", "./"): the same one the
  // public /files gate closes (catalog::is_priced_download).
  const auto path = link.starts_with("/") ? core::link_path(link) : std::nullopt;
  const bool ours = path && (path->starts_with("/files/") || path->starts_with("/downloads/"));
  if (!ours) return http::redirect(req, link, {{"Cache-Control", "no-store"}});
  std::vector<std::string> segments;
  for (std::size_t at = 1; at < path->size();) {
    const auto end = std::min(path->find('/', at), path->size());
    segments.push_back(path->substr(at, end - at));
    at = end + 1;
  }
  const bool downloads = segments.front() == "downloads";
  segments.erase(segments.begin());
  const auto file = http::resolve_under(downloads ? files_root / "downloads" : files_root, segments);
  if (!file) return http::refuse(req, ctx, core::Error::not_found("The file of this purchase is missing."));
  http::FileOptions o;
  o.cache_control = "private, no-store";
  o.content_disposition = true;
  o.always_attachment = true;
  o.download_name = title + file->extension().string();
  return http::send_file(req, *file, o);
}

}  // namespace

void register_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts,
                     const std::filesystem::path& files_root) {
  using V = bhttp::verb;
  using http::RouteOptions;

  register_checkout_routes(router, commerce, accounts);
  register_invoice_routes(router, commerce, accounts);
  register_refund_routes(router, commerce, accounts);
  register_coupon_routes(router, commerce);
  register_gst_return_routes(router, commerce, accounts);

  auto config = core::make_document(json::serialize(commerce.payments_config()));
  router.add(V::get, "/api/payments/config", RouteOptions::public_access(),
             [config](const Request& req, const Context&) { return http::json_document(req, config); });

  // Razorpay is called from here: a worker, never a network thread.
  router.add(
      V::post, "/api/orders", RouteOptions::signed_in().calls_out(),  // Razorpay Orders API
      [&commerce, &accounts](const Request& req, const Context& ctx) {
        auto body = http::read_json_object(req);
        if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
        const auto* item = std::get<json::object>(body).if_contains("item");
        if (!item || !item->is_object())
          return http::error_response(req,
                                      core::invalid_field("item", "Say what to buy: {\"item\":{\"type\",\"id\"}}."));
        const auto& fields = std::get<json::object>(body);
        const Buyer buyer = buyer_of(fields);
        auto user = accounts.user(ctx.user->uid);
        const auto coupon = http::string_member(fields, "coupon");
        CouponTry coupon_try(accounts, ctx.user->uid, ctx.client_address);
        if (!coupon.empty())
          if (auto wait = coupon_try.begin(now_ms())) return http::error_response(req, *wait);
        auto created = commerce.create_order(ctx.user->uid, user ? user->email : "",
                                             http::string_member(item->as_object(), "type"),
                                             http::string_member(item->as_object(), "id"), now_ms(), coupon, buyer);
        coupon_try.end(created ? std::nullopt : std::optional(created.error()));
        if (!created) return http::error_response(req, created.error());
        const auto& order = created->order;
        // A free order (coupon): granted already, nothing to pay.
        if (order.free)
          return http::json_value(req, bhttp::status::created,
                                  json::object{{"order", order_json(order)},
                                               {"checkout", nullptr},
                                               {"downloadUrl", purchase_download_path(order.item_id)}});
        // 200: the open order for this item, again (same Razorpay order).
        return http::json_value(req, created->reused ? bhttp::status::ok : bhttp::status::created,
                                json::object{{"order", order_json(order)}, {"checkout", std::move(created->checkout)}});
      });

  router.add(V::post, "/api/orders/{id}/verify", RouteOptions::signed_in(),
             [&commerce](const Request& req, const Context& ctx) {
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
               const auto& fields = std::get<json::object>(body);
               auto order =
                   commerce.verify(ctx.user->uid, ctx.params.at("id"), http::string_member(fields, "razorpay_order_id"),
                                   http::string_member(fields, "razorpay_payment_id"),
                                   http::string_member(fields, "razorpay_signature"), now_ms());
               if (!order) return http::error_response(req, order.error());
               const bool owned = order->status == order_status::paid;
               return http::json_value(
                   req, bhttp::status::ok,
                   json::object{{"order", order_json(*order)},
                                {"downloadUrl",
                                 owned ? json::value(purchase_download_path(order->item_id)) : json::value(nullptr)}});
             });

  // A dismissed Checkout. Only the buyer's own order, only while unpaid; a late payment
  // still counts.
  router.add(V::post, "/api/orders/{id}/cancel", RouteOptions::signed_in(),
             [&commerce](const Request& req, const Context& ctx) {
               auto order = commerce.cancel_order(ctx.user->uid, ctx.params.at("id"), now_ms());
               if (!order) return http::error_response(req, order.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"order", order_json(*order)}});
             });

  // Razorpay's retries wait for a 2xx within seconds; the work is a few indexed writes.
  auto webhook = RouteOptions::public_access().signature_authenticated().on_worker();
  webhook.body_limit(1024 * 1024);
  router.add(V::post, "/api/payments/razorpay/webhook", webhook, [&commerce](const Request& req, const Context&) {
    auto handled =
        commerce.handle_webhook(req.body(), req["X-Razorpay-Signature"], req["X-Razorpay-Event-Id"], now_ms());
    if (!handled) return http::error_response(req, handled.error());
    return http::json_value(req, bhttp::status::ok, json::object{{"status", "ok"}});
  });

  router.add(
      V::get, "/api/me/purchases", RouteOptions::signed_in(), [&commerce](const Request& req, const Context& ctx) {
        json::array items;
        for (const auto& o : commerce.orders_of(ctx.user->uid)) {
          auto item = order_json(o, o.amount_refunded > 0 ? commerce.refunds_of(o.id) : std::vector<RefundRecord>{});
          const bool owned = o.status == order_status::paid && commerce.owns(ctx.user->uid, o.item_id);
          item["orderId"] = o.id;
          item["downloadUrl"] = owned ? json::value(purchase_download_path(o.item_id)) : json::value(nullptr);
          items.push_back(std::move(item));
        }
        return http::json_value(req, bhttp::status::ok, json::object{{"items", std::move(items)}});
      });

  // Opened in the browser from My purchases (or a shared link): a refusal is a page there.
  router.add(V::get, "/api/purchases/{item}/download", RouteOptions::signed_in().opened_in_browser(),
             [&commerce, files_root](const Request& req, const Context& ctx) {
               const auto& item = ctx.params.at("item");
               auto link = commerce.download_link(ctx.user->uid, ctx.user->role == "admin", item);
               if (!link) return http::refuse(req, ctx, link.error());
               auto orders = commerce.orders_of(ctx.user->uid);
               std::string title = item;
               for (const auto& o : orders)
                 if (o.item_id == item) title = o.item_title;
               return send_purchase(req, ctx, files_root, *link, title);
             });

  router.add(V::get, "/api/admin/orders", RouteOptions::admin().on_worker(),
             [&commerce, &accounts](const Request& req, const Context&) {
               OrderSearch s;
               s.status = http::query_param(req, "status").value_or("");
               if (!s.status.empty() && !known_status(s.status))
                 return http::error_response(
                     req, bad_parameter("status must be created, paid, failed, refunded, expired or cancelled."));
               auto page = http::page_query(req, 50, 200);
               if (!page) return http::error_response(req, page.error());
               s.q = page->q;
               s.limit = page->limit;
               s.offset = page->offset;
               // The buyers are the accounts module's: it says whose e-mail matches, and
               // each order's buyer e-mail.
               if (!s.q.empty()) s.buyer_uids = accounts.uids_with_email_containing(s.q, kMaxBuyersMatched);
               auto [rows, total] = commerce.search(s);
               std::vector<std::string> buyers;
               for (const auto& order : rows) buyers.push_back(order.uid);
               const auto emails = accounts.emails_of(buyers);
               json::array items;
               for (const auto& r : rows) {
                 auto o = order_json(r);
                 const auto email = emails.find(r.uid);
                 o["user"] = json::object{{"uid", r.uid}, {"email", email == emails.end() ? "" : email->second}};
                 o["razorpayOrderId"] = r.razorpay_order_id;
                 o["razorpayPaymentId"] =
                     r.razorpay_payment_id ? json::value(*r.razorpay_payment_id) : json::value(nullptr);
                 o["updatedAt"] = r.updated_at;
                 o["flag"] = r.flag ? json::value(*r.flag) : json::value(nullptr);
                 items.push_back(std::move(o));
               }
               return http::json_value(req, bhttp::status::ok,
                                       json::object{{"items", std::move(items)},
                                                    {"next", http::next_cursor(s.offset, rows.size(), total)},
                                                    {"total", total}});
             });
}

}  // namespace pathshala::commerce
