// Social sign-in over real HTTP against a fake OAuth provider on loopback: authorization
// code flow with PKCE, state bound to the browser, nonce, popup and redirect answers,
// account creation and linking.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <boost/url/parse.hpp>

#include "../support/browser.hpp"
#include "../support/fake_provider.hpp"
#include "../support/test_server.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;
namespace json = boost::json;

namespace {

struct OAuthFixture : ::testing::Test {
  FakeProvider provider;
  TestServer server{{}, [this](core::Config& c, accounts::AccountsOptions&) {
                      for (int p = 0; p < 3; ++p) c.oauth[p] = {"fake-client", "fake-secret", provider.endpoints()};
                    }};

  // Follows start → provider → callback; returns the callback's answer.
  Reply sign_in(Browser& b, const std::string& provider_id, const std::string& mode, const std::string& return_to) {
    auto start = b.get("/api/auth/oauth/" + provider_id + "/start?mode=" + mode + "&returnTo=" + return_to);
    EXPECT_EQ(start.status, 302u) << start.body;
    auto location = boost::urls::parse_absolute_uri(start.header("location"));
    EXPECT_TRUE(location.has_value());
    auto at_provider = fetch_from(provider.port, std::string(location->encoded_target()));
    EXPECT_EQ(at_provider.status, 302u) << at_provider.body;
    auto back = boost::urls::parse_absolute_uri(at_provider.header("location"));
    EXPECT_TRUE(back.has_value());
    EXPECT_EQ(back->port_number(), server.port);
    return b.get(std::string(back->encoded_target()));
  }
};

}  // namespace

TEST_F(OAuthFixture, ProvidersAreConfigured) {
  auto body = json_object(server.fetch("/api/auth/providers").body);
  for (const auto& p : body.at("providers").as_array()) EXPECT_TRUE(p.at("configured").as_bool());
}

TEST_F(OAuthFixture, StartSendsPkceStateAndNonce) {
  Browser b(server);
  auto start = b.get("/api/auth/oauth/google/start?mode=popup&returnTo=/pyq");
  ASSERT_EQ(start.status, 302u);
  auto url = boost::urls::parse_absolute_uri(start.header("location"));
  ASSERT_TRUE(url);
  auto params = url->params();
  EXPECT_EQ((*params.find("code_challenge_method")).value, "S256");
  EXPECT_EQ((*params.find("code_challenge")).value.size(), 43u);
  EXPECT_EQ((*params.find("state")).value.size(), 64u);
  EXPECT_NE(params.find("nonce"), params.end());
  EXPECT_EQ((*params.find("redirect_uri")).value,
            "http://localhost:" + std::to_string(server.port) + "/api/auth/oauth/google/callback");
  EXPECT_EQ((*params.find("client_id")).value, "fake-client");
  // The browser keeps the pending sign-in sealed (not the state itself, nor anything readable).
  EXPECT_FALSE(b.cookies["ps_oauth"].empty());
  EXPECT_EQ(b.cookies["ps_oauth"].find((*params.find("state")).value), std::string::npos);
  // The verifier is never sent to the provider.
  EXPECT_EQ(start.header("location").find("code_verifier"), std::string::npos);
  EXPECT_EQ(server.fetch("/api/auth/oauth/myspace/start").status, 404u);
}

TEST_F(OAuthFixture, RedirectFlowCreatesTheUserAndReturnsToTheOrigin) {
  Browser b(server);
  auto done = sign_in(b, "google", "redirect", "/pyq/First-year%3Fsubject%3Dmaths");
  ASSERT_EQ(done.status, 302u) << done.body;
  EXPECT_EQ(done.header("location"), "/pyq/First-year?subject=maths");
  EXPECT_EQ(b.cookies["ps_session"].size(), 64u);
  EXPECT_EQ(b.cookies.count("ps_oauth"), 0u);
  auto me = b.get("/api/auth/me");
  ASSERT_EQ(me.status, 200u);
  auto user = json_object(me.body);
  EXPECT_EQ(user.at("displayName").as_string(), "Fake Google User");
  EXPECT_EQ(user.at("email").as_string(), "google.user@example.com");
  EXPECT_EQ(user.at("emailVerified").as_bool(), true);
  EXPECT_EQ(user.at("photoURL").as_string(), "https://example.com/avatar.png");
  EXPECT_EQ(user.at("role").as_string(), "user");
  EXPECT_EQ(user.at("providerData").as_array()[0].at("providerId").as_string(), "google.com");
  // The provider saw the PKCE verifier and our secret at the token endpoint.
  auto seen = json_object(provider.seen());
  EXPECT_EQ(seen.at("token").at("client_secret").as_string(), "(sent)");
  EXPECT_FALSE(seen.at("token").at("code_verifier").as_string().empty());
  // Signing in again finds the same account.
  Browser again(server);
  ASSERT_EQ(sign_in(again, "google", "redirect", "/home").status, 302u);
  EXPECT_EQ(json_object(again.get("/api/auth/me").body).at("uid"), user.at("uid"));
}

