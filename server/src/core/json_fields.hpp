#pragma once
// Reads the fields of a JSON object sent by a form, remembering the first field of the wrong
// type as an invalid-field error that names it. Absent and null fields read as empty.
// Numbers may come as JSON numbers or as digit strings (an HTML input's value).
#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.hpp"

namespace pathshala::core {

// True when every number in the value is finite. JSON has no infinity, yet a parser turns
// 1e400 into one, and it would come back out as "Infinity" (not JSON) or as a price no
// integer holds: request bodies and imported files with one are refused.
bool numbers_are_finite(const boost::json::value& value);

class JsonFields {
 public:
  explicit JsonFields(const boost::json::object& object) : object_(object) {}

  std::string text(std::string_view name);
  std::optional<std::string> optional_text(std::string_view name);  // absent, null or "" → nothing
  std::int64_t whole_number(std::string_view name, std::int64_t when_absent = 0);
  std::optional<std::int64_t> optional_whole_number(std::string_view name);
  bool flag(std::string_view name);

  // The first field that had the wrong type, if any.
  const std::optional<Error>& error() const { return error_; }

 private:
  void fail(std::string_view name, const std::string& what);
  const boost::json::object& object_;
  std::optional<Error> error_;
};

}  // namespace pathshala::core
