// Pure functions of the HTTP layer: configuration, request paths, ranges, ETags,
// Content-Disposition and the router.
#include <gtest/gtest.h>

#include <map>

#include "core/config.hpp"
#include "http/file_response.hpp"
#include "http/page_data_get.hpp"
#include "http/query.hpp"
#include "http/request_path.hpp"
#include "http/response.hpp"
#include "http/router.hpp"
#include "http/site_origin.hpp"
#include "http/static_site.hpp"

using namespace pathshala;

namespace {

core::EnvLookup env_of(std::map<std::string, std::string> vars) {
  return [vars](const std::string& k) -> std::optional<std::string> {
    auto it = vars.find(k);
    if (it == vars.end()) return std::nullopt;
    return it->second;
  };
}

TEST(Config, DefaultsFlagsAndEnvironment) {
  auto c = std::get<core::Config>(core::parse_config({}, env_of({})));
  EXPECT_EQ(c.command, "serve");
  EXPECT_EQ(c.port, 8080);
  EXPECT_EQ(c.bind, "127.0.0.1");
  EXPECT_EQ(c.site_name, "Pathshala");
  EXPECT_GE(c.threads, 1u);

  auto e = std::get<core::Config>(
      core::parse_config({}, env_of({{"PATHSHALA_PORT", "9000"}, {"PATHSHALA_SITE_NAME", "Padho"}})));
  EXPECT_EQ(e.port, 9000);
  EXPECT_EQ(e.site_name, "Padho");

  // A flag beats the environment; --x=y and --x y both work.
  auto f = std::get<core::Config>(core::parse_config(
      {"seed-demo", "--port=7000", "--data", "/tmp/d", "--access-log", "off"}, env_of({{"PATHSHALA_PORT", "9000"}})));
  EXPECT_EQ(f.command, "seed-demo");
  EXPECT_EQ(f.port, 7000);
  EXPECT_EQ(f.data_dir, "/tmp/d");
  EXPECT_FALSE(f.access_log);
}

TEST(Config, BadValuesAreClearErrors) {
  auto bad = [](std::vector<std::string> args, std::map<std::string, std::string> env = {}) {
    auto r = core::parse_config(args, env_of(env));
    EXPECT_TRUE(std::holds_alternative<core::ConfigError>(r));
    return std::holds_alternative<core::ConfigError>(r) ? std::get<core::ConfigError>(r).message : "";
  };
  EXPECT_NE(bad({"--port", "70000"}).find("port"), std::string::npos);
  EXPECT_NE(bad({"--port", "80x"}).find("port"), std::string::npos);
  EXPECT_NE(bad({}, {{"PATHSHALA_THREADS", "0"}}).find("PATHSHALA_THREADS"), std::string::npos);
  EXPECT_NE(bad({"--nope"}).find("unknown flag"), std::string::npos);
  EXPECT_NE(bad({"launch"}).find("unknown command"), std::string::npos);
  EXPECT_NE(bad({"--port"}).find("needs a value"), std::string::npos);
  EXPECT_NE(bad({"--log-level", "loud"}).find("log level"), std::string::npos);
}

TEST(Config, TheSiteOriginIsConfiguredNeverGuessed) {
  const auto parse = [](std::vector<std::string> args) { return core::parse_config(args, env_of({})); };
  auto d = std::get<core::Config>(parse({"--port", "9090"}));
  EXPECT_EQ(core::site_origin(d), "http://localhost:9090");
  EXPECT_EQ(core::allowed_host_names(d), (std::vector<std::string>{"localhost", "127.0.0.1", "[::1]"}));

  auto p = std::get<core::Config>(
      parse({"--public-url", "https://Pathshala.example/", "--allowed-hosts", "10.0.0.5, CDN.example"}));
  EXPECT_EQ(core::site_origin(p), "https://Pathshala.example");
  EXPECT_EQ(core::allowed_host_names(p), (std::vector<std::string>{"localhost", "127.0.0.1", "[::1]",
                                                                   "pathshala.example", "10.0.0.5", "cdn.example"}));

  for (std::vector<std::string> args : {std::vector<std::string>{"--public-url", "https://x.example/app"},
                                        {"--public-url", "https://user@x.example"},
                                        {"--public-url", "ftp://x.example"},
                                        {"--allowed-hosts", "a.example:8080/x"},
                                        {"--allowed-hosts", "a.example,,b.example"},
                                        {"serve", "--port", "0"}})
    EXPECT_TRUE(std::holds_alternative<core::ConfigError>(parse(args))) << args[0] << " " << args[1];
  // Port 0 is fine once the origin is said.
  EXPECT_TRUE(std::holds_alternative<core::Config>(parse({"--port", "0", "--public-url", "http://127.0.0.1:9"})));
}

TEST(HostAllowed, MatchesNamesNotLookAlikes) {
  const std::vector<std::string> allowed = {"localhost", "127.0.0.1", "[::1]", "pathshala.example"};
  for (const char* ok : {"localhost", "localhost:8080", "LocalHost.", "127.0.0.1:1", "[::1]", "[::1]:443",
                         "pathshala.example", "PATHSHALA.example:443"})
    EXPECT_TRUE(http::host_allowed(ok, allowed)) << ok;
  for (const char* no : {"", "evil.example", "localhost.evil.example", "pathshala.example.evil", "::1", "[::1",
                         "a@pathshala.example", "pathshala.example/x", "127.0.0.1 ", "localhost:80:80"})
    EXPECT_FALSE(http::host_allowed(no, allowed)) << no;
}

TEST(Config, HelpListsEveryFlagAndVariable) {
  auto help = core::help_text();
  for (const char* s : {"--port", "PATHSHALA_PORT", "--bind", "--data", "--site-name", "--log-level", "--web",
                        "--threads", "--access-log", "--public-url", "--allowed-hosts", "seed-demo", "migrate"})
    EXPECT_NE(help.find(s), std::string::npos) << s;
}

TEST(RequestPath, SplitsAndDecodes) {
  auto p = http::parse_request_path("/files/My%20Notes/a.pdf?x=1");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->path, "/files/My Notes/a.pdf");
  EXPECT_EQ(p->segments, (std::vector<std::string>{"files", "My Notes", "a.pdf"}));
  EXPECT_TRUE(http::parse_request_path("/")->segments.empty());
  EXPECT_EQ(http::parse_request_path("/pyq/")->segments.size(), 1u);
}

