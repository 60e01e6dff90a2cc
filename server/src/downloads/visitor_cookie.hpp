#pragma once
// The download counter's visitor cookie (issue 24, finding 10): `<id>.<mac>`, a random id
// (128 bits, 32 lower-case hex digits) and its HMAC-SHA-512-256 (libsodium crypto_auth, 64
// hex digits) under the installation's visitor key, which every instance shares (the app
// loads it from the store's secrets), so a cookie issued by one instance is valid on all.
// A value that is not exactly that (none, a bare id, a bad or truncated MAC, one made
// with another key) is no visitor: only the server can mint visitors.
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::downloads {

// The name of the installation secret that is the key (app/services.cpp loads it).
inline constexpr const char* kVisitorKeySecret = "downloads-visitor-cookie-key";

class VisitorCookies {
 public:
  static constexpr std::size_t kKeyBytes = 32;  // crypto_auth_KEYBYTES
  static constexpr std::size_t kIdHexDigits = 32;
  static constexpr std::size_t kCookieLength = kIdHexDigits + 1 + 64;

  // key: kKeyBytes secret bytes (std::invalid_argument otherwise).
  explicit VisitorCookies(std::string key);

  // A new visitor's cookie.
  std::string issue() const;
  // The cookie of the visitor `id` (32 lower-case hex digits).
  std::string sign(std::string_view id) const;
  // The visitor id of a cookie this installation issued; nothing for any other value.
  std::optional<std::string> verify(std::string_view cookie) const;

 private:
  std::string mac(std::string_view id) const;
  std::string key_;
};

// True for exactly 32 lower-case hex digits.
bool is_visitor_id(std::string_view id);

}  // namespace pathshala::downloads
