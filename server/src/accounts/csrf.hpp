#pragma once
// CSRF tokens, OWASP "signed double-submit cookie": random || HMAC-SHA256(key, binding ||
// random), where the binding is the browser's session (or pre-session) cookie. The token
// travels in a JS-readable cookie and in the X-CSRF-Token header; the server checks that
// the two agree and that the signature matches the session the request carries, so a token
// planted by another site or taken from another session is refused.
#include <string>
#include <string_view>

namespace pathshala::accounts {

class CsrfTokens {
 public:
  explicit CsrfTokens(std::string key);  // 32 secret bytes
  std::string issue(std::string_view binding) const;
  bool valid(std::string_view token, std::string_view binding) const;

 private:
  std::string mac(std::string_view binding, std::string_view nonce) const;
  std::string key_;
};

}  // namespace pathshala::accounts
