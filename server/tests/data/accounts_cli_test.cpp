// Accounts without HTTP: the `user create` and `user make-admin` commands, demo accounts,
// the policy file, and the pieces the session and CSRF code rest on.
#include <gtest/gtest.h>

#include <sstream>

#include "../support/temp_dir.hpp"
#include "accounts/accounts_service.hpp"
#include "accounts/csrf.hpp"
#include "accounts/demo_users.hpp"
#include "accounts/email.hpp"
#include "accounts/sql_repository.hpp"
#include "accounts/tokens.hpp"
#include "accounts/user_cli.hpp"
#include "store/store.hpp"

using namespace pathshala;
using namespace pathshala::accounts;

namespace {

struct AccountsFixture : ::testing::Test {
  test_support::TempDir dir;
  std::unique_ptr<store::Store> store = [&] {
    auto s = store::Store::open_sqlite(dir.path());
    s->migrate();
    return s;
  }();
  std::unique_ptr<Repository> repository = make_sql_repository(*store);
  AccountsService accounts{*repository, [] {
                             AccountsOptions o;
                             o.hashing = {1, 8u * 1024 * 1024};
                             return o;
                           }()};

  int run(const std::vector<std::string>& args, const std::string& stdin_text, std::string& out, std::string& err) {
    std::istringstream in(stdin_text);
    std::ostringstream o, e;
    int code = run_user_command(args, accounts, in, o, e);
    out = o.str();
    err = e.str();
    return code;
  }
};

}  // namespace

TEST_F(AccountsFixture, UserCreateMakesAnAdminWithThePasswordFromStdin) {
  std::string out, err;
  ASSERT_EQ(run({"create", "--email", "Boss@Example.com", "--name", "The Boss", "--admin", "--password-stdin"},
                "Str0ng-pass\n", out, err),
            0)
      << err;
  EXPECT_NE(out.find("Created admin Boss@Example.com"), std::string::npos) << out;
  EXPECT_EQ(out.find("Str0ng-pass"), std::string::npos);  // never echoed
  auto login = accounts.login("boss@example.com", "Str0ng-pass", "cli-test", now_ms());
  ASSERT_TRUE(login.ok());
  EXPECT_EQ(login->user.role, "admin");
  // The same e-mail again, in another case: refused, exit 1.
  EXPECT_EQ(run({"create", "--email=boss@example.com", "--name=Other", "--password-stdin"}, "Str0ng-pass\n", out, err),
            1);
  EXPECT_NE(err.find("email-already-in-use"), std::string::npos);
}

TEST_F(AccountsFixture, UserCreateGeneratesAPasswordWhenNoneIsGiven) {
  std::string out, err;
  ASSERT_EQ(run({"create", "--email", "s@example.com", "--name", "Student", "--semester", "2"}, "", out, err), 0)
      << err;
  const auto at = out.find("Password: ");
  ASSERT_NE(at, std::string::npos);
  const std::string password = out.substr(at + 10, out.find('\n', at) - at - 10);
  EXPECT_EQ(password.size(), 16u);
  auto login = accounts.login("s@example.com", password, "cli-test", now_ms());
  ASSERT_TRUE(login.ok());
  EXPECT_EQ(login->user.role, "user");
  EXPECT_EQ(login->user.semester, 2);
}

TEST_F(AccountsFixture, UserCreateRefusesBadArguments) {
  std::string out, err;
  EXPECT_EQ(run({}, "", out, err), 2);
  EXPECT_EQ(run({"delete"}, "", out, err), 2);
  EXPECT_EQ(run({"create", "--name", "No Email"}, "", out, err), 2);
  EXPECT_EQ(run({"create", "--email", "a@b.in", "--name", "A", "--semester", "9"}, "", out, err), 2);
  EXPECT_EQ(run({"create", "--email", "a@b.in", "--name", "A", "--password-stdin"}, "123\n", out, err), 1);
  EXPECT_NE(err.find("weak-password"), std::string::npos);
  EXPECT_EQ(run({"create", "--email", "not-email", "--name", "A", "--password-stdin"}, "secret12\n", out, err), 1);
}

