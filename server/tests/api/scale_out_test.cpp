// Two instances of the real server binary on one PostgreSQL database, behind nginx round
// robin, are one site (issue 13): a session made through one is known to the other, an
// admin's edit through one is on the other's public list within a second, failed logins
// through both count against one limit, and one payment delivered to both grants once.
// Runs in the pg: pass only (it needs the PostgreSQL cluster ctest starts).
#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <set>

#include "../support/browser.hpp"
#include "../support/child_process.hpp"
#include "../support/fake_razorpay.hpp"
#include "../support/nginx_balancer.hpp"
#include "accounts/accounts_service.hpp"
#include "app/services.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

using namespace pathshala;
using namespace pathshala::test_support;
namespace json = boost::json;
using boost::beast::http::verb;
using Clock = std::chrono::steady_clock;

namespace {

class ScaleOut : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!database.postgres()) GTEST_SKIP() << "needs PostgreSQL: runs as pg:ScaleOut.*";
    const auto files = dir.path() / "shared-files";
    {  // An admin and a priced course, put in the shared database before the instances start.
      auto store = database.open(dir.path() / "setup");
      store->migrate();
      app::Services services(*store, {}, dir.path() / "setup", files);
      ASSERT_TRUE(
          services.accounts
              .create_user({"editor@example.com", "Editor", std::nullopt, "editor-pass-1", true}, accounts::now_ms())
              .ok());
      catalog::Course c;
      c.kind = "premium";
      c.title = c.card_title = c.subject = "Scale-out Course";
      c.image_url = "/files/images/scale.svg";
      c.download_url = "/files/courses/scale.pdf";
      c.price = 499;
      auto course = services.catalog.create_course(c);
      ASSERT_TRUE(course.ok());
      course_id = course->id;
    }
    for (const char* name : {"a", "b"}) {
      const auto port = free_port();
      instances.push_back(std::make_unique<ChildProcess>(std::vector<std::string>{PATHSHALA_BINARY,
                                                                                  "serve",
                                                                                  "--data",
                                                                                  (dir.path() / name).string(),
                                                                                  "--files-dir",
                                                                                  files.string(),
                                                                                  "--database",
                                                                                  database.url(),
                                                                                  "--database-pool",
                                                                                  "4",
                                                                                  "--port",
                                                                                  std::to_string(port),
                                                                                  "--trusted-proxies",
                                                                                  "127.0.0.1/32",
                                                                                  "--access-log",
                                                                                  "off",
                                                                                  "--log-level",
                                                                                  "warn",
                                                                                  "--razorpay-api",
                                                                                  razorpay.base(),
                                                                                  "--razorpay-key-id",
                                                                                  FakeRazorpay::key_id(),
                                                                                  "--razorpay-key-secret",
                                                                                  FakeRazorpay::key_secret(),
                                                                                  "--razorpay-webhook-secret",
                                                                                  FakeRazorpay::webhook_secret()}));
      ports.push_back(port);
    }
    for (auto port : ports) ASSERT_TRUE(answers_within_seconds(port)) << "instance on " << port << " did not start";
    nginx = std::make_unique<NginxBalancer>(dir.path() / "nginx", ports);
  }

  std::string address(std::uint16_t port) const { return "127.0.0.1:" + std::to_string(port); }
  // The port of the instance that did not answer `r` (which came through nginx).
  std::uint16_t other_than(const Reply& r) const {
    const auto served = NginxBalancer::upstream_of(r);
    EXPECT_TRUE(served == address(ports[0]) || served == address(ports[1])) << "X-Upstream: " << served;
    return served == address(ports[0]) ? ports[1] : ports[0];
  }
  Browser signed_in_admin() {
    Browser admin(nginx->port);
    auto r = admin.post("/api/auth/login", R"({"email":"editor@example.com","password":"editor-pass-1"})");
    EXPECT_EQ(r.status, 200u) << r.body;
    return admin;
  }

  TempDir dir;
  TestDatabase database;
  FakeRazorpay razorpay;
  std::string course_id;
  std::vector<std::uint16_t> ports;
  std::vector<std::unique_ptr<ChildProcess>> instances;
  std::unique_ptr<NginxBalancer> nginx;
};

TEST_F(ScaleOut, ASessionMadeThroughOneInstanceIsKnownToTheOther) {
  Browser student(nginx->port);
  auto signup = student.post("/api/auth/signup",
                             R"({"name":"Asha Verma","semester":3,"email":"asha@example.com","password":"secret12"})");
  ASSERT_EQ(signup.status, 201u) << signup.body;

  // Straight to the instance that did not make the session, and through nginx to both.
  Browser at_other(other_than(signup));
  at_other.cookies = student.cookies;
  auto me = at_other.get("/api/auth/me");
  ASSERT_EQ(me.status, 200u) << me.body;
  EXPECT_EQ(json_object(me.body).at("email"), "asha@example.com");
  std::set<std::string> served;
  for (int i = 0; i < 4; ++i) {
    auto r = student.get("/api/auth/me");
    EXPECT_EQ(r.status, 200u) << r.body;
    served.insert(NginxBalancer::upstream_of(r));
  }
  EXPECT_EQ(served.size(), 2u) << "round robin reaches both instances";

  // Signing out through one ends the session on both.
  const auto signed_in_cookies = student.cookies;
  auto out = student.post("/api/auth/logout", "{}");
  ASSERT_EQ(out.status, 200u) << out.body;
  for (auto port : ports) {
    Browser replay(port);
    replay.cookies = signed_in_cookies;
    EXPECT_EQ(replay.get("/api/auth/me").status, 401u) << port;
  }
}

