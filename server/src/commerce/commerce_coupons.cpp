// CommerceService: coupons (issue 29). Admins write them; the checkout's quote and the order
// check them; uses are counted by the store in the order's own transaction.
#include <boost/json.hpp>

#include <algorithm>

#include "audit/audit.hpp"
#include "commerce/commerce_service.hpp"
#include "commerce/coupons.hpp"
#include "commerce/invoice.hpp"
#include "core/money.hpp"
#include "core/validation.hpp"

namespace pathshala::commerce {

namespace json = boost::json;

namespace {

// What the activity log says of a coupon, in a line: "SAVE10: 10% off, 100 uses in all,
// until 30 Nov 2026".
std::string coupon_summary(const Coupon& c) {
  std::string out = c.code + ": " +
                    (c.kind == "percent" ? std::to_string(c.value) + "% off"
                     : c.includes_gst    ? core::format_rupees(c.value * 100) + " off the price with GST"
                                         : core::format_rupees(c.value * 100) + " off the price before GST");
  if (c.max_uses) out += ", " + std::to_string(*c.max_uses) + (*c.max_uses == 1 ? " use" : " uses") + " in all";
  if (c.max_uses_per_student) out += ", " + std::to_string(*c.max_uses_per_student) + " per student";
  if (c.items.empty())
    out += ", every item";
  else
    out += ", " + std::to_string(c.items.size()) + (c.items.size() == 1 ? " item" : " items");
  if (c.valid_from) out += ", from " + india_display_date(*c.valid_from);
  if (c.valid_to) out += ", until " + india_display_date(*c.valid_to);
  return out;
}

json::object audit_json(const Coupon& c) {
  json::array items;
  for (const auto& [type, id] : c.items) items.push_back(json::object{{"type", type}, {"id", id}});
  const auto optional = [](const std::optional<std::int64_t>& v) { return v ? json::value(*v) : json::value(nullptr); };
  return {{"code", c.code},
          {"kind", c.kind},
          {"value", c.value},
          {"includesGst", c.includes_gst},
          {"validFrom", optional(c.valid_from)},
          {"validTo", optional(c.valid_to)},
          {"maxUses", optional(c.max_uses)},
          {"maxUsesPerStudent", optional(c.max_uses_per_student)},
          {"items", std::move(items)},
          {"summary", coupon_summary(c)}};
}

}  // namespace

core::Result<Coupon> CommerceService::usable_coupon(const std::string& code, const std::string& uid,
                                                    const std::string& item_type, const std::string& item_id,
                                                    std::int64_t now) {
  const auto normalized = normalize_coupon_code(code);
  std::optional<Coupon> coupon;
  if (valid_coupon_code(normalized)) coupon = coupons_.find(normalized, now - kCouponHoldMs);
  if (!coupon || coupon_not_applicable(*coupon, item_type, item_id, now)) return coupon_does_not_apply();
  if (coupon->max_uses_per_student &&
      coupons_.uses_by(coupon->code, uid, now - kCouponHoldMs) >= *coupon->max_uses_per_student)
    return coupon_does_not_apply();
  if (coupon->max_uses && coupon->uses >= *coupon->max_uses) return coupon_does_not_apply();
  return std::move(*coupon);
}

std::vector<Coupon> CommerceService::coupons(std::int64_t now) { return coupons_.all(now - kCouponHoldMs); }

core::Result<Coupon> CommerceService::save_coupon(const Actor& admin, const CouponInput& input, bool create,
                                                  std::int64_t now) {
  Coupon c;
  c.code = normalize_coupon_code(input.code);
  c.kind = input.kind;
  c.value = input.value;
  c.includes_gst = input.includes_gst;
  c.valid_from = input.valid_from;
  c.valid_to = input.valid_to;
  c.max_uses = input.max_uses;
  c.max_uses_per_student = input.max_uses_per_student;
  c.items = input.items;
  std::sort(c.items.begin(), c.items.end());
  c.items.erase(std::unique(c.items.begin(), c.items.end()), c.items.end());
  c.created_at = c.updated_at = now;
  if (auto problem = coupon_problem(c)) return *problem;
  const auto before = create ? std::nullopt : coupons_.find(c.code, now - kCouponHoldMs);
  const auto written = create ? coupons_.create(c) : coupons_.update(c);
  if (written == CouponWrite::exists)
    return core::Error::conflict("coupon-exists", "There is a coupon with this code already.");
  if (written == CouponWrite::missing) return core::Error::not_found("No such coupon.");
  audit_.append({0, now, admin.uid, create ? "create" : "update", "coupons", c.code,
                 before ? std::optional(json::serialize(audit_json(*before))) : std::nullopt,
                 json::serialize(audit_json(c)), admin.name, admin.email, c.code});
  auto stored = coupons_.find(c.code, now - kCouponHoldMs);
  if (!stored) return core::Error::not_found("No such coupon.");
  return std::move(*stored);
}

core::Status CommerceService::delete_coupon(const Actor& admin, const std::string& code, std::int64_t now) {
  const auto normalized = normalize_coupon_code(code);
  const auto before = coupons_.find(normalized, now - kCouponHoldMs);
  if (!before || coupons_.remove(normalized) != CouponWrite::done) return core::Error::not_found("No such coupon.");
  audit_.append({0, now, admin.uid, "delete", "coupons", normalized, json::serialize(audit_json(*before)), std::nullopt,
                 admin.name, admin.email, normalized});
  return core::ok();
}

}  // namespace pathshala::commerce
