// PublicPages: the sitemap of every public and item page (the route table is public_pages.cpp).
#include <algorithm>
#include <map>

#include "pages/json_fields.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::pages {

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
  std::vector<SitemapEntry> out;
  out.push_back({"/home", 0});
  for (const char* path : {"/syllabus", "/studymaterial", "/quantum", "/pyq", "/important-topics", "/brevi_learning",
                           "/handwritten_Notes/year_selection"})
    out.push_back({path, 0});
  for (const auto& y : kYears) {
    const std::string k(y.key), label(y.label);
    out.push_back({"/pyq/" + label + "-year", when("catalog/previous-year/" + k)});
    out.push_back({"/important-topics/" + std::string(y.slug), when("catalog/important-topics/" + k)});
    out.push_back({"/" + label + "YearQuantum", when("catalog/quantum/" + k)});
    out.push_back({"/Study_material/" + std::string(y.study), when("catalog/notes/" + k)});
    out.push_back({"/handwritten_Notes/" + label + "-year", when("catalog/notes/" + k)});
    out.push_back({"/brevi_learning/" + label + "-year", when("catalog/bl-notes/" + k)});
  }
  std::int64_t practical = 0;
  for (const auto& y : kYears) practical = std::max(practical, when("catalog/practical/" + std::string(y.key)));
  out.push_back({"/practical_files/All_year_pract", practical});
  out.push_back({"/Premium_courses", when("courses")});
  for (const auto& v : items_of(catalog_.courses())) {
    const auto id = text_of(v.as_object(), "id");
    out.push_back({"/course-details/" + id, when("courses#" + id)});
  }
  for (const auto& y : kYears) {
    auto doc = catalog_.materials("bl-notes", y.key);
    if (!doc) continue;
    for (const auto& v : items_of(*doc)) {
      const auto id = text_of(v.as_object(), "id");
      out.push_back({"/course-details/" + id, when("catalog/bl-notes/" + std::string(y.key) + "#" + id)});
    }
  }
  out.push_back({"/mini_project", when("projects")});
  for (const auto& v : items_of(catalog_.projects())) {
    const auto id = text_of(v.as_object(), "id");
    out.push_back({"/project/" + id, when("projects#" + id)});
  }
  // Every job, newest first, from the job index (the same jobs the portal finds).
  std::int64_t newest_job = when("jobs");
  std::vector<SitemapEntry> job_entries;
  jobs_.snapshot()->for_each([&](const jobs::Job& j) {
    job_entries.push_back({"/jobs/" + j.id, std::max(j.posted_at, when("jobs#" + j.id))});
    newest_job = std::max(newest_job, job_entries.back().lastmod_ms);
  });
  out.push_back({"/Job_portal", newest_job});
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
