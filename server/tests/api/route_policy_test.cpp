// Route policies are the http layer's, not the handlers': walking the whole route table,
// every route that is not public refuses an anonymous caller with 401 and every admin route
// refuses a student with 403, before any handler runs; an upload route refuses an anonymous
// caller from the header alone, without reading the body; bodies stream to a temporary file
// that is gone after the handler.
#include <gtest/gtest.h>
#include <boost/asio/connect.hpp>
#include <boost/asio/write.hpp>

#include <atomic>
#include <fstream>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;
using bhttp::verb;
using http::RouteOptions;

namespace {

constexpr std::size_t kUploadLimit = 512 * 1024;
std::atomic<int> probe_calls{0};

http::Response probe_answer(const http::Request& req, const http::Context& ctx) {
  ++probe_calls;
  boost::json::object o{{"uid", ctx.user ? ctx.user->uid : ""}, {"bodyBytes", req.body().size()}};
  if (!ctx.body_file.empty()) {
    std::ifstream file(ctx.body_file, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    o["fileBytes"] = bytes.size();
    o["fileStart"] = bytes.substr(0, 8);
  }
  return http::json_value(req, bhttp::status::ok, o);
}

// One probe of each policy the admin and commerce routes use, so the walk below covers every
// kind even where the site has no such route yet.
void add_probes(http::Router& router) {
  router.add(verb::post, "/api/probe/signed-in", RouteOptions::signed_in(), probe_answer);
  router.add(verb::get, "/api/probe/admin/{id}", RouteOptions::admin(), probe_answer);
  router.add(verb::delete_, "/api/probe/admin/{id}", RouteOptions::admin().on_worker(), probe_answer);
  router.add(verb::post, "/api/probe/upload", RouteOptions::admin().on_worker().file_body(kUploadLimit), probe_answer);
  router.add(verb::post, "/api/probe/webhook", RouteOptions::public_access().signature_authenticated(), probe_answer);
}

std::string concrete(const std::string& pattern) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{') {
      out += "x1";
      i = pattern.find('}', i);
    } else {
      out += pattern[i];
    }
  }
  return out;
}

class RoutePolicy : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    http::ServerOptions limits;
    limits.read_timeout = std::chrono::seconds(5);  // a server waiting for an unsent body gives up soon
    server = new TestServer(limits, {}, add_probes);
    for (auto [email, admin] : {std::pair{"student@example.com", false}, std::pair{"admin@example.com", true}})
      ASSERT_TRUE(server->accounts->create_user({email, "Probe", 3, "probe-pass-1", admin}, accounts::now_ms()).ok());
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static Browser signed_in(const std::string& email) {
    Browser b(*server);
    auto r = b.post("/api/auth/login", R"({"email":")" + email + R"(","password":"probe-pass-1"})");
    EXPECT_EQ(r.status, 200u) << r.body;
    return b;
  }
  static std::vector<const http::Router::Route*> routes_where(bool (*keep)(const http::RouteOptions&)) {
    std::vector<const http::Router::Route*> out;
    for (const auto& r : server->app->http.router().routes())
      if (keep(r.options)) out.push_back(&r);
    return out;
  }
  static bool temp_dir_is_empty() {
    const auto dir = server->config.data_dir / "tmp";
    return !std::filesystem::exists(dir) || std::filesystem::is_empty(dir);
  }
  static TestServer* server;
};
TestServer* RoutePolicy::server = nullptr;

TEST_F(RoutePolicy, EveryNonPublicRouteAnswers401ToAnAnonymousRequestBeforeItsHandler) {
  auto routes = routes_where([](const RouteOptions& o) { return o.access != http::Access::public_; });
  ASSERT_GE(routes.size(), 6u);  // GET and PATCH /api/auth/me and the probes
  const int calls_before = probe_calls;
  for (const auto* route : routes) {
    const auto target = concrete(route->pattern());
    // With a visitor's valid CSRF token, and with no cookie at all.
    Browser visitor(*server);
    auto r = visitor.send_json(route->method, target, "{}");
    EXPECT_EQ(r.status, 401u) << bhttp::to_string(route->method) << " " << target << ": " << r.body;
    EXPECT_EQ(error_code(r), "not-signed-in");
    auto bare = server->fetch(target, route->method, {{"Content-Type", "application/json"}}, "{}");
    EXPECT_EQ(bare.status, 401u) << bhttp::to_string(route->method) << " " << target;
  }
  EXPECT_EQ(probe_calls, calls_before);
}

TEST_F(RoutePolicy, EveryAdminRouteAnswers403ToAStudentBeforeItsHandler) {
  auto routes = routes_where([](const RouteOptions& o) { return o.access == http::Access::admin; });
  ASSERT_GE(routes.size(), 3u);
  Browser student = signed_in("student@example.com");
  const int calls_before = probe_calls;
  for (const auto* route : routes) {
    auto r = student.send_json(route->method, concrete(route->pattern()), "{}");
    EXPECT_EQ(r.status, 403u) << bhttp::to_string(route->method) << " " << route->pattern() << ": " << r.body;
    EXPECT_EQ(error_code(r), "not-allowed");
  }
  EXPECT_EQ(probe_calls, calls_before);
  // The same student passes a signed-in route, and the handler learns who it is.
  auto me = student.post("/api/probe/signed-in", "{}");
  ASSERT_EQ(me.status, 200u) << me.body;
  EXPECT_EQ(std::string(json_object(me.body).at("uid").as_string()).substr(0, 2), "u_");
}

