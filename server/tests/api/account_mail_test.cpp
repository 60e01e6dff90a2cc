// The finished accounts over real HTTP: the verification mail (in the outbox by default)
// and its single-use, expiring link; password reset end to end through a fake SMTP server
// on loopback, revoking every session; the same answer for e-mails with and without an
// account; the profile's password change, unlinking and signing out everywhere.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "../support/browser.hpp"
#include "../support/fake_smtp.hpp"
#include "../support/outbox.hpp"
#include "accounts/accounts_service.hpp"
#include "accounts/tokens.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace json = boost::json;

namespace {

const std::string kSignup = R"({"name":"Meera","semester":4,"email":"meera@example.com","password":"first-pass1"})";

// The token of the newest link in a mail text, or "".
std::string token_in(const std::string& text, const std::string& page) {
  std::smatch m;
  std::string last;
  const std::regex link("/" + page + "\\?token=([0-9a-f]{64})");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), link); it != std::sregex_iterator(); ++it)
    last = (*it)[1];
  return last;
}

TEST(AccountMail, SignupMailsASingleUseVerificationLink) {
  TestServer server;
  Browser b(server);
  ASSERT_EQ(b.post("/api/auth/signup", kSignup).status, 201u);
  EXPECT_FALSE(json_object(b.get("/api/auth/me").body).at("emailVerified").as_bool());
  server.app->services.tasks.drain();
  const auto mail = outbox_mail_to(server, "meera@example.com");
  EXPECT_NE(mail.find("Subject: Verify your e-mail address"), std::string::npos) << mail;
  const auto token = token_in(mail, "verify-email");
  ASSERT_FALSE(token.empty()) << mail;

  Browser anyone(server);
  auto verified = anyone.post("/api/auth/verify-email", R"({"token":")" + token + R"("})");
  ASSERT_EQ(verified.status, 200u) << verified.body;
  EXPECT_TRUE(json_object(b.get("/api/auth/me").body).at("emailVerified").as_bool());
  auto again = anyone.post("/api/auth/verify-email", R"({"token":")" + token + R"("})");
  EXPECT_EQ(again.status, 400u);
  EXPECT_EQ(error_code(again), "invalid-token");
  EXPECT_EQ(error_code(anyone.post("/api/auth/verify-email", R"({"token":"../../etc"})")), "invalid-token");
  // Verified: nothing more to send.
  EXPECT_EQ(b.post("/api/auth/verify-email/send", "{}").status, 409u);
}

// Issue 24, finding 11: the signup name was the first line of a mail to any address.
TEST(AccountMail, MailsToAnUnprovenAddressCarryNoTextTheSignupChose) {
  TestServer server;
  Browser spammer(server);
  const std::string spam = "You won Rs 50,000! Claim at https://evil.example/claim";
  ASSERT_EQ(
      spammer
          .post("/api/auth/signup",
                R"({"name":")" + spam + R"(","semester":4,"email":"victim@example.com","password":"first-pass1"})")
          .status,
      201u);
  Browser anyone(server);
  EXPECT_EQ(anyone.post("/api/auth/password-reset/request", R"({"email":"victim@example.com"})").status, 202u);
  server.app->services.tasks.drain();
  auto mail = outbox_mail_to(server, "victim@example.com");
  EXPECT_NE(mail.find("Subject: Verify your e-mail address"), std::string::npos) << mail;
  EXPECT_NE(mail.find("reset-password?token="), std::string::npos) << mail;
  EXPECT_EQ(mail.find("won Rs"), std::string::npos) << mail;
  EXPECT_EQ(mail.find("evil.example"), std::string::npos) << mail;

  // Once the owner proves the address, their own name greets them again.
  Browser meera(server);
  ASSERT_EQ(meera.post("/api/auth/signup", kSignup).status, 201u);
  server.app->services.tasks.drain();
  const auto token = token_in(outbox_mail_to(server, "meera@example.com"), "verify-email");
  ASSERT_EQ(meera.post("/api/auth/verify-email", R"({"token":")" + token + R"("})").status, 200u);
  EXPECT_EQ(anyone.post("/api/auth/password-reset/request", R"({"email":"meera@example.com"})").status, 202u);
  server.app->services.tasks.drain();
  EXPECT_NE(outbox_mail_to(server, "meera@example.com").find("Hello Meera,"), std::string::npos);
}

TEST(AccountMail, AnExpiredLinkDoesNotVerify) {
  TestServer server;
  Browser b(server);
  auto signup = b.post("/api/auth/signup", kSignup);
  const std::string uid(json_object(signup.body).at("user").at("uid").as_string());
  const auto token = accounts::new_token();
  const auto now = accounts::now_ms();
  server.accounts->repository().write([&](accounts::AccountsWriter& data) {
    data.insert_account_token(accounts::token_hash(token), uid, "verify-email", "meera@example.com",
                              now - 2 * 86'400'000, now - 86'400'000);
  });
  EXPECT_EQ(error_code(b.post("/api/auth/verify-email", R"({"token":")" + token + R"("})")), "invalid-token");
  EXPECT_FALSE(json_object(b.get("/api/auth/me").body).at("emailVerified").as_bool());
}

