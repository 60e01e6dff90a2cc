#include "pages/public_pages.hpp"

#include <spdlog/spdlog.h>
#include <algorithm>

#include <cctype>
#include <map>
#include <tuple>

#include "core/text.hpp"
#include "core/url_safety.hpp"
#include "pages/json_fields.hpp"
#include "pages/json_ld.hpp"

namespace pathshala::pages {

namespace json = boost::json;
using core::DocumentPtr;

// catalog::kYears, each with its study-material page's path segment.
const std::vector<YearRoutes> kYears = [] {
  constexpr std::array<std::string_view, 4> study = {"FirstYearStudyMaterialPage", "SecondYearStudyMaterialPage",
                                                     "ThirdYearStudyMaterialPage", "FinalYearStudyMaterialPage"};
  std::vector<YearRoutes> out;
  for (std::size_t i = 0; i < catalog::kYears.size(); ++i)
    out.push_back({catalog::kYears[i].key, catalog::kYears[i].label, catalog::kYears[i].slug, study[i]});
  return out;
}();

namespace {

json::value parse(const DocumentPtr& doc) { return json::parse(doc->body); }
// A list answer's items, by value: safe as a range-for's range (a reference into a
// temporary parse result would dangle there).
json::array items_of(const DocumentPtr& doc) { return parse(doc).at("items").as_array(); }

const YearRoutes* year_by_label(std::string_view segment, std::string_view suffix) {
  for (const auto& y : kYears)
    if (core::ascii_lower(segment) == core::ascii_lower(std::string(y.label) + std::string(suffix))) return &y;
  return nullptr;
}

// An API error as the API answers it ({"error":{"code","message"}}), for the app to show.
core::DocumentPtr error_answer(const core::Error& e) {
  return core::make_document(
      json::serialize(json::object{{"error", json::object{{"code", e.code}, {"message", e.message}}}}));
}

// A path segment as a URL writes it: unreserved characters as they are, every other byte %XX.
std::string encode_segment(std::string_view segment) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : segment) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace

PublicPages::PublicPages(catalog::CatalogService& catalog, jobs::JobsService& jobs, audit::AuditRepository& audit,
                         std::string site_name, ContentVersions versions)
    : catalog_(catalog),
      jobs_(jobs),
      audit_(audit),
      site_name_(std::move(site_name)),
      // The same bytes as app::register_system_routes answers.
      site_(core::make_document(json::serialize(json::object{{"name", site_name_}}))),
      catalog_pages_(std::move(versions.catalog), 2000, 96u << 20),
      job_pages_(std::move(versions.jobs), 2000, 32u << 20),
      sitemaps_(std::move(versions.all), 64, 64u << 20) {}

// --- the pages ---------------------------------------------------------------------------
// What the server knows of each page: its canonical path, the API answers the app asks for on
// its first load (embedded, and given to the app's renderer), its status and its structured
// data. Markup, title and description come from the app itself (AppRenderer).

namespace {

using Trail = std::vector<std::pair<std::string, std::string>>;

struct Builder {
  catalog::CatalogService& catalog;
  jobs::JobsService& jobs;
  const std::string& site;

  static Page base(std::string path) {
    Page p;
    p.path = std::move(path);
    return p;
  }

  Page home(std::string path) const {
    Page p = base(std::move(path));
    p.json_ld.push_back(json::object{{"@type", "WebSite"}, {"name", site}, {"url", "/"}});
    return p;
  }

