// JSON request bodies (http::read_json_object, http::string_member, and core::JsonFields,
// which the admin and account handlers read form fields with): what every POST, PUT and
// PATCH handler reads first.
#include <cstddef>
#include <cstdint>
#include <string>

#include <boost/beast/core/string.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "check.hpp"
#include "core/json_fields.hpp"
#include "http/json_body.hpp"

using namespace pathshala::http;
namespace json = boost::json;

// Input: the Content-Type on the first line, the body after it.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto body = pathshala::fuzz::as_text(data, size);
  const auto content_type = pathshala::fuzz::take_line(body);

  Request req{bhttp::verb::post, "/api/x", 11};
  try {
    req.set(bhttp::field::content_type, content_type);
  } catch (const std::exception&) {
    return 0;
  }
  req.body() = std::string(body);
  req.prepare_payload();

  auto result = read_json_object(req);
  if (auto* response = std::get_if<Response>(&result)) {
    FUZZ_CHECK(response->status == 415 || response->status == 400);
    return 0;
  }
  const auto& object = std::get<json::object>(result);
  // Only a JSON Content-Type gets here, and only a body that is one JSON object. (The type as
  // the request holds it: leading spaces and tabs are not part of a field's value, and Beast
  // drops them when the field is set, as its parser does.)
  std::string_view type = req[bhttp::field::content_type];
  type = type.substr(0, type.find(';'));
  while (!type.empty() && type.back() == ' ') type.remove_suffix(1);
  FUZZ_CHECK(boost::beast::iequals(type, "application/json"));
  boost::system::error_code ec;
  const auto direct = json::parse(body, ec);
  // (Compared as text: Boost.JSON 1.81 reads "0e400" as NaN, which equals nothing.)
  FUZZ_CHECK(!ec && direct.is_object() && json::serialize(direct) == json::serialize(object));
  // What the handlers then do with it.
  for (const auto& [key, value] : object) {
    const auto s = string_member(object, key);
    if (value.is_string()) FUZZ_CHECK(s == std::string_view(object.find(key)->value().as_string()));
    if (!object.find(key)->value().is_string()) FUZZ_CHECK(s.empty());
  }
  FUZZ_CHECK(string_member(object, "\x01no such member").empty() || object.contains("\x01no such member"));
  // Every field read as each type a form field can have: a value of the wrong type is one
  // invalid-field error naming the field, never anything else.
  for (const auto& [key, value] : object) {
    for (int as = 0; as < 4; ++as) {
      pathshala::core::JsonFields fields(object);
      switch (as) {
        case 0:
          (void)fields.text(key);
          break;
        case 1:
          (void)fields.optional_text(key);
          break;
        case 2:
          if (const auto n = fields.optional_whole_number(key); n && value.is_double())
            FUZZ_CHECK(static_cast<double>(*n) == value.as_double());
          break;
        default:
          (void)fields.flag(key);
      }
      if (fields.error()) FUZZ_CHECK(fields.error()->field == std::string(key));
    }
  }
  // Round trip through the serializer the responses use. Boost.JSON 1.81 reads 1e400 as
  // infinity and 0e400 as NaN, and writes them as Infinity and NaN, which are not JSON.
  const auto text = json::serialize(object);
  if (text.find("Infinity") == std::string::npos && text.find("NaN") == std::string::npos)
    FUZZ_CHECK(json::parse(text) == json::value(object));
  return 0;
}
