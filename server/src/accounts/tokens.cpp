#include "accounts/tokens.hpp"

#include <sodium.h>

#include "core/hash.hpp"

namespace pathshala::accounts {

std::string new_token() { return core::random_hex(32); }

bool looks_like_token(std::string_view token) {
  if (token.size() != 64) return false;
  for (char c : token)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

std::string token_hash(std::string_view token) {
  unsigned char out[32];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(token.data()), token.size(), nullptr, 0);
  return core::to_hex(out, sizeof out);
}

std::string base64url(std::string_view bytes) {
  std::string out(sodium_base64_ENCODED_LEN(bytes.size(), sodium_base64_VARIANT_URLSAFE_NO_PADDING), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                    sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  out.resize(std::char_traits<char>::length(out.c_str()));
  return out;
}

std::string pkce_challenge(std::string_view verifier) {
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(verifier.data()), verifier.size());
  return base64url(std::string_view(reinterpret_cast<const char*>(digest), sizeof digest));
}

}  // namespace pathshala::accounts
