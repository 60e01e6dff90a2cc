#pragma once
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::core {

// FNV-1a: a fast hash for in-memory lookups that compare the keys after (or, for typo
// variants, check the candidates), never for anything an outsider could aim at.
constexpr std::uint64_t fnv1a_64(std::string_view s) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}
// The same folded to 32 bits: half the room in a table of a million keys.
constexpr std::uint32_t fnv1a_32(std::string_view s) {
  const auto h = fnv1a_64(s);
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

// Strong HTTP entity tag for a body: a quoted 128-bit BLAKE2b hash in hex.
std::string etag_for(std::string_view body);

// Initialises libsodium once (safe to call from any thread, any number of times).
void ensure_sodium();

// Lower-case hex of n bytes.
std::string to_hex(const unsigned char* bytes, std::size_t n);

// Lower-case hex SHA-256 of a file's bytes, read in 64 KiB pieces; nothing when it cannot be
// opened.
std::optional<std::string> sha256_of_file(const std::filesystem::path& file);

// Hex of n random bytes from libsodium (opaque ids, tokens).
std::string random_hex(std::size_t bytes);

}  // namespace pathshala::core
