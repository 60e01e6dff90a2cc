#include "accounts/auth_http.hpp"

#include <boost/beast/core/string.hpp>

#include "accounts/accounts_service.hpp"
#include "accounts/device_tokens.hpp"
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

std::string binding_for_session(const std::string& token) { return "session:" + token; }
std::string binding_for_visitor(const std::string& id) { return "visitor:" + id; }

}  // namespace

std::optional<std::string> session_token(const http::Request& req, const core::Config& config) {
  return http::cookie_value(req, cookie_scheme(req, config).name(kSessionCookie));
}

std::string sign_in_cookie(const http::Request& req, const core::Config& config, std::string_view name) {
  return http::cookie_value(req, cookie_scheme(req, config).path_scoped_name(name)).value_or("");
}

std::pair<std::string, std::string> set_sign_in_cookie(const http::Request& req, const core::Config& config,
                                                       std::string_view name, const std::string& value,
                                                       long long max_age_seconds) {
  const auto scheme = cookie_scheme(req, config);
  auto options = scheme.options(true, max_age_seconds, "/api/auth");
  options.same_site = "Strict";  // only ever needed by the site's own sign-in forms
  return {"Set-Cookie", http::set_cookie(scheme.path_scoped_name(name), value, options)};
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
  return http::Principal{user->uid, user->role, user->name, user->email};
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
  // The Origin must be the site's, or the one this request reached (a Host the server
  // answers at all: see http::host_allowed).
  if (auto origin = req[bhttp::field::origin]; !origin.empty() &&
                                               !boost::beast::iequals(origin, site_origin(config_)) &&
                                               !boost::beast::iequals(origin, http::request_origin(req, config_)))
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
