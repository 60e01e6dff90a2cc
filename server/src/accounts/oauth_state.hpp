#pragma once
// A social sign-in under way lives in the browser, not in the store (issue 24, finding 13:
// every start wrote a row and counted the table, and the global cap on rows could be filled
// from ~840 addresses so that no one could sign in). The pending sign-in (provider, PKCE
// verifier, nonce, mode, return path, redirect URI, when it began) is sealed with libsodium's
// secretbox (XSalsa20-Poly1305) under an installation key every instance shares, and goes to
// the browser in the path-scoped, HttpOnly state cookie. A start costs no write and nothing
// can fill; the callback opens the cookie, and only a cookie sealed by us, for the `state`
// the provider sent back, younger than its lifetime, is a sign-in in progress. The cookie is
// cleared when the callback finishes, and the provider takes each code once.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "accounts/repository.hpp"

namespace pathshala::accounts {

class OAuthStateSeal {
 public:
  static constexpr std::size_t kKeyBytes = 32;  // crypto_secretbox_KEYBYTES
  explicit OAuthStateSeal(std::string key);

  // The cookie value for a sign-in started now with this state.
  std::string seal(std::string_view state, const PendingSignIn& pending, std::int64_t now_ms) const;
  // The pending sign-in the cookie holds, if we sealed it, for exactly this state, at most
  // `lifetime` ago (and not in the future).
  std::optional<PendingSignIn> open(std::string_view cookie, std::string_view state, std::int64_t now_ms,
                                    std::chrono::milliseconds lifetime) const;

 private:
  std::string key_;
};

}  // namespace pathshala::accounts
