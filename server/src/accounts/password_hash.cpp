#include "accounts/password_hash.hpp"

#include <sodium.h>

#include <stdexcept>

#include "core/hash.hpp"

namespace pathshala::accounts {

using core::ensure_sodium;

std::string hash_password(std::string_view password, const HashParams& params) {
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), params.ops, params.memory_bytes,
                            crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("password hashing ran out of memory");
  return out;
}

bool verify_password(std::string_view encoded, std::string_view password) {
  ensure_sodium();
  if (encoded.empty() || encoded.size() >= crypto_pwhash_STRBYTES) return false;
  const std::string hash(encoded);  // libsodium wants a NUL-terminated string
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

bool needs_rehash(std::string_view encoded, const HashParams& params) {
  ensure_sodium();
  const std::string hash(encoded);
  return crypto_pwhash_str_needs_rehash(hash.c_str(), params.ops, params.memory_bytes) != 0;
}

}  // namespace pathshala::accounts
