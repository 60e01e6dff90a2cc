#include "pages/public_pages.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <tuple>

#include "core/text.hpp"
#include "core/url_safety.hpp"
#include "pages/app_cards.hpp"
#include "pages/dates.hpp"
#include "pages/html.hpp"
#include "pages/json_fields.hpp"
#include "pages/json_ld.hpp"
#include "pages/page_style.hpp"

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

// A link from stored data: only http(s) and site-relative links become links.
std::string link(std::string_view href, std::string_view text) {
  if (!core::is_safe_link(href)) return escape(text);
  return "<a href=\"" + escape(href) + "\">" + escape(text) + "</a>";
}

std::string site_title(std::string_view heading, std::string_view site) {
  return std::string(heading) + " | " + std::string(site);
}

std::string heading_section(std::string_view h1, std::string_view intro, const std::string& body) {
  std::string out = "<main id=\"main\" class=\"" + std::string(kMainClass) + "\"><h1 class=\"" +
                    std::string(kHeadingClass) + "\">" + escape(h1) + "</h1>";
  if (!intro.empty()) out += "<p class=\"" + std::string(kIntroClass) + "\">" + escape(intro) + "</p>";
  return out + body + "</main>";
}

// A page drawn with the app's own page container and heading classes, for pages whose cards
// are the app's too (app_cards.hpp says why); the other pages use kMainClass's plain lists.
std::string app_page(std::string_view section_class, std::string_view h1_class, std::string_view h1,
                     const std::string& body) {
  return "<main id=\"main\" class=\"min-h-screen flex-1\"><section class=\"" + std::string(section_class) +
         "\"><h1 class=\"" + std::string(h1_class) + "\">" + escape(h1) + "</h1>" + body + "</section></main>";
}

// The home page's hero, as the app draws it (features/catalog/routes/Home.tsx): its
// paragraph is the page's largest text.
std::string home_hero() {
  return "<section class=\"bg-gradient-to-br from-brand-700 to-sky-600 px-4 py-14 text-white\">"
         "<div class=\"mx-auto max-w-6xl\"><h1 class=\"text-3xl font-extrabold sm:text-5xl\">Everything you need "
         "for your B.Tech exams</h1><p class=\"mt-4 max-w-2xl text-lg text-indigo-100\">Syllabus, previous-year "
         "papers, important topics, Quantum, notes and practical files — free, for every year.</p>"
         "<p class=\"mt-2 text-indigo-100\">Study smart the night before. Score better the morning after.</p>"
         "</div></section>";
}

std::string nav_list(const std::vector<std::pair<std::string, std::string>>& links) {
  std::string out = "<ul>";
  for (const auto& [text, href] : links) out += "<li>" + link(href, text) + "</li>";
  return out + "</ul>";
}

// Groups of items by subject, in first-seen order (as the papers page shows them).
std::vector<std::pair<std::string, std::vector<json::object>>> by_subject(const json::array& items) {
  std::vector<std::pair<std::string, std::vector<json::object>>> groups;
  for (const auto& v : items) {
    const auto& o = v.as_object();
    auto subject = text_of(o, "subject");
    if (subject.empty()) subject = "Others";
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == subject; });
    if (it == groups.end()) it = groups.insert(groups.end(), {subject, {}});
    it->second.push_back(o);
  }
  return groups;
}

