// Server-rendered public pages (issue 14), as a crawler or a phone without JavaScript gets
// them with curl: each public route's own title, description and canonical link, JSON-LD
// that parses and carries what search engines require, the page's items inside #root, and
// the API answers embedded for the app; real 404s for unknown ids; the sitemap and robots.
#include <gtest/gtest.h>

#include <thread>

#include <boost/json.hpp>

#include <fstream>
#include <map>
#include <set>

#include "../support/browser.hpp"
#include "../support/test_server.hpp"
#include "pages/route_facts.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR

using namespace pathshala;
using namespace pathshala::test_support;
namespace json = boost::json;
namespace bhttp = boost::beast::http;

namespace {

// The built app's index.html as Vite writes it (the parts the server fills in).
const char* kShell = R"(<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The generic description." />
    <title>Pathshala — study resources for B.Tech</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Pathshala needs JavaScript to show study material.</noscript>
  </body>
</html>
)";

// What lies between open and the next close after it ("" when absent).
std::string between(const std::string& text, const std::string& open, const std::string& close, std::size_t from = 0) {
  const auto start = text.find(open, from);
  if (start == std::string::npos) return "";
  const auto end = text.find(close, start + open.size());
  return end == std::string::npos ? "" : text.substr(start + open.size(), end - start - open.size());
}

std::vector<json::object> json_ld(const std::string& html) {
  std::vector<json::object> out;
  const std::string open = R"(<script type="application/ld+json" data-page>)";
  for (auto at = html.find(open); at != std::string::npos; at = html.find(open, at + 1))
    out.push_back(json::parse(between(html, open, "</script>", at)).as_object());
  return out;
}

std::vector<json::object> of_type(const std::vector<json::object>& all, const std::string& type) {
  std::vector<json::object> out;
  for (const auto& o : all)
    if (o.at("@type") == type.c_str()) out.push_back(o);
  return out;
}

// The HTML inside #root (whose tag says which URL it was drawn for: drawn_for_of).
std::string root_of(const std::string& html) {
  const auto tag = html.find(R"(<div id="root")");
  const auto open_end = tag == std::string::npos ? std::string::npos : html.find('>', tag);
  if (open_end == std::string::npos) return "";
  return between(html, html.substr(tag, open_end + 1 - tag), R"(</div><script id="page-data")");
}

std::string drawn_for_of(const std::string& html) { return between(html, R"(<div id="root" data-drawn-for=")", "\""); }

json::object page_data(const std::string& html) {
  return json::parse(between(html, R"(<script id="page-data" type="application/json">)", "</script>")).as_object();
}

std::string escaped(std::string s) {  // as the server writes text into HTML
  std::string out;
  for (char c : s) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else if (c == '\'')
      out += "&#39;";
    else
      out += c;
  }
  return out;
}

class PublicPages : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer({}, [](core::Config& config, accounts::AccountsOptions&) {
      write_text(config.web_dir / "index.html", kShell);
      // The web app's own renderer: the pages are the app's components (make web builds it).
      const auto bundle = std::filesystem::path(PATHSHALA_SOURCE_DIR) / "../web/dist/server/render.js";
      ASSERT_TRUE(std::filesystem::exists(bundle)) << bundle << " is missing: run `make web` first";
      std::filesystem::create_directories(config.web_dir / "server");
      std::filesystem::copy_file(bundle, config.web_dir / "server" / "render.js");
      // What the build says of the app's routes: their patterns, the public pages the sitemap
      // lists, their link previews, the queries pages read and the item pages' patterns.
      for (const char* file :
           {"app-routes.json", "sitemap-pages.json", "link-previews.json", "page-queries.json", "item-pages.json"})
        std::filesystem::copy_file(bundle.parent_path().parent_path() / file, config.web_dir / file,
                                   std::filesystem::copy_options::overwrite_existing);
    });
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  // The site's origin (no public URL: localhost), whatever Host a request named.
  static std::string origin() { return "http://localhost:" + std::to_string(server->port); }
  static Reply page(const std::string& path, unsigned status = 200) {
    auto r =
        server->fetch(path, boost::beast::http::verb::get, {{"Host", "127.0.0.1:" + std::to_string(server->port)}});
    EXPECT_EQ(r.status, status) << path;
    EXPECT_EQ(r.header("content-type"), "text/html; charset=utf-8") << path;
    return r;
  }
  static json::object api(const std::string& path) { return json::parse(server->fetch(path).body).as_object(); }
  static TestServer* server;
};
TestServer* PublicPages::server = nullptr;

struct ListRoute {
  std::string path, title, api;  // api: the list it shows (its first item must be in the page)
};

