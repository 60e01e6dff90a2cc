#pragma once
// Reading the fields of an API answer's item (a parsed core::Document) for rendering: a
// missing or mistyped field reads as empty, so a page never fails on one odd record.
#include <boost/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>

#include "core/document.hpp"

namespace pathshala::pages {

// A list answer's items ({"items": […]}), by value: safe as a range-for's range (a reference
// into a temporary parse result would dangle there).
inline boost::json::array items_of(const core::DocumentPtr& doc) {
  return boost::json::parse(doc->body).at("items").as_array();
}

inline std::string text_of(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (v && v->is_string()) return std::string(v->get_string());
  if (v && v->is_int64()) return std::to_string(v->get_int64());
  return "";
}

inline std::int64_t int_of(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_int64() ? v->get_int64() : 0;
}

inline bool bool_of(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_bool() && v->get_bool();
}

}  // namespace pathshala::pages