const YearRoutes* year_by_label(std::string_view segment, std::string_view suffix) {
  for (const auto& y : kYears)
    if (core::ascii_lower(segment) == core::ascii_lower(std::string(y.label) + std::string(suffix))) return &y;
  return nullptr;
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

namespace {

struct Builder {
  catalog::CatalogService& catalog;
  jobs::JobsService& jobs;
  const std::string& site;

  Page base(std::string path, std::string heading, std::string description) const {
    Page p;
    p.path = std::move(path);
    p.title = site_title(heading, site);
    p.description = std::move(description);
    return p;
  }

  Page info_page(std::string path, std::string heading, std::string description, bool noindex) const {
    Page p = base(std::move(path), heading, std::move(description));
    p.noindex = noindex;
    p.content = heading_section(heading, p.description, "");
    if (!noindex) p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {heading, p.path}}));
    return p;
  }

  Page home(std::string path) const {
    Page p = base(std::move(path), "Study resources for AKTU B.Tech",
                  "Syllabus, previous-year papers, important topics, Quantum books, notes and practical files for "
                  "every year of B.Tech, plus premium courses, mini projects and jobs.");
    p.title = site + " — study resources for B.Tech";
    std::vector<std::pair<std::string, std::string>> links = {
        {"Latest Syllabus", "/syllabus"},
        {"Previous Year Papers", "/pyq"},
        {"Important Questions", "/important-topics"},
        {"Brevi Learning Notes", "/brevi_learning"},
        {"Quantum", "/quantum"},
        {"Practical Files", "/practical_files/All_year_pract"},
        {"Handwritten Notes", "/handwritten_Notes/year_selection"},
        {"Premium Courses", "/Premium_courses"},
        {"Mini Projects", "/mini_project"},
        {"IT Job Portal", "/Job_portal"}};
    p.content = "<main id=\"main\">" + home_hero() + "<section class=\"" + std::string(kMainClass) +
                "\"><h2>Popular Services</h2>" + nav_list(links) + "</section></main>";
    p.json_ld.push_back(json::object{{"@type", "WebSite"}, {"name", site}, {"url", "/"}});
    return p;
  }

  // A year chooser: four links, one per year.
  Page chooser(std::string path, std::string heading, std::string description,
               std::string (*route)(const YearRoutes&)) const {
    Page p = base(std::move(path), heading, std::move(description));
    std::vector<std::pair<std::string, std::string>> links;
    for (const auto& y : kYears) links.push_back({std::string(y.label) + " year", route(y)});
    p.content = heading_section(heading, "", nav_list(links));
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {heading, p.path}}));
    return p;
  }

  Page syllabus(std::string path) const {
    Page p = base(std::move(path), "Latest AKTU B.Tech Syllabus",
                  "The latest AKTU B.Tech syllabus for first, second, third and fourth year, as PDF.");
    std::vector<std::pair<std::string, std::string>> links;
    for (const auto& y : kYears)
      links.push_back({std::string(y.label) + " Year Syllabus", "/files/syllabus/" + std::string(y.slug) + ".pdf"});
    p.content = heading_section("Latest AKTU B.Tech Syllabus", "", nav_list(links));
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Syllabus", p.path}}));
    p.json_ld.push_back(item_list("AKTU B.Tech syllabus", links));
    return p;
  }

  // Materials of one collection and year: cards with a title, description, subject and link.
  Page materials(std::string path, std::string_view collection, const YearRoutes& y, std::string heading,
                 std::string description, std::string crumb) const {
    Page p = base(std::move(path), heading, std::move(description));
    auto doc = catalog.materials(collection, y.key);
    std::string body = "<ul>";
    std::vector<std::pair<std::string, std::string>> listed;
    if (doc) {
      p.data.push_back({"/api/catalog/" + std::string(collection) + "/" + std::string(y.key), *doc});
      for (const auto& v : items_of(*doc)) {
        const auto& o = v.as_object();
        const auto title = text_of(o, "title"), subject = text_of(o, "subject");
        const auto href = text_of(o, "downloadUrl");
        // The card's label as its heading (SPEC), then the title; the title alone when unlabelled.
        const auto label = text_of(o, "imageUrl");
        body += "<li><h3>" + escape(label.empty() ? title : label) + "</h3>";
        if (!label.empty() && label != title) body += "<p>" + escape(title) + "</p>";
        if (!subject.empty()) body += "<p>Subject: " + escape(subject) + "</p>";
        if (!text_of(o, "description").empty()) body += "<p>" + escape(text_of(o, "description")) + "</p>";
        body += "<p>" + link(href, "Download " + title) + "</p></li>";
        if (core::is_safe_link(href)) listed.push_back({title, href});
      }
    }
    body += "</ul>";
    if (listed.empty()) body += "<p>Nothing here yet.</p>";
    p.content = heading_section(heading, "", body);
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {crumb, p.path}}));
    p.json_ld.push_back(item_list(heading, listed));
    return p;
  }

  Page papers(std::string path, const YearRoutes& y) const {
    const std::string heading = "Previous Year paper for BTECH (2021-25)";
    Page p = base(std::move(path), std::string("AKTU B.Tech ") + std::string(y.label) + " Year Previous Year Papers",
                  std::string("AKTU B.Tech ") + std::string(y.label) +
                      " year previous-year question papers, by subject, as PDF.");
    auto doc = catalog.materials("previous-year", y.key);
    std::string body;
    std::vector<std::pair<std::string, std::string>> listed;
    if (doc) {
      p.data.push_back({"/api/catalog/previous-year/" + std::string(y.key), *doc});
      for (const auto& [subject, items] : by_subject(items_of(*doc))) {
        body += "<section><h2>" + escape(subject) + "</h2><ul>";
        for (const auto& o : items) {
          body += "<li>" + link(text_of(o, "downloadUrl"), text_of(o, "title")) + "</li>";
          if (core::is_safe_link(text_of(o, "downloadUrl")))
            listed.push_back({text_of(o, "title"), text_of(o, "downloadUrl")});
        }
        body += "</ul></section>";
      }
    }
    if (listed.empty()) body += "<p>No papers yet.</p>";
    p.content = heading_section(heading, std::string(y.label) + " year", body);
    p.json_ld.push_back(
        breadcrumbs({{"Home", "/home"}, {"Previous year papers", "/pyq"}, {std::string(y.label) + " year", p.path}}));
    p.json_ld.push_back(item_list(p.title, listed));
    return p;
  }

  static std::string price_line(const json::object& o) {
    const auto price = shown_price(o);
    std::string line = price.amount + (price.gst_included ? " incl. GST" : "");
    if (!price.original.empty()) line += " <s>" + price.original + "</s>";
    return line;
  }

  Page brevi(std::string path, const YearRoutes& y) const {
    const std::string heading = "Brevi Learning notes for B.Tech " + std::string(y.label) + " Year";
    Page p = base(std::move(path), heading,
                  "Brevi Learning notes for B.Tech " + std::string(y.label) + " year, subject by subject.");
    auto doc = catalog.materials("bl-notes", y.key);
    std::string body = "<ul>";
    std::vector<std::pair<std::string, std::string>> listed;
    if (doc) {
      p.data.push_back({"/api/catalog/bl-notes/" + std::string(y.key), *doc});
      for (const auto& v : items_of(*doc)) {
        const auto& o = v.as_object();
        const auto url = "/course-details/" + text_of(o, "id");
        body += "<li><h3>" + link(url, text_of(o, "cardTitle")) + "</h3><p>" + escape(text_of(o, "title")) + "</p><p>" +
                escape(text_of(o, "subject")) + "</p><p>Limited Time Discount: " + price_line(o) + "</p></li>";
        listed.push_back({text_of(o, "cardTitle"), url});
        p.json_ld.push_back(product_ld(o, url, "cardTitle"));
      }
    }
    body += "</ul>";
    if (listed.empty()) body += "<p>No notes yet.</p>";
    p.content = heading_section(heading, "", body);
    p.json_ld.insert(p.json_ld.begin(),
                     breadcrumbs({{"Home", "/home"}, {"Brevi Learning notes", "/brevi_learning"}, {heading, p.path}}));
    p.json_ld.insert(p.json_ld.begin() + 1, item_list(heading, listed));
    return p;
  }

  Page practical(std::string path) const {
    Page p = base(std::move(path), "Latest practical files for B.Tech",
                  "Practical files for every year of AKTU B.Tech, ready to download.");
    std::string body;
    std::vector<std::pair<std::string, std::string>> listed;
    for (const auto& y : kYears) {
      auto doc = catalog.materials("practical", y.key);
      if (!doc) continue;
      p.data.push_back({"/api/catalog/practical/" + std::string(y.key), *doc});
      body += "<section><h2>" + escape(std::string(y.label)) + " year</h2><ul>";
      for (const auto& v : items_of(*doc)) {
        const auto& o = v.as_object();
        body += "<li>" + link(text_of(o, "downloadUrl"), text_of(o, "title")) + "</li>";
        if (core::is_safe_link(text_of(o, "downloadUrl")))
          listed.push_back({text_of(o, "title"), text_of(o, "downloadUrl")});
      }
      body += "</ul></section>";
    }
    p.content = heading_section("Latest practical files for B.Tech", "", body);
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Practical files", p.path}}));
    p.json_ld.push_back(item_list(p.title, listed));
    return p;
  }

  Page courses(std::string path) const {
    Page p = base(std::move(path), "Premium Courses", "Placement-ready premium courses for B.Tech students.");
    auto doc = catalog.courses();
    p.data.push_back({"/api/courses", doc});
    std::string body = "<ul>";
    std::vector<std::pair<std::string, std::string>> listed;
    for (const auto& v : items_of(doc)) {
      const auto& o = v.as_object();
      const auto url = "/course-details/" + text_of(o, "id");
      body += "<li><h2>" + link(url, text_of(o, "title")) + "</h2><p>" + escape(text_of(o, "subject")) + "</p><p>" +
              price_line(o) + "</p></li>";
      listed.push_back({text_of(o, "title"), url});
    }
    body += "</ul>";
    if (listed.empty()) body += "<p>No courses yet.</p>";
    p.content = heading_section("Premium Courses", "", body);
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Premium Courses", p.path}}));
    p.json_ld.push_back(item_list("Premium Courses", listed));
    return p;
  }

  Page course(std::string path, std::string_view id) const {
    auto doc = catalog.course(id);
    if (!doc) return not_found(std::move(path), "This course is not available");
    const auto o = parse(*doc).as_object();
    Page p = base(std::move(path), text_of(o, "title"),
                  text_of(o, "description").empty() ? text_of(o, "title") + " — " + text_of(o, "subject")
                                                    : text_of(o, "description"));
    p.data.push_back({"/api/courses/" + std::string(id), *doc});
    p.og_type = "product";
    std::string body = "<p>" + escape(text_of(o, "subject")) + "</p><p>" + price_line(o) + " — " +
                       text_of(o, "discountPercentage") + "% off</p>";
    p.content = heading_section(text_of(o, "title"), "", body);
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

  // MiniProjects.tsx: a section per level, each project as the app's card. Every project is
  // listed (the app shows three per level until "Show More").
  Page projects(std::string path) const {
    const std::string heading = "Ready-to-Buy Mini Projects for Students";
    Page p = base(std::move(path), heading,
                  "Ready-to-buy mini projects for B.Tech students: beginner, intermediate and advanced.");
    auto doc = catalog.projects();
    p.data.push_back({"/api/projects", doc});
    std::string body;
    std::vector<std::pair<std::string, std::string>> listed;
    const auto items = items_of(doc);
    for (const auto& [level, title, id] :
         {std::tuple{"beginner", "Beginner Level Projects", "beginner-level-projects"},
          std::tuple{"intermediate", "Intermediate Level Projects", "intermediate-level-projects"},
          std::tuple{"advanced", "Advanced Level Projects", "advanced-level-projects"}}) {
      std::string cards;
      for (const auto& v : items) {
        const auto& o = v.as_object();
        if (text_of(o, "level") != level) continue;
        const auto url = "/project/" + text_of(o, "id");
        cards += "<li>" + project_card(o, listed.empty()) + "</li>";
        listed.push_back({text_of(o, "cardTitle"), url});
        p.json_ld.push_back(product_ld(o, url, "cardTitle"));
      }
      body += "<section class=\"mb-10\" aria-labelledby=\"" + std::string(id) + "\"><h2 id=\"" + std::string(id) +
              "\" class=\"mb-4 text-xl font-semibold\">" + title + "</h2>" +
              (cards.empty() ? "<p class=\"text-slate-600\">No projects at this level yet.</p>"
                             : "<ul class=\"grid gap-4 sm:grid-cols-2 lg:grid-cols-3\">" + cards + "</ul>") +
              "</section>";
    }
    if (listed.empty()) body = "<p class=\"text-slate-600\">No mini projects yet. Check back soon.</p>";
    p.content = app_page("mx-auto max-w-6xl px-4 py-8", "mb-8 text-2xl font-bold sm:text-3xl", heading, body);
    p.json_ld.insert(p.json_ld.begin(), breadcrumbs({{"Home", "/home"}, {"Mini projects", p.path}}));
    p.json_ld.insert(p.json_ld.begin() + 1, item_list(heading, listed));
    return p;
  }

  Page project(std::string path, std::string_view id) const {
    auto doc = catalog.project(id);
    if (!doc) return not_found(std::move(path), "This project is not available");
    const auto o = parse(*doc).as_object();
    Page p = base(std::move(path), text_of(o, "site_name"),
                  text_of(o, "subtitle").empty() ? text_of(o, "cardTitle") : text_of(o, "subtitle"));
    p.data.push_back({"/api/projects/" + std::string(id), *doc});
    p.og_type = "product";
    std::string technologies;
    for (const char* key : {"tech1", "tech2", "tech3", "tech4", "tech5"})
      if (!text_of(o, key).empty()) technologies += "<li>" + escape(text_of(o, key)) + "</li>";
    std::string body = "<p>" + escape(text_of(o, "cardTitle")) + " — " + price_line(o) + "</p>";
    if (!technologies.empty()) body += "<h2>Technologies</h2><ul>" + technologies + "</ul>";
    body += "<h2>About the project</h2><p>" + escape(text_of(o, "proj_desc")) + "</p>";
    p.content = heading_section(text_of(o, "site_name"), "", body);
    p.json_ld.push_back(
        breadcrumbs({{"Home", "/home"}, {"Mini projects", "/mini_project"}, {text_of(o, "site_name"), p.path}}));
    auto ld = product_ld(o, p.path, "cardTitle");
    if (!text_of(o, "proj_desc").empty()) ld["description"] = text_of(o, "proj_desc");
    p.json_ld.push_back(std::move(ld));
    return p;
  }

  // The job's own page: a plain summary above its facts.
  static std::string job_summary(const json::object& o) {
    std::string out = "<h3>" + link("/jobs/" + text_of(o, "id"), text_of(o, "role")) + "</h3><p>" +
                      escape(text_of(o, "company")) + " — " + escape(text_of(o, "location")) + "</p><p>" +
                      escape(text_of(o, "salary")) + " · " + escape(text_of(o, "experience")) + "</p>";
    return out;
  }

  // The portal's first page (20 jobs) for the search in the URL, if any: a shared link to a
  // filtered list shows that list before the app runs. Its canonical is the portal itself.
  // Drawn as JobPortal.tsx draws it: the search form, then the app's job cards.
  Page job_portal(std::string path, const JobPortalQuery& query) const {
    const std::string heading = "IT Job Portal";
    Page p = base(std::move(path), heading, "Latest IT and core jobs for B.Tech freshers and graduates.");
    const bool filtered = query != JobPortalQuery{};
    p.cached = !filtered;
    auto fields = jobs.fields();
    p.data.push_back({"/api/jobs/fields", fields});
    auto page_of = [&](const std::string& list) {
      return app_page("mx-auto max-w-5xl px-4 py-8", "mb-6 text-2xl font-bold sm:text-3xl", heading,
                      job_filters(query, items_of(fields)) + "<div class=\"mt-6\">" + list + "</div>");
    };
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Job portal", p.path}}));
    // The same rules as GET /api/jobs on the path the app will ask for.
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
      // The app asks for it and shows the same message.
      p.content = page_of("<p class=\"rounded-xl bg-white p-6 text-slate-600 shadow-sm\">" +
                          escape(search.error().message) + "</p>");
      return p;
    }
    auto doc = jobs.search(*search);
    p.data.push_back({api_path, doc});
    const auto page = parse(doc).as_object();
    std::string list = "<p class=\"mb-3 text-sm text-slate-600\">" + std::to_string(int_of(page, "total")) + " jobs";
    if (!query.q.empty()) list += " matching “" + escape(query.q) + "”";
    if (!query.field.empty()) list += " in " + escape(query.field);
    list += "</p><ul class=\"space-y-4\">";
    std::vector<std::pair<std::string, std::string>> listed;
    for (const auto& v : page.at("items").as_array()) {
      const auto& o = v.as_object();
      list += "<li>" + job_card(o) + "</li>";
      listed.push_back({text_of(o, "role") + " at " + text_of(o, "company"), "/jobs/" + text_of(o, "id")});
    }
    list += "</ul>";
    if (listed.empty())
      list =
          "<p class=\"rounded-xl bg-white p-6 text-slate-600 shadow-sm\">" +
          std::string(filtered ? "No jobs match your search. Try other words or clear the filters." : "No jobs yet.") +
          "</p>";
    p.content = page_of(list);
    p.json_ld.push_back(item_list("Latest jobs", listed));
    return p;
  }

  Page job(std::string path, std::string_view id) const {
    auto doc = jobs.job(id);
    if (!doc) return not_found(std::move(path), "This job is no longer listed");
    const auto o = parse(*doc).as_object();
    const auto heading = text_of(o, "role") + " at " + text_of(o, "company");
    Page p = base(std::move(path), heading,
                  heading + ", " + text_of(o, "location") + ". " + text_of(o, "qualification") + " " +
                      text_of(o, "experience") + ".");
    p.data.push_back({"/api/jobs/" + std::string(id), *doc});
    std::string body = job_summary(o) + "<dl>";
    for (const auto& [label, key] :
         {std::pair{"Skills", "skills"}, std::pair{"Qualification", "qualification"},
          std::pair{"Eligibility", "eligibility"}, std::pair{"Batch", "batch"}, std::pair{"Field", "field"}})
      body += "<dt>" + std::string(label) + "</dt><dd>" + escape(text_of(o, key)) + "</dd>";
    body += "</dl><p>" + link(text_of(o, "applyUrl"), "Apply now") + "</p>";
    p.content = heading_section(heading, "", body);
    p.json_ld.push_back(breadcrumbs({{"Home", "/home"}, {"Job portal", "/Job_portal"}, {heading, p.path}}));
    p.json_ld.push_back(job_posting_ld(o));
    return p;
  }

  Page not_found(std::string path, std::string heading) const {
    Page p = base(std::move(path), heading, "The page you asked for is not here. It may have been removed.");
    p.status = 404;
    p.noindex = true;
    p.content = heading_section(heading, p.description, "<p><a href=\"/home\">Go to the home page</a></p>");
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
  if (is({"studymaterial"}))
    return b.chooser("/studymaterial", "Choose study material for your year",
                     "Notes and study material for AKTU B.Tech, year by year.",
                     [](const YearRoutes& y) { return "/Study_material/" + std::string(y.study); });
  if (is({"quantum"}))
    return b.chooser("/quantum", "Choose Latest quantum for BTECH", "The latest Quantum books for AKTU B.Tech.",
                     [](const YearRoutes& y) { return "/" + std::string(y.label) + "YearQuantum"; });
  if (is({"pyq"}))
    return b.chooser("/pyq", "Previous year papers for BTECH", "AKTU B.Tech previous-year question papers.",
                     [](const YearRoutes& y) { return "/pyq/" + std::string(y.label) + "-year"; });
  if (is({"imp_topic"}) || is({"important-topics"}))
    return b.chooser(n == 1 && s[0] == "imp_topic" ? "/imp_topic" : "/important-topics", "Important topics for BTECH",
                     "Important topics for every AKTU B.Tech exam, year by year.",
                     [](const YearRoutes& y) { return "/important-topics/" + std::string(y.slug); });
  if (is({"brevi_learning"}))
    return b.chooser("/brevi_learning", "Brevi Learning notes for B.Tech", "Brevi Learning notes for AKTU B.Tech.",
                     [](const YearRoutes& y) { return "/brevi_learning/" + std::string(y.label) + "-year"; });
  if (is({"handwritten_notes", "year_selection"}))
    return b.chooser("/handwritten_Notes/year_selection", "Handwritten notes for BTECH",
                     "Handwritten notes for AKTU B.Tech.",
                     [](const YearRoutes& y) { return "/handwritten_Notes/" + std::string(y.label) + "-year"; });
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
    if (auto y = year_by_label(s[1], "-year")) return b.papers("/pyq/" + std::string(y->label) + "-year", *y);
  if (n == 2 && s[0] == "important-topics")
    for (const auto& y : kYears)
      if (s[1] == y.slug)
        return b.materials("/important-topics/" + std::string(y.slug), "important-topics", y,
                           "important topics for " + std::string(y.label) + " Year",
                           "Important topics for AKTU B.Tech " + std::string(y.label) + " year exams.",
                           "Important topics");
  if (n == 1)
    if (auto y = year_by_label(s[0], "YearQuantum"))
      return b.materials("/" + std::string(y->label) + "YearQuantum", "quantum", *y,
                         "Latest Quantum for btech " + core::ascii_lower(y->label) + " year",
                         "The latest Quantum books for AKTU B.Tech " + core::ascii_lower(y->label) + " year.",
                         "Quantum");
  if (n == 2 && s[0] == "study_material")
    for (const auto& y : kYears)
      if (s[1] == core::ascii_lower(y.study))
        return b.materials("/Study_material/" + std::string(y.study), "notes", y,
                           "Latest notes for B.Tech " + std::string(y.label) + " Year",
                           "Notes for AKTU B.Tech " + std::string(y.label) + " year, subject by subject.",
                           "Study material");
  if (n == 2 && s[0] == "handwritten_notes")
    if (auto y = year_by_label(s[1], "-year"))
      return b.materials("/handwritten_Notes/" + std::string(y->label) + "-year", "notes", *y,
                         "Handwritten notes for B.Tech " + std::string(y->label) + " Year",
                         "Handwritten notes for AKTU B.Tech " + std::string(y->label) + " year.", "Handwritten notes");
  if (n == 2 && s[0] == "brevi_learning")
    if (auto y = year_by_label(s[1], "-year")) return b.brevi("/brevi_learning/" + std::string(y->label) + "-year", *y);

  // Pages with nothing to show a crawler: their own title, and kept out of search results.
  struct Private {
    std::string_view path, heading;
  };
  static constexpr Private kPrivate[] = {
      {"/admin", "Admin panel"},
      {"/login", "Login"},
      {"/signup", "Sign up"},
      {"/auth_model", "Sign in"},
      {"/dashboaard", "Your account"},
      {"/dataa", "Data uploader"},
      {"/seeding_jobs", "Seed jobs"},
      {"/SeedBlThird", "Seed first-year content"},
      {"/profile", "Your profile"},
      {"/purchases", "My purchases"},
      {"/saved", "Saved for offline"},
      {"/forgot-password", "Forgot password"},
      {"/reset-password", "Reset password"},
      {"/verify-email", "Verify your e-mail"},
      {"/library", "My library"},
      {"/alerts/unsubscribe", "Stop this job alert"},
  };
  std::string joined;
  for (const auto& segment : s) joined += (joined.empty() ? "" : "/") + segment;
  for (const auto& priv : kPrivate)
    if (joined == core::ascii_lower(priv.path.substr(1)))
      return b.info_page(std::string(priv.path), std::string(priv.heading),
                         site_name_ + " — " + std::string(priv.heading), true);
  return std::nullopt;
}

