// Cookie header parsing (http::cookie_value), and Set-Cookie values read back by it.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "check.hpp"
#include "http/cookies.hpp"

using namespace pathshala::http;

namespace {
// The characters we ever put in a cookie name or value (hex, base64url).
std::string cookie_safe(std::string_view s) {
  std::string out;
  for (unsigned char c : s)
    if (std::isalnum(c) || c == '-' || c == '_') out += static_cast<char>(c);
  return out;
}
}  // namespace

// Input: the cookie name to look up on the first line, then one Cookie header per line.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto rest = pathshala::fuzz::as_text(data, size);
  const auto name = pathshala::fuzz::take_line(rest);
  std::vector<std::string_view> headers;
  while (!rest.empty()) headers.push_back(pathshala::fuzz::take_line(rest));

  Request req{bhttp::verb::get, "/", 11};
  try {
    for (auto h : headers) req.insert(bhttp::field::cookie, h);
  } catch (const std::exception&) {
    return 0;  // a value Beast itself refuses never reaches cookie_value
  }
  for (std::string_view n : {name, std::string_view("pathshala_session"), std::string_view("csrf")}) {
    const auto value = cookie_value(req, n);
    if (!value) continue;
    // A value never runs into the next cookie, and is taken from one of the headers.
    FUZZ_CHECK(value->find(';') == std::string::npos);
    bool inside = false;
    for (auto h : headers) inside |= h.find(*value) != std::string_view::npos;
    FUZZ_CHECK(inside);
  }

  // Round trip: what set_cookie writes, sent back first in a Cookie header, is read back.
  const std::string safe_name = cookie_safe(name), safe_value = cookie_safe(headers.empty() ? "" : headers[0]);
  if (safe_name.empty()) return 0;
  CookieOptions options;
  options.max_age_seconds = static_cast<long long>(size);
  const std::string set = set_cookie(safe_name, safe_value, options);
  FUZZ_CHECK(set.find('\r') == std::string::npos && set.find('\n') == std::string::npos);
  Request back{bhttp::verb::get, "/", 11};
  std::string sent = set.substr(0, set.find(';'));
  if (!headers.empty()) sent += "; " + std::string(headers.back());
  try {
    back.set(bhttp::field::cookie, sent);
  } catch (const std::exception&) {
    return 0;
  }
  const auto read = cookie_value(back, safe_name);
  FUZZ_CHECK(read && *read == safe_value);
  return 0;
}
