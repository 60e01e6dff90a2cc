#include "core/json_fields.hpp"

#include <charconv>
#include <cmath>

#include "core/text.hpp"

namespace pathshala::core {

bool numbers_are_finite(const boost::json::value& value) {
  if (const auto* d = value.if_double()) return std::isfinite(*d);
  if (const auto* o = value.if_object()) {
    for (const auto& [key, member] : *o)
      if (!numbers_are_finite(member)) return false;
  } else if (const auto* a = value.if_array()) {
    for (const auto& item : *a)
      if (!numbers_are_finite(item)) return false;
  }
  return true;
}

void JsonFields::fail(std::string_view name, const std::string& what) {
  if (!error_) error_ = Error::invalid("invalid-field", std::string(name) + " " + what, std::string(name));
}

std::string JsonFields::text(std::string_view name) {
  const auto* v = object_.if_contains(name);
  if (!v || v->is_null()) return "";
  if (!v->is_string()) {
    fail(name, "must be text.");
    return "";
  }
  return std::string(v->as_string());
}

std::optional<std::string> JsonFields::optional_text(std::string_view name) {
  auto t = text(name);
  if (trim(t).empty()) return std::nullopt;
  return t;
}

std::optional<std::int64_t> JsonFields::optional_whole_number(std::string_view name) {
  const auto* v = object_.if_contains(name);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return static_cast<std::int64_t>(v->as_uint64());
  if (v->is_double()) {
    const double d = v->as_double();
    // The range first: converting a double beyond int64 (1e400 is infinity) is undefined.
    if (d > -1e15 && d < 1e15 && d == static_cast<double>(static_cast<std::int64_t>(d)))
      return static_cast<std::int64_t>(d);
  }
  if (v->is_string()) {
    const std::string s = trim(v->as_string());
    if (s.empty()) return std::nullopt;
    std::int64_t out = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (ec == std::errc() && p == s.data() + s.size()) return out;
  }
  fail(name, "must be a whole number.");
  return std::nullopt;
}

std::int64_t JsonFields::whole_number(std::string_view name, std::int64_t when_absent) {
  return optional_whole_number(name).value_or(when_absent);
}

bool JsonFields::flag(std::string_view name) {
  const auto* v = object_.if_contains(name);
  if (!v || v->is_null()) return false;
  if (v->is_bool()) return v->as_bool();
  if (v->is_string() && (v->as_string() == "true" || v->as_string() == "false")) return v->as_string() == "true";
  fail(name, "must be true or false.");
  return false;
}

}  // namespace pathshala::core
