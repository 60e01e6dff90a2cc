#include "core/money.hpp"

#include <cstdio>

namespace pathshala::core {

std::string format_rupees(std::int64_t paise) {
  const bool negative = paise < 0;
  if (negative) paise = -paise;
  const std::string digits = std::to_string(paise / 100);
  std::string grouped;
  const auto n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    const auto left = n - i;
    if (i > 0 && (left == 3 || (left > 3 && (left - 3) % 2 == 0))) grouped += ',';
    grouped += digits[i];
  }
  std::string out = (negative ? "-₹" : "₹") + grouped;
  if (paise % 100) {
    char rest[8];
    std::snprintf(rest, sizeof rest, ".%02lld", static_cast<long long>(paise % 100));
    out += rest;
  }
  return out;
}

std::string format_rupees_with_paise(std::int64_t paise) {
  auto out = format_rupees(paise);
  if (paise % 100 == 0) out += ".00";
  return out;
}

}  // namespace pathshala::core
