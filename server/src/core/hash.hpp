#pragma once
#include <string>
#include <string_view>

namespace pathshala::core {

// Strong HTTP entity tag for a body: a quoted 128-bit BLAKE2b hash in hex.
std::string etag_for(std::string_view body);

// Hex of n random bytes from libsodium (opaque ids, tokens).
std::string random_hex(std::size_t bytes);

}  // namespace pathshala::core
