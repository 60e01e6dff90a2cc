#include "accounts/auth_http.hpp"

#include <boost/beast/core/string.hpp>

#include "accounts/accounts_service.hpp"
#include "accounts/tokens.hpp"
#include "http/cookies.hpp"

namespace pathshala::accounts {

namespace bhttp = boost::beast::http;

namespace {

long long seconds(std::chrono::milliseconds ms) { return std::chrono::duration_cast<std::chrono::seconds>(ms).count(); }

// The CSRF cookie lives as long as what it is bound to.
void add_csrf(CsrfIssue& out, const CookieScheme& scheme, const AccountsService& accounts, const std::string& binding,
              long long max_age) {
  out.token = accounts.csrf().issue(binding);
  out.headers.emplace_back("Set-Cookie",
                           http::set_cookie(scheme.name(kCsrfCookie), out.token, scheme.options(false, max_age)));
}

bool host_is_sane(std::string_view host) {
  if (host.empty() || host.size() > 255) return false;
  for (unsigned char c : host)
    if (!(std::isalnum(c) || c == '.' || c == '-' || c == ':' || c == '[' || c == ']')) return false;
  return true;
}

std::string binding_for_session(const std::string& token) { return "session:" + token; }
std::string binding_for_visitor(const std::string& id) { return "visitor:" + id; }

}  // namespace

bool served_over_https(const http::Request& req, const core::Config& config) {
  if (!config.public_url.empty()) return config.public_url.rfind("https://", 0) == 0;
  return boost::beast::iequals(req["X-Forwarded-Proto"], "https");
}

std::string CookieScheme::name(std::string_view base) const { return (https ? "__Host-" : "") + std::string(base); }
std::string CookieScheme::path_scoped_name(std::string_view base) const {
  return (https ? "__Secure-" : "") + std::string(base);
}
http::CookieOptions CookieScheme::options(bool http_only, long long max_age_seconds, std::string path) const {
  http::CookieOptions o;
  o.http_only = http_only;
  o.secure = https;
  o.path = std::move(path);
  o.max_age_seconds = max_age_seconds;
  return o;
}
CookieScheme cookie_scheme(const http::Request& req, const core::Config& config) {
  return CookieScheme{served_over_https(req, config)};
}

std::string site_origin(const http::Request& req, const core::Config& config) {
  if (!config.public_url.empty()) return config.public_url;
  std::string host(req[bhttp::field::host]);
  if (!host_is_sane(host)) host = "localhost";
  return std::string(served_over_https(req, config) ? "https://" : "http://") + host;
}

std::optional<std::string> session_token(const http::Request& req, const core::Config& config) {
  return http::cookie_value(req, cookie_scheme(req, config).name(kSessionCookie));
}

CsrfIssue sign_in_cookies(const http::Request& req, const core::Config& config, const AccountsService& accounts,
                          const std::string& token) {
  CsrfIssue out;
  const auto scheme = cookie_scheme(req, config);
  const auto max_age = seconds(accounts.session_policy().absolute);
  out.headers.emplace_back("Set-Cookie",
                           http::set_cookie(scheme.name(kSessionCookie), token, scheme.options(true, max_age)));
  out.headers.emplace_back("Set-Cookie", http::set_cookie(scheme.name(kPreSessionCookie), "", scheme.options(true, 0)));
  add_csrf(out, scheme, accounts, binding_for_session(token), max_age);
  return out;
}

CsrfIssue visitor_cookies(const http::Request& req, const core::Config& config, const AccountsService& accounts,
                          bool end_session) {
  CsrfIssue out;
  const auto scheme = cookie_scheme(req, config);
  if (end_session)
    out.headers.emplace_back("Set-Cookie", http::set_cookie(scheme.name(kSessionCookie), "", scheme.options(true, 0)));
  auto visitor = http::cookie_value(req, scheme.name(kPreSessionCookie));
  if (!visitor || !looks_like_token(*visitor)) {
    visitor = new_token();
    out.headers.emplace_back("Set-Cookie",
                             http::set_cookie(scheme.name(kPreSessionCookie), *visitor, scheme.options(true, -1)));
  }
  add_csrf(out, scheme, accounts, binding_for_visitor(*visitor), -1);
  return out;
}

CsrfIssue current_csrf(const http::Request& req, const core::Config& config, const AccountsService& accounts) {
  if (auto token = session_token(req, config); token && looks_like_token(*token)) {
    CsrfIssue out;
    add_csrf(out, cookie_scheme(req, config), accounts, binding_for_session(*token),
             seconds(accounts.session_policy().absolute));
    return out;
  }
  return visitor_cookies(req, config, accounts, false);
}

SessionAuthenticator::SessionAuthenticator(AccountsService& accounts, const core::Config& config)
    : accounts_(accounts), config_(config) {}

std::optional<http::Principal> SessionAuthenticator::identify(const http::Request& req) const {
  auto token = session_token(req, config_);
  if (!token || token->empty()) return std::nullopt;
  auto user = accounts_.user_for_session(*token, now_ms());
  if (!user) return std::nullopt;
  return http::Principal{user->uid, user->role};
}

http::Headers SessionAuthenticator::unauthenticated_headers(const http::Request& req) const {
  // A dead session's cookie is cleared, and the browser gets a visitor's CSRF token.
  auto token = session_token(req, config_);
  if (!token || token->empty()) return {};
  return visitor_cookies(req, config_, accounts_, /*end_session=*/true).headers;
}

std::optional<core::Error> SessionAuthenticator::check_forgery(const http::Request& req) const {
  const auto cross_site = core::Error::make(core::ErrorKind::forbidden, "cross-site-request",
                                            "This request came from another site and was refused.");
  // Fetch metadata: browsers say when a request comes from another site.
  if (auto site = req["Sec-Fetch-Site"]; !site.empty() && site != "same-origin" && site != "none") return cross_site;
  if (auto origin = req[bhttp::field::origin];
      !origin.empty() && !boost::beast::iequals(origin, site_origin(req, config_)))
    return cross_site;
  const auto scheme = cookie_scheme(req, config_);
  const std::string header(req[kCsrfHeader]);
  const auto cookie = http::cookie_value(req, scheme.name(kCsrfCookie));
  std::optional<std::string> binding;
  if (auto token = session_token(req, config_); token && !token->empty())
    binding = binding_for_session(*token);
  else if (auto visitor = http::cookie_value(req, scheme.name(kPreSessionCookie)))
    binding = binding_for_visitor(*visitor);
  if (header.empty() || !cookie || *cookie != header || !binding || !accounts_.csrf().valid(header, *binding))
    return core::Error::make(core::ErrorKind::forbidden, "csrf-token-invalid",
                             "Your page is out of date. Reload it and try again.");
  return std::nullopt;
}

}  // namespace pathshala::accounts
