// Sign-in throttling that an attacker cannot turn against the owner (issue 12): guesses from
// one address block that address for that account, not the owner at another address;
// parallel guesses get no more password checks than the limit; across many addresses an
// account is slowed down (one check per slot), never locked. Issue 24, finding 5: the
// owner's browser, which signed in before, carries a device token and is limited on its
// own (OWASP device cookies), so nobody's guessing keeps the owner out; a throttled
// account's owner can sign in from a new browser with a code by mail; a shared address is
// slowed down, never shut. Clients come from different loopback addresses (127.0.0.2, …).
#include <gtest/gtest.h>

#include <atomic>
#include <regex>
#include <thread>

#include "../support/browser.hpp"
#include "../support/outbox.hpp"

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

Reply login_with_code(Browser& b, const std::string& password, const std::string& code) {
  return b.post("/api/auth/login",
                R"({"email":"owner@example.com","password":")" + password + R"(","code":")" + code + R"("})");
}

// Twenty failures from five addresses (the account's hourly budget), then the next slot
// taken by one more guess: from now on browsers the account does not know wait.
void throttle_the_account(const TestServer& server) {
  for (int a = 10; a < 15; ++a) {
    Browser b = from(server, "127.0.0." + std::to_string(a));
    for (int i = 0; i < 4; ++i) ASSERT_EQ(login(b, "spread-" + std::to_string(i)).status, 401u);
  }
  Browser next = from(server, "127.0.0.20");
  ASSERT_EQ(login(next, "another-guess").status, 401u);
}

// The newest 6-digit code mailed to the owner.
std::string mailed_code(TestServer& server) {
  const auto mail = outbox_mail_to(server, "owner@example.com");
  std::smatch m;
  std::string last;
  const std::regex code("Your code is:\\s+([0-9]{6})");
  for (auto it = std::sregex_iterator(mail.begin(), mail.end(), code); it != std::sregex_iterator(); ++it)
    last = (*it)[1];
  return last;
}

