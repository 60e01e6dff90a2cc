#pragma once
// Device tokens (issue 24, finding 5; OWASP "Slow Down Online Guessing Attacks with Device
// Cookies"): after a successful sign-in with a password the browser gets a token that says
// "this browser signed in to this account". Sign-in attempts at that account carrying it are
// limited per device, apart from everyone else's (login_throttle.hpp).
//
// A token is `<device id>.<mac>`: 32 random hex digits and HMAC-SHA256 over the account's
// uid and the id (the signed double-submit construction of csrf.hpp, under its own key), so
// it names no account and works for one only. The cookie holds the tokens of the last few
// accounts signed in on the browser (a shared family phone), newest first, joined by '~'.
#include <optional>
#include <string>
#include <string_view>

#include "accounts/csrf.hpp"

namespace pathshala::accounts {

inline constexpr const char* kDeviceCookie = "ps_device";
inline constexpr std::size_t kDeviceTokensPerCookie = 5;
inline constexpr long long kDeviceCookieDays = 180;

class DeviceTokens {
 public:
  explicit DeviceTokens(std::string key);  // 32 secret bytes

  // The device id of the cookie's token for uid, if it carries a valid one.
  std::optional<std::string> device_for(std::string_view cookie, const std::string& uid) const;
  // The cookie after uid signed in: a new token for uid first, then the cookie's tokens
  // for other accounts (well-formed ones, up to kDeviceTokensPerCookie in all).
  std::string remember(std::string_view cookie, const std::string& uid) const;

 private:
  CsrfTokens signer_;
};

}  // namespace pathshala::accounts
