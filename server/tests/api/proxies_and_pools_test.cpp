// Issue 12, findings 3 and 5: the client address behind trusted proxies (per-address limits
// count the real client, not nginx; forwarding headers from anyone else are ignored; Secure
// cookies follow a trusted X-Forwarded-Proto), and slow work on bounded pools of its own
// (a full pool answers 503 busy at once while session lookups go on), with signups and
// successful sign-ins slowed down per address and at most 20 live sessions per user.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include "../support/browser.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;

namespace {

http::ServerOptions behind_proxy(const std::string& trusted) {
  http::ServerOptions o;
  o.trusted_proxies = *core::AddressRanges::parse(trusted);
  return o;
}

Reply failed_login(Browser& b, int n, const std::string& forwarded_for) {
  return b.post("/api/auth/login", R"({"email":"nobody)" + std::to_string(n) + R"(@example.com","password":"wrong-1"})",
                {{"X-Forwarded-For", forwarded_for}});
}

std::string cookie_line(const Reply& r, const std::string& name) {
  for (const auto& line : r.set_cookies)
    if (line.rfind(name + "=", 0) == 0) return line;
  return "";
}

// The per-address failure allowance at a test's size (the default is a hostel's: 100).
void thirty_failures_per_address(core::Config&, accounts::AccountsOptions& o) {
  o.throttle.per_address = {30, std::chrono::minutes(1)};
}

std::string signup_body(const std::string& email) {
  return R"({"name":"Student","semester":3,"email":")" + email + R"(","password":"secret12"})";
}

TEST(ClientAddress, BehindATrustedProxyEachStudentHasTheirOwnLimit) {
  TestServer server(behind_proxy("127.0.0.1/32"), thirty_failures_per_address);
  Browser hostel(server);
  // 30 failures from one student (distinct e-mails: the per-address limit, not the pair's).
  for (int i = 0; i < 30; ++i) ASSERT_EQ(failed_login(hostel, i, "203.0.113.1").status, 401u) << i;
  EXPECT_EQ(failed_login(hostel, 99, "203.0.113.1").status, 429u) << "that student's address waits its turn";
  EXPECT_EQ(failed_login(hostel, 98, "203.0.113.2").status, 401u) << "another student behind the same nginx is not";
}

TEST(ClientAddress, ForwardingHeadersFromAnyoneElseAreIgnored) {
  TestServer server({}, thirty_failures_per_address);  // no trusted proxies
  Browser attacker(server);
  for (int i = 0; i < 30; ++i) ASSERT_EQ(failed_login(attacker, i, "203.0.113." + std::to_string(i)).status, 401u);
  EXPECT_EQ(failed_login(attacker, 99, "198.51.100.99").status, 429u)
      << "a client must not escape its limit by naming another address";
}

TEST(ClientAddress, SecureCookiesFollowATrustedProxysWordOnly) {
  {
    TestServer server(behind_proxy("127.0.0.1/32"));
    auto r = server.fetch("/api/auth/csrf", bhttp::verb::get, {{"X-Forwarded-Proto", "https"}});
    const auto line = cookie_line(r, "__Host-ps_csrf");
    EXPECT_NE(line.find("; Secure"), std::string::npos) << line;
    auto plain = server.fetch("/api/auth/csrf");
    EXPECT_EQ(cookie_line(plain, "ps_csrf").find("Secure"), std::string::npos) << "the proxy said nothing of https";
  }
  {
    TestServer server;
    auto r = server.fetch("/api/auth/csrf", bhttp::verb::get, {{"X-Forwarded-Proto", "https"}});
    EXPECT_TRUE(cookie_line(r, "__Host-ps_csrf").empty());
    const auto line = cookie_line(r, "ps_csrf");
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(line.find("Secure"), std::string::npos) << "an untrusted client cannot make us believe https";
  }
}

// A password-hashing route that waits until the test lets it go, to fill the pool.
struct HeldHashing {
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<int> entered{0};
  app::ExtraRoutes routes() {
    return [this](http::Router& router) {
      router.add(bhttp::verb::get, "/api/test/held-hash", http::RouteOptions::public_access().hashes_passwords(),
                 [this](const http::Request& req, const http::Context&) {
                   ++entered;
                   released.wait();
                   return http::json_value(req, bhttp::status::ok, boost::json::object{{"ok", true}});
                 });
    };
  }
};

TEST(WorkerPools, AFullHashingPoolAnswersBusyWhileSessionLookupsGoOn) {
  HeldHashing held;
  http::ServerOptions o;
  o.hashing_threads = 1;
  o.hashing_queue = 0;
  TestServer server(o, {}, held.routes());
  Browser student(server);
  ASSERT_EQ(student.post("/api/auth/signup", signup_body("student@example.com")).status, 201u);

  auto first = std::async(std::launch::async, [&] { return server.fetch("/api/test/held-hash"); });
  for (int i = 0; i < 1000 && held.entered == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_EQ(held.entered, 1);

  auto busy = server.fetch("/api/test/held-hash");
  EXPECT_EQ(busy.status, 503u);
  EXPECT_EQ(error_code(busy), "busy");
  EXPECT_EQ(busy.header("retry-after"), "5");
  Browser other(server);
  auto login = other.post("/api/auth/login", R"({"email":"student@example.com","password":"secret12"})");
  EXPECT_EQ(login.status, 503u) << "sign-in hashes on the same full pool";
  EXPECT_EQ(student.get("/api/auth/me").status, 200u) << "session lookups do not wait behind password hashing";
  EXPECT_EQ(server.fetch("/api/jobs?q=developer").status, 200u);

  held.release.set_value();
  EXPECT_EQ(first.get().status, 200u);
  EXPECT_EQ(other.post("/api/auth/login", R"({"email":"student@example.com","password":"secret12"})").status, 200u)
      << "the pool takes work again once a place is free";
}

// Issue 24, finding 5: sign-ups per address are a slow-down (a burst, then one a minute by
// default), counting only accounts made; invalid forms count nothing, and e-mails that have
// an account are slowed down on their own.
TEST(WorkerPools, SignupsAreSlowedDownPerAddress) {
  TestServer server({}, [](core::Config&, accounts::AccountsOptions& o) {
    o.throttle.signups_per_address = {20, std::chrono::minutes(1)};
    o.throttle.taken_emails_per_address = {3, std::chrono::minutes(6)};
  });
  Browser bot(server);
  bot.source = "127.0.0.5";
  for (int i = 0; i < 40; ++i) {
    auto invalid = bot.post("/api/auth/signup", R"({"name":"Student","semester":3,"email":"w)" + std::to_string(i) +
                                                    R"(@example.com","password":"12"})");
    ASSERT_EQ(invalid.status, 400u) << i << ": " << invalid.body;
  }
  for (int i = 0; i < 20; ++i)
    ASSERT_EQ(bot.post("/api/auth/signup", signup_body("s" + std::to_string(i) + "@example.com")).status, 201u) << i;
  auto refused = bot.post("/api/auth/signup", signup_body("s20@example.com"));
  EXPECT_EQ(refused.status, 429u);
  ASSERT_FALSE(refused.header("retry-after").empty());
  EXPECT_LE(std::stoi(refused.header("retry-after")), 60) << "a turn a minute, not a closed door";
  // Asking whether e-mails have accounts has its own, smaller allowance.
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(bot.post("/api/auth/signup", signup_body("s" + std::to_string(i) + "@example.com")).status, 409u) << i;
  EXPECT_EQ(bot.post("/api/auth/signup", signup_body("s3@example.com")).status, 429u);
  Browser elsewhere(server);
  elsewhere.source = "127.0.0.6";
  EXPECT_EQ(elsewhere.post("/api/auth/signup", signup_body("s20@example.com")).status, 201u);
}

