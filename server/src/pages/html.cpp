#include "pages/html.hpp"

#include <boost/json.hpp>

#include "core/text.hpp"

namespace pathshala::pages {

std::string escape(std::string_view text) { return core::escape_markup(text); }

std::string json_for_script(std::string_view serialized) {
  std::string out;
  out.reserve(serialized.size() + 16);
  for (std::size_t i = 0; i < serialized.size(); ++i) {
    const char c = serialized[i];
    // Only inside strings can these characters occur in serialized JSON, where \uXXXX means
    // the same character.
    if (c == '<')
      out += "\\u003c";
    else if (c == '>')
      out += "\\u003e";
    else if (c == '&')
      out += "\\u0026";
    else if (c == '\xE2' && i + 2 < serialized.size() && serialized[i + 1] == '\x80' &&
             (serialized[i + 2] == '\xA8' || serialized[i + 2] == '\xA9')) {
      out += serialized[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else
      out += c;
  }
  return out;
}

std::string json_for_script(const boost::json::value& value) { return json_for_script(boost::json::serialize(value)); }

}  // namespace pathshala::pages
