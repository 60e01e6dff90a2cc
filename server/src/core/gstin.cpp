#include "core/gstin.hpp"

namespace pathshala::core {

bool valid_gstin(std::string_view g) {
  if (g.size() != 15) return false;
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  if (!digit(g[0]) || !digit(g[1])) return false;
  for (int i = 2; i < 7; ++i)
    if (!upper(g[i])) return false;
  for (int i = 7; i < 11; ++i)
    if (!digit(g[i])) return false;
  if (!upper(g[11]) || !(digit(g[12]) || upper(g[12])) || g[13] != 'Z') return false;
  // Check character: weights 1, 2, 1, 2…, each product folded (quotient + remainder by 36).
  static constexpr std::string_view kChars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  int sum = 0;
  for (int i = 0; i < 14; ++i) {
    const auto value = static_cast<int>(kChars.find(g[i]));
    if (value < 0) return false;
    const int product = value * (i % 2 == 0 ? 1 : 2);
    sum += product / 36 + product % 36;
  }
  return g[14] == kChars[(36 - sum % 36) % 36];
}

std::string normal_gstin(std::string_view typed) {
  std::string out;
  for (char c : typed) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  }
  return out;
}

}  // namespace pathshala::core
