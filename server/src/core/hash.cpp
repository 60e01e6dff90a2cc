#include "core/hash.hpp"

#include <sodium.h>

#include <fstream>
#include <stdexcept>
#include <vector>

namespace pathshala::core {

void ensure_sodium() {
  static const int ok = sodium_init();
  if (ok < 0) throw std::runtime_error("libsodium failed to initialise");
}

std::string to_hex(const unsigned char* bytes, std::size_t n) {
  std::string out(n * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), bytes, n);
  out.pop_back();
  return out;
}

std::string etag_for(std::string_view body) {
  ensure_sodium();
  unsigned char hash[16];
  crypto_generichash(hash, sizeof hash, reinterpret_cast<const unsigned char*>(body.data()), body.size(), nullptr, 0);
  return "\"" + to_hex(hash, sizeof hash) + "\"";
}

std::string random_hex(std::size_t bytes) {
  ensure_sodium();
  std::vector<unsigned char> buf(bytes);
  randombytes_buf(buf.data(), buf.size());
  return to_hex(buf.data(), buf.size());
}

std::optional<std::string> sha256_of_file(const std::filesystem::path& file) {
  ensure_sodium();
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  crypto_hash_sha256_state state;
  crypto_hash_sha256_init(&state);
  std::vector<char> buffer(1 << 16);
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    crypto_hash_sha256_update(&state, reinterpret_cast<const unsigned char*>(buffer.data()),
                              static_cast<unsigned long long>(in.gcount()));
  }
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256_final(&state, digest);
  return to_hex(digest, sizeof digest);
}

}  // namespace pathshala::core
