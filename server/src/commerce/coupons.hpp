#pragma once
// The rules of coupon codes (issue 29), in one place: their form, what an admin may save, and
// whether one applies to an item now. Counting uses is the store's (coupon_repository.hpp).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "commerce/types.hpp"
#include "core/error.hpp"

namespace pathshala::commerce {

// Trimmed and upper-cased: codes match case-insensitively.
std::string normalize_coupon_code(std::string_view code);
// 3–20 of A–Z, 0–9, '-' and '_' (after normalising).
bool valid_coupon_code(std::string_view code);
// What is wrong with a coupon an admin saves (invalid-field), or nothing.
std::optional<core::Error> coupon_problem(const Coupon& coupon);
// Why a student cannot use coupon on the item at now, or nothing (for admins' eyes and
// tests: students get coupon_does_not_apply()). Limits of uses are checked apart (they need
// the store).
std::optional<std::string> coupon_not_applicable(const Coupon& coupon, std::string_view item_type,
                                                 std::string_view item_id, std::int64_t now_ms);

// The one answer (invalid-field coupon) for a code a student cannot use on an item, whatever
// the reason: no such code, not yet or no longer valid, another item's, used up, used by them
// already. Telling these apart told a guesser which codes exist (issue 52).
core::Error coupon_does_not_apply();

}  // namespace pathshala::commerce
