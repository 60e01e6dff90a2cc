#include "http/json_body.hpp"

#include <boost/json/parse.hpp>

#include "core/json_fields.hpp"

namespace pathshala::http {

std::variant<boost::json::object, Response> read_json_object(const Request& req) {
  std::string_view type = req[bhttp::field::content_type];
  type = type.substr(0, type.find(';'));
  while (!type.empty() && type.back() == ' ') type.remove_suffix(1);
  if (!boost::beast::iequals(type, "application/json"))
    return json_error(req, bhttp::status::unsupported_media_type, "unsupported-media-type",
                      "Send the data as JSON (Content-Type: application/json).");
  boost::system::error_code ec;
  auto value = boost::json::parse(req.body(), ec);
  if (ec || !value.is_object())
    return json_error(req, bhttp::status::bad_request, "invalid-json", "The request body is not a JSON object.");
  if (!core::numbers_are_finite(value))
    return json_error(req, bhttp::status::bad_request, "invalid-json", "A number in the request is too large.");
  return std::move(value.as_object());
}

std::string string_member(const boost::json::object& body, std::string_view name) {
  const auto* v = body.if_contains(name);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace pathshala::http
