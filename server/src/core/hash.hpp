#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::core {

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