TEST_F(ScaleOut, AnAdminEditThroughOneIsOnTheOthersPublicListWithinASecond) {
  Browser admin = signed_in_admin();
  const std::string list = "/api/catalog/notes/secondYear";
  auto created = admin.post("/api/admin/catalog/notes/secondYear",
                            R"({"title":"Operating Systems — Unit 2","subject":"Operating Systems",
                                "downloadUrl":"/files/uploads/os.pdf","fileType":"PDF"})");
  ASSERT_EQ(created.status, 201u) << created.body;
  auto record = json_object(created.body);
  const std::string id(record.at("id").as_string());

  // Each instance answers (and caches) the list with the new note, then the edit goes through
  // nginx to one of them, and the other's list must change within a second.
  auto titles_at = [&](std::uint16_t port) {
    std::set<std::string> titles;
    auto r = fetch_from(port, list);
    EXPECT_EQ(r.status, 200u);
    const auto page = json::parse(r.body);  // held: a range-for over a temporary's member dangles
    for (const auto& item : page.at("items").as_array()) titles.insert(std::string(item.at("title").as_string()));
    return titles;
  };
  auto within_a_second = [&](std::uint16_t port, const std::string& title, bool present) {
    const auto deadline = Clock::now() + std::chrono::seconds(1);
    do {
      if (titles_at(port).count(title) == (present ? 1u : 0u)) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    } while (Clock::now() < deadline);
    return false;
  };
  for (auto port : ports) EXPECT_TRUE(within_a_second(port, "Operating Systems — Unit 2", true)) << port;

  record["title"] = "Operating Systems — Unit 2 (revised)";
  auto edited = admin.send_json(verb::put, "/api/admin/catalog/notes/secondYear/" + id, json::serialize(record),
                                {{"If-Match", "\"1\""}});
  ASSERT_EQ(edited.status, 200u) << edited.body;
  const auto other = other_than(edited);
  EXPECT_TRUE(within_a_second(other, "Operating Systems — Unit 2 (revised)", true));
  EXPECT_EQ(titles_at(other).count("Operating Systems — Unit 2"), 0u);

  auto deleted =
      admin.send_json(verb::delete_, "/api/admin/catalog/notes/secondYear/" + id, "", {{"If-Match", "\"2\""}});
  ASSERT_EQ(deleted.status, 200u) << deleted.body;
  EXPECT_TRUE(within_a_second(other_than(deleted), "Operating Systems — Unit 2 (revised)", false));
}

TEST_F(ScaleOut, FailedLoginsThroughBothInstancesCountTogether) {
  Browser student(nginx->port);
  ASSERT_EQ(student
                .post("/api/auth/signup",
                      R"({"name":"Ravi Kumar","semester":5,"email":"ravi@example.com","password":"secret12"})")
                .status,
            201u);
  // Five wrong passwords (the limit per account and address), alternating between instances.
  Browser guesser(nginx->port);
  std::set<std::string> served;
  for (int i = 0; i < 5; ++i) {
    auto r = guesser.post("/api/auth/login", R"({"email":"ravi@example.com","password":"wrong-guess"})");
    EXPECT_EQ(r.status, 401u) << r.body;
    served.insert(NginxBalancer::upstream_of(r));
  }
  EXPECT_EQ(served.size(), 2u) << "the guesses reached both instances";
  // Then even the right password is refused by whichever instance gets it: the account is
  // locked for this address (the client's, from nginx's X-Forwarded-For) on both.
  for (int i = 0; i < 2; ++i) {
    auto r = guesser.post("/api/auth/login", R"({"email":"ravi@example.com","password":"secret12"})");
    EXPECT_EQ(r.status, 429u) << "through " << NginxBalancer::upstream_of(r) << ": " << r.body;
    EXPECT_FALSE(r.header("retry-after").empty());
  }
}

TEST_F(ScaleOut, OnePaymentDeliveredToBothInstancesGrantsOnce) {
  Browser buyer(nginx->port);
  ASSERT_EQ(buyer
                .post("/api/auth/signup",
                      R"({"name":"Meera Iyer","semester":4,"email":"meera@example.com","password":"secret12"})")
                .status,
            201u);
  auto order = buyer.post("/api/orders", R"({"item":{"type":"course","id":")" + course_id + R"("}})");
  ASSERT_EQ(order.status, 201u) << order.body;
  const std::string rzp_order(json_object(order.body).at("checkout").at("orderId").as_string());

  // The same event (one id, one body) to both instances at the same moment, as Razorpay's
  // retries might arrive while the first delivery is still being handled.
  auto deliver = [&](std::uint16_t port) {
    return json_object(razorpay.webhook("http://" + address(port) + "/api/payments/razorpay/webhook", "order.paid",
                                        rzp_order, {{"eventId", "evt_scale_out_1"}}));
  };
  auto to_a = std::async(std::launch::async, deliver, ports[0]);
  auto to_b = std::async(std::launch::async, deliver, ports[1]);
  auto a = to_a.get(), b = to_b.get();
  EXPECT_EQ(a.at("status").as_int64(), 200) << json::serialize(a);
  EXPECT_EQ(b.at("status").as_int64(), 200) << json::serialize(b);

  auto purchases = json_object(buyer.get("/api/me/purchases").body).at("items").as_array();
  ASSERT_EQ(purchases.size(), 1u) << json::serialize(purchases);
  EXPECT_EQ(purchases.front().at("status"), "paid");
  for (auto port : ports) {  // each instance says the buyer owns it, once
    Browser at(port);
    at.cookies = buyer.cookies;
    auto owned = json_object(at.get("/api/auth/me").body).at("purchasedCourses").as_array();
    EXPECT_EQ(std::count(owned.begin(), owned.end(), json::value(course_id)), 1) << port;
  }
}

}  // namespace
