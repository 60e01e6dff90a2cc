#pragma once
// The browser side of accounts: cookie names, which origin is ours, the Set-Cookie headers
// that start or end a signed-in session together with its CSRF token, and the session and
// CSRF checks the http layer runs before every route.
//
// Cookies:  ps_session  the session token (HttpOnly, SameSite=Lax)
//           ps_pre      a pre-session id that CSRF tokens bind to before sign-in (HttpOnly)
//           ps_csrf     the CSRF token, readable by the page, echoed in X-CSRF-Token
//           ps_device   device tokens of the accounts signed in here (device_tokens.hpp),
//                       HttpOnly, Path=/api/auth, 180 days (__Secure-ps_device over https)
//           ps_code     the browser a sign-in code belongs to (login_code.hpp), likewise,
//                       15 minutes
// Over https they are called __Host-ps_session etc. and are Secure: browsers then take them
// only from this very host over https with Path=/, so neither a sibling subdomain nor a
// network attacker on plain http can plant one (session fixation, CSRF token injection).
// Only the prefixed names are read over https.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "core/config.hpp"
#include "http/cookies.hpp"
#include "http/principal.hpp"
#include "http/response.hpp"
#include "http/site_origin.hpp"

namespace pathshala::accounts {

class AccountsService;

inline constexpr const char* kSessionCookie = "ps_session";
inline constexpr const char* kPreSessionCookie = "ps_pre";
inline constexpr const char* kCsrfCookie = "ps_csrf";
inline constexpr const char* kCsrfHeader = "X-CSRF-Token";

// Which origin is ours and the cookie scheme are generic HTTP (http/site_origin.hpp); named
// here too because everything in accounts' cookie handling uses them.
using core::site_origin;
using http::cookie_scheme;
using http::CookieScheme;
using http::served_over_https;

// The session token the request carries (not checked), if any.
std::optional<std::string> session_token(const http::Request& req, const core::Config& config);

// Cookies only the sign-in routes read: HttpOnly, Path=/api/auth, SameSite=Strict, and
// __Secure-<name> over https. kDeviceCookie (device_tokens.hpp) and kLoginCodeCookie.
inline constexpr const char* kLoginCodeCookie = "ps_code";  // whose sign-in code (login_code.hpp)
// Its value in the request ("" when none).
std::string sign_in_cookie(const http::Request& req, const core::Config& config, std::string_view name);
// The Set-Cookie header that stores it for max_age_seconds.
std::pair<std::string, std::string> set_sign_in_cookie(const http::Request& req, const core::Config& config,
                                                       std::string_view name, const std::string& value,
                                                       long long max_age_seconds);

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
