#include "commerce/coupons.hpp"

#include <algorithm>

#include "core/validation.hpp"

namespace pathshala::commerce {

std::string normalize_coupon_code(std::string_view code) {
  const auto first = code.find_first_not_of(" \t");
  const auto last = code.find_last_not_of(" \t");
  std::string out(first == std::string_view::npos ? std::string_view() : code.substr(first, last - first + 1));
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::toupper(c); });
  return out;
}

bool valid_coupon_code(std::string_view code) {
  return code.size() >= 3 && code.size() <= 20 && std::all_of(code.begin(), code.end(), [](char c) {
           return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
         });
}

std::optional<core::Error> coupon_problem(const Coupon& c) {
  if (!valid_coupon_code(c.code)) return core::invalid_field("code", "A code is 3 to 20 letters, digits, - or _.");
  if (c.kind != "percent" && c.kind != "fixed") return core::invalid_field("kind", "Choose percent or fixed.");
  if (c.kind == "percent" && (c.value < 1 || c.value > 100))
    return core::invalid_field("value", "A percentage off is from 1 to 100.");
  if (c.kind == "fixed" && (c.value < 1 || c.value > 1'000'000))
    return core::invalid_field("value", "The rupees off are a whole number from 1 to 10,00,000.");
  if (c.valid_from && c.valid_to && *c.valid_to <= *c.valid_from)
    return core::invalid_field("validTo", "The end must be after the start.");
  if (c.max_uses && *c.max_uses < 1) return core::invalid_field("maxUses", "At least 1 use, or no limit.");
  if (c.max_uses_per_student && *c.max_uses_per_student < 1)
    return core::invalid_field("maxUsesPerStudent", "At least 1 use per student, or no limit.");
  if (c.items.size() > 200) return core::invalid_field("items", "At most 200 items.");
  for (const auto& [type, id] : c.items)
    if ((type != "course" && type != "notes") || id.empty() || id.size() > 64)
      return core::invalid_field("items", "Items are courses or notes, by id.");
  return std::nullopt;
}

std::optional<std::string> coupon_not_applicable(const Coupon& c, std::string_view item_type, std::string_view item_id,
                                                 std::int64_t now) {
  if (c.valid_from && now < *c.valid_from) return "This code is not valid yet.";
  if (c.valid_to && now >= *c.valid_to) return "This code has expired.";
  if (!c.items.empty() && std::none_of(c.items.begin(), c.items.end(), [&](const auto& item) {
        return item.first == item_type && item.second == item_id;
      }))
    return "This code is not valid for this item.";
  return std::nullopt;
}

core::Error coupon_does_not_apply() {
  return core::invalid_field("coupon",
                             "This code cannot be used for this purchase. Check its spelling: a code may also have "
                             "expired, be meant for other items or be used up.");
}

}  // namespace pathshala::commerce