TEST_F(PublicPages, EveryListPageHasItsOwnHeadJsonLdItemsAndEmbeddedAnswer) {
  const std::vector<ListRoute> routes = {
      {"/pyq/Second-year", "AKTU B.Tech Second Year Previous Year Papers", "/api/catalog/previous-year/secondYear"},
      {"/important-topics/first-year", "important topics for First Year", "/api/catalog/important-topics/firstYear"},
      {"/ThirdYearQuantum", "Latest Quantum for btech third year", "/api/catalog/quantum/thirdYear"},
      {"/Study_material/FinalYearStudyMaterialPage", "Latest notes for B.Tech Fourth Year",
       "/api/catalog/notes/fourthYear"},
      {"/handwritten_Notes/First-year", "Handwritten notes for B.Tech First Year", "/api/catalog/notes/firstYear"},
      {"/brevi_learning/First-year", "Brevi Learning notes for B.Tech First Year", "/api/catalog/bl-notes/firstYear"},
      {"/practical_files/All_year_pract", "Latest practical files for B.Tech", "/api/catalog/practical/firstYear"},
      {"/Premium_courses", "Premium Courses", "/api/courses"},
      {"/mini_project", "Ready-to-Buy Mini Projects for Students", "/api/projects"},
      {"/Job_portal", "IT Job Portal", "/api/jobs?limit=20"},
  };
  for (const auto& route : routes) {
    SCOPED_TRACE(route.path);
    auto html = page(route.path).body;
    EXPECT_EQ(between(html, "<title data-page>", "</title>"), escaped(route.title + " | Pathshala Test"));
    EXPECT_NE(html.find(R"(<meta name="description" content=")"), std::string::npos);
    EXPECT_EQ(html.find("The generic description."), std::string::npos) << "the shell's own description is replaced";
    EXPECT_NE(html.find(R"(<link rel="canonical" href=")" + origin() + route.path + "\""), std::string::npos);
    EXPECT_NE(html.find(R"(<meta property="og:title" content=")"), std::string::npos);
    EXPECT_EQ(html.find("noindex"), std::string::npos);

    auto ld = json_ld(html);
    ASSERT_FALSE(ld.empty());
    for (const auto& o : ld) EXPECT_EQ(o.at("@context"), "https://schema.org");
    auto crumbs = of_type(ld, "BreadcrumbList");
    ASSERT_EQ(crumbs.size(), 1u);
    EXPECT_EQ(crumbs[0].at("itemListElement").as_array().front().at("name"), "Home");
    auto lists = of_type(ld, "ItemList");
    ASSERT_EQ(lists.size(), 1u);

    // The first item of the list the page shows is in #root and in the ItemList; the API's
    // answer is embedded under the path the app asks for, unchanged.
    const auto answer = api(route.api);
    const auto& first = answer.at("items").as_array().at(0).as_object();
    // (A card shows its cardTitle when it has one; a paper or a note its title; a job its role.)
    const std::string name(first.contains("role")        ? first.at("role").as_string()
                           : first.contains("cardTitle") ? first.at("cardTitle").as_string()
                                                         : first.at("title").as_string());
    EXPECT_NE(root_of(html).find(escaped(name)), std::string::npos) << name;
    EXPECT_GE(lists[0].at("itemListElement").as_array().size(), 1u);
    auto data = page_data(html);
    ASSERT_TRUE(data.contains(route.api)) << json::serialize(data);
    EXPECT_EQ(data.at(route.api), json::value(answer));
    EXPECT_EQ(data.at("/api/site"), json::parse(server->fetch("/api/site").body)) << "every page asks for it";
  }
}

TEST_F(PublicPages, AFilteredJobPortalShowsThatSearchAndEmbedsItUnderTheAppsPath) {
  // A shared link: one company's jobs, best paid first (and a tracking parameter).
  const auto newest = api("/api/jobs?limit=20").at("items").as_array().at(0).as_object();
  const std::string company(newest.at("company").as_string());
  std::string encoded;  // as the browser sends it
  for (char c : company) encoded += c == ' ' ? std::string("%20") : std::string(1, c);
  auto html = page("/Job_portal?utm_source=share&sort=salary&q=" + encoded).body;

  // The app asks for /api/jobs with its parameters in its own order, a space as '+'.
  const std::string key = "/api/jobs?q=" + pages::form_urlencode(company) + "&sort=salary&limit=20";
  const auto answer = api(key);
  auto data = page_data(html);
  ASSERT_TRUE(data.contains(key)) << json::serialize(data);
  EXPECT_EQ(data.at(key), json::value(answer));
  EXPECT_FALSE(data.contains("/api/jobs?limit=20"));
  EXPECT_NE(root_of(html).find(">" + std::to_string(answer.at("total").as_int64()) + " jobs</p>"), std::string::npos)
      << root_of(html);
  EXPECT_NE(root_of(html).find(R"(value=")" + escaped(company) + "\""), std::string::npos) << "the search box holds it";
  for (const auto& job : answer.at("items").as_array())
    EXPECT_NE(root_of(html).find("/jobs/" + std::string(job.at("id").as_string())), std::string::npos);
  EXPECT_NE(html.find(R"(<link rel="canonical" href=")" + origin() + "/Job_portal\""), std::string::npos);
  // #root says the URL it was drawn for (the search as the app spells it, without what the
  // page ignores): the app adopts this HTML only when opened at exactly that URL.
  EXPECT_EQ(drawn_for_of(html), "/Job_portal?q=" + pages::form_urlencode(company) + "&amp;sort=salary");
  EXPECT_EQ(drawn_for_of(page("/Job_portal").body), "/Job_portal");
  EXPECT_EQ(drawn_for_of(page("/pyq/Second-year?q=x").body), "/pyq/Second-year");

  // Unknown filter values are the defaults, as in the app; other pages ignore the query.
  auto plain = page("/Job_portal?experience=ten-years&sort=oldest&utm_source=x").body;
  EXPECT_TRUE(page_data(plain).contains("/api/jobs?limit=20"));
  EXPECT_EQ(page("/pyq/Second-year?q=" + encoded).body, page("/pyq/Second-year").body);

  // A search the API refuses (longer than the box allows) embeds no list; the page is what the
  // app's first render shows before it asks again and says why.
  auto refused = page("/Job_portal?q=" + std::string(101, 'x')).body;
  EXPECT_NE(root_of(refused).find("<h1 "), std::string::npos) << root_of(refused);
  for (const auto& [path, _] : page_data(refused)) EXPECT_FALSE(path.starts_with("/api/jobs?")) << path;
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// Every page is the web app's own markup (web/dist/server/render.js runs its components):
// the portal's search form (a plain GET form, so Enter searches without JavaScript) holding
// the shared link's search, its job cards, and the mini projects' cards with only the first
// image fetched at once.
TEST_F(PublicPages, PagesAreTheAppsOwnComponents) {
  auto portal = root_of(page("/Job_portal?q=engineer&experience=fresher&sort=salary").body);
  EXPECT_NE(portal.find(R"(<form action="/Job_portal" method="get" role="search" aria-label="Job search")"),
            std::string::npos)
      << portal;
  EXPECT_NE(portal.find(R"(name="q" value="engineer")"), std::string::npos);
  EXPECT_NE(portal.find(R"(<option selected value="fresher">)"), std::string::npos);
  EXPECT_NE(portal.find(R"(<option selected value="salary">)"), std::string::npos);
  EXPECT_EQ(portal.find(R"(<option selected value="recent">)"), std::string::npos);
  const auto answer = api("/api/jobs?q=engineer&experience=fresher&sort=salary&limit=20");
  ASSERT_FALSE(answer.at("items").as_array().empty());
  const auto fields = api("/api/jobs/fields");  // kept: a range over a temporary's member dangles
  for (const auto& field : fields.at("items").as_array())
    EXPECT_NE(portal.find("<option value=\"" + escaped(std::string(field.as_string())) + "\">"), std::string::npos);
  const auto& first = answer.at("items").as_array().at(0).as_object();
  const std::string role(first.at("role").as_string()), company(first.at("company").as_string());
  EXPECT_NE(portal.find("<a href=\"/jobs/" + std::string(first.at("id").as_string())), std::string::npos);
  EXPECT_NE(portal.find("aria-label=\"Apply for " + escaped(role) + " at " + escaped(company) + "\""),
            std::string::npos);
  EXPECT_EQ(count_of(portal, "<article "), answer.at("items").as_array().size());
  EXPECT_NE(portal.find("<header "), std::string::npos) << "the app's whole layout";
  EXPECT_NE(portal.find("<footer"), std::string::npos);

  const auto projects = api("/api/projects").at("items").as_array();
  ASSERT_GE(projects.size(), 2u);
  auto minis = root_of(page("/mini_project").body);
  // Three per level until "Show More", as the app shows them; only the first card's image,
  // the page's largest element, is fetched at once.
  const auto cards = count_of(minis, "<article ");
  EXPECT_GE(cards, 3u);
  EXPECT_LE(cards, projects.size());
  EXPECT_EQ(count_of(minis, R"(fetchPriority="high")"), 1u) << minis;
  EXPECT_EQ(count_of(minis, R"(loading="lazy")"), cards - 1);
  const std::string title(projects.at(0).at("cardTitle").as_string());
  EXPECT_NE(minis.find("aria-label=\"View details of " + escaped(title) + "\""), std::string::npos) << title;
}

