#include "catalog/site_files.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "catalog/previews.hpp"

namespace pathshala::catalog {

namespace {

bool is_site_file_id(std::string_view id) {
  if (id.empty() || id.size() > 80) return false;
  for (char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

std::string string_member(const boost::json::object& o, const char* name) {
  const auto* v = o.if_contains(name);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace

std::vector<SiteFile> parse_site_files(std::string_view json_text) {
  std::vector<SiteFile> out;
  boost::system::error_code ec;
  const auto parsed = boost::json::parse(json_text, ec);  // kept: the loop reads into it
  if (ec || !parsed.is_array()) {
    spdlog::warn("site-files.json is not a list: the site's own documents are not read");
    return out;
  }
  std::set<std::string> ids;
  for (const auto& entry : parsed.as_array()) {
    if (!entry.is_object()) continue;
    SiteFile f{string_member(entry.as_object(), "id"), string_member(entry.as_object(), "title"),
               string_member(entry.as_object(), "url")};
    if (!is_site_file_id(f.id) || f.title.empty() || !has_preview(f.url) || !ids.insert(f.id).second) {
      spdlog::warn("site-files.json: {} left out (bad or repeated id, no title, or not a file the site reads)",
                   boost::json::serialize(entry));
      continue;
    }
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<SiteFile> read_site_files(const std::filesystem::path& web_dir) {
  std::ifstream in(web_dir / "site-files.json");
  if (!in) return {};  // no built web app
  std::stringstream text;
  text << in.rdbuf();
  return parse_site_files(text.str());
}

}  // namespace pathshala::catalog
