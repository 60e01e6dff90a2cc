// Admin: coupons (issue 29). GET|POST /api/admin/coupons, PUT|DELETE /api/admin/coupons/{code}.
#include <boost/json.hpp>

#include "commerce/order_json.hpp"
#include "commerce/routes.hpp"
#include "core/clock.hpp"
#include "core/validation.hpp"
#include "http/json_body.hpp"

namespace pathshala::commerce {

namespace bhttp = boost::beast::http;
namespace json = boost::json;

namespace {

// An optional whole number field: absent or null → nullopt.
core::Result<std::optional<std::int64_t>> optional_integer(const json::object& o, const char* name) {
  const auto* v = o.if_contains(name);
  if (!v || v->is_null()) return std::optional<std::int64_t>();
  if (v->is_int64()) return std::optional(v->as_int64());
  if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return std::optional(static_cast<std::int64_t>(v->as_uint64()));
  return core::invalid_field(name, "This must be a whole number.");
}

core::Result<CouponInput> coupon_input(const json::object& o) {
  CouponInput c;
  c.code = http::string_member(o, "code");
  c.kind = http::string_member(o, "kind");
  auto value = optional_integer(o, "value");
  if (!value) return value.error();
  if (!*value) return core::invalid_field("value", "How much off: a percentage or rupees.");
  c.value = **value;
  // A fixed amount comes off the price the student sees unless the admin says otherwise.
  if (const auto* v = o.if_contains("includesGst"); v && !v->is_null()) {
    if (!v->is_bool()) return core::invalid_field("includesGst", "This must be true or false.");
    c.includes_gst = v->as_bool();
  }
  for (auto [name, field] :
       {std::pair{"validFrom", &c.valid_from}, std::pair{"validTo", &c.valid_to}, std::pair{"maxUses", &c.max_uses},
        std::pair{"maxUsesPerStudent", &c.max_uses_per_student}}) {
    auto v = optional_integer(o, name);
    if (!v) return v.error();
    *field = *v;
  }
  if (const auto* items = o.if_contains("items"); items && !items->is_null()) {
    if (!items->is_array()) return core::invalid_field("items", "Items are a list of {type, id}.");
    for (const auto& item : items->as_array()) {
      if (!item.is_object()) return core::invalid_field("items", "Items are a list of {type, id}.");
      c.items.emplace_back(http::string_member(item.as_object(), "type"), http::string_member(item.as_object(), "id"));
    }
  }
  return c;
}

}  // namespace

void register_coupon_routes(http::Router& router, CommerceService& commerce) {
  using V = bhttp::verb;
  const auto admin = http::RouteOptions::admin().on_worker();
  router.add(V::get, "/api/admin/coupons", admin, [&commerce](const http::Request& req, const http::Context&) {
    json::array items;
    for (const auto& c : commerce.coupons(core::now_ms())) items.push_back(coupon_json(c));
    return http::json_value(req, bhttp::status::ok, json::object{{"items", std::move(items)}});
  });

  const auto save = [&commerce](bool create) {
    return [&commerce, create](const http::Request& req, const http::Context& ctx) {
      auto body = http::read_json_object(req);
      if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
      auto input = coupon_input(std::get<json::object>(body));
      if (!input) return http::error_response(req, input.error());
      if (!create) input->code = ctx.params.at("code");  // the code stays
      const Actor actor{ctx.user->uid, ctx.user->name, ctx.user->email};
      auto saved = commerce.save_coupon(actor, *input, create, core::now_ms());
      if (!saved) return http::error_response(req, saved.error());
      return http::json_value(req, create ? bhttp::status::created : bhttp::status::ok, coupon_json(*saved));
    };
  };
  router.add(V::post, "/api/admin/coupons", admin, save(true));
  router.add(V::put, "/api/admin/coupons/{code}", admin, save(false));
  router.add(V::delete_, "/api/admin/coupons/{code}", admin,
             [&commerce](const http::Request& req, const http::Context& ctx) {
               const Actor actor{ctx.user->uid, ctx.user->name, ctx.user->email};
               auto removed = commerce.delete_coupon(actor, ctx.params.at("code"), core::now_ms());
               if (!removed) return http::error_response(req, removed.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"deleted", true}});
             });
}

}  // namespace pathshala::commerce
