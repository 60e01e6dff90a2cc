#include "http/query.hpp"

#include <cctype>
#include <charconv>

#include <boost/url/parse.hpp>

namespace pathshala::http {

std::optional<std::string> query_param(const Request& req, std::string_view name) {
  auto url = boost::urls::parse_origin_form(req.target());
  if (!url) return std::nullopt;
  auto params = url->params();
  auto it = params.find(name);
  if (it == params.end()) return std::nullopt;
  return std::string((*it).value);
}

namespace {
// %XX escapes decoded; a malformed escape is kept as it is.
std::string percent_decoded(std::string_view s) {
  const auto hex = [](char c) {
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
  };
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}
}  // namespace

std::string redacted_target(std::string_view target) {
  const auto q = target.find('?');
  if (q == std::string_view::npos) return std::string(target);
  static constexpr std::string_view kSecret[] = {
      "code", "state", "token",  "id_token", "access_token",  "password",     "signature",
      "sig",  "key",   "secret", "otp",      "refresh_token", "client_secret"};
  std::string out(target.substr(0, q + 1));
  std::string_view rest = target.substr(q + 1);
  bool first = true;
  while (!rest.empty() || first) {
    const auto amp = rest.find('&');
    std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (!first) out += '&';
    first = false;
    const auto eq = pair.find('=');
    // Compared decoded, as query_param reads it: "co%64e=…" is the code too.
    std::string name = percent_decoded(pair.substr(0, eq));
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool secret = false;
    for (auto s : kSecret) secret |= name == s;
    if (secret && eq != std::string_view::npos)
      out += std::string(pair.substr(0, eq + 1)) + "REDACTED";
    else
      out += pair;
    if (amp == std::string_view::npos) break;
  }
  return out;
}

namespace {
std::optional<int> bounded_int(const std::string& s, int min, int max) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < min || v > max) return std::nullopt;
  return v;
}
core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }
}  // namespace

core::Result<PageQuery> page_query(const Request& req, int default_limit, int max_limit) {
  PageQuery out{query_param(req, "q").value_or(""), default_limit, 0};
  if (out.q.size() > 100) return bad_parameter("q is too long (at most 100 characters).");
  if (auto limit = query_param(req, "limit")) {
    auto v = bounded_int(*limit, 1, max_limit);
    if (!v) return bad_parameter("limit must be a number from 1 to " + std::to_string(max_limit) + ".");
    out.limit = *v;
  }
  if (auto cursor = query_param(req, "cursor")) {
    auto v = bounded_int(*cursor, 0, 1'000'000);
    if (!v) return bad_parameter("cursor is not valid; use the next value of a previous answer.");
    out.offset = *v;
  }
  return out;
}

boost::json::value next_cursor(std::int64_t offset, std::size_t count, std::int64_t total) {
  const std::int64_t end = offset + static_cast<std::int64_t>(count);
  return count > 0 && end < total ? boost::json::value(std::to_string(end)) : boost::json::value(nullptr);
}

}  // namespace pathshala::http