TEST_F(OAuthFixture, PopupFlowAnswersTheOpenerAndCloses) {
  Browser b(server);
  auto done = sign_in(b, "google", "popup", "/home");
  ASSERT_EQ(done.status, 200u);
  EXPECT_NE(done.header("content-type").find("text/html"), std::string::npos);
  EXPECT_NE(done.body.find("window.opener.postMessage"), std::string::npos);
  EXPECT_NE(done.body.find(R"("source":"pathshala-oauth","ok":true)"), std::string::npos) << done.body;
  EXPECT_NE(done.body.find("window.close()"), std::string::npos);
  const auto csp = done.header("content-security-policy");
  EXPECT_NE(csp.find("script-src 'nonce-"), std::string::npos);
  EXPECT_NE(done.body.find("nonce=\"" + csp.substr(csp.find("nonce-") + 6, 32) + "\""), std::string::npos);
  EXPECT_EQ(b.get("/api/auth/me").status, 200u);
}

TEST_F(OAuthFixture, CallbackWithoutTheBrowsersStateCookieIsRefused) {
  Browser victim(server);
  auto start = victim.get("/api/auth/oauth/google/start?mode=redirect&returnTo=/home");
  auto location = boost::urls::parse_absolute_uri(start.header("location"));
  auto at_provider = fetch_from(provider.port, std::string(location->encoded_target()));
  const std::string callback = at_provider.header("location");  // kept: the view below points into it
  auto back = boost::urls::parse_absolute_uri(callback);
  // An attacker replays the callback in another browser (login CSRF): no state cookie.
  Browser attacker(server);
  // Without the browser's sealed cookie the server knows nothing of the sign-in, so it answers
  // as to a popup, whose page falls back to /login?authError=… when nothing opened it.
  auto r = attacker.get(std::string(back->encoded_target()));
  EXPECT_EQ(r.status, 200u);
  EXPECT_NE(r.body.find("sign-in-expired"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("/login?authError=sign-in-expired"), std::string::npos) << r.body;
  EXPECT_EQ(attacker.cookies.count("ps_session"), 0u);
  // The attacker's attempt did not use the victim's state up: the victim still signs in,
  // once (the cookie is cleared, and the provider takes each code once).
  Browser replay(server);
  replay.cookies = victim.cookies;  // the victim's state cookie, before it is used
  auto own = victim.get(std::string(back->encoded_target()));
  EXPECT_EQ(own.status, 302u) << own.body;
  EXPECT_EQ(victim.cookies.count("ps_session"), 1u);
  replay.get(std::string(back->encoded_target()));
  EXPECT_EQ(replay.cookies.count("ps_session"), 0u);
  // A made-up state: the popup answer reports the failure.
  auto forged = victim.get("/api/auth/oauth/google/callback?code=x&state=" + std::string(64, 'a'));
  EXPECT_NE(forged.body.find(R"("ok":false)"), std::string::npos);
}

TEST_F(OAuthFixture, WrongNonceOrDeniedConsentSignsNobodyIn) {
  provider.control(R"({"wrongNonce":true})");
  Browser b(server);
  auto r = sign_in(b, "google", "redirect", "/home");
  EXPECT_NE(r.header("location").find("authError=provider-error"), std::string::npos) << r.header("location");
  EXPECT_EQ(b.cookies.count("ps_session"), 0u);
  provider.control(R"({"deny":true})");
  auto denied = sign_in(b, "microsoft", "popup", "/home");
  EXPECT_NE(denied.body.find("cancelled-popup-request"), std::string::npos);
  EXPECT_EQ(b.get("/api/auth/me").status, 401u);
}

TEST_F(OAuthFixture, VerifiedEmailLinksToTheExistingVerifiedAccount) {
  Browser owner(server);
  auto signup = owner.post("/api/auth/signup",
                           R"({"name":"Ravi","semester":5,"email":"Ravi@Example.com","password":"secret12"})");
  ASSERT_EQ(signup.status, 201u);
  const auto uid = json_object(signup.body).at("user").at("uid");
  // Ravi proved the address (the verification mail's link).
  server.accounts->repository().write(
      [&](accounts::AccountsWriter& data) { data.mark_email_verified(std::string(uid.as_string())); });
  provider.control(R"({"profile":{"sub":"g-ravi","email":"ravi@example.com","email_verified":true,"name":"Ravi K"}})");
  Browser b(server);
  ASSERT_EQ(sign_in(b, "google", "redirect", "/home").status, 302u);
  auto me = json_object(b.get("/api/auth/me").body);
  EXPECT_EQ(me.at("uid"), uid);
  EXPECT_EQ(me.at("semester").as_int64(), 5);
  EXPECT_EQ(me.at("providerData").as_array().size(), 2u);
  EXPECT_EQ(me.at("emailVerified").as_bool(), true);
}

TEST_F(OAuthFixture, UnverifiedEmailDoesNotTakeOverAnAccount) {
  Browser owner(server);
  ASSERT_EQ(
      owner.post("/api/auth/signup", R"({"name":"Ravi","semester":5,"email":"ravi@example.com","password":"secret12"})")
          .status,
      201u);
  provider.control(
      R"({"profile":{"sub":"ms-ravi","email":"ravi@example.com","email_verified":false,"name":"Not Ravi"}})");
  Browser b(server);
  auto r = sign_in(b, "microsoft", "redirect", "/home");
  ASSERT_EQ(r.status, 302u);
  // Issue 24, finding 14: the answer is the same as for an e-mail nobody has (below), so it
  // tells no one whether ravi@example.com has an account: a new account without an e-mail.
  EXPECT_EQ(r.header("location").find("authError"), std::string::npos) << r.header("location");
  auto me = json_object(b.get("/api/auth/me").body);
  EXPECT_NE(me.at("uid"), json_object(owner.get("/api/auth/me").body).at("uid"));
  EXPECT_EQ(me.at("email").as_string(), "");
  EXPECT_EQ(me.at("displayName").as_string(), "Not Ravi");
  // The owner's account is untouched: password and session still work.
  EXPECT_EQ(owner.get("/api/auth/me").status, 200u);
  EXPECT_EQ(Browser(server).post("/api/auth/login", R"({"email":"ravi@example.com","password":"secret12"})").status,
            200u);

  provider.control(
      R"({"profile":{"sub":"ms-nobody","email":"nobody@example.com","email_verified":false,"name":"Nobody"}})");
  Browser stranger(server);
  auto unknown = sign_in(stranger, "microsoft", "redirect", "/home");
  ASSERT_EQ(unknown.status, 302u);
  EXPECT_EQ(unknown.header("location"), r.header("location"));
  EXPECT_EQ(json_object(stranger.get("/api/auth/me").body).at("email").as_string(), "");
}

// The takeover a review reproduced: an intruder signs up with the victim's address and a
// password of their own; the victim later signs in with Google, which vouches for it. The
// victim gets the account; the intruder's password and sessions are gone.
TEST_F(OAuthFixture, AnIntrudersUnverifiedSignupIsTakenOverCleanlyByTheVerifiedOwner) {
  Browser intruder(server);
  ASSERT_EQ(intruder
                .post("/api/auth/signup",
                      R"({"name":"Mallory","semester":1,"email":"victim@example.com","password":"intruder-pw"})")
                .status,
            201u);
  ASSERT_EQ(intruder.get("/api/auth/me").status, 200u);

  provider.control(R"({"profile":{"sub":"g-victim","email":"victim@example.com","email_verified":true,"name":"Vic"}})");
  Browser victim(server);
  ASSERT_EQ(sign_in(victim, "google", "redirect", "/home").status, 302u);
  auto me = json_object(victim.get("/api/auth/me").body);
  EXPECT_EQ(me.at("email"), "victim@example.com");
  EXPECT_TRUE(me.at("emailVerified").as_bool());
  EXPECT_FALSE(me.at("passwordSet").as_bool());
  ASSERT_EQ(me.at("providerData").as_array().size(), 1u);
  EXPECT_EQ(me.at("providerData").at(0).at("providerId"), "google.com");

  EXPECT_EQ(intruder.get("/api/auth/me").status, 401u) << "the intruder's session survived";
  Browser again(server);
  auto login = again.post("/api/auth/login", R"({"email":"victim@example.com","password":"intruder-pw"})");
  EXPECT_EQ(login.status, 401u);
}

// The other path: an intruder signs in with a provider that does not vouch for the address.
// That reserves nothing: the owner can still sign up with it, and the intruder's account is
// never joined to the owner's.
TEST_F(OAuthFixture, AnUnverifiedProviderEmailReservesNothing) {
  provider.control(
      R"({"profile":{"sub":"ms-mallory","email":"owner@example.com","email_verified":false,"name":"Mallory"}})");
  Browser intruder(server);
  ASSERT_EQ(sign_in(intruder, "microsoft", "redirect", "/home").status, 302u);
  auto intruder_me = json_object(intruder.get("/api/auth/me").body);
  EXPECT_EQ(intruder_me.at("email"), "");

  Browser owner(server);
  auto signup = owner.post("/api/auth/signup",
                           R"({"name":"Owner","semester":2,"email":"owner@example.com","password":"owner-pw1"})");
  ASSERT_EQ(signup.status, 201u) << signup.body;
  provider.control(R"({"profile":{"sub":"g-owner","email":"owner@example.com","email_verified":true,"name":"Owner"}})");
  Browser google(server);
  ASSERT_EQ(sign_in(google, "google", "redirect", "/home").status, 302u);
  auto me = json_object(google.get("/api/auth/me").body);
  EXPECT_EQ(me.at("uid"), json_object(signup.body).at("user").at("uid"));
  for (const auto& p : me.at("providerData").as_array()) EXPECT_NE(p.at("providerId"), "microsoft.com");
  EXPECT_NE(intruder_me.at("uid"), me.at("uid"));
}

TEST_F(OAuthFixture, TheLastSignInMethodCannotBeUnlinked) {
  provider.control(R"({"profile":{"sub":"g-solo","email":"solo@example.com","email_verified":true,"name":"Solo"}})");
  Browser b(server);
  ASSERT_EQ(sign_in(b, "google", "redirect", "/home").status, 302u);
  auto unlink = [&] {
    return b.send(bhttp::verb::delete_, "/api/auth/identities/google.com", "",
                  {{"X-CSRF-Token", b.cookies["ps_csrf"]}});
  };
  auto refused = unlink();
  EXPECT_EQ(refused.status, 409u);
  EXPECT_EQ(json_object(refused.body).at("error").at("code"), "last-sign-in-method");
  // A first password (no current one to give), then Google can go.
  auto set = b.post("/api/auth/password", R"({"newPassword":"solo-pass1"})");
  ASSERT_EQ(set.status, 200u) << set.body;
  EXPECT_TRUE(json_object(set.body).at("passwordSet").as_bool());
  auto unlinked = unlink();
  ASSERT_EQ(unlinked.status, 200u) << unlinked.body;
  EXPECT_EQ(json_object(unlinked.body).at("providerData").as_array().size(), 1u);
}

// Issue 24, finding 13: a start used to write a row and count the table. Now it stores
// nothing: the pending sign-in is sealed into the browser's cookie.
TEST_F(OAuthFixture, StartingSignInsStoresNothing) {
  // Migration 0010 dropped the table starts used to fill; what else a start could write to
  // (rate counts, sessions, mailed tokens) stays as it was.
  auto rows = [&] {
    std::int64_t n = -1;
    server.store->read([&](store::Db& db) {
      auto s = db.prepare(
          "SELECT (SELECT count(*) FROM login_failures) + (SELECT count(*) FROM sessions) + "
          "(SELECT count(*) FROM account_tokens)");
      if (s.step()) n = s.integer(0);
      while (s.step()) {
      }
    });
    return n;
  };
  const auto before = rows();
  Browser b(server);
  for (int i = 0; i < 100; ++i) ASSERT_EQ(b.get("/api/auth/oauth/google/start?mode=popup").status, 302u) << i;
  EXPECT_EQ(rows(), before);
  // The sealed cookie is all the browser carries; it says nothing readable.
  const auto cookie = b.cookies.at("ps_oauth");
  EXPECT_EQ(cookie.find("google"), std::string::npos);
  EXPECT_EQ(cookie.find("popup"), std::string::npos);
}

TEST_F(OAuthFixture, AnAlteredStateCookieSignsNobodyIn) {
  Browser b(server);
  auto start = b.get("/api/auth/oauth/google/start?mode=redirect&returnTo=/home");
  auto location = boost::urls::parse_absolute_uri(start.header("location"));
  auto at_provider = fetch_from(provider.port, std::string(location->encoded_target()));
  const std::string callback = at_provider.header("location");
  auto back = boost::urls::parse_absolute_uri(callback);
  auto& cookie = b.cookies.at("ps_oauth");
  cookie[cookie.size() / 2] = cookie[cookie.size() / 2] == 'A' ? 'B' : 'A';
  auto r = b.get(std::string(back->encoded_target()));
  EXPECT_NE(r.body.find(R"("ok":false)"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("sign-in-expired"), std::string::npos) << r.body;
  EXPECT_EQ(b.cookies.count("ps_session"), 0u);
}

TEST_F(OAuthFixture, FacebookProfileComesFromTheGraphApi) {
  provider.control(
      R"j({"profile":{"sub":"fb-1","email":"fb.user@example.com","name":"FB User","picture":"javascript:alert(1)"}})j");
  Browser b(server);
  ASSERT_EQ(sign_in(b, "facebook", "redirect", "/home").status, 302u);
  auto me = json_object(b.get("/api/auth/me").body);
  EXPECT_EQ(me.at("displayName").as_string(), "FB User");
  EXPECT_EQ(me.at("emailVerified").as_bool(), false);
  EXPECT_TRUE(me.at("photoURL").is_null());  // javascript: is never kept
  EXPECT_EQ(me.at("providerData").as_array()[0].at("providerId").as_string(), "facebook.com");
}

TEST_F(OAuthFixture, ReturnAddressMustBeOnThisSite) {
  for (const char* bad : {"https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"}) {
    Browser b(server);
    std::string encoded;
    for (unsigned char c : std::string_view(bad)) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      encoded += std::isalnum(c) ? std::string(1, static_cast<char>(c)) : std::string(hex);
    }
    auto r = sign_in(b, "google", "redirect", encoded);
    EXPECT_EQ(r.header("location"), "/home") << bad;
  }
}

// Issue 24, finding 13: starts from ~840 addresses used to fill a global cap of pending
// sign-ins, after which no one could sign in. Nothing fills now.
TEST(OAuthStart, StartsFromManyAddressesLockNoOneOut) {
  FakeProvider provider;
  TestServer server{{}, [&](core::Config& c, accounts::AccountsOptions&) {
                      c.oauth[0] = {"fake-client", "fake-secret", provider.endpoints()};
                    }};
  for (int i = 0; i < 200; ++i)
    ASSERT_EQ(fetch_from(server.port, "/api/auth/oauth/google/start", bhttp::verb::get, {}, "",
                         "127.0.1." + std::to_string(1 + i % 40))
                  .status,
              302u)
        << i;
  // Someone else now signs in, start to finish.
  Browser b(server);
  b.source = "127.0.0.99";
  auto start = b.get("/api/auth/oauth/google/start?mode=redirect&returnTo=/home");
  ASSERT_EQ(start.status, 302u);
  auto location = boost::urls::parse_absolute_uri(start.header("location"));
  auto at_provider = fetch_from(provider.port, std::string(location->encoded_target()));
  const std::string callback = at_provider.header("location");
  auto back = boost::urls::parse_absolute_uri(callback);
  auto done = b.get(std::string(back->encoded_target()));
  EXPECT_EQ(done.status, 302u) << done.body;
  EXPECT_EQ(done.header("location"), "/home");
  EXPECT_EQ(b.get("/api/auth/me").status, 200u);
}