// Every rendered page has the app's header: on a tablet or wider its main links (this page's
// marked current) and the site search, which works as a plain form.
TEST_F(PublicPages, TheHeaderHasTheMainLinksAndTheSiteSearch) {
  auto topics = root_of(page("/important-topics/first-year").body);
  const auto header = between(topics, "<header ", "</header>");
  EXPECT_NE(header.find(R"(href="/important-topics")"), std::string::npos) << header;
  EXPECT_EQ(count_of(header, "aria-current=\"page\""), 1u) << header;
  EXPECT_NE(header.find(R"(<form role="search" action="/search" method="get" aria-label="Site search")"),
            std::string::npos);
  EXPECT_NE(header.find(R"(>Search the site</label>)"), std::string::npos);
  EXPECT_NE(header.find(R"(>Pathshala Test</a>)"), std::string::npos);
}

// Who is signed in is known for a request without a session (nobody): its page embeds that
// answer and its header says "signup now" from the first paint, as the app's first render
// does with it. A request with a session gets the page without it (the app asks), drawn and
// cached apart, so one visitor's page never goes to the other.
TEST_F(PublicPages, ARequestWithoutASessionIsDrawnSignedOut) {
  const auto out = page("/home").body;
  EXPECT_EQ(page_data(out).at("/api/auth/session"), json::parse(server->fetch("/api/auth/session").body));
  EXPECT_NE(between(root_of(out), "<header ", "</header>").find(">signup now</a>"), std::string::npos);

  ASSERT_TRUE(
      server->accounts->create_user({"pages@example.com", "Student", 3, "pages-pass-1", false}, accounts::now_ms())
          .ok());
  Browser student = signed_in_browser(*server, "pages@example.com", "pages-pass-1");
  const auto in = student.get("/home");
  ASSERT_EQ(in.status, 200u);
  EXPECT_FALSE(page_data(in.body).contains("/api/auth/session"));
  EXPECT_EQ(root_of(in.body).find("signup now"), std::string::npos);
  EXPECT_NE(page("/home").body.find(">signup now</a>"), std::string::npos) << "still the signed-out page for others";
  // The signed-in visitor's page has its data all the same (the app asks, the server answers).
  const auto papers = student.get("/pyq/Second-year");
  ASSERT_EQ(papers.status, 200u);
  const auto answer = api("/api/catalog/previous-year/secondYear");
  EXPECT_EQ(page_data(papers.body).at("/api/catalog/previous-year/secondYear"), answer);
  const auto first = std::string(answer.at("items").as_array().at(0).at("title").as_string());
  EXPECT_NE(root_of(papers.body).find(escaped(first)), std::string::npos) << first;
}

TEST(RouteFacts, EncodesLikeUrlSearchParams) {
  // new URLSearchParams([["q", v]]).toString() in a browser, for each v.
  EXPECT_EQ(pages::form_urlencode("data structure"), "data+structure");
  EXPECT_EQ(pages::form_urlencode("C++ & Go/ü"), "C%2B%2B+%26+Go%2F%C3%BC");
  EXPECT_EQ(pages::form_urlencode("a*b-c.d_e~f'g(h)!"), "a*b-c.d_e%7Ef%27g%28h%29%21");
  EXPECT_EQ(pages::form_urlencode("3+"), "3%2B");
}