TEST(RequestPath, RefusesAnythingThatCouldLeaveADirectory) {
  for (const char* t :
       {"/api/catalog/../../etc", "/files/..", "/files/%2e%2e/x", "/files/%2E%2E/x", "/files/.", "/a//b",
        "/files/..%2fpathshala.db", "/files/a%00b", "/files/a\\..\\b", "/files/%zz", "/files/%2", "relative", ""})
    EXPECT_FALSE(http::parse_request_path(t)) << t;
}

TEST(Range, ParsesSingleRanges) {
  http::ByteRange r{};
  EXPECT_EQ(http::parse_range("bytes=0-9", 100, r), http::RangeResult::ok);
  EXPECT_EQ(r.first, 0u);
  EXPECT_EQ(r.last, 9u);
  EXPECT_EQ(http::parse_range("bytes=90-", 100, r), http::RangeResult::ok);
  EXPECT_EQ(r.last, 99u);
  EXPECT_EQ(http::parse_range("bytes=-10", 100, r), http::RangeResult::ok);
  EXPECT_EQ(r.first, 90u);
  EXPECT_EQ(http::parse_range("bytes=50-500", 100, r), http::RangeResult::ok);
  EXPECT_EQ(r.last, 99u);
  EXPECT_EQ(http::parse_range("bytes=100-", 100, r), http::RangeResult::unsatisfiable);
  EXPECT_EQ(http::parse_range("bytes=-0", 100, r), http::RangeResult::unsatisfiable);
  // Malformed or multiple ranges: the whole file is sent instead.
  EXPECT_EQ(http::parse_range("bytes=9-1", 100, r), http::RangeResult::none);
  EXPECT_EQ(http::parse_range("bytes=0-1,5-6", 100, r), http::RangeResult::none);
  EXPECT_EQ(http::parse_range("items=0-1", 100, r), http::RangeResult::none);
  EXPECT_EQ(http::parse_range("bytes=a-b", 100, r), http::RangeResult::none);
}

TEST(ContentDisposition, HasAsciiFallbackAndUtf8Name) {
  EXPECT_EQ(http::content_disposition("inline", "notes.pdf"),
            "inline; filename=\"notes.pdf\"; filename*=UTF-8''notes.pdf");
  EXPECT_EQ(http::content_disposition("attachment", "पाठ \"1\".zip"),
            "attachment; filename=\"_________ _1_.zip\"; filename*=UTF-8''%E0%A4%AA%E0%A4%BE%E0%A4%A0%20%221%22.zip");
}

TEST(ETag, MatchesListsWeakAndStar) {
  EXPECT_TRUE(http::etag_matches("\"abc\"", "\"abc\""));
  EXPECT_TRUE(http::etag_matches("\"x\", W/\"abc\"", "\"abc\""));
  EXPECT_TRUE(http::etag_matches("*", "\"abc\""));
  EXPECT_FALSE(http::etag_matches("\"abd\"", "\"abc\""));
  EXPECT_FALSE(http::etag_matches("", "\"abc\""));
}

