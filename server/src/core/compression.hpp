#pragma once
// Compressing response bodies for clients that accept it (Accept-Encoding: br, gzip).
#include <string>
#include <string_view>

namespace pathshala::core {

enum class Coding { gzip, br };

// The Content-Encoding token of a coding.
std::string_view coding_name(Coding coding);

// gzip (zlib, level 6) and Brotli (quality 5, text mode): quick enough to run on a cache
// miss, and a cached document is compressed only once. Throws std::runtime_error on failure.
std::string gzip(std::string_view data);
std::string brotli(std::string_view data);

}  // namespace pathshala::core