// What import-firestore's report tells an operator to run for an old admin: the import
// itself never makes one (issue 24, finding 7).
TEST_F(AccountsFixture, UserMakeAdminPromotesAnExistingAccount) {
  ImportedUser old;
  old.uid = "uidAdminOld1";
  old.email = "old.admin@example.com";
  ASSERT_TRUE(accounts.import_user(old).ok());
  std::string out, err;
  ASSERT_EQ(run({"make-admin", "--email", "Old.Admin@Example.com"}, "", out, err), 0) << err;
  EXPECT_NE(out.find("old.admin@example.com (uidAdminOld1) is an admin"), std::string::npos) << out;
  EXPECT_EQ(accounts.user("uidAdminOld1")->role, "admin");
  EXPECT_EQ(run({"make-admin", "--email=old.admin@example.com"}, "", out, err), 0) << err;  // again: harmless
  EXPECT_EQ(run({"make-admin", "--email", "nobody@example.com"}, "", out, err), 1);
  EXPECT_NE(err.find("No account has the e-mail nobody@example.com"), std::string::npos) << err;
  EXPECT_EQ(run({"make-admin"}, "", out, err), 2);
  EXPECT_EQ(run({"make-admin", "--name", "X"}, "", out, err), 2);
}

TEST_F(AccountsFixture, DemoUsersAreCreatedOnceWithWorkingPasswords) {
  auto first = seed_demo_users(accounts);
  ASSERT_EQ(first.size(), 2u);
  EXPECT_EQ(first[0].email, kDemoAdminEmail);
  auto admin = accounts.login(first[0].email, first[0].password, "seed-test", now_ms());
  ASSERT_TRUE(admin.ok());
  EXPECT_EQ(admin->user.role, "admin");
  auto student = accounts.login(first[1].email, first[1].password, "seed-test", now_ms());
  ASSERT_TRUE(student.ok());
  EXPECT_EQ(student->user.role, "user");
  EXPECT_TRUE(seed_demo_users(accounts).empty());  // no new passwords printed the second time
}

TEST(PasswordPolicyFile, ReadsTheApiShapeAndRefusesNonsense) {
  auto parsed = parse_policy_json(R"({"customStrengthOptions":{"minPasswordLength":10,"containsNumericCharacter":true},
                                      "enforcementState":"ENFORCE","forceUpgradeOnSignin":true,"schemaVersion":1})");
  ASSERT_TRUE(std::holds_alternative<PasswordPolicy>(parsed));
  const auto& p = std::get<PasswordPolicy>(parsed);
  EXPECT_EQ(p.min_length, 10);
  EXPECT_TRUE(p.require_numeric && p.enforce && p.force_upgrade_on_signin);
  EXPECT_FALSE(p.require_uppercase);
  for (const char* bad : {"[]", "{\"schemaVersion\":2}", R"({"enforcementState":"MAYBE"})",
                          R"({"customStrengthOptions":{"minPasswordLength":0}})",
                          R"({"customStrengthOptions":{"minPasswordLength":10,"maxPasswordLength":8}})"})
    EXPECT_TRUE(std::holds_alternative<std::string>(parse_policy_json(bad))) << bad;
}

TEST(AccountPieces, EmailsTokensAndCsrf) {
  EXPECT_EQ(email_key("  Asha@Example.COM "), "asha@example.com");
  EXPECT_TRUE(is_plausible_email("a.b+c@mail.example.in"));
  for (const char* bad : {"", "a", "a@", "@b.in", "a@b", "a@@b.in", "a b@c.in", "a@b..in", "a@b.in."})
    EXPECT_FALSE(is_plausible_email(bad)) << bad;
  const auto t = new_token();
  EXPECT_TRUE(looks_like_token(t));
  EXPECT_FALSE(looks_like_token(t.substr(1)));
  EXPECT_FALSE(looks_like_token(std::string(64, 'G')));
  EXPECT_NE(token_hash(t), t);
  // RFC 7636 appendix B.
  EXPECT_EQ(pkce_challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  CsrfTokens csrf(std::string(32, 'k'));
  const auto token = csrf.issue("session:abc");
  EXPECT_TRUE(csrf.valid(token, "session:abc"));
  EXPECT_FALSE(csrf.valid(token, "session:abd"));
  EXPECT_FALSE(csrf.valid(token, ""));
  EXPECT_FALSE(CsrfTokens(std::string(32, 'x')).valid(token, "session:abc"));
  std::string flipped = token;
  flipped.back() = flipped.back() == '0' ? '1' : '0';
  EXPECT_FALSE(csrf.valid(flipped, "session:abc"));
}
