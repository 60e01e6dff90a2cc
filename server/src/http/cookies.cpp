#include "http/cookies.hpp"

namespace pathshala::http {

namespace {
std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}
}  // namespace

std::optional<std::string> cookie_value(const Request& req, std::string_view name) {
  // A request may carry several Cookie headers (HTTP/2 proxies split them).
  for (auto it = req.find(bhttp::field::cookie); it != req.end() && it->name() == bhttp::field::cookie; ++it) {
    std::string_view header = it->value();
    while (!header.empty()) {
      auto semi = header.find(';');
      auto pair = trim(header.substr(0, semi));
      if (auto eq = pair.find('='); eq != std::string_view::npos && trim(pair.substr(0, eq)) == name) {
        auto value = trim(pair.substr(eq + 1));
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
        return std::string(value);
      }
      if (semi == std::string_view::npos) break;
      header.remove_prefix(semi + 1);
    }
  }
  return std::nullopt;
}

std::string set_cookie(std::string_view name, std::string_view value, const CookieOptions& o) {
  std::string s;
  s.append(name).append("=").append(value).append("; Path=").append(o.path);
  if (o.max_age_seconds >= 0) s.append("; Max-Age=").append(std::to_string(o.max_age_seconds));
  if (o.http_only) s.append("; HttpOnly");
  if (o.secure) s.append("; Secure");
  if (!o.same_site.empty()) s.append("; SameSite=").append(o.same_site);
  return s;
}

}  // namespace pathshala::http