TEST(WorkerPools, SuccessfulSignInsAreBoundedPerAddress) {
  TestServer server({}, [](core::Config&, accounts::AccountsOptions& o) {
    o.throttle.sign_ins_per_address = {3, std::chrono::hours(1)};
  });
  ASSERT_EQ(Browser(server).post("/api/auth/signup", signup_body("asha@example.com")).status, 201u);
  const std::string right = R"({"email":"asha@example.com","password":"secret12"})";
  for (int i = 0; i < 3; ++i) {
    Browser b(server);
    b.source = "127.0.0.7";
    ASSERT_EQ(b.post("/api/auth/login", right).status, 200u) << i;
  }
  Browser fourth(server);
  fourth.source = "127.0.0.7";
  EXPECT_EQ(fourth.post("/api/auth/login", right).status, 429u);
  Browser elsewhere(server);
  elsewhere.source = "127.0.0.8";
  EXPECT_EQ(elsewhere.post("/api/auth/login", right).status, 200u);
}

TEST(Sessions, ANewSignInBeyondTwentyEndsTheOldest) {
  TestServer server;
  Browser first(server);
  ASSERT_EQ(first.post("/api/auth/signup", signup_body("many@example.com")).status, 201u);
  std::vector<Browser> devices;
  for (int i = 0; i < 20; ++i) {
    devices.emplace_back(server);
    devices.back().source = "127.0.0." + std::to_string(10 + i % 5);
    ASSERT_EQ(devices.back().post("/api/auth/login", R"({"email":"many@example.com","password":"secret12"})").status,
              200u)
        << i;
  }
  EXPECT_EQ(first.get("/api/auth/me").status, 401u) << "the 21st session ended the oldest";
  EXPECT_EQ(devices.front().get("/api/auth/me").status, 200u);
  EXPECT_EQ(devices.back().get("/api/auth/me").status, 200u);
}

}  // namespace
