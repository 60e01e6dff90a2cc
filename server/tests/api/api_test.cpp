// The API and file serving over real HTTP, as a browser or client sees them.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "../support/test_server.hpp"
#include "core/file_writers.hpp"

using namespace pathshala;
using boost::beast::http::verb;
namespace json = boost::json;

namespace {

class Api : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server = new test_support::TestServer(); }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static test_support::TestServer* server;

  static json::value get_json(const std::string& target, unsigned expect = 200) {
    auto r = server->fetch(target);
    EXPECT_EQ(r.status, expect) << target << " " << r.body;
    EXPECT_EQ(r.header("content-type"), "application/json") << target;
    return json::parse(r.body);
  }
  static void expect_error(const test_support::Reply& r, unsigned status, const std::string& code) {
    EXPECT_EQ(r.status, status);
    auto body = json::parse(r.body);
    EXPECT_EQ(body.at("error").at("code").as_string(), code) << r.body;
    EXPECT_FALSE(std::string(body.at("error").at("message").as_string()).empty());
  }
};
test_support::TestServer* Api::server = nullptr;

TEST_F(Api, HealthAndSite) {
  EXPECT_EQ(get_json("/healthz").at("status"), "ok");
  EXPECT_EQ(get_json("/api/site").at("name"), "Pathshala Test");
}

TEST_F(Api, EveryCollectionAndYearAnswersItems) {
  for (const char* slug : {"important-topics", "previous-year", "bl-notes", "quantum", "notes", "practical"})
    for (const char* year : {"firstYear", "secondYear", "thirdYear", "fourthYear"}) {
      auto body = get_json(std::string("/api/catalog/") + slug + "/" + year);
      EXPECT_FALSE(body.at("items").as_array().empty()) << slug << " " << year;
    }
}

TEST_F(Api, PreviousYearIsSortedAndNotesHaveTheirFields) {
  auto papers = get_json("/api/catalog/previous-year/secondYear").at("items").as_array();
  std::int64_t last = -1;
  bool others = false;
  for (const auto& p : papers) {
    EXPECT_GT(p.at("index").as_int64(), last);
    last = p.at("index").as_int64();
    others |= p.at("subject") == "Others";
  }
  EXPECT_TRUE(others);
  auto note = get_json("/api/catalog/notes/firstYear").at("items").at(0).as_object();
  for (const char* k : {"id", "title", "description", "imageUrl", "subject", "downloadUrl", "fileType", "preview"})
    EXPECT_TRUE(note.contains(k)) << k;
  EXPECT_EQ(note.size(), 8u);
}

TEST_F(Api, UnknownCollectionYearOrIdIs404) {
  expect_error(server->fetch("/api/catalog/jobs/firstYear"), 404, "not-found");
  expect_error(server->fetch("/api/catalog/notes/fifthYear"), 404, "not-found");
  expect_error(server->fetch("/api/courses/does-not-exist"), 404, "not-found");
  expect_error(server->fetch("/api/projects/does-not-exist"), 404, "not-found");
  expect_error(server->fetch("/api/nothing-here"), 404, "not-found");
}

TEST_F(Api, WrongMethodIs405WithAllow) {
  auto r = server->fetch("/api/courses", verb::post, {{"Content-Type", "application/json"}}, "{}");
  expect_error(r, 405, "method-not-allowed");
  EXPECT_EQ(r.header("allow"), "GET, HEAD");
  expect_error(server->fetch("/api/catalog/notes/firstYear", verb::delete_), 405, "method-not-allowed");
  expect_error(server->fetch("/files/legal/terms.pdf", verb::put, {}, "x"), 405, "method-not-allowed");
}

TEST_F(Api, OversizedBodyIs413) {
  auto r =
      server->fetch("/api/courses", verb::post, {{"Content-Type", "application/json"}}, std::string(100 * 1024, 'a'));
  expect_error(r, 413, "payload-too-large");
}

TEST_F(Api, CoursesByListIdAndTheOldCoursesJson) {
  auto courses = get_json("/api/courses").at("items").as_array();
  ASSERT_GE(courses.size(), 12u);
  auto id = std::string(courses[3].at("id").as_string());
  EXPECT_EQ(get_json("/api/courses/" + id).at("title"), courses[3].at("title"));
  auto bl = get_json("/api/catalog/bl-notes/fourthYear").at("items").at(0);
  EXPECT_EQ(get_json("/api/courses/" + std::string(bl.at("id").as_string())).at("price"), bl.at("price"));
  auto array = get_json("/courses.json");
  ASSERT_TRUE(array.is_array());
  EXPECT_EQ(array.as_array().size(), courses.size());
}

