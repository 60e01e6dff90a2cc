#pragma once
// Reading a JSON request body: Content-Type must be application/json (415 otherwise) and the
// body one JSON object (400 invalid-json otherwise).
#include <boost/json/object.hpp>

#include <string>
#include <string_view>
#include <variant>

#include "http/response.hpp"

namespace pathshala::http {

std::variant<boost::json::object, Response> read_json_object(const Request& req);

// The string member `name` of a body, or "" when it is absent or not a string.
std::string string_member(const boost::json::object& body, std::string_view name);

}  // namespace pathshala::http
