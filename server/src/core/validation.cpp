#include "core/validation.hpp"

#include <cctype>

#include "core/text.hpp"
#include "core/url_safety.hpp"

namespace pathshala::core {

namespace {
bool has_control_characters(std::string_view v, bool multiline) {
  for (unsigned char c : v) {
    if (multiline && (c == '\n' || c == '\r' || c == '\t')) continue;
    if (c < 0x20 || c == 0x7f) return true;
  }
  return false;
}
}  // namespace

Error invalid_field(std::string_view field, std::string message) {
  return Error::invalid("invalid-field", std::move(message), std::string(field));
}

std::optional<Error> check_optional(std::string_view field, std::string_view label, const std::string& value,
                                    std::size_t max_chars, bool multiline) {
  if (utf8_length(value) > max_chars)
    return invalid_field(field,
                         std::string(label) + " can be at most " + std::to_string(max_chars) + " characters long.");
  if (has_control_characters(value, multiline))
    return invalid_field(field, std::string(label) + " contains characters that are not allowed.");
  return std::nullopt;
}

std::optional<Error> check_required(std::string_view field, std::string_view label, const std::string& value,
                                    std::size_t max_chars) {
  if (value.empty()) return invalid_field(field, std::string(label) + " is required.");
  return check_optional(field, label, value, max_chars);
}

std::optional<Error> check_link(std::string_view field, std::string_view label, const std::string& value,
                                bool allow_empty) {
  if (value.empty())
    return allow_empty ? std::nullopt
                       : std::optional<Error>(invalid_field(field, std::string(label) + " is required."));
  if (!is_safe_link(value))
    return invalid_field(field, std::string(label) + " must be an http(s) link or a path on this site, like /files/….");
  return std::nullopt;
}

std::optional<Error> check_one_of(std::string_view field, std::string_view label, const std::string& value,
                                  std::initializer_list<std::string_view> allowed) {
  for (auto a : allowed)
    if (value == a) return std::nullopt;
  std::string list;
  for (auto a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
  return invalid_field(field, std::string(label) + " must be one of " + list + ".");
}

std::optional<Error> check_range(std::string_view field, std::string_view label, std::int64_t value, std::int64_t min,
                                 std::int64_t max) {
  if (value < min || value > max)
    return invalid_field(field, std::string(label) + " must be a whole number from " + std::to_string(min) + " to " +
                                    std::to_string(max) + ".");
  return std::nullopt;
}

bool is_record_id(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') return false;
  return true;
}

}  // namespace pathshala::core
