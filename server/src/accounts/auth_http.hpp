#pragma once
// The browser side of accounts: cookie names, which origin is ours, the Set-Cookie headers
// that start or end a signed-in session together with its CSRF token, and the session and
// CSRF checks the http layer runs before every route.
//
// Cookies:  ps_session  the session token (HttpOnly, SameSite=Lax)
//           ps_pre      a pre-session id that CSRF tokens bind to before sign-in (HttpOnly)
//           ps_csrf     the CSRF token, readable by the page, echoed in X-CSRF-Token
// Over https they are called __Host-ps_session etc. and are Secure: browsers then take them
// only from this very host over https with Path=/, so neither a sibling subdomain nor a
// network attacker on plain http can plant one (session fixation, CSRF token injection).
// Only the prefixed names are read over https.
#include <optional>
#include <string>

#include "core/config.hpp"
#include "http/cookies.hpp"
#include "http/principal.hpp"
#include "http/response.hpp"

namespace pathshala::accounts {

class AccountsService;

inline constexpr const char* kSessionCookie = "ps_session";
inline constexpr const char* kPreSessionCookie = "ps_pre";
inline constexpr const char* kCsrfCookie = "ps_csrf";
inline constexpr const char* kCsrfHeader = "X-CSRF-Token";

// scheme://host[:port] of the site as this request reached it (config.public_url if set).
std::string site_origin(const http::Request& req, const core::Config& config);
// True when cookies must be Secure: the site is served over HTTPS (config.public_url, else a
// trusted proxy's X-Forwarded-Proto; the server drops that header from anyone else).
bool served_over_https(const http::Request& req, const core::Config& config);

// Cookie names and attributes for this request's scheme.
struct CookieScheme {
  bool https = false;
  // "__Host-<base>" over https (the cookie must then have Path=/), else base.
  std::string name(std::string_view base) const;
  // "__Secure-<base>" over https, for a cookie scoped to a narrower path.
  std::string path_scoped_name(std::string_view base) const;
  http::CookieOptions options(bool http_only, long long max_age_seconds, std::string path = "/") const;
};
CookieScheme cookie_scheme(const http::Request& req, const core::Config& config);

// The session token the request carries (not checked), if any.
std::optional<std::string> session_token(const http::Request& req, const core::Config& config);

// After sign-in: the session cookie, a CSRF token bound to it (cookie + returned value),
// and the pre-session cookie removed.
struct CsrfIssue {
  std::string token;
  http::Headers headers;
};
CsrfIssue sign_in_cookies(const http::Request& req, const core::Config& config, const AccountsService& accounts,
                          const std::string& session_token);
// After sign-out or for a visitor: the session cookie removed (when `end_session`), a
// pre-session id (the existing one, else new) and a CSRF token bound to it.
CsrfIssue visitor_cookies(const http::Request& req, const core::Config& config, const AccountsService& accounts,
                          bool end_session);
// A CSRF token for whoever sent this request (session if any, else pre-session).
CsrfIssue current_csrf(const http::Request& req, const core::Config& config, const AccountsService& accounts);

// How the http layer learns who is signed in and checks CSRF (see http/principal.hpp):
// the session cookie, and the signed double-submit token of csrf.hpp. Every POST, PUT, PATCH
// and DELETE route gets the CSRF check unless it authenticates by signature.
class SessionAuthenticator final : public http::RequestAuthenticator {
 public:
  SessionAuthenticator(AccountsService& accounts, const core::Config& config);
  std::optional<http::Principal> identify(const http::Request& req) const override;
  http::Headers unauthenticated_headers(const http::Request& req) const override;
  // A foreign Origin or Sec-Fetch-Site is refused; then X-CSRF-Token must equal the
  // ps_csrf cookie and carry a valid HMAC bound to the session (or pre-session) cookie.
  std::optional<core::Error> check_forgery(const http::Request& req) const override;

 private:
  AccountsService& accounts_;
  const core::Config& config_;
};

}  // namespace pathshala::accounts