TEST_F(PublicPages, StaticPagesAndChoosersHaveTheirOwnTitlesAndLinks) {
  for (const auto& [path, title, link] : std::vector<std::tuple<std::string, std::string, std::string>>{
           {"/home", "Pathshala Test — study resources for B.Tech", "/pyq"},
           {"/", "Pathshala Test — study resources for B.Tech", "/Job_portal"},
           {"/syllabus", "Latest AKTU B.Tech Syllabus | Pathshala Test", "/files/syllabus/first-year.pdf"},
           {"/pyq", "Previous year papers for BTECH | Pathshala Test", "/pyq/Third-year"},
           {"/quantum", "Choose Latest quantum for BTECH | Pathshala Test", "/FourthYearQuantum"},
           {"/important-topics", "Important topics for BTECH | Pathshala Test", "/important-topics/second-year"},
           {"/studymaterial", "Choose study material for your year | Pathshala Test",
            "/Study_material/FinalYearStudyMaterialPage"},
       }) {
    SCOPED_TRACE(path);
    auto html = page(path).body;
    EXPECT_EQ(between(html, "<title data-page>", "</title>"), escaped(title));
    EXPECT_NE(root_of(html).find("href=\"" + link + "\""), std::string::npos);
    EXPECT_FALSE(json_ld(html).empty());
  }
}

TEST_F(PublicPages, ItemPagesCarryCourseProductAndJobPosting) {
  const std::string course_id(api("/api/courses").at("items").as_array().at(0).at("id").as_string());
  auto course = json_ld(page("/course-details/" + course_id).body);
  auto courses = of_type(course, "Course");
  ASSERT_EQ(courses.size(), 1u);
  for (const char* key : {"name", "description", "provider", "offers"}) EXPECT_TRUE(courses[0].contains(key)) << key;
  EXPECT_EQ(courses[0].at("offers").at("priceCurrency"), "INR");
  EXPECT_GT(courses[0].at("offers").at("price").to_number<double>(), 0);

  const std::string notes_id(api("/api/catalog/bl-notes/firstYear").at("items").as_array().at(0).at("id").as_string());
  auto notes = of_type(json_ld(page("/course-details/" + notes_id).body), "Product");
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0].at("offers").at("priceCurrency"), "INR");

  const auto project = api("/api/projects").at("items").as_array().at(0).as_object();
  auto project_html = page("/project/" + std::string(project.at("id").as_string())).body;
  EXPECT_NE(root_of(project_html).find(escaped(std::string(project.at("site_name").as_string()))), std::string::npos);
  auto products = of_type(json_ld(project_html), "Product");
  ASSERT_EQ(products.size(), 1u);
  EXPECT_EQ(products[0].at("offers").at("priceCurrency"), "INR");

  const auto job = api("/api/jobs?limit=1").at("items").as_array().at(0).as_object();
  const std::string job_id(job.at("id").as_string());
  auto job_html = page("/jobs/" + job_id).body;
  auto postings = of_type(json_ld(job_html), "JobPosting");
  ASSERT_EQ(postings.size(), 1u);
  const auto& posting = postings[0];
  // Google's required properties.
  EXPECT_EQ(posting.at("title"), job.at("role"));
  EXPECT_FALSE(posting.at("description").as_string().empty());
  EXPECT_EQ(posting.at("hiringOrganization").at("name"), job.at("company"));
  EXPECT_EQ(posting.at("datePosted").as_string().size(), 20u);  // 2026-11-23T10:00:00Z
  EXPECT_TRUE(posting.contains("jobLocation") || posting.at("jobLocationType") == "TELECOMMUTE");
  EXPECT_EQ(page_data(job_html).at("/api/jobs/" + job_id), json::value(job));
}

TEST_F(PublicPages, CoursesQualifyForCourseInfoAndJobsCarrySalaryAndType) {
  const std::string course_id(api("/api/courses").at("items").as_array().at(0).at("id").as_string());
  const auto course = of_type(json_ld(page("/course-details/" + course_id).body), "Course").at(0);
  EXPECT_EQ(course.at("hasCourseInstance").at("@type"), "CourseInstance");
  EXPECT_EQ(course.at("hasCourseInstance").at("courseMode"), "Online");
  EXPECT_EQ(course.at("offers").at("category"), "Paid");

  // A job whose salary text gives rupees: a yearly range in INR; an intern's type.
  bool salaried = false;
  const auto jobs = api("/api/jobs?limit=50");
  for (const auto& v : jobs.at("items").as_array()) {
    const auto& job = v.as_object();
    const std::string salary(job.at("salary").as_string());
    if (salary.find("LPA") == std::string::npos) continue;
    const auto posting =
        of_type(json_ld(page("/jobs/" + std::string(job.at("id").as_string())).body), "JobPosting").at(0);
    const auto& base = posting.at("baseSalary").as_object();
    EXPECT_EQ(base.at("currency"), "INR") << salary;
    const auto& value = base.at("value").as_object();
    EXPECT_EQ(value.at("unitText"), "YEAR");
    EXPECT_TRUE(value.contains("maxValue") || value.contains("value")) << salary;
    EXPECT_FALSE(posting.at("employmentType").as_string().empty());
    // Valid 45 days from posting.
    EXPECT_GT(posting.at("validThrough").as_string(), posting.at("datePosted").as_string());
    salaried = true;
    break;
  }
  EXPECT_TRUE(salaried) << "no demo job with an LPA salary";
}

