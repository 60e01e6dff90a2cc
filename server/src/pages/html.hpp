#pragma once
// Writing HTML and JSON-in-HTML from stored text, which admins (and imports) control: every
// value goes through one of these, so a title can never close a tag or a script.
#include <boost/json/fwd.hpp>

#include <string>
#include <string_view>

namespace pathshala::pages {

// Text between tags: & < > escaped (quotes too, so the same helper is safe in attributes).
std::string escape(std::string_view text);

// JSON to place inside <script type="application/json"> or <script type="application/ld+json">:
// serialized, with <, > and & written as \u003c, \u003e, \u0026 (so "</script>" and "<!--"
// cannot appear) and U+2028/U+2029 escaped. Still valid JSON, and parses to the same value.
std::string json_for_script(const boost::json::value& value);
std::string json_for_script(std::string_view serialized_json);

}  // namespace pathshala::pages