  // A year chooser: four links, one per year.
  Page chooser(std::string path, std::string crumb) const {
    Page p = base(std::move(path));
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {std::move(crumb), p.path}}));
    return p;
  }

  Page syllabus(std::string path) const {
    Page p = base(std::move(path));
    Trail links;
    for (const auto& y : kYears)
      links.push_back({std::string(y.label) + " Year Syllabus", "/files/syllabus/" + std::string(y.slug) + ".pdf"});
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Syllabus", p.path}}));
    p.json_ld.push_back(item_list("AKTU B.Tech syllabus", links));
    return p;
  }

  // The downloadable items of a list answer, for its ItemList.
  static Trail downloads(const json::array& items) {
    Trail listed;
    for (const auto& v : items) {
      const auto& o = v.as_object();
      if (core::is_safe_link(text_of(o, "downloadUrl")))
        listed.push_back({text_of(o, "title"), text_of(o, "downloadUrl")});
    }
    return listed;
  }

  // Materials of one collection and year (papers, important topics, Quantum, notes).
  Page materials(std::string path, std::string_view collection, const YearRoutes& y, Trail trail) const {
    Page p = base(std::move(path));
    Trail listed;
    if (auto doc = catalog.materials(collection, y.key)) {
      p.data.push_back({"/api/catalog/" + std::string(collection) + "/" + std::string(y.key), *doc});
      listed = downloads(items_of(*doc));
    }
    const std::string name = trail.back().first + ", " + std::string(y.label) + " year";
    trail.insert(trail.begin(), {"Home", "/home"});
    trail.push_back({name, p.path});
    p.json_ld.push_back(breadcrumbs(std::move(trail)));
    p.json_ld.push_back(item_list(name, listed));
    return p;
  }

  Page brevi(std::string path, const YearRoutes& y) const {
    Page p = base(std::move(path));
    const std::string name = "Brevi Learning notes, " + std::string(y.label) + " year";
    Trail listed;
    if (auto doc = catalog.materials("bl-notes", y.key)) {
      p.data.push_back({"/api/catalog/bl-notes/" + std::string(y.key), *doc});
      for (const auto& v : items_of(*doc)) {
        const auto& o = v.as_object();
        const auto url = "/course-details/" + text_of(o, "id");
        listed.push_back({text_of(o, "cardTitle"), url});
        p.json_ld.push_back(product_ld(o, url, "cardTitle"));
      }
    }
    p.json_ld.insert(p.json_ld.begin(),
                     breadcrumbs({{"Home", "/home"}, {"Brevi Learning notes", "/brevi_learning"}, {name, p.path}}));
    p.json_ld.insert(p.json_ld.begin() + 1, item_list(name, listed));
    return p;
  }

  Page practical(std::string path) const {
    Page p = base(std::move(path));
    Trail listed;
    for (const auto& y : kYears) {
      auto doc = catalog.materials("practical", y.key);
      if (!doc) continue;
      p.data.push_back({"/api/catalog/practical/" + std::string(y.key), *doc});
      for (auto& item : downloads(items_of(*doc))) listed.push_back(std::move(item));
    }
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Practical files", p.path}}));
    p.json_ld.push_back(item_list("Practical files", listed));
    return p;
  }

  Page courses(std::string path) const {
    Page p = base(std::move(path));
    auto doc = catalog.courses();
    p.data.push_back({"/api/courses", doc});
    Trail listed;
    for (const auto& v : items_of(doc))
      listed.push_back({text_of(v.as_object(), "title"), "/course-details/" + text_of(v.as_object(), "id")});
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Premium Courses", p.path}}));
    p.json_ld.push_back(item_list("Premium Courses", listed));
    return p;
  }

  // An item page whose id is unknown: 404, and the app shows what the API said.
  static Page missing(Page p, std::string api_path, const core::Error& error) {
    p.status = 404;
    p.noindex = true;
    p.failed.push_back({std::move(api_path), 404, error_answer(error)});
    return p;
  }

  Page course(std::string path, std::string_view id) const {
    Page p = base(std::move(path));
    const auto api_path = "/api/courses/" + std::string(id);
    auto doc = catalog.course(id);
    if (!doc) return missing(std::move(p), api_path, doc.error());
    const auto o = parse(*doc).as_object();
    p.data.push_back({api_path, *doc});
    p.og_type = "product";
    // A premium course is a Course; a Brevi notes card (not in /api/courses) a Product.
    bool premium = false;
    for (const auto& c : items_of(catalog.courses())) premium = premium || text_of(c.as_object(), "id") == id;
    p.json_ld.push_back(
        breadcrumbs({{"Home", "/home"},
                     premium ? std::pair<std::string, std::string>{"Premium Courses", "/Premium_courses"}
                             : std::pair<std::string, std::string>{"Brevi Learning notes", "/brevi_learning"},
                     {text_of(o, "title"), p.path}}));
    p.json_ld.push_back(premium ? course_ld(o, p.path, site) : product_ld(o, p.path, "title"));
    return p;
  }

  Page projects(std::string path) const {
    Page p = base(std::move(path));
    auto doc = catalog.projects();
    p.data.push_back({"/api/projects", doc});
    Trail listed;
    for (const auto& v : items_of(doc)) {
      const auto& o = v.as_object();
      const auto url = "/project/" + text_of(o, "id");
      listed.push_back({text_of(o, "cardTitle"), url});
      p.json_ld.push_back(product_ld(o, url, "cardTitle"));
    }
    p.json_ld.insert(p.json_ld.begin(), breadcrumbs({{"Home", "/home"}, {"Mini projects", p.path}}));
    p.json_ld.insert(p.json_ld.begin() + 1, item_list("Mini projects", listed));
    return p;
  }

  Page project(std::string path, std::string_view id) const {
    Page p = base(std::move(path));
    const auto api_path = "/api/projects/" + std::string(id);
    auto doc = catalog.project(id);
    if (!doc) return missing(std::move(p), api_path, doc.error());
    const auto o = parse(*doc).as_object();
    p.data.push_back({api_path, *doc});
    p.og_type = "product";
    p.json_ld.push_back(
        breadcrumbs({{"Home", "/home"}, {"Mini projects", "/mini_project"}, {text_of(o, "site_name"), p.path}}));
    auto ld = product_ld(o, p.path, "cardTitle");
    if (!text_of(o, "proj_desc").empty()) ld["description"] = text_of(o, "proj_desc");
    p.json_ld.push_back(std::move(ld));
    return p;
  }

  // The portal's first page (20 jobs) for the search in the URL, if any: a shared link to a
  // filtered list shows that list before the app runs. Its canonical is the portal itself.
  Page job_portal(std::string path, const JobPortalQuery& query) const {
    Page p = base(std::move(path));
    p.cached = query == JobPortalQuery{};
    p.data.push_back({"/api/jobs/fields", jobs.fields()});
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Job portal", p.path}}));
    // The same rules as GET /api/jobs on the path the app will ask for; a search it refuses
    // is the app's to explain (it asks, and shows the message).
    const auto api_path = jobs_api_path(query);
    auto search = jobs::parse_job_search([&](std::string_view name) -> std::optional<std::string> {
      if (name == "q" && !query.q.empty()) return query.q;
      if (name == "field" && !query.field.empty()) return query.field;
      if (name == "experience") return query.experience;
      if (name == "sort") return query.sort;
      if (name == "limit") return "20";
      return std::nullopt;
    });
    if (!search) {
      p.failed.push_back({api_path, 400, error_answer(search.error())});
      return p;
    }
    auto doc = jobs.search(*search);
    p.data.push_back({api_path, doc});
    Trail listed;
    for (const auto& v : items_of(doc)) {
      const auto& o = v.as_object();
      listed.push_back({text_of(o, "role") + " at " + text_of(o, "company"), "/jobs/" + text_of(o, "id")});
    }
    p.json_ld.push_back(item_list("Latest jobs", listed));
    return p;
  }

  Page job(std::string path, std::string_view id) const {
    Page p = base(std::move(path));
    const auto api_path = "/api/jobs/" + std::string(id);
    auto doc = jobs.job(id);
    if (!doc) return missing(std::move(p), api_path, doc.error());
    const auto o = parse(*doc).as_object();
    p.data.push_back({api_path, *doc});
    const auto heading = text_of(o, "role") + " at " + text_of(o, "company");
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Job portal", "/Job_portal"}, {heading, p.path}}));
    p.json_ld.push_back(job_posting_ld(o));
    return p;
  }
};

}  // namespace