// Every route's og:image is its own kind's picture, as the app's table says (read from the
// build's file, not a list of the test's own).
TEST_F(PublicPages, EveryRouteHasItsOwnKindsLinkPreviewThatChatAppsCanShow) {
  const auto file = std::filesystem::path(PATHSHALA_SOURCE_DIR) / "../web/dist/link-previews.json";
  std::ifstream in(file);
  ASSERT_TRUE(in) << file;
  const auto previews = json::parse(std::string(std::istreambuf_iterator<char>(in), {})).as_object();
  std::map<std::string, std::string> labels;  // kind → label
  for (const auto& k : previews.at("kinds").as_array())
    labels[std::string(k.at("key").as_string())] = std::string(k.at("label").as_string());
  std::set<std::string> kinds_seen;
  for (const auto& [pattern, kind_value] : previews.at("routes").as_object()) {
    const std::string kind(kind_value.as_string());
    std::string path(pattern);  // an id for each :param
    for (auto at = path.find(':'); at != std::string::npos; at = path.find(':', at)) {
      const auto end = path.find('/', at);
      path.replace(at, end == std::string::npos ? std::string::npos : end - at, "x1");
    }
    SCOPED_TRACE(path);
    const auto html = server->fetch(path).body;
    EXPECT_EQ(between(html, R"(<meta property="og:image" content=")", "\""), origin() + "/og/" + kind + ".png");
    EXPECT_NE(between(html, R"(<meta property="og:image:alt" content=")", "\"").find(escaped(labels.at(kind))),
              std::string::npos);
    EXPECT_NE(html.find(R"(<meta name="twitter:card" content="summary_large_image")"), std::string::npos);
    kinds_seen.insert(kind);
  }
  EXPECT_GE(kinds_seen.size(), 15u) << "each kind of page has its own picture";
  std::set<std::string> pictures;
  for (const auto& [kind, label] : labels) {
    SCOPED_TRACE(kind);
    const auto png = server->fetch("/og/" + kind + ".png");
    ASSERT_EQ(png.status, 200u);
    EXPECT_EQ(png.header("content-type"), "image/png");
    // The PNG signature, then IHDR: width and height, big-endian.
    ASSERT_GT(png.body.size(), 24u);
    EXPECT_EQ(png.body.substr(1, 3), "PNG");
    const auto be32 = [&](std::size_t at) {
      return (std::uint32_t(std::uint8_t(png.body[at])) << 24) | (std::uint32_t(std::uint8_t(png.body[at + 1])) << 16) |
             (std::uint32_t(std::uint8_t(png.body[at + 2])) << 8) | std::uint32_t(std::uint8_t(png.body[at + 3]));
    };
    EXPECT_EQ(be32(16), 1200u);
    EXPECT_EQ(be32(20), 630u);
    pictures.insert(png.body);
  }
  EXPECT_EQ(pictures.size(), labels.size()) << "no two kinds share a picture";
  EXPECT_EQ(server->fetch("/og/nothing.png").status, 404u);
  EXPECT_EQ(server->fetch("/og/site.jpg").status, 404u);
}

TEST_F(PublicPages, UnknownIdsAreReal404Pages) {
  for (const char* path : {"/project/no-such-project", "/course-details/no-such-course", "/jobs/no-such-job"}) {
    auto r = page(path, 404);
    EXPECT_NE(r.body.find("noindex"), std::string::npos) << path;
    // The app's own "not here" view, not a loading state.
    EXPECT_NE(root_of(r.body).find("<main id=\"main\""), std::string::npos) << path;
    EXPECT_EQ(root_of(r.body).find("Loading"), std::string::npos) << path;
  }
  // Ids are case-sensitive: a known project's page, once cached, does not answer its id upper-cased.
  std::string id(api("/api/projects").at("items").as_array().at(0).at("id").as_string());
  page("/project/" + id);
  for (auto& c : id) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  page("/project/" + id, 404);
  // And what is not a page at all is the app's not-found page, 404 as before.
  EXPECT_EQ(server->fetch("/no/such/page").status, 404u);
}

TEST_F(PublicPages, SignInAdminAndToolPagesAreNoindex) {
  for (const char* path :
       {"/admin", "/login", "/signup", "/auth_model", "/dashboaard", "/dataa", "/seeding_jobs", "/SeedBlThird"}) {
    auto html = page(path).body;
    EXPECT_NE(html.find(R"(<meta name="robots" content="noindex" data-page />)"), std::string::npos) << path;
  }
  // A student's own pages too, with their own titles.
  {
    const auto lib = page("/library").body;
    EXPECT_NE(lib.find("<title data-page>My library | "), std::string::npos) << lib;
  }
  // The app's first render of them (a loading state: the session is the browser's), except
  // with a query string, which such a page may read (a reset link's token) and the server
  // cannot draw: then the app's shell, empty, and never the page drawn without it.
  const auto unsubscribe = page("/alerts/unsubscribe").body;
  EXPECT_NE(root_of(unsubscribe).find("<header "), std::string::npos);
  EXPECT_EQ(server->fetch("/alerts/unsubscribe?token=abc").body, kShell);
  EXPECT_NE(unsubscribe.find("Stop this job alert"), std::string::npos);
  EXPECT_NE(unsubscribe.find(R"(<meta name="robots" content="noindex" data-page />)"), std::string::npos);
}

TEST_F(PublicPages, HostileTitlesStayText) {
  catalog::Material m;
  m.collection = "notes";
  m.year = "thirdYear";
  m.title = "</script><script>alert(1)</script> & <b>bold</b>";
  m.description = "\" onmouseover=\"alert(2)";
  m.image_label = "Unit 9";
  m.subject = "Security";
  m.download_url = "/files/notes/x.pdf";
  ASSERT_TRUE(server->catalog->create_material(m).ok());
  // Drawn before (another test) the page is redrawn in the background: wait for it.
  ASSERT_TRUE(server->app->pages.wait_fresh(std::chrono::seconds(20)));
  auto html = page("/Study_material/ThirdYearStudyMaterialPage").body;
  EXPECT_EQ(html.find("<script>alert(1)"), std::string::npos);
  EXPECT_EQ(html.find("\" onmouseover=\"alert"), std::string::npos);
  // As Preact writes text: & and < escaped (a > cannot open a tag), quotes in attributes.
  EXPECT_NE(root_of(html).find("&lt;/script>&lt;script>alert(1)&lt;/script> &amp; &lt;b>bold&lt;/b>"),
            std::string::npos);
  // The embedded answer and the JSON-LD still parse to the very same title.
  bool found = false;
  const auto data = page_data(html);  // held: a range-for over a temporary's member dangles
  for (const auto& item : data.at("/api/catalog/notes/thirdYear").at("items").as_array())
    found = found || item.at("title") == m.title.c_str();
  EXPECT_TRUE(found);
  bool listed = false;
  for (const auto& list : of_type(json_ld(html), "ItemList"))
    for (const auto& item : list.at("itemListElement").as_array())
      listed = listed || item.at("name") == m.title.c_str();
  EXPECT_TRUE(listed);
}

