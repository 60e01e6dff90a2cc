#pragma once
// Field checks shared by every module's write path. Each returns the invalid-field error
// naming the field (its JSON name) and saying what is wrong, or nothing when the value is
// acceptable. Texts are measured in characters (UTF-8), after trimming.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.hpp"

namespace pathshala::core {

inline constexpr std::size_t kMaxShortText = 200;  // titles, names, labels
inline constexpr std::size_t kMaxLongText = 5000;  // descriptions
inline constexpr std::size_t kMaxUrlLength = 2048;

Error invalid_field(std::string_view field, std::string message);

// A value that must be present (not empty) and at most max_chars long, without control
// characters.
std::optional<Error> check_required(std::string_view field, std::string_view label, const std::string& value,
                                    std::size_t max_chars = kMaxShortText);
// The same for a value that may be empty; long texts may contain line breaks.
std::optional<Error> check_optional(std::string_view field, std::string_view label, const std::string& value,
                                    std::size_t max_chars = kMaxShortText, bool multiline = false);
// A link (required unless allow_empty): http(s) or site-relative only (core/url_safety).
std::optional<Error> check_link(std::string_view field, std::string_view label, const std::string& value,
                                bool allow_empty = false);
std::optional<Error> check_one_of(std::string_view field, std::string_view label, const std::string& value,
                                  std::initializer_list<std::string_view> allowed);
std::optional<Error> check_range(std::string_view field, std::string_view label, std::int64_t value, std::int64_t min,
                                 std::int64_t max);

// A record id kept from elsewhere (an import, a seed): 1 to 64 letters, digits, '-' or '_',
// so it is safe in a URL path and a file name.
bool is_record_id(std::string_view id);

// The first error of several checks, in order.
inline std::optional<Error> first_error(std::initializer_list<std::optional<Error>> checks) {
  for (const auto& c : checks)
    if (c) return c;
  return std::nullopt;
}

}  // namespace pathshala::core