TEST(AccountMail, ResendIsRateLimited) {
  TestServer server;
  Browser b(server);
  ASSERT_EQ(b.post("/api/auth/signup", kSignup).status, 201u);  // the first mail
  EXPECT_EQ(b.post("/api/auth/verify-email/send", "{}").status, 202u);
  EXPECT_EQ(b.post("/api/auth/verify-email/send", "{}").status, 202u);
  auto limited = b.post("/api/auth/verify-email/send", "{}");
  EXPECT_EQ(limited.status, 429u);
  EXPECT_FALSE(limited.header("retry-after").empty());
  EXPECT_EQ(Browser(server).post("/api/auth/verify-email/send", "{}").status, 401u);
}

struct ResetOverSmtp : ::testing::Test {
  FakeSmtp smtp;
  TestServer server{{}, [this](core::Config& c, accounts::AccountsOptions&) {
                      c.smtp_url = smtp.url();
                      c.mail_from = "Pathshala <no-reply@pathshala.test>";
                    }};

  std::string mail_text_to(const std::string& address) {
    server.app->services.tasks.drain();
    std::string all;
    const auto messages = json::parse(smtp.messages());
    for (const auto& m : messages.as_array()) {
      bool to = false;
      for (const auto& r : m.at("to").as_array()) to |= r.as_string() == address;
      if (to) all += std::string(m.at("text").as_string());
    }
    return all;
  }
};

TEST_F(ResetOverSmtp, ForgottenPasswordIsResetByMailAndEverySessionEnds) {
  Browser old_session(server);
  ASSERT_EQ(old_session.post("/api/auth/signup", kSignup).status, 201u);

  Browser visitor(server);
  auto known = visitor.post("/api/auth/password-reset/request", R"({"email":"Meera@example.com"})");
  auto unknown = visitor.post("/api/auth/password-reset/request", R"({"email":"nobody@example.com"})");
  // The same answer whether or not the address has an account.
  EXPECT_EQ(known.status, 202u);
  EXPECT_EQ(unknown.status, known.status);
  EXPECT_EQ(unknown.body, known.body);

  const auto token = token_in(mail_text_to("meera@example.com"), "reset-password");
  ASSERT_FALSE(token.empty()) << smtp.messages();
  EXPECT_TRUE(mail_text_to("nobody@example.com").empty());

  auto weak = visitor.post("/api/auth/password-reset", R"({"token":")" + token + R"(","password":"x"})");
  EXPECT_EQ(weak.status, 400u);
  auto reset = visitor.post("/api/auth/password-reset", R"({"token":")" + token + R"(","password":"second-pass2"})");
  ASSERT_EQ(reset.status, 200u) << reset.body;
  EXPECT_EQ(visitor.post("/api/auth/password-reset", R"({"token":")" + token + R"(","password":"third-pass3"})").status,
            400u);

  EXPECT_EQ(old_session.get("/api/auth/me").status, 401u) << "a session from before the reset survived";
  Browser b(server);
  EXPECT_EQ(b.post("/api/auth/login", R"({"email":"meera@example.com","password":"first-pass1"})").status, 401u);
  auto login = b.post("/api/auth/login", R"({"email":"meera@example.com","password":"second-pass2"})");
  ASSERT_EQ(login.status, 200u);
  // The mail proved the address.
  EXPECT_TRUE(json_object(login.body).at("user").at("emailVerified").as_bool());
}

TEST_F(ResetOverSmtp, AMailTheServerRefusesForNowIsSentAgain) {
  Browser b(server);
  ASSERT_EQ(b.post("/api/auth/signup", kSignup).status, 201u);
  server.app->services.tasks.drain();
  smtp.clear();
  smtp.control(R"({"failNext":1,"code":451})");
  ASSERT_EQ(b.post("/api/auth/password-reset/request", R"({"email":"meera@example.com"})").status, 202u);
  EXPECT_FALSE(token_in(mail_text_to("meera@example.com"), "reset-password").empty());
}

TEST(AccountProfile, PasswordChangeUnlinkAndSignOutEverywhere) {
  TestServer server;
  Browser here(server), elsewhere(server);
  ASSERT_EQ(here.post("/api/auth/signup", kSignup).status, 201u);
  ASSERT_EQ(elsewhere.post("/api/auth/login", R"({"email":"meera@example.com","password":"first-pass1"})").status,
            200u);

  auto wrong = here.post("/api/auth/password", R"({"currentPassword":"nope-nope","newPassword":"second-pass2"})");
  EXPECT_EQ(wrong.status, 400u);
  EXPECT_EQ(error_code(wrong), "wrong-password");
  auto changed = here.post("/api/auth/password", R"({"currentPassword":"first-pass1","newPassword":"second-pass2"})");
  ASSERT_EQ(changed.status, 200u) << changed.body;
  EXPECT_TRUE(json_object(changed.body).at("passwordSet").as_bool());
  EXPECT_EQ(here.get("/api/auth/me").status, 200u) << "this session stays";
  EXPECT_EQ(elsewhere.get("/api/auth/me").status, 401u) << "other sessions end";

  // The password is the only way in: nothing to unlink, and Google is not linked.
  auto unlink = here.send(boost::beast::http::verb::delete_, "/api/auth/identities/google.com", "",
                          {{"X-CSRF-Token", here.cookies["ps_csrf"]}});
  EXPECT_EQ(unlink.status, 404u);

  Browser third(server);
  ASSERT_EQ(third.post("/api/auth/login", R"({"email":"meera@example.com","password":"second-pass2"})").status, 200u);
  ASSERT_EQ(here.post("/api/auth/logout-everywhere", "{}").status, 200u);
  EXPECT_EQ(here.get("/api/auth/me").status, 401u);
  EXPECT_EQ(third.get("/api/auth/me").status, 401u);
}

}  // namespace
