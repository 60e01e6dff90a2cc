#include <algorithm>
#include <array>
#include <functional>
#include <string>

#include "core/file_writers.hpp"
#include "core/text.hpp"

namespace pathshala::core {

namespace {
std::string xml_escape(const std::string& s) { return core::escape_markup(s); }

constexpr std::array<std::pair<const char*, const char*>, 6> kPalettes = {{
    {"#4f46e5", "#0ea5e9"},
    {"#db2777", "#f59e0b"},
    {"#059669", "#84cc16"},
    {"#7c3aed", "#ec4899"},
    {"#0f766e", "#22d3ee"},
    {"#b45309", "#ef4444"},
}};
}  // namespace

std::string make_svg(const std::string& title, const std::string& caption) {
  const auto& [from, to] = kPalettes[std::hash<std::string>{}(title) % kPalettes.size()];
  // Long titles get a smaller font so they stay inside the 512px text area (about 0.6 em
  // per character in a sans-serif face).
  const int font_size = std::clamp(static_cast<int>(512 / (0.6 * std::max<size_t>(title.size(), 1))), 16, 34);
  return std::string(
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"360\" viewBox=\"0 0 640 360\">") +
         "<defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop offset=\"0\" stop-color=\"" + from +
         "\"/><stop offset=\"1\" stop-color=\"" + to + "\"/></linearGradient></defs>" +
         "<rect width=\"640\" height=\"360\" fill=\"url(#g)\"/>" +
         "<rect x=\"32\" y=\"32\" width=\"576\" height=\"296\" rx=\"24\" fill=\"#ffffff\" fill-opacity=\"0.12\"/>" +
         "<text x=\"64\" y=\"170\" font-family=\"sans-serif\" font-size=\"" + std::to_string(font_size) +
         "\" font-weight=\"700\" fill=\"#ffffff\">" + xml_escape(title) + "</text>" +
         "<text x=\"64\" y=\"220\" font-family=\"sans-serif\" font-size=\"20\" fill=\"#f1f5f9\">" +
         xml_escape(caption) + "</text></svg>\n";
}

}  // namespace pathshala::core