TEST_F(RoutePolicy, AnAdminPassesAndStateChangingRoutesStillNeedTheirCsrfToken) {
  Browser admin = signed_in("admin@example.com");
  EXPECT_EQ(admin.get("/api/probe/admin/7").status, 200u);
  EXPECT_EQ(admin.send_json(verb::delete_, "/api/probe/admin/7", "{}").status, 200u);
  auto forged = admin.send(verb::delete_, "/api/probe/admin/7", "", {{"X-CSRF-Token", "forged"}});
  EXPECT_EQ(forged.status, 403u);
  EXPECT_EQ(error_code(forged), "csrf-token-invalid");
}

TEST_F(RoutePolicy, ASignatureAuthenticatedRouteTakesNoCsrfToken) {
  auto r = server->fetch("/api/probe/webhook", verb::post, {{"Content-Type", "application/json"}}, R"({"event":"x"})");
  EXPECT_EQ(r.status, 200u) << r.body;
  auto other = server->fetch("/api/auth/logout", verb::post, {{"Content-Type", "application/json"}}, "{}");
  EXPECT_EQ(other.status, 403u);  // an ordinary POST does
}

TEST_F(RoutePolicy, DefaultsAreTheSafeChoice) {
  const auto o = RouteOptions::public_access();
  EXPECT_TRUE(o.csrf);
  EXPECT_EQ(o.max_body, 64u * 1024);
  EXPECT_EQ(o.body, http::BodyMode::buffered);
  EXPECT_EQ(o.run_on, http::RunOn::network_thread);
  // A route that looks up its caller's session never does it on a network thread.
  EXPECT_EQ(RouteOptions::signed_in().run_on, http::RunOn::worker);
  EXPECT_EQ(RouteOptions::admin().run_on, http::RunOn::worker);
  EXPECT_EQ(RouteOptions::public_access().identify_visitor().run_on, http::RunOn::worker);
  // A route's own body limit holds: 64 KiB by default even for an admin.
  Browser admin = signed_in("admin@example.com");
  auto big = admin.send_json(verb::delete_, "/api/probe/admin/1", std::string(70 * 1024, ' '));
  EXPECT_EQ(big.status, 413u);
  EXPECT_EQ(error_code(big), "payload-too-large");
}

// Sends only a request's header (the body is never sent) and reads the answer.
Reply send_header_only(std::uint16_t port, const std::string& header) {
  boost::asio::io_context io;
  boost::beast::tcp_stream stream(io);
  stream.connect(boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
  boost::asio::write(stream, boost::asio::buffer(header));
  boost::beast::flat_buffer buffer;
  bhttp::response_parser<bhttp::string_body> parser;
  bhttp::read(stream, buffer, parser);
  Reply r;
  r.status = parser.get().result_int();
  r.headers["connection"] = std::string(parser.get()[bhttp::field::connection]);
  r.body = parser.get().body();
  return r;
}

TEST_F(RoutePolicy, AnUploadRouteRefusesAnAnonymous2GBUploadAtTheHeader) {
  const std::string header =
      "POST /api/probe/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n"
      "Content-Type: application/pdf\r\nContent-Length: 2147483648\r\n\r\n";
  auto r = send_header_only(server->port, header);
  EXPECT_EQ(r.status, 401u) << r.body;
  EXPECT_EQ(error_code(r), "not-signed-in");
  EXPECT_EQ(r.headers["connection"], "close");  // the unread body is never read
  EXPECT_TRUE(temp_dir_is_empty());
}

TEST_F(RoutePolicy, AnAdminUploadStreamsToATemporaryFileThatIsGoneAfterwards) {
  Browser admin = signed_in("admin@example.com");
  std::string body = "%PDF-1.7\n" + std::string(300 * 1024, 'x');
  auto r = admin.send(verb::post, "/api/probe/upload", body,
                      {{"Content-Type", "application/pdf"}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  ASSERT_EQ(r.status, 200u) << r.body;
  auto o = json_object(r.body);
  EXPECT_EQ(o.at("fileBytes").to_number<std::uint64_t>(), body.size());
  EXPECT_EQ(o.at("bodyBytes").to_number<std::uint64_t>(), 0u);  // never in memory
  EXPECT_EQ(o.at("fileStart").as_string(), "%PDF-1.7");
  EXPECT_TRUE(temp_dir_is_empty());

  // Over the route's limit: refused from the declared length, nothing left behind.
  auto big = admin.send(verb::post, "/api/probe/upload", std::string(kUploadLimit + 1, 'y'),
                        {{"Content-Type", "application/pdf"}, {"X-CSRF-Token", admin.cookies["ps_csrf"]}});
  EXPECT_EQ(big.status, 413u);
  EXPECT_TRUE(temp_dir_is_empty());
}

}  // namespace
