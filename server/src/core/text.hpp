#pragma once
// Small text helpers shared by modules that validate user input.
#include <cstddef>
#include <string>
#include <string_view>

namespace pathshala::core {

// Characters (UTF-8 code points), not bytes: what limits like "100 characters" count.
std::size_t utf8_length(std::string_view s);

// s without leading and trailing ASCII whitespace.
std::string trim(std::string_view s);

// s with ASCII letters in lower case (header names, media types, route segments, codes);
// other bytes, UTF-8 included, as they are.
std::string ascii_lower(std::string_view s);

// Text for HTML or XML (an SVG, a sitemap): & < > " ' escaped, so it is safe between tags
// and inside quoted attributes alike.
std::string escape_markup(std::string_view text);

}  // namespace pathshala::core