TEST_F(PublicPages, SitemapListsEveryPublicAndItemPageAndRobotsPointsAtIt) {
  auto r = server->fetch("/sitemap.xml", boost::beast::http::verb::get,
                         {{"Host", "127.0.0.1:" + std::to_string(server->port)}});
  ASSERT_EQ(r.status, 200u);
  EXPECT_EQ(r.header("content-type"), "application/xml; charset=utf-8");
  std::set<std::string> locs;
  for (auto at = r.body.find("<loc>"); at != std::string::npos; at = r.body.find("<loc>", at + 1))
    locs.insert(between(r.body, "<loc>", "</loc>", at).substr(origin().size()));
  for (const char* path : {"/home", "/pyq/Second-year", "/FirstYearQuantum", "/Job_portal", "/mini_project",
                           "/Premium_courses", "/practical_files/All_year_pract"})
    EXPECT_TRUE(locs.count(path)) << path;
  const auto projects = api("/api/projects"), courses = api("/api/courses"),
             notes = api("/api/catalog/bl-notes/secondYear");
  for (const auto& p : projects.at("items").as_array())
    EXPECT_TRUE(locs.count("/project/" + std::string(p.at("id").as_string())));
  for (const auto& c : courses.at("items").as_array())
    EXPECT_TRUE(locs.count("/course-details/" + std::string(c.at("id").as_string())));
  for (const auto& c : notes.at("items").as_array())
    EXPECT_TRUE(locs.count("/course-details/" + std::string(c.at("id").as_string())));
  auto jobs = api("/api/jobs?limit=50");
  EXPECT_LT(jobs.at("items").as_array().size(), 50u) << "the demo has fewer than 50 jobs";
  for (const auto& j : jobs.at("items").as_array()) {
    const auto loc = "/jobs/" + std::string(j.at("id").as_string());
    EXPECT_TRUE(locs.count(loc)) << loc;
  }
  EXPECT_EQ(locs.count("/admin"), 0u);
  EXPECT_NE(r.body.find("<lastmod>"), std::string::npos) << "jobs carry the day they were posted";
  // The portal changed when its newest job came (the app says the portal shows /api/jobs).
  EXPECT_NE(r.body.find("/Job_portal</loc><lastmod>"), std::string::npos);
  // Every page the app lists is one a search engine may show: drawn, 200, not noindex.
  // The item pages the server lists from its data are the app's pages too: one of each kind.
  std::set<std::string> item_kinds;
  for (const auto& loc : locs) {
    const bool item = loc.starts_with("/jobs/") || loc.starts_with("/project/") || loc.starts_with("/course-details/");
    if (item && !item_kinds.insert(loc.substr(0, loc.find('/', 1))).second) continue;
    auto listed = page(loc);
    EXPECT_EQ(listed.body.find("noindex"), std::string::npos) << loc;
    EXPECT_NE(listed.body.find("<link rel=\"canonical\" href=\"" + origin() + loc + "\""), std::string::npos) << loc;
  }
  EXPECT_EQ(item_kinds.size(), 3u);

  auto robots = server->fetch("/robots.txt", boost::beast::http::verb::get,
                              {{"Host", "127.0.0.1:" + std::to_string(server->port)}});
  ASSERT_EQ(robots.status, 200u);
  EXPECT_NE(robots.body.find("Sitemap: " + origin() + "/sitemap.xml"), std::string::npos);
  EXPECT_EQ(server->fetch("/sitemaps/1.xml").status, 404u) << "one sitemap is enough for the demo";
  EXPECT_EQ(server->fetch("/sitemaps/x.xml").status, 404u);
}

TEST_F(PublicPages, PagesAreCompressedAsAccepted) {
  auto plain = page("/pyq/Second-year");
  auto br = server->fetch("/pyq/Second-year", boost::beast::http::verb::get, {{"Accept-Encoding", "br"}});
  ASSERT_EQ(br.status, 200u);
  EXPECT_EQ(br.header("content-encoding"), "br");
  EXPECT_EQ(br.header("vary"), "Accept-Encoding");
  EXPECT_FALSE(br.header("content-security-policy").empty()) << "the page's protections come along";
  EXPECT_LT(br.body.size(), plain.body.size());
}

TEST_F(PublicPages, OneJobByIdFromTheApi) {
  const auto job = api("/api/jobs?limit=1").at("items").as_array().at(0).as_object();
  auto r = server->fetch("/api/jobs/" + std::string(job.at("id").as_string()));
  ASSERT_EQ(r.status, 200u);
  EXPECT_EQ(json::parse(r.body), json::value(job));
  EXPECT_FALSE(r.header("etag").empty());
  auto missing = server->fetch("/api/jobs/no-such-job");
  EXPECT_EQ(missing.status, 404u);
  EXPECT_EQ(json::parse(missing.body).at("error").at("code"), "not-found");
  EXPECT_EQ(json::parse(server->fetch("/api/jobs/fields").body).at("items").as_array().empty(), false);
}

