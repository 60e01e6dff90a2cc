// The route table: which page a path is, and what the server knows of it (the API answers it
// starts with, status, JSON-LD). Drawing and caching: page_drawing.cpp; the sitemap:
// public_sitemap.cpp.
#include "pages/public_pages.hpp"

#include <algorithm>
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

}  // namespace

PublicPages::PublicPages(catalog::CatalogService& catalog, jobs::JobsService& jobs, audit::AuditRepository& audit,
                         std::string site_name, ContentVersions versions)
    : catalog_(catalog),
      jobs_(jobs),
      audit_(audit),
      site_name_(std::move(site_name)),
      // The same bytes as app::register_system_routes answers.
      site_(core::make_document(json::serialize(json::object{{"name", site_name_}}))),
      // GET /api/auth/session's answer to a request without a session.
      nobody_(core::make_document(json::serialize(json::object{{"user", nullptr}}))),
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

}  // namespace pathshala::pages
