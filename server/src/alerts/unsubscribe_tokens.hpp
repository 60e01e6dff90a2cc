#pragma once
// The one-click unsubscribe token of a job alert (RFC 8058): `<alert id>.<mac>`, the mac an
// HMAC-SHA-512-256 (libsodium crypto_auth, 64 hex digits) of the alert id under the
// installation key `kUnsubscribeKeySecret` (shared by every instance). It turns that one
// alert off without a sign-in, and nothing else; a token made with another key, or changed
// in any way, is refused.
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::alerts {

inline constexpr const char* kUnsubscribeKeySecret = "alerts-unsubscribe-key";

class UnsubscribeTokens {
 public:
  static constexpr std::size_t kKeyBytes = 32;  // crypto_auth_KEYBYTES

  // key: kKeyBytes secret bytes (std::invalid_argument otherwise).
  explicit UnsubscribeTokens(std::string key);
  std::string sign(std::string_view alert_id) const;
  // The alert id of a token this installation made; nothing for any other value.
  std::optional<std::string> verify(std::string_view token) const;

 private:
  std::string mac(std::string_view alert_id) const;
  std::string key_;
};

}  // namespace pathshala::alerts
