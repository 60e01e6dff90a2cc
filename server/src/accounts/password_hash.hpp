#pragma once
// Password hashing with Argon2id (libsodium crypto_pwhash_str), at least OWASP's minimum:
// 2 passes over 19 MiB. Each call takes tens of milliseconds by design: call it from a
// worker thread (a route with RouteOptions::on_worker()), never a network thread.
#include <string>
#include <string_view>

namespace pathshala::accounts {

struct HashParams {
  unsigned long long ops = 2;
  std::size_t memory_bytes = 19u * 1024 * 1024;
};

// An encoded string ("$argon2id$v=19$m=19456,t=2,p=1$…") that carries its own salt and
// parameters. Throws std::runtime_error if the system is out of memory.
std::string hash_password(std::string_view password, const HashParams& params = {});

// Constant-time check of a password against an encoded hash; false for a malformed hash.
bool verify_password(std::string_view encoded, std::string_view password);

// True when the hash was made with other parameters than `params` (rehash at next login).
bool needs_rehash(std::string_view encoded, const HashParams& params = {});

}  // namespace pathshala::accounts
