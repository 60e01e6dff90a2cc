// PublicPages: the sitemap of every public page (the app's list) and item page.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "pages/json_fields.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::pages {

std::vector<std::string> read_listed_pages(const std::filesystem::path& web_dir) {
  const auto file = web_dir / "sitemap-pages.json";
  std::vector<std::string> out;
  std::ifstream in(file);
  if (!in) return out;  // no built web app: the sitemap lists the item pages only
  try {
    std::stringstream text;
    text << in.rdbuf();
    const auto listed = boost::json::parse(text.str());  // kept: the loop reads into it
    for (const auto& path : listed.as_array()) out.emplace_back(path.as_string());
  } catch (const std::exception& e) {
    spdlog::warn("{}: not a list of paths ({}): the sitemap lists the item pages only", file.string(), e.what());
    out.clear();
  }
  return out;
}

std::vector<SitemapEntry> PublicPages::sitemap_entries() {
  std::map<std::string, std::int64_t> changed;  // "entity" or "entity#id" → last change
  for (const auto& c : audit_.last_changes()) {
    auto& at = changed[c.entity_id ? c.entity + "#" + *c.entity_id : c.entity];
    at = std::max(at, c.at);
    auto& whole = changed[c.entity];
    whole = std::max(whole, c.at);
  }
  auto when = [&](const std::string& key) {
    auto it = changed.find(key);
    return it == changed.end() ? std::int64_t{0} : it->second;
  };
  // Every job, newest first, from the job index (the same jobs the portal finds).
  std::int64_t newest_job = when("jobs");
  std::vector<SitemapEntry> job_entries;
  jobs_.snapshot()->for_each([&](const jobs::Job& j) {
    const auto lastmod = std::max(j.posted_at, when("jobs#" + j.id));
    newest_job = std::max(newest_job, lastmod);
    if (auto path = routes_.item_page("job", {{"id", j.id}})) job_entries.push_back({std::move(*path), lastmod});
  });
  // The app's public pages (its own list, dist/sitemap-pages.json), each last changed when the
  // data it shows last changed: the API paths the app says the page needs name what the audit
  // log records (/api/catalog/notes/firstYear is "catalog/notes/firstYear", /api/courses
  // "courses"; the job portal's /api/jobs?… is every job). Drawn without answers, a page names
  // every path it asked for in missing.
  std::vector<SitemapEntry> out;
  for (const auto& path : listed_pages_) {
    std::int64_t lastmod = 0;
    if (renderer_)
      if (auto asked = renderer_->render({path, site_name_, {}, {}, {}}))
        for (const auto& api : asked->missing) {
          auto key = api.substr(0, api.find('?'));
          if (!key.starts_with("/api/")) continue;
          key.erase(0, 5);
          lastmod = std::max(lastmod, key == "jobs" ? newest_job : when(key));
        }
    out.push_back({path, lastmod});
  }
  // An item's page as the app spells it (item-pages.json); none when the app has no such page.
  auto item = [&](std::string_view kind, const std::string& id, std::int64_t lastmod) {
    if (auto path = routes_.item_page(kind, {{"id", id}})) out.push_back({std::move(*path), lastmod});
  };
  for (const auto& v : items_of(catalog_.courses())) {
    const auto id = text_of(v.as_object(), "id");
    item("course", id, when("courses#" + id));
  }
  for (const auto& y : catalog::kYears) {
    auto doc = catalog_.materials("bl-notes", y.key);
    if (!doc) continue;
    for (const auto& v : items_of(*doc)) {
      const auto id = text_of(v.as_object(), "id");
      item("course", id, when("catalog/bl-notes/" + std::string(y.key) + "#" + id));
    }
  }
  for (const auto& v : items_of(catalog_.projects())) {
    const auto id = text_of(v.as_object(), "id");
    item("project", id, when("projects#" + id));
  }
  if (more_pages_) {
    auto more = more_pages_();
    out.insert(out.end(), more.begin(), more.end());
  }
  out.insert(out.end(), job_entries.begin(), job_entries.end());
  return out;
}

core::DocumentPtr PublicPages::sitemap(const std::string& origin, std::size_t part) {
  // The entries once per content version, shared by the index and its parts.
  std::vector<SitemapEntry> entries;
  bool listed = false;
  auto all = [&]() -> const std::vector<SitemapEntry>& {
    if (!listed) entries = sitemap_entries(), listed = true;
    return entries;
  };
  const std::string key = "sitemap\x1f" + origin + '\x1f' + std::to_string(part);
  return sitemaps_.get(key, [&]() -> std::optional<std::string> {
    const auto& e = all();
    const std::size_t parts = (e.size() + kUrlsPerSitemap - 1) / kUrlsPerSitemap;
    if (part == 0) return parts <= 1 ? sitemap_xml(e, origin) : sitemap_index_xml(parts, origin);
    if (parts <= 1 || part > parts) return std::nullopt;
    const auto begin = e.begin() + static_cast<std::ptrdiff_t>((part - 1) * kUrlsPerSitemap);
    const auto end = e.begin() + static_cast<std::ptrdiff_t>(std::min(e.size(), part * kUrlsPerSitemap));
    return sitemap_xml({begin, end}, origin);
  });
}

}  // namespace pathshala::pages