std::optional<Page> PublicPages::page(const std::vector<std::string>& segments, const QueryParam& param) {
  const Builder b{catalog_, jobs_, site_name_};
  std::vector<std::string> s;
  for (const auto& seg : segments) s.push_back(core::ascii_lower(seg));
  const auto n = s.size();
  auto is = [&](std::initializer_list<std::string_view> want) {
    return n == want.size() && std::equal(want.begin(), want.end(), s.begin());
  };

  if (n == 0 || is({"home"})) return b.home(n == 0 ? "/" : "/home");
  if (is({"syllabus"})) return b.syllabus("/syllabus");
  if (is({"studymaterial"})) return b.chooser("/studymaterial", "Study material");
  if (is({"quantum"})) return b.chooser("/quantum", "Quantum");
  if (is({"pyq"})) return b.chooser("/pyq", "Previous year papers");
  if (is({"imp_topic"})) return b.chooser("/imp_topic", "Important topics");
  if (is({"important-topics"})) return b.chooser("/important-topics", "Important topics");
  if (is({"brevi_learning"})) return b.chooser("/brevi_learning", "Brevi Learning notes");
  if (is({"handwritten_notes", "year_selection"}))
    return b.chooser("/handwritten_Notes/year_selection", "Handwritten notes");
  if (is({"practical_files", "all_year_pract"})) return b.practical("/practical_files/All_year_pract");
  if (is({"mini_project"})) return b.projects("/mini_project");
  if (is({"premium_courses"})) return b.courses("/Premium_courses");
  if (is({"job_portal"})) return b.job_portal("/Job_portal", job_portal_query(param));
  if (n == 2 && s[0] == "project" && !s[1].empty()) return b.project("/project/" + segments[1], segments[1]);
  if (n == 2 && s[0] == "course-details" && !s[1].empty())
    return b.course("/course-details/" + segments[1], segments[1]);
  if (n == 2 && s[0] == "jobs" && !s[1].empty()) return b.job("/jobs/" + segments[1], segments[1]);

  // Year pages.
  if (n == 2 && s[0] == "pyq")
    if (auto y = year_by_label(s[1], "-year"))
      return b.materials("/pyq/" + std::string(y->label) + "-year", "previous-year", *y,
                         {{"Previous year papers", "/pyq"}});
  if (n == 2 && s[0] == "important-topics")
    for (const auto& y : kYears)
      if (s[1] == y.slug)
        return b.materials("/important-topics/" + std::string(y.slug), "important-topics", y,
                           {{"Important topics", "/important-topics"}});
  if (n == 1)
    if (auto y = year_by_label(s[0], "YearQuantum"))
      return b.materials("/" + std::string(y->label) + "YearQuantum", "quantum", *y, {{"Quantum", "/quantum"}});
  if (n == 2 && s[0] == "study_material")
    for (const auto& y : kYears)
      if (s[1] == core::ascii_lower(y.study))
        return b.materials("/Study_material/" + std::string(y.study), "notes", y,
                           {{"Study material", "/studymaterial"}});
  if (n == 2 && s[0] == "handwritten_notes")
    if (auto y = year_by_label(s[1], "-year"))
      return b.materials("/handwritten_Notes/" + std::string(y->label) + "-year", "notes", *y,
                         {{"Handwritten notes", "/handwritten_Notes/year_selection"}});
  if (n == 2 && s[0] == "brevi_learning")
    if (auto y = year_by_label(s[1], "-year")) return b.brevi("/brevi_learning/" + std::string(y->label) + "-year", *y);

  return std::nullopt;  // a page of the app without data of the server's (render() below)
}

