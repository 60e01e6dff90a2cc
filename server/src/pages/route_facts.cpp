#include "pages/route_facts.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/json.hpp>
#include <boost/url/encode.hpp>
#include <boost/url/grammar/alnum_chars.hpp>
#include <boost/url/grammar/lut_chars.hpp>
#include <boost/url/rfc/unreserved_chars.hpp>
#include <cctype>
#include <fstream>
#include <sstream>

namespace pathshala::pages {

namespace json = boost::json;

namespace {

// The site's own picture when the app names none (no built app).
const LinkPreviewKind kSiteKind{"site", "Study resources", ""};

// A file of the web build, parsed; nullopt (and a warning) when it is missing or unreadable.
std::optional<json::value> read_json(const std::filesystem::path& file) {
  std::ifstream in(file);
  if (!in) return std::nullopt;
  std::stringstream text;
  text << in.rdbuf();
  boost::system::error_code ec;
  auto value = json::parse(text.str(), ec);
  if (ec) {
    spdlog::warn("{}: not JSON ({})", file.string(), ec.message());
    return std::nullopt;
  }
  return value;
}

std::string string_at(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

void read_previews(const std::filesystem::path& file, RouteFacts& out) {
  const auto doc = read_json(file);
  if (!doc || !doc->is_object()) return;
  const auto& o = doc->get_object();
  if (const auto* kinds = o.if_contains("kinds"); kinds && kinds->is_array())
    for (const auto& k : kinds->get_array()) {
      if (!k.is_object()) continue;
      LinkPreviewKind kind{string_at(k.get_object(), "key"), string_at(k.get_object(), "label"),
                           string_at(k.get_object(), "line")};
      const bool safe = !kind.key.empty() && std::all_of(kind.key.begin(), kind.key.end(), [](unsigned char c) {
        return std::islower(c) || std::isdigit(c) || c == '-';
      });
      if (safe) out.preview_kinds.push_back(std::move(kind));  // it names a URL: /og/<key>.png
    }
  if (const auto* routes = o.if_contains("routes"); routes && routes->is_object())
    for (const auto& [pattern, kind] : routes->get_object())
      if (kind.is_string() && out.preview_kind(kind.get_string())) out.preview_of_route[pattern] = kind.get_string();
}

void read_queries(const std::filesystem::path& file, RouteFacts& out) {
  const auto doc = read_json(file);
  if (!doc || !doc->is_object()) return;
  for (const auto& [pattern, params] : doc->get_object()) {
    if (!params.is_object()) continue;
    std::vector<QueryParamRule> rules;
    for (const auto& [name, rule] : params.get_object()) {  // in the file's (the app's) order
      if (!rule.is_object()) continue;
      QueryParamRule r{name, string_at(rule.get_object(), "fallback"), {}};
      if (const auto* values = rule.get_object().if_contains("values"); values && values->is_array())
        for (const auto& v : values->get_array())
          if (v.is_string()) r.values.emplace_back(v.get_string());
      rules.push_back(std::move(r));
    }
    out.queries[pattern] = std::move(rules);
  }
}

void read_items(const std::filesystem::path& file, RouteFacts& out) {
  const auto doc = read_json(file);
  if (!doc || !doc->is_object()) return;
  for (const auto& [item, pattern] : doc->get_object())
    if (pattern.is_string() && pattern.get_string().starts_with("/")) out.item_pages[item] = pattern.get_string();
}

}  // namespace

RouteFacts read_route_facts(const std::filesystem::path& web_dir) {
  RouteFacts out;
  read_previews(web_dir / "link-previews.json", out);
  read_queries(web_dir / "page-queries.json", out);
  read_items(web_dir / "item-pages.json", out);
  if (!out.preview_kind("site")) out.preview_kinds.insert(out.preview_kinds.begin(), kSiteKind);
  return out;
}

const LinkPreviewKind& RouteFacts::preview_of(const std::string& pattern) const {
  const auto it = preview_of_route.find(pattern);
  const auto* kind =
      preview_kind(it == preview_of_route.end() ? std::string_view("site") : std::string_view(it->second));
  return kind ? *kind : kSiteKind;
}

const LinkPreviewKind* RouteFacts::preview_kind(std::string_view key) const {
  for (const auto& k : preview_kinds)
    if (k.key == key) return &k;
  return nullptr;
}

std::string RouteFacts::page_query(const std::string& pattern, const QueryParam& param) const {
  const auto it = queries.find(pattern);
  if (it == queries.end() || !param) return "";
  std::string out;
  for (const auto& rule : it->second) {
    auto value = param(rule.name).value_or(rule.fallback);
    if (!rule.values.empty() && std::find(rule.values.begin(), rule.values.end(), value) == rule.values.end())
      value = rule.fallback;
    if (value != rule.fallback) out += (out.empty() ? "?" : "&") + rule.name + "=" + form_urlencode(value);
  }
  return out;
}

std::optional<std::string> RouteFacts::item_page(
    std::string_view item, std::initializer_list<std::pair<std::string_view, std::string_view>> values) const {
  const auto it = item_pages.find(std::string(item));
  if (it == item_pages.end()) return std::nullopt;
  std::string out;
  const std::string_view pattern = it->second;
  for (std::size_t at = 0; at < pattern.size();) {
    if (pattern[at] != ':') {
      out += pattern[at++];
      continue;
    }
    std::size_t end = at + 1;
    while (end < pattern.size() && std::isalnum(static_cast<unsigned char>(pattern[end]))) ++end;
    const auto name = pattern.substr(at + 1, end - at - 1);
    const auto value = std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == name; });
    if (value == values.end()) return std::nullopt;  // the app's pattern needs what the caller lacks
    out += encode_segment(value->second);
    at = end;
  }
  return out;
}

std::string form_urlencode(std::string_view value) {
  namespace grammar = boost::urls::grammar;
  static constexpr grammar::lut_chars kUnreserved =
      grammar::lut_chars(grammar::alnum_chars) + grammar::lut_chars("*-._");
  boost::urls::encoding_opts options;
  options.space_as_plus = true;  // upper-case hex is the default
  return boost::urls::encode(value, kUnreserved, options);
}

std::string encode_segment(std::string_view segment) {
  return boost::urls::encode(segment, boost::urls::unreserved_chars);  // upper-case hex by default
}

}  // namespace pathshala::pages
