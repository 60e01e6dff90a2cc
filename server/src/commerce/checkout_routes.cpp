// POST /api/orders/quote: what buying an item costs with a coupon, before paying. Trying
// codes is slowed down (coupon_tries.hpp).
#include <boost/json.hpp>

#include "commerce/coupon_tries.hpp"
#include "commerce/coupons.hpp"
#include "commerce/order_json.hpp"
#include "commerce/routes.hpp"
#include "core/clock.hpp"
#include "core/validation.hpp"
#include "http/json_body.hpp"

namespace pathshala::commerce {

namespace bhttp = boost::beast::http;
namespace json = boost::json;

void register_checkout_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts) {
  router.add(bhttp::verb::post, "/api/orders/quote", http::RouteOptions::signed_in(),
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
               const auto& fields = std::get<json::object>(body);
               const auto* item = fields.if_contains("item");
               if (!item || !item->is_object())
                 return http::error_response(
                     req, core::invalid_field("item", "Say what to buy: {\"item\":{\"type\",\"id\"}}."));
               const auto coupon = http::string_member(fields, "coupon");
               CouponTry coupon_try(accounts, ctx.user->uid, ctx.client_address);
               if (!coupon.empty())
                 if (auto wait = coupon_try.begin(core::now_ms())) return http::error_response(req, *wait);
               auto price = commerce.quote(ctx.user->uid, http::string_member(item->as_object(), "type"),
                                           http::string_member(item->as_object(), "id"), coupon, buyer_of(fields),
                                           core::now_ms());
               coupon_try.end(price ? std::nullopt : std::optional(price.error()));
               if (!price) return http::error_response(req, price.error());
               return http::json_value(
                   req, bhttp::status::ok,
                   quote_json(*price, coupon.empty() ? std::nullopt : std::optional(normalize_coupon_code(coupon))));
             });
}

}  // namespace pathshala::commerce