TEST(AcceptEncoding, ListsAndZeroQuality) {
  EXPECT_TRUE(http::accepts_coding("gzip, deflate, br", "br"));
  EXPECT_TRUE(http::accepts_coding("br;q=0.8, gzip", "br"));
  EXPECT_FALSE(http::accepts_coding("gzip;q=1.0, br;q=0", "br"));
  EXPECT_FALSE(http::accepts_coding("br; q=0.000", "br"));
  EXPECT_FALSE(http::accepts_coding("gzip", "br"));
  EXPECT_FALSE(http::accepts_coding("", "gzip"));
}

// Found by `make fuzz` (query): query_param reads parameters by their decoded names, so
// "?co%64e=…" reaches the OAuth callback as the code; the access log showed its value.
TEST(RedactedTarget, SecretsUnderPercentEncodedNamesAreHiddenToo) {
  EXPECT_EQ(http::redacted_target("/x?co%64e=secret&a=1"), "/x?co%64e=REDACTED&a=1");
  EXPECT_EQ(http::redacted_target("/x?%54OKEN=t&%zz=1&%=2"), "/x?%54OKEN=REDACTED&%zz=1&%=2");
  EXPECT_EQ(http::redacted_target("/x?cod%65"), "/x?cod%65");
}

TEST(Router, MatchesParametersAndReportsAllowedMethods) {
  http::Router router;
  int called = 0;
  router.add(boost::beast::http::verb::get, "/api/catalog/{collection}/{year}", http::RouteOptions::public_access(),
             [&](const http::Request& req, const http::Context& ctx) {
               ++called;
               EXPECT_EQ(ctx.params.at("collection"), "notes");
               EXPECT_EQ(ctx.params.at("year"), "firstYear");
               return http::json_document(req, core::make_document("{}"));
             });
  auto m = router.match(boost::beast::http::verb::get, {"api", "catalog", "notes", "firstYear"});
  ASSERT_NE(m.route, nullptr);
  http::Request req{boost::beast::http::verb::get, "/", 11};
  m.route->handler(req, http::Context{m.params, "-", std::nullopt, {}});
  EXPECT_EQ(called, 1);
  EXPECT_NE(router.match(boost::beast::http::verb::head, {"api", "catalog", "notes", "firstYear"}).route, nullptr);
  auto post = router.match(boost::beast::http::verb::post, {"api", "catalog", "notes", "firstYear"});
  EXPECT_EQ(post.route, nullptr);
  EXPECT_EQ(post.allowed, (std::vector<std::string>{"GET", "HEAD"}));
  EXPECT_TRUE(router.match(boost::beast::http::verb::get, {"api", "catalog", "notes"}).allowed.empty());
}

// A page's data is answered only by routes that say the answer is the same for everyone and
// asking changes nothing: a public route without that mark (a download that counts), a
// signed-in or admin route, or a path nobody answers gives nothing.
TEST(PageDataGet, AnswersOnlyPublicRoutesMarkedForPages) {
  namespace bhttp = boost::beast::http;
  http::Router router;
  int counted = 0;
  router.add(bhttp::verb::get, "/api/jobs/{id}", http::RouteOptions::public_access().page_data(),
             [](const http::Request& req, const http::Context& ctx) {
               if (ctx.params.at("id") == "gone")
                 return http::json_error(req, bhttp::status::not_found, "not-found", "No such job.");
               EXPECT_EQ(std::string(req.target()), "/api/jobs/" + ctx.params.at("id") + "?x=1");
               return http::json_document(req, core::make_document("{\"id\":\"" + ctx.params.at("id") + "\"}"));
             });
  router.add(bhttp::verb::get, "/api/downloads/{id}", http::RouteOptions::public_access(),
             [&](const http::Request& req, const http::Context&) {
               ++counted;
               return http::json_document(req, core::make_document("{}"));
             });
  router.add(bhttp::verb::get, "/api/me", http::RouteOptions::signed_in().page_data(),
             [](const http::Request& req, const http::Context&) {
               return http::json_document(req, core::make_document("{}"));
             });
  auto job = http::page_data_get(router, "/api/jobs/j1?x=1");
  ASSERT_TRUE(job);
  EXPECT_EQ(job->status, 200u);
  EXPECT_EQ(job->body->body, R"({"id":"j1"})");
  auto gone = http::page_data_get(router, "/api/jobs/gone");
  ASSERT_TRUE(gone);
  EXPECT_EQ(gone->status, 404u);
  EXPECT_NE(gone->body->body.find("No such job."), std::string::npos);
  EXPECT_FALSE(http::page_data_get(router, "/api/downloads/d1"));
  EXPECT_EQ(counted, 0);
  EXPECT_FALSE(http::page_data_get(router, "/api/me"));
  EXPECT_FALSE(http::page_data_get(router, "/api/nothing"));
  EXPECT_FALSE(http::page_data_get(router, "/api/jobs/%2e%2e"));
}

}  // namespace
