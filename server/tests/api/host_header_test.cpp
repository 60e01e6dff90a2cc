// The request's Host decides nothing (issue 24, High 1): the site's origin is --public-url
// or http://localhost:<port>, fixed at start. A Host the server was not told about is
// answered 421 before any handler runs, so it can neither put another site into a mailed
// reset link nor make the server build and cache a sitemap per invented host name; an
// allowed extra name (--allowed-hosts) is served, still with the site's own links.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "../support/browser.hpp"

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

const std::string kSignup = R"({"name":"Meera","semester":4,"email":"meera@example.com","password":"first-pass1"})";
const std::string kReset = R"({"email":"meera@example.com"})";

// Every mail in the outbox, concatenated.
std::string outbox(TestServer& server) {
  server.app->services.tasks.drain();
  std::string all;
  const auto dir = server.config.data_dir / "outbox";
  if (!std::filesystem::exists(dir)) return all;
  for (const auto& f : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(f.path(), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    all += s.str();
  }
  return all;
}

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(HostHeader, AForgedHostCannotPutAnotherSiteIntoAResetLink) {
  TestServer server({}, [](core::Config& c, accounts::AccountsOptions&) { c.allowed_hosts = {"mirror.example"}; });
  Browser meera(server);
  ASSERT_EQ(meera.post("/api/auth/signup", kSignup).status, 201u);
  const auto before = outbox(server);

  // The attack: the victim's e-mail, the attacker's Host and a matching Origin.
  Browser attacker(server);
  auto forged = attacker.post("/api/auth/password-reset/request", kReset,
                              {{"Host", "evil.example"}, {"Origin", "http://evil.example"}});
  EXPECT_EQ(forged.status, 421u) << forged.body;
  EXPECT_EQ(error_code(forged), "unknown-host");
  auto after = outbox(server);
  EXPECT_EQ(after, before) << "no mail for a request to another host";
  EXPECT_EQ(after.find("evil.example"), std::string::npos);

  // Through a name the server does answer (an allowed mirror, a loopback address), the
  // link still points at the site's own origin.
  const std::string own = "http://localhost:" + std::to_string(server.port);
  for (const std::string& host :
       std::vector<std::string>{"mirror.example", "127.0.0.1:" + std::to_string(server.port)}) {
    Browser via(server);
    auto r = via.post("/api/auth/password-reset/request", kReset, {{"Host", host}, {"Origin", "http://" + host}});
    EXPECT_EQ(r.status, 202u) << host << ": " << r.body;
  }
  after = outbox(server);
  EXPECT_EQ(count_of(after, own + "/reset-password?token="), 2u) << after;
  EXPECT_EQ(after.find("mirror.example"), std::string::npos) << after;
  EXPECT_EQ(after.find("http://127.0.0.1"), std::string::npos) << after;
}

TEST(HostHeader, WithAPublicUrlEveryLinkIsOnIt) {
  TestServer server({},
                    [](core::Config& c, accounts::AccountsOptions&) { c.public_url = "https://pathshala.example"; });
  Browser meera(server);
  // Signing up mails a verification link; it names the public URL, whatever the Host.
  auto r = meera.post("/api/auth/signup", kSignup,
                      {{"Host", "127.0.0.1:" + std::to_string(server.port)}, {"Origin", "https://pathshala.example"}});
  ASSERT_EQ(r.status, 201u) << r.body;
  EXPECT_NE(outbox(server).find("https://pathshala.example/verify-email?token="), std::string::npos);
  // The public URL's own host is served; the robots file and sitemap point at it.
  auto robots = server.fetch("/robots.txt", boost::beast::http::verb::get, {{"Host", "PathShala.example"}});
  EXPECT_EQ(robots.status, 200u);
  EXPECT_NE(robots.body.find("Sitemap: https://pathshala.example/sitemap.xml"), std::string::npos) << robots.body;
  EXPECT_EQ(server.fetch("/robots.txt", boost::beast::http::verb::get, {{"Host", "evil.example"}}).status, 421u);
}

TEST(HostHeader, UnknownHostsReachNoHandlerAndBuildNoSitemap) {
  TestServer server({}, [](core::Config& c, accounts::AccountsOptions&) { c.allowed_hosts = {"mirror.example"}; });
  // Each invented host used to build and keep its own copy of the sitemap.
  for (int i = 0; i < 40; ++i) {
    const std::string host = "h" + std::to_string(i) + ".evil.example";
    auto r = server.fetch("/sitemap.xml", boost::beast::http::verb::get, {{"Host", host}});
    EXPECT_EQ(r.status, 421u) << host;
    EXPECT_EQ(r.body.find("<urlset"), std::string::npos);
  }
  for (const char* host : {"localhost", "LOCALHOST.", "127.0.0.1:1", "[::1]:8080", "mirror.example"}) {
    auto r = server.fetch("/sitemap.xml", boost::beast::http::verb::get, {{"Host", host}});
    EXPECT_EQ(r.status, 200u) << host;
    EXPECT_NE(r.body.find("<loc>http://localhost:" + std::to_string(server.port) + "/home</loc>"), std::string::npos)
        << host;
  }
  // Names that only look like ours, and garbage, are refused too.
  for (const char* host : {"localhost.evil.example", "evil.example:80@localhost", "127.0.0.1.nip.io", "::1", ""})
    EXPECT_EQ(server.fetch("/api/site", boost::beast::http::verb::get, {{"Host", host}}).status, 421u) << host;
  // A load balancer probing by address still gets its health answer.
  EXPECT_EQ(server.fetch("/healthz", boost::beast::http::verb::get, {{"Host", "10.0.0.5:8080"}}).status, 200u);
  // (Ready or still loading its indexes: either way the probe's own answer, not 421.)
  const auto ready = server.fetch("/readyz", boost::beast::http::verb::get, {{"Host", "10.0.0.5:8080"}});
  EXPECT_TRUE(ready.status == 200u || ready.status == 503u) << ready.status;
  EXPECT_TRUE(json_object(ready.body).contains("ready")) << ready.body;
  // …and only the probes do: a page or a POST under another Host is still refused.
  EXPECT_EQ(server.fetch("/healthz", boost::beast::http::verb::post, {{"Host", "10.0.0.5:8080"}}).status, 421u);
  EXPECT_EQ(server.fetch("/home", boost::beast::http::verb::get, {{"Host", "10.0.0.5:8080"}}).status, 421u);
}

TEST(HostHeader, OAuthStartsMoveToTheSitesOwnOrigin) {
  TestServer server;
  auto r = server.fetch("/api/auth/oauth/google/start?mode=redirect", boost::beast::http::verb::get,
                        {{"Host", "127.0.0.1:" + std::to_string(server.port)}});
  EXPECT_EQ(r.status, 302u);
  EXPECT_EQ(r.header("location"),
            "http://localhost:" + std::to_string(server.port) + "/api/auth/oauth/google/start?mode=redirect");
}

}  // namespace