// Issue 47, cheap renders: the app asks for a page's data while it renders and the server
// answers in the same call (pathshalaFetch), so a page with data is one render, with every
// answer it asked for embedded.
TEST_F(PublicPages, APageWithDataIsDrawnInOneRender) {
  ASSERT_TRUE(server->app->pages.wait_fresh(std::chrono::seconds(20)));  // no redraws under way
  auto& renderer = *server->app->page_renderer;
  // A job never asked for: its page asks GET /api/jobs/{id}, answered 404 in the same render.
  const auto before = renderer.renders();
  const auto html = page("/jobs/never-asked-47", 404).body;
  EXPECT_EQ(renderer.renders() - before, 1);
  EXPECT_NE(html.find("noindex"), std::string::npos);
  // A job's page the same way: one render, its answer embedded for the app.
  const auto job = api("/api/jobs?limit=20").at("items").as_array().back().as_object();
  const std::string id(job.at("id").as_string());
  const auto drawn = server->app->pages.renders_of("/jobs/:id");
  const auto again = page("/jobs/" + id).body;
  EXPECT_LE(server->app->pages.renders_of("/jobs/:id") - drawn, 1u) << "drawn before (a hit) or now, once";
  EXPECT_EQ(page_data(again).at("/api/jobs/" + id), json::value(job));
}

// Issue 30, item 3: a refused file opened in the browser was raw JSON. Now a browser
// navigating to it gets the app's page saying why, with the next step (and the refusal as
// page data, for the app's own view); scripts and API clients keep the JSON.
TEST_F(PublicPages, RefusedFilesAreAPageInTheBrowserAndJsonForScripts) {
  std::optional<catalog::Course> sold;
  for (auto& c : server->catalog->list_courses("", ""))
    if (c.price > 0 && !c.download_url.empty()) sold = c;
  ASSERT_TRUE(sold) << "the demo content has a priced course with a file";
  const std::map<std::string, std::string> navigating{{"Accept", "text/html,application/xhtml+xml,*/*;q=0.8"},
                                                      {"Sec-Fetch-Dest", "document"}};
  auto page = server->fetch(sold->download_url, bhttp::verb::get, navigating);
  EXPECT_EQ(page.status, 403u);
  EXPECT_EQ(page.header("content-type").rfind("text/html", 0), 0u) << page.header("content-type");
  EXPECT_NE(page.body.find("<h1 class=\"text-3xl font-bold\">Buy this file first</h1>"), std::string::npos)
      << page.body;
  EXPECT_NE(page.body.find("href=\"/Premium_courses\""), std::string::npos);
  EXPECT_NE(page.body.find("\"#refusal\""), std::string::npos);
  EXPECT_NE(page.body.find("content=\"noindex\""), std::string::npos);
  EXPECT_FALSE(page.header("content-security-policy").empty()) << "a page carries the page protections";
  EXPECT_EQ(page.body.find("%PDF"), std::string::npos);

  auto script = server->fetch(sold->download_url, bhttp::verb::get, {{"Accept", "*/*"}, {"Sec-Fetch-Dest", "empty"}});
  EXPECT_EQ(script.status, 403u);
  EXPECT_EQ(json::parse(script.body).at("error").at("code"), "not-purchased");

  const std::string download = "/api/purchases/" + sold->id + "/download";
  auto signed_out = server->fetch(download, bhttp::verb::get, navigating);
  EXPECT_EQ(signed_out.status, 401u);
  EXPECT_NE(signed_out.body.find("Log in to download this file"), std::string::npos) << signed_out.body;
  EXPECT_NE(signed_out.body.find("href=\"/purchases\""), std::string::npos);
  EXPECT_EQ(json::parse(server->fetch(download).body).at("error").at("code"), "not-signed-in");

  Browser student(*server);
  ASSERT_EQ(
      student
          .post("/api/auth/signup", R"({"name":"S","semester":3,"email":"refused@example.com","password":"secret12"})")
          .status,
      201u);
  auto not_bought = student.get(download, navigating);
  EXPECT_EQ(not_bought.status, 403u);
  EXPECT_NE(not_bought.body.find("Buy this file first"), std::string::npos) << not_bought.body;
  EXPECT_EQ(json::parse(student.get(download).body).at("error").at("code"), "not-purchased");

  auto missing = server->fetch("/files/no-such-file.pdf", bhttp::verb::get, navigating);
  EXPECT_EQ(missing.status, 404u);
  EXPECT_NE(missing.body.find("File not found"), std::string::npos);
  EXPECT_EQ(server->fetch("/files/no-such-file.pdf").header("content-type").rfind("application/json", 0), 0u);
}

