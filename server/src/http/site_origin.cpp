#include "http/site_origin.hpp"

#include <boost/beast/core/string.hpp>

#include <cctype>
#include <utility>

namespace pathshala::http {

namespace {

bool host_is_sane(std::string_view host) {
  if (host.empty() || host.size() > 255) return false;
  for (unsigned char c : host)
    if (!(std::isalnum(c) || c == '.' || c == '-' || c == ':' || c == '[' || c == ']')) return false;
  return true;
}

}  // namespace

bool served_over_https(const Request& req, const core::Config& config) {
  if (!config.public_url.empty()) return config.public_url.rfind("https://", 0) == 0;
  return boost::beast::iequals(req["X-Forwarded-Proto"], "https");
}

std::string CookieScheme::name(std::string_view base) const { return (https ? "__Host-" : "") + std::string(base); }
std::string CookieScheme::path_scoped_name(std::string_view base) const {
  return (https ? "__Secure-" : "") + std::string(base);
}
CookieOptions CookieScheme::options(bool http_only, long long max_age_seconds, std::string path) const {
  CookieOptions o;
  o.http_only = http_only;
  o.secure = https;
  o.path = std::move(path);
  o.max_age_seconds = max_age_seconds;
  return o;
}
CookieScheme cookie_scheme(const Request& req, const core::Config& config) {
  return CookieScheme{served_over_https(req, config)};
}

std::string request_origin(const Request& req, const core::Config& config) {
  std::string host(req[boost::beast::http::field::host]);
  if (!host_is_sane(host)) return site_origin(config);
  const bool https = boost::beast::iequals(req["X-Forwarded-Proto"], "https");
  return std::string(https ? "https://" : "http://") + host;
}

bool reached_at_site_origin(const Request& req, const core::Config& config) {
  const std::string origin = site_origin(config);
  const std::string_view authority = std::string_view(origin).substr(origin.find("://") + 3);
  return boost::beast::iequals(req[boost::beast::http::field::host], authority);
}

bool host_allowed(std::string_view host_header, const std::vector<std::string>& allowed) {
  if (!host_is_sane(host_header)) return false;
  // "name", "name:port", "[v6]", "[v6]:port" → the name (brackets kept, as allowed lists it).
  std::string_view name = host_header;
  if (name.front() == '[') {
    name = name.substr(0, name.find(']') + 1);
  } else if (const auto colon = name.find(':'); colon != std::string_view::npos) {
    if (name.find(':', colon + 1) != std::string_view::npos) return false;  // bare IPv6 is not a Host
    name = name.substr(0, colon);
  }
  if (!name.empty() && name.back() == '.') name.remove_suffix(1);  // "localhost." names the same host
  for (const auto& a : allowed)
    if (boost::beast::iequals(name, a)) return true;
  return false;
}

}  // namespace pathshala::http
