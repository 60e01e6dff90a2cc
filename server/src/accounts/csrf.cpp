#include "accounts/csrf.hpp"

#include <sodium.h>

#include "core/hash.hpp"

namespace pathshala::accounts {

CsrfTokens::CsrfTokens(std::string key) : key_(std::move(key)) {}

std::string CsrfTokens::mac(std::string_view binding, std::string_view nonce) const {
  crypto_auth_hmacsha256_state st;
  crypto_auth_hmacsha256_init(&st, reinterpret_cast<const unsigned char*>(key_.data()), key_.size());
  // Length-prefix the binding so (binding, nonce) pairs cannot be re-split.
  const std::string prefix = std::to_string(binding.size()) + ":";
  crypto_auth_hmacsha256_update(&st, reinterpret_cast<const unsigned char*>(prefix.data()), prefix.size());
  crypto_auth_hmacsha256_update(&st, reinterpret_cast<const unsigned char*>(binding.data()), binding.size());
  crypto_auth_hmacsha256_update(&st, reinterpret_cast<const unsigned char*>(nonce.data()), nonce.size());
  unsigned char out[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_final(&st, out);
  return core::to_hex(out, sizeof out);
}

std::string CsrfTokens::issue(std::string_view binding) const {
  const std::string nonce = core::random_hex(16);
  return nonce + "." + mac(binding, nonce);
}

bool CsrfTokens::valid(std::string_view token, std::string_view binding) const {
  const auto dot = token.find('.');
  if (binding.empty() || dot != 32 || token.size() != 32 + 1 + 64) return false;
  const std::string expected = mac(binding, token.substr(0, dot));
  return sodium_memcmp(expected.data(), token.data() + dot + 1, expected.size()) == 0;
}

}  // namespace pathshala::accounts