// Issue 47: after an edit nobody waits for a render. The edited job's page and /Job_portal
// are answered at once with their old render, then (the refresher's work) with the new one;
// the other job pages are kept without a render (their answers did not change), and so are
// the catalog's.
TEST_F(PublicPages, AnEditIsAnsweredWithTheOldPageThenTheNewAndOnlyPagesShowingItAreDrawn) {
  auto jobs = json::parse(server->fetch("/api/jobs?limit=3").body).at("items").as_array();
  ASSERT_GE(jobs.size(), 3u);
  auto job_path = [&](std::size_t i) { return "/jobs/" + std::string(jobs[i].at("id").as_string()); };
  auto& pages = server->app->pages;
  // On PostgreSQL the job index follows the store's version within kVersionRecheck.
  std::this_thread::sleep_for(store::Store::kVersionRecheck * 4);
  for (std::size_t i = 0; i < 3; ++i) ASSERT_EQ(page(job_path(i)).status, 200u);
  ASSERT_EQ(page("/Job_portal").status, 200u);
  ASSERT_EQ(page("/Premium_courses").status, 200u);
  ASSERT_TRUE(pages.wait_fresh(std::chrono::seconds(20)));
  const auto job_renders = pages.renders_of("/jobs/:id");
  const auto course_renders = pages.renders_of("/Premium_courses");
  const auto old_role = std::string(jobs[0].at("role").as_string());

  pages.hold_refresher(true);
  auto edited = *server->jobs->find(std::string(jobs[0].at("id").as_string()));
  edited.role = "Stale While Revalidate Engineer";
  ASSERT_TRUE(server->jobs->update(edited.id, edited).ok());
  const auto stale_before = pages.counts().stale;
  const auto during = page(job_path(0));
  EXPECT_NE(during.body.find(escaped(old_role)), std::string::npos) << "the old render was not sent at once";
  EXPECT_EQ(during.body.find("Stale While Revalidate Engineer"), std::string::npos);
  EXPECT_EQ(page("/Job_portal").body.find("Stale While Revalidate Engineer"), std::string::npos);
  EXPECT_GE(pages.counts().stale, stale_before + 2);

  pages.hold_refresher(false);
  ASSERT_TRUE(pages.wait_fresh(std::chrono::seconds(20)));
  EXPECT_NE(page(job_path(0)).body.find("Stale While Revalidate Engineer"), std::string::npos);
  EXPECT_NE(page("/Job_portal").body.find("Stale While Revalidate Engineer"), std::string::npos);
  EXPECT_EQ(pages.renders_of("/jobs/:id"), job_renders + 1) << "another job's page was drawn again";
  EXPECT_EQ(pages.renders_of("/Premium_courses"), course_renders) << "a job edit drew a catalog page again";
  EXPECT_NE(page(job_path(1)).body.find(escaped(std::string(jobs[1].at("role").as_string()))), std::string::npos);
}

// Issue 47: route words are matched case-insensitively, so every spelling is one cached page
// (and one render); ids are not folded.
TEST_F(PublicPages, SpellingsOfOneRouteShareOnePage) {
  auto& pages = server->app->pages;
  ASSERT_EQ(page("/Job_portal?utm_source=chat").status, 200u);
  const auto renders = pages.renders_of("/Job_portal");
  const auto first = page("/job_portal");
  const auto second = page("/JOB_PORTAL");
  EXPECT_EQ(pages.renders_of("/Job_portal"), renders);
  EXPECT_EQ(first.header("etag"), second.header("etag"));
  EXPECT_EQ(drawn_for_of(first.body), "/Job_portal");
  // An id keeps its case: another page.
  auto job = std::string(json::parse(server->fetch("/api/jobs?limit=1").body).at("items").at(0).at("id").as_string());
  ASSERT_EQ(page("/jobs/" + job).status, 200u);
  std::string upper = job;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (upper != job) {
    EXPECT_EQ(page("/JOBS/" + upper, 404).status, 404u);
  }
}

// Issue 47: the page path is watched.
TEST_F(PublicPages, MetricsCountRendersLookupsAndTheCache) {
  ASSERT_EQ(page("/syllabus").status, 200u);
  ASSERT_EQ(page("/syllabus").status, 200u);
  const auto metrics = server->fetch("/metrics").body;
  for (const char* family :
       {"pathshala_page_render_seconds_bucket{route=\"/syllabus\"",
        "pathshala_page_cache_lookups_total{outcome=\"hit\"}", "pathshala_page_cache_evictions_total",
        "pathshala_page_cache_bytes", "pathshala_page_renderer_up 1", "pathshala_http_pool_taken{pool=\"render\"}",
        "pathshala_http_busy_total{pool=\"render\"}"})
    EXPECT_NE(metrics.find(family), std::string::npos) << family;
  EXPECT_NE(server->fetch("/readyz").body.find("\"pageRenderer\":\"ok\""), std::string::npos);
}

// Issue 26: a job edited while a bulk change is being built in the background shows on its
// page (once the refresher has drawn it again: the page is kept under what the job index
// holds, edits included).
TEST_F(PublicPages, AJobEditedDuringABulkBuildShowsOnItsPageAtOnce) {
  jobs::Job j;
  j.role = "Held Page Surveyor";
  j.company = "Page Co";
  j.apply_url = "https://careers.example.org/held";
  auto made = server->jobs->create(j, 4000);
  ASSERT_TRUE(made.ok());
  const auto page = "/jobs/" + made->id;
  ASSERT_NE(server->fetch(page).body.find("Held Page Surveyor"), std::string::npos);

  auto& job_index = server->jobs->live_index();
  job_index.hold_builds(true);
  std::vector<jobs::Job> many(150, j);
  for (std::size_t i = 0; i < many.size(); ++i) {
    many[i].role = "Bulk Page Role " + std::to_string(i);
    many[i].apply_url = "https://careers.example.org/bulk/" + std::to_string(i);
  }
  ASSERT_TRUE(server->jobs->import_all(many, 5000).ok());
  ASSERT_EQ(server->fetch("/api/jobs?q=bulk%20page").status, 200u);  // asks for the build
  job_index.wait_until_held();

  auto renamed = *made;
  renamed.role = "Held Page Geodesist";
  ASSERT_TRUE(server->jobs->update(made->id, renamed).ok());
  ASSERT_TRUE(server->app->pages.wait_fresh(std::chrono::seconds(20)));
  const auto during = server->fetch(page);
  EXPECT_EQ(during.status, 200u);
  EXPECT_NE(during.body.find("Held Page Geodesist"), std::string::npos) << "the page drawn before the edit was kept";
  EXPECT_EQ(json::parse(server->fetch("/api/jobs?q=bulk%20page").body).at("total"), 0) << "the build is held";

  job_index.hold_builds(false);
  job_index.wait_idle();
  EXPECT_EQ(json::parse(server->fetch("/api/jobs?q=bulk%20page").body).at("total"), 150);
  EXPECT_NE(server->fetch(page).body.find("Held Page Geodesist"), std::string::npos);
}

}  // namespace