std::optional<PublicPages::Rendered> PublicPages::render(const DocumentShell& shell,
                                                         const std::vector<std::string>& segments,
                                                         const std::string& origin, const QueryParam& param) {
  std::string key = origin + '\x1f';
  // As requested, not lower-cased: route words are matched case-insensitively, but ids are
  // not, and /project/ABC must not be answered with /project/abc's cached page.
  for (const auto& s : segments) key += s + '/';
  // Unknown ids are not cached (their pages are built each time: cheap, and bounded by
  // nothing a visitor controls), every other page is.
  // The portal is looked up with its search (a filtered one is then built, not cached); every
  // other page ignores the query string, so ?utm_source=… finds the cached page.
  if (segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal")
    key += '\x1f' + jobs_api_path(job_portal_query(param));
  // Only the job portal and a job's page show jobs.
  const bool job_page = !segments.empty() && (core::ascii_lower(segments[0]) == "job_portal" ||
                                              (segments.size() == 2 && core::ascii_lower(segments[0]) == "jobs"));
  std::optional<unsigned> status;
  std::string uncached;
  auto doc = (job_page ? job_pages_ : catalog_pages_).get(key, [&]() -> std::optional<std::string> {
    auto p = page(segments, param);
    if (!p) return std::nullopt;
    p->data.push_back({"/api/site", site_});
    status = p->status;
    if (p->status != 200 || !p->cached) {
      uncached = shell.render(*p, origin, site_name_);
      return std::nullopt;
    }
    return shell.render(*p, origin, site_name_);
  });
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