TEST_F(Api, ProjectsByListAndId) {
  auto projects = get_json("/api/projects").at("items").as_array();
  ASSERT_GE(projects.size(), 9u);
  auto id = std::string(projects[0].at("id").as_string());
  EXPECT_EQ(get_json("/api/projects/" + id).at("site_name"), projects[0].at("site_name"));
}

TEST_F(Api, ETagAndIfNoneMatchGive304) {
  auto first = server->fetch("/api/catalog/quantum/thirdYear");
  auto etag = first.header("etag");
  ASSERT_FALSE(etag.empty());
  EXPECT_EQ(server->fetch("/api/catalog/quantum/thirdYear").header("etag"), etag);
  auto again = server->fetch("/api/catalog/quantum/thirdYear", verb::get, {{"If-None-Match", etag}});
  EXPECT_EQ(again.status, 304);
  EXPECT_TRUE(again.body.empty());
  EXPECT_EQ(server->fetch("/api/catalog/quantum/thirdYear", verb::get, {{"If-None-Match", "\"other\""}}).status, 200);
}

TEST_F(Api, HeadHasHeadersButNoBody) {
  auto get = server->fetch("/api/projects");
  auto head = server->fetch("/api/projects", verb::head);
  EXPECT_EQ(head.status, 200);
  EXPECT_EQ(head.header("content-length"), std::to_string(get.body.size()));
  EXPECT_TRUE(head.body.empty());
  EXPECT_EQ(head.header("etag"), get.header("etag"));
}

TEST_F(Api, PdfDownloadsAreInlineWithRanges) {
  auto link = std::string(get_json("/api/catalog/notes/firstYear").at("items").at(0).at("downloadUrl").as_string());
  auto pdf = server->fetch(link);
  EXPECT_EQ(pdf.status, 200);
  EXPECT_EQ(pdf.header("content-type"), "application/pdf");
  EXPECT_EQ(pdf.header("content-disposition").rfind("inline; filename=\"", 0), 0u);
  EXPECT_EQ(pdf.body.rfind("%PDF-", 0), 0u);
  EXPECT_EQ(pdf.header("accept-ranges"), "bytes");

  auto part = server->fetch(link, verb::get, {{"Range", "bytes=0-4"}});
  EXPECT_EQ(part.status, 206);
  EXPECT_EQ(part.body, "%PDF-");
  EXPECT_EQ(part.header("content-range"), "bytes 0-4/" + std::to_string(pdf.body.size()));
  auto tail = server->fetch(link, verb::get, {{"Range", "bytes=-6"}});
  EXPECT_EQ(tail.status, 206);
  EXPECT_EQ(tail.body, pdf.body.substr(pdf.body.size() - 6));

  auto beyond = server->fetch(link, verb::get, {{"Range", "bytes=999999-"}});
  EXPECT_EQ(beyond.status, 416);
  EXPECT_EQ(beyond.header("content-range"), "bytes */" + std::to_string(pdf.body.size()));

  auto stale = server->fetch(link, verb::get, {{"Range", "bytes=0-4"}, {"If-Range", "\"old\""}});
  EXPECT_EQ(stale.status, 200);  // the file changed since: send all of it
  EXPECT_EQ(server->fetch(link, verb::get, {{"If-None-Match", pdf.header("etag")}}).status, 304);
}

// The service tiles' downloads ship with the web build (web/site-files) and are installed at
// start (catalog/install_site_files.hpp): served from the first request of a fresh install.
TEST(SiteDownloads, ShippedWithTheWebBuildAreServedAsAttachmentsFromTheStart) {
  const std::string bundle = core::make_zip({{"first-year/paper.pdf", core::make_pdf("Paper", {"Question 1"})}});
  test_support::TestServer site({}, [&](core::Config& config, accounts::AccountsOptions&) {
    test_support::write_text(config.web_dir / "site-files.json",
                             R"json([{"id":"pyq-bundle","title":"Papers","url":"/downloads/pyq-bundle.zip"},
                                     {"id":"first-year-syllabus-download","title":"Syllabus",
                                      "url":"/downloads/first-year-syllabus.pdf"}])json");
    test_support::write_text(config.web_dir / "site-files" / "downloads" / "pyq-bundle.zip", bundle);
    test_support::write_text(config.web_dir / "site-files" / "downloads" / "first-year-syllabus.pdf",
                             core::make_pdf("Syllabus", {"BAS101 Engineering Physics"}));
  });
  auto zip = site.fetch("/downloads/pyq-bundle.zip");
  EXPECT_EQ(zip.status, 200);
  EXPECT_EQ(zip.header("content-type"), "application/zip");
  EXPECT_EQ(zip.header("content-disposition"),
            "attachment; filename=\"pyq-bundle.zip\"; filename*=UTF-8''pyq-bundle.zip");
  EXPECT_EQ(zip.body, bundle);
  EXPECT_EQ(site.fetch("/downloads/first-year-syllabus.pdf").status, 200);
  EXPECT_EQ(site.fetch("/downloads/not-shipped.zip").status, 404);
}

