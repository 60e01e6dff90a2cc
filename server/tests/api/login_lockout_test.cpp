// Sign-in throttling that an attacker cannot turn against the owner (issue 12): guesses from
// one address block that address for that account, not the owner at another address;
// parallel guesses get no more password checks than the limit; across many addresses an
// account is slowed down (one check per slot), never locked, so the owner still gets in.
// Clients come from different loopback addresses (127.0.0.2, 127.0.0.3, …).
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "../support/browser.hpp"

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

const std::string kSignup = R"({"name":"Owner","semester":6,"email":"owner@example.com","password":"right-pass1"})";

Reply login(Browser& b, const std::string& password) {
  return b.post("/api/auth/login", R"({"email":"owner@example.com","password":")" + password + R"("})");
}

Browser from(const TestServer& server, const std::string& address) {
  Browser b(server);
  b.source = address;
  return b;
}

TEST(LoginLockout, GuessesFromOneAddressDoNotLockTheOwnerOutElsewhere) {
  TestServer server;
  ASSERT_EQ(Browser(server).post("/api/auth/signup", kSignup).status, 201u);
  Browser attacker = from(server, "127.0.0.2");
  int refused = 0, throttled = 0;
  for (int i = 0; i < 12; ++i) {
    const auto status = login(attacker, "guess-" + std::to_string(i)).status;
    refused += status == 401u;
    throttled += status == 429u;
  }
  EXPECT_EQ(refused, 5);
  EXPECT_EQ(throttled, 7);
  EXPECT_EQ(login(attacker, "right-pass1").status, 429u) << "the attacker's address stays blocked";

  Browser owner = from(server, "127.0.0.3");
  EXPECT_EQ(login(owner, "right-pass1").status, 200u) << "the owner was locked out by someone else's guesses";
}

TEST(LoginLockout, ParallelGuessesGetNoMoreChecksThanTheLimit) {
  TestServer server;
  ASSERT_EQ(Browser(server).post("/api/auth/signup", kSignup).status, 201u);
  std::vector<Browser> browsers;
  for (int i = 0; i < 20; ++i) {
    browsers.push_back(from(server, "127.0.0.4"));
    browsers.back().get("/api/auth/csrf");
  }
  std::atomic<int> checked{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 20; ++i)
    threads.emplace_back([&, i] {
      if (login(browsers[i], "parallel-" + std::to_string(i)).status == 401u) ++checked;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(checked.load(), 5);
}

TEST(LoginLockout, ManyAddressesSlowAnAccountDownButTheOwnerGetsIn) {
  TestServer server;
  ASSERT_EQ(Browser(server).post("/api/auth/signup", kSignup).status, 201u);
  // Twenty failures from five addresses: the account's hourly budget.
  for (int a = 10; a < 15; ++a) {
    Browser b = from(server, "127.0.0." + std::to_string(a));
    for (int i = 0; i < 4; ++i) ASSERT_EQ(login(b, "spread-" + std::to_string(i)).status, 401u);
  }
  // Over budget: one check per slot, whoever asks first.
  Browser next = from(server, "127.0.0.20");
  EXPECT_EQ(login(next, "another-guess").status, 401u);
  Browser again = from(server, "127.0.0.21");
  auto waiting = login(again, "yet-another");
  EXPECT_EQ(waiting.status, 429u);
  EXPECT_LE(std::stoi(waiting.header("retry-after")), 120);

  // The owner waits for the next slot, then gets in with the right password.
  Browser owner = from(server, "127.0.0.22");
  EXPECT_EQ(login(owner, "right-pass1").status, 429u);
  server.store->write([](store::Db& db) {
    db.exec("UPDATE login_failures SET blocked_until = 0 WHERE key = 'account:owner@example.com'");
  });
  EXPECT_EQ(login(owner, "right-pass1").status, 200u);
}

}  // namespace
