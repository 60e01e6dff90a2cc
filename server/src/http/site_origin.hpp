#pragma once
// Which origin the site is served from, and the cookie names and attributes that follow from
// its scheme. Generic HTTP, used by every module that writes absolute URLs (sitemaps,
// robots.txt, mails) or sets cookies (sessions, the download counter's visitor cookie).
#include <string>
#include <string_view>

#include "core/config.hpp"
#include "http/cookies.hpp"
#include "http/response.hpp"

namespace pathshala::http {

// scheme://host[:port] of the site as this request reached it (config.public_url if set).
std::string site_origin(const Request& req, const core::Config& config);
// True when cookies must be Secure: the site is served over HTTPS (config.public_url, else a
// trusted proxy's X-Forwarded-Proto; the server drops that header from anyone else).
bool served_over_https(const Request& req, const core::Config& config);

// Cookie names and attributes for this request's scheme.
struct CookieScheme {
  bool https = false;
  // "__Host-<base>" over https (the cookie must then have Path=/), else base.
  std::string name(std::string_view base) const;
  // "__Secure-<base>" over https, for a cookie scoped to a narrower path.
  std::string path_scoped_name(std::string_view base) const;
  CookieOptions options(bool http_only, long long max_age_seconds, std::string path = "/") const;
};
CookieScheme cookie_scheme(const Request& req, const core::Config& config);

}  // namespace pathshala::http