TEST_F(Api, ImagesAreServedSandboxed) {
  auto svg = server->fetch(std::string(get_json("/api/projects").at("items").at(0).at("image").as_string()));
  EXPECT_EQ(svg.header("content-type"), "image/svg+xml");
  EXPECT_NE(svg.header("content-security-policy").find("sandbox"), std::string::npos);
}

TEST_F(Api, TraversalNeverReachesTheFilesystem) {
  for (const char* t : {"/api/catalog/../../etc", "/files/../pathshala.db", "/files/%2e%2e/pathshala.db",
                        "/files/..%2fpathshala.db", "/downloads/../../pathshala.db", "/files/legal/../../pathshala.db",
                        "/files/legal/%2e%2e%2f%2e%2e%2fpathshala.db", "/files//etc/passwd", "/files/legal"}) {
    auto r = server->fetch(t);
    EXPECT_EQ(r.status, 404) << t;
    EXPECT_EQ(r.body.find("SQLite"), std::string::npos) << t;
  }
  // A symlink inside files/ that points outside is refused too.
  std::filesystem::create_symlink(server->config.data_dir / "pathshala.db",
                                  server->config.data_dir / "files" / "db-link");
  EXPECT_EQ(server->fetch("/files/db-link").status, 404);
}

TEST_F(Api, WebAppRoutesAssetsAnd404) {
  auto home = server->fetch("/home");
  EXPECT_EQ(home.status, 200);
  EXPECT_EQ(home.header("cache-control"), "no-cache");
  EXPECT_NE(home.body.find("<div id=root>"), std::string::npos);
  EXPECT_EQ(server->fetch("/").status, 200);
  EXPECT_EQ(server->fetch("/project/abc123").status, 200);
  EXPECT_EQ(server->fetch("/PYQ/first-YEAR").status, 200);  // React Router matches case-insensitively
  EXPECT_EQ(server->fetch("/docs/any/depth").status, 200);

  auto missing = server->fetch("/no/such/page");
  EXPECT_EQ(missing.status, 404);
  EXPECT_NE(missing.body.find("<div id=root>"), std::string::npos);  // the app renders its 404 page

  auto asset = server->fetch("/assets/app-abc123.js");
  EXPECT_EQ(asset.status, 200);
  EXPECT_EQ(asset.header("cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(asset.header("content-type"), "text/javascript; charset=utf-8");
  auto gz = server->fetch("/assets/app-abc123.js", verb::get, {{"Accept-Encoding", "gzip, deflate"}});
  EXPECT_EQ(gz.header("content-encoding"), "gzip");
  EXPECT_EQ(gz.header("vary"), "Accept-Encoding");
  EXPECT_EQ(gz.body, "gzipped-bytes");
  EXPECT_EQ(server->fetch("/assets/app-abc123.js", verb::get, {{"Accept-Encoding", "gzip;q=0"}}).body.size(), 2000u);
  EXPECT_EQ(server->fetch("/assets/app-abc123.js", verb::get, {{"Accept-Encoding", "gzip; q=0.0"}}).body.size(), 2000u);
  EXPECT_EQ(server->fetch("/assets/app-abc123.js", verb::get, {{"Accept-Encoding", "gzip;q=0.5"}}).body,
            "gzipped-bytes");

  EXPECT_EQ(server->fetch("/home", verb::post, {}, "x").status, 405);
}

TEST_F(Api, ServiceWorkerAndManifestAreRevalidated) {
  test_support::write_text(server->config.web_dir / "sw.js", "self.skipWaiting();");
  test_support::write_text(server->config.web_dir / "manifest.webmanifest", "{}");
  test_support::write_text(server->config.web_dir / "humans.txt", "Made by students");
  EXPECT_EQ(server->fetch("/sw.js").header("cache-control"), "no-cache");
  auto manifest = server->fetch("/manifest.webmanifest");
  EXPECT_EQ(manifest.header("cache-control"), "no-cache");
  EXPECT_EQ(manifest.header("content-type"), "application/manifest+json");
  EXPECT_EQ(server->fetch("/humans.txt").header("cache-control"), "public, max-age=300");
}

TEST(ApiLifecycle, GracefulStopFinishesAndClosesTheListener) {
  test_support::TestServer server;
  EXPECT_EQ(server.fetch("/healthz").status, 200);
  server.stop();
  EXPECT_THROW(server.fetch("/healthz"), boost::system::system_error);
}

}  // namespace
