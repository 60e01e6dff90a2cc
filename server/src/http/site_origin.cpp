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

std::string site_origin(const Request& req, const core::Config& config) {
  if (!config.public_url.empty()) return config.public_url;
  std::string host(req[boost::beast::http::field::host]);
  if (!host_is_sane(host)) host = "localhost";
  return std::string(served_over_https(req, config) ? "https://" : "http://") + host;
}

}  // namespace pathshala::http