std::string PublicPages::url_of(const std::vector<std::string>& segments, const QueryParam& param) {
  std::string url;
  for (const auto& s : segments) url += "/" + encode_segment(s);
  if (url.empty()) url = "/";
  // Only the portal reads its query string (its search), as the app does.
  if (segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal") {
    const auto query = job_portal_query(param);
    std::string search;
    for (const auto& [name, value, unset] :
         {std::tuple{"q", query.q, ""}, std::tuple{"field", query.field, ""},
          std::tuple{"experience", query.experience, "all"}, std::tuple{"sort", query.sort, "recent"}})
      if (value != unset) search += (search.empty() ? "?" : "&") + std::string(name) + "=" + form_urlencode(value);
    url += search;
  }
  return url;
}

bool PublicPages::draw(Page& page, const std::string& url) {
  auto drawn = renderer_->render({url, site_name_, page.data, page.failed});
  if (!drawn) return false;
  for (const auto& path : drawn->missing) spdlog::debug("page {}: drawn without {}", url, path);
  page.content = std::move(drawn->html);
  page.title = std::move(drawn->title);
  page.description = std::move(drawn->description);
  page.noindex = page.noindex || drawn->noindex;
  return true;
}

std::optional<PublicPages::Rendered> PublicPages::render(const DocumentShell& shell,
                                                         const std::vector<std::string>& segments,
                                                         const std::string& origin, const QueryParam& param,
                                                         std::string_view query) {
  // Without the app's renderer there is no markup to send: the app's shell goes as it is.
  if (!renderer_) return std::nullopt;
  std::string key = origin + '\x1f';
  // As requested, not lower-cased: route words are matched case-insensitively, but ids are
  // not, and /project/ABC must not be answered with /project/abc's cached page.
  for (const auto& s : segments) key += s + '/';
  // Unknown ids are not cached (drawn each time, on a worker: a few milliseconds, and there
  // are as many as visitors care to type), every other page is.
  // The portal is looked up with its search (a filtered one is then drawn, not cached); every
  // other page ignores the query string, so ?utm_source=… finds the cached page.
  if (segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal")
    key += '\x1f' + jobs_api_path(job_portal_query(param));
  // Only the job portal and a job's page show jobs.
  const bool job_page = !segments.empty() && (core::ascii_lower(segments[0]) == "job_portal" ||
                                              (segments.size() == 2 && core::ascii_lower(segments[0]) == "jobs"));
  auto& cache = job_page ? job_pages_ : catalog_pages_;
  std::optional<unsigned> status;
  std::string uncached;
  auto finish = [&](Page& p) -> std::optional<std::string> {
    p.data.push_back({"/api/site", site_});
    if (!draw(p, url_of(segments, param))) return std::nullopt;
    status = p.status;
    if (p.status != 200 || !p.cached) {
      uncached = shell.render(p, origin, site_name_);
      return std::nullopt;
    }
    return shell.render(p, origin, site_name_);
  };
  bool other = false;  // a page of the app the server has no data for
  auto doc = cache.get(key, [&]() -> std::optional<std::string> {
    auto p = page(segments, param);
    if (!p) {
      other = true;
      return std::nullopt;
    }
    return finish(*p);
  });
  // Any other page of the app (sign-in, profile, search, admin tools): its first render, noindex
  // when the app says the page is private (lib/page-titles.ts). Such a page may read its query
  // string (a reset link's token, a search), which the server does not know how to draw: with
  // one, the app's shell goes as it is. Kept apart in the cache, so a request with a query
  // never gets the page drawn without it.
  if (other && query.empty()) {
    doc = cache.get(key + "\x1fapp", [&]() -> std::optional<std::string> {
      std::string path;
      for (const auto& segment : segments) path += "/" + segment;
      Page p;
      p.path = path.empty() ? "/" : path;
      return finish(p);
    });
  }
  if (doc) return Rendered{200, doc};
  if (status) return Rendered{*status, core::make_document(std::move(uncached))};
  return std::nullopt;
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
