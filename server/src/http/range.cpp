#include <charconv>

#include "http/file_response.hpp"

namespace pathshala::http {

namespace {
bool parse_number(std::string_view s, std::uint64_t& out) {
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}
}  // namespace

RangeResult parse_range(std::string_view header, std::uint64_t size, ByteRange& out) {
  constexpr std::string_view prefix = "bytes=";
  if (header.substr(0, prefix.size()) != prefix) return RangeResult::none;
  std::string_view spec = header.substr(prefix.size());
  while (!spec.empty() && spec.front() == ' ') spec.remove_prefix(1);
  while (!spec.empty() && spec.back() == ' ') spec.remove_suffix(1);
  if (spec.find(',') != std::string_view::npos) return RangeResult::none;
  auto dash = spec.find('-');
  if (dash == std::string_view::npos) return RangeResult::none;
  std::string_view a = spec.substr(0, dash), b = spec.substr(dash + 1);
  std::uint64_t first = 0, last = 0;
  if (a.empty()) {  // suffix range: the last n bytes
    std::uint64_t n = 0;
    if (!parse_number(b, n)) return RangeResult::none;
    if (n == 0 || size == 0) return RangeResult::unsatisfiable;
    first = n >= size ? 0 : size - n;
    last = size - 1;
  } else {
    if (!parse_number(a, first)) return RangeResult::none;
    if (b.empty())
      last = size ? size - 1 : 0;
    else if (!parse_number(b, last) || last < first)
      return RangeResult::none;
    if (first >= size) return RangeResult::unsatisfiable;
    if (last >= size) last = size - 1;
  }
  out = {first, last};
  return RangeResult::ok;
}

}  // namespace pathshala::http
