#pragma once
// Which origin the site is served from, and the cookie names and attributes that follow from
// its scheme. Generic HTTP, used by every module that writes absolute URLs (sitemaps,
// robots.txt, mails) or sets cookies (sessions, the download counter's visitor cookie).
#include <string>
#include <string_view>
#include <vector>

#include "core/config.hpp"
#include "http/cookies.hpp"
#include "http/response.hpp"

namespace pathshala::http {

// The site's own origin is core::site_origin(config): --public-url, or
// http://localhost:<port>. Every absolute URL the site writes (mails, OAuth redirect URIs,
// sitemaps, canonical links) uses it; no request can change it.
// scheme://Host as this request reached the server, for the Origin check only: a browser on
// http://127.0.0.1:8080 sends that Origin although the site's origin says localhost. Safe to
// compare because the server answers only the Hosts it was told about (host_allowed).
std::string request_origin(const Request& req, const core::Config& config);
// True when the request's Host is the authority (host[:port]) of site_origin(config).
bool reached_at_site_origin(const Request& req, const core::Config& config);
// True when a Host header names one of `allowed` (host names as allowed_host_names gives
// them); the port is not compared.
bool host_allowed(std::string_view host_header, const std::vector<std::string>& allowed);
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