std::string another_code(const std::string& code) {
  auto other = std::to_string((std::stoi(code) + 1) % 1000000);
  return std::string(6 - other.size(), '0') + other;
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

TEST(LoginLockout, TheOwnersBrowserGetsInWhileEveryoneElseIsThrottled) {
  TestServer server;
  Browser owner = from(server, "127.0.0.30");
  auto made = owner.post("/api/auth/signup", kSignup);
  ASSERT_EQ(made.status, 201u);
  ASSERT_EQ(owner.cookies.count("ps_device"), 1u) << "the browser that made the account is known to it";
  bool scoped = false;
  for (const auto& line : made.set_cookies)
    scoped |= line.rfind("ps_device=", 0) == 0 && line.find("Path=/api/auth") != std::string::npos &&
              line.find("HttpOnly") != std::string::npos;
  EXPECT_TRUE(scoped);
  ASSERT_EQ(owner.post("/api/auth/logout", "{}").status, 200u);

  throttle_the_account(server);
  Browser stranger = from(server, "127.0.0.21");
  auto waiting = login(stranger, "right-pass1");
  EXPECT_EQ(waiting.status, 429u);
  EXPECT_EQ(error_code(waiting), "account-throttled");
  // The attackers keep polling from new addresses; the owner's browser is not in that queue,
  // wherever it is, even at an attacker's address where that pair is also counted.
  for (int a = 40; a < 50; ++a) {
    Browser poll = from(server, "127.0.0." + std::to_string(a));
    EXPECT_EQ(login(poll, "poll").status, 429u);
  }
  owner.source = "127.0.0.10";
  EXPECT_EQ(login(owner, "right-pass1").status, 200u) << "the owner's device token did not exempt them";
  EXPECT_EQ(owner.get("/api/auth/me").status, 200u);
}

TEST(LoginLockout, ADeviceTokenIsLimitedOnItsOwnAndWorksForItsAccountOnly) {
  TestServer server;
  Browser owner = from(server, "127.0.0.30");
  ASSERT_EQ(owner.post("/api/auth/signup", kSignup).status, 201u);
  Browser other = from(server, "127.0.0.31");
  ASSERT_EQ(other
                .post("/api/auth/signup",
                      R"({"name":"Other","semester":2,"email":"other@example.com","password":"other-pass1"})")
                .status,
            201u);
  // The owner's token, copied, counts for nothing at another account: the pair limit applies.
  Browser thief = from(server, "127.0.0.32");
  thief.cookies["ps_device"] = owner.cookies.at("ps_device");
  int refused = 0;
  for (int i = 0; i < 7; ++i)
    refused +=
        thief.post("/api/auth/login", R"({"email":"other@example.com","password":"guess)" + std::to_string(i) + R"("})")
            .status == 429u;
  EXPECT_EQ(refused, 2);
  // An altered token is no token.
  Browser forger = from(server, "127.0.0.33");
  auto forged = owner.cookies.at("ps_device");
  forged[40] = forged[40] == 'a' ? 'b' : 'a';
  forger.cookies["ps_device"] = forged;
  for (int i = 0; i < 5; ++i) ASSERT_EQ(login(forger, "guess-" + std::to_string(i)).status, 401u);
  EXPECT_EQ(login(forger, "right-pass1").status, 429u) << "an altered token passed as the owner's";

  // The owner's own browser has its own limit: 10 wrong passwords lock that device only.
  for (int i = 0; i < 10; ++i) ASSERT_EQ(login(owner, "typo-" + std::to_string(i)).status, 401u) << i;
  EXPECT_EQ(login(owner, "right-pass1").status, 429u);
  Browser laptop = from(server, "127.0.0.34");
  EXPECT_EQ(login(laptop, "right-pass1").status, 200u) << "one device's typos throttled the account";
  // The laptop now has a token of its own, beside the one for any other account it knew.
  EXPECT_EQ(laptop.cookies.count("ps_device"), 1u);
}

TEST(LoginLockout, AThrottledAccountsOwnerSignsInWithACodeByMail) {
  TestServer server;
  ASSERT_EQ(Browser(server).post("/api/auth/signup", kSignup).status, 201u);
  throttle_the_account(server);
  Browser owner = from(server, "127.0.0.22");
  ASSERT_EQ(error_code(login(owner, "right-pass1")), "account-throttled");

  auto asked = owner.post("/api/auth/login-code", R"({"email":"owner@example.com"})");
  ASSERT_EQ(asked.status, 202u) << asked.body;
  auto unknown = from(server, "127.0.0.23").post("/api/auth/login-code", R"({"email":"nobody@example.com"})");
  EXPECT_EQ(unknown.status, 202u);
  EXPECT_EQ(unknown.body, asked.body) << "the answer must not say whether an account exists";
  EXPECT_TRUE(outbox_mail_to(server, "nobody@example.com").empty());
  const auto code = mailed_code(server);
  ASSERT_EQ(code.size(), 6u);

  auto wrong = login_with_code(owner, "right-pass1", another_code(code));
  EXPECT_EQ(wrong.status, 400u);
  EXPECT_EQ(error_code(wrong), "invalid-code");
  EXPECT_EQ(login_with_code(owner, "wrong-pass", code).status, 401u) << "the code alone signs no one in";
  auto in = login_with_code(owner, "right-pass1", code);
  ASSERT_EQ(in.status, 200u) << in.body;
  EXPECT_EQ(owner.get("/api/auth/me").status, 200u);
  EXPECT_EQ(owner.cookies.count("ps_device"), 1u) << "the browser is known to the account from now on";
  Browser replay = from(server, "127.0.0.24");
  EXPECT_EQ(error_code(login_with_code(replay, "right-pass1", code)), "invalid-code") << "a code works once";

  // A code belongs to the browser that asked: anywhere else it neither works nor counts, so
  // nobody can use up the owner's code by guessing.
  Browser laptop = from(server, "127.0.0.25");
  ASSERT_EQ(laptop.post("/api/auth/login-code", R"({"email":"owner@example.com"})").status, 202u);
  const auto second = mailed_code(server);
  ASSERT_NE(second, code);
  Browser guesser = from(server, "127.0.0.26");
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(error_code(login_with_code(guesser, "right-pass1", another_code(second))), "invalid-code");
  EXPECT_EQ(error_code(login_with_code(guesser, "right-pass1", second)), "invalid-code")
      << "a code worked in a browser that did not ask for it";
  // Five wrong tries (codes or passwords) from its own browser end it.
  for (int i = 0; i < 4; ++i) login_with_code(laptop, "right-pass1", another_code(second));
  EXPECT_EQ(login_with_code(laptop, "wrong-pass", second).status, 401u);
  EXPECT_EQ(error_code(login_with_code(laptop, "right-pass1", second)), "invalid-code");
}

// The shared address of a hostel: one student signing in again and again, and others'
// failures at unknown e-mails, do not keep the rest out; past its allowance the address
// waits seconds for a turn, not an hour.
TEST(LoginLockout, AHostelAddressIsSlowedDownNotShut) {
  TestServer server;
  const std::string hostel = "127.0.0.60";
  Browser regular = from(server, hostel);
  ASSERT_EQ(regular.post("/api/auth/signup", kSignup).status, 201u);
  for (int i = 0; i < 120; ++i) ASSERT_EQ(login(regular, "right-pass1").status, 200u) << i;
  Browser newcomer = from(server, hostel);
  ASSERT_EQ(
      newcomer
          .post("/api/auth/signup", R"({"name":"New","semester":1,"email":"new@example.com","password":"new-pass1"})")
          .status,
      201u);
  Browser friend_ = from(server, hostel);  // a new browser of the newcomer's
  const std::string newcomer_login = R"({"email":"new@example.com","password":"new-pass1"})";
  EXPECT_EQ(friend_.post("/api/auth/login", newcomer_login).status, 200u);

  Browser typos = from(server, hostel);
  for (int i = 0; i < 30; ++i)
    ASSERT_EQ(
        typos.post("/api/auth/login", R"({"email":"unknown)" + std::to_string(i) + R"(@example.com","password":"x"})")
            .status,
        401u);
  EXPECT_EQ(from(server, hostel).post("/api/auth/login", newcomer_login).status, 200u);
  // A guessing run from the address: 100 failures at once, then one every 15 seconds (a
  // slow machine may earn a turn or two while the run goes on).
  int let_in = 31;  // the 30 above and the newcomer's sign-in, whose turn was given back
  Reply slowed;
  for (int i = 30; i < 200; ++i) {
    slowed =
        typos.post("/api/auth/login", R"({"email":"unknown)" + std::to_string(i) + R"(@example.com","password":"x"})");
    if (slowed.status != 401u) break;
    ++let_in;
  }
  EXPECT_EQ(slowed.status, 429u);
  EXPECT_GE(let_in, 100);
  EXPECT_LE(let_in, 110);
  ASSERT_FALSE(slowed.header("retry-after").empty());
  EXPECT_LE(std::stoi(slowed.header("retry-after")), 15);
  EXPECT_EQ(login(regular, "right-pass1").status, 200u) << "a known browser is not in the address's queue";
}

// Issue 52, item 7: the account's 3 sign-in-code and 3 reset mails an hour could be spent by
// anyone, locking the owner on a new browser out of both. A stranger's requests now spend
// only their own address's share.
TEST(LoginLockout, AStrangerCannotSpendTheOwnersMailRequests) {
  TestServer server;
  ASSERT_EQ(from(server, "127.0.0.30").post("/api/auth/signup", kSignup).status, 201u);
  for (const std::string path : {"/api/auth/login-code", "/api/auth/password-reset/request"}) {
    Browser stranger = from(server, "127.0.0.31");
    for (int i = 0; i < 3; ++i)
      ASSERT_EQ(stranger.post(path, R"({"email":"owner@example.com"})").status, 202u) << path << " " << i;
    EXPECT_EQ(stranger.post(path, R"({"email":"owner@example.com"})").status, 429u) << path;
    // The owner, on a new browser at home, still gets the mail.
    Browser owner = from(server, "127.0.0.32");
    EXPECT_EQ(owner.post(path, R"({"email":"owner@example.com"})").status, 202u) << path;
  }
}

}  // namespace
