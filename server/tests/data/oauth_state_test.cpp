// The sealed pending sign-in (issue 24, finding 13): only a cookie we sealed, for the state
// the provider sent back, within its lifetime, opens.
#include <gtest/gtest.h>

#include "accounts/oauth_state.hpp"

using namespace pathshala;
using accounts::OAuthStateSeal;
using accounts::PendingSignIn;

namespace {

const PendingSignIn kPending{"google", "verifier-86-chars", "nonce", "redirect", "/home?x=1", "http://localhost/cb"};
constexpr std::chrono::milliseconds kLifetime{600'000};
const std::string kState(64, 'a');

TEST(OAuthStateSeal, OpensOnlyWhatItSealedForThatStateInTime) {
  OAuthStateSeal seal(std::string(32, 'k'));
  const auto cookie = seal.seal(kState, kPending, 1'000'000);
  auto opened = seal.open(cookie, kState, 1'000'000 + 599'000, kLifetime);
  ASSERT_TRUE(opened);
  EXPECT_EQ(opened->provider, "google");
  EXPECT_EQ(opened->code_verifier, "verifier-86-chars");
  EXPECT_EQ(opened->return_to, "/home?x=1");
  EXPECT_EQ(opened->redirect_uri, "http://localhost/cb");

  EXPECT_FALSE(seal.open(cookie, std::string(64, 'b'), 1'000'001, kLifetime)) << "another state";
  EXPECT_FALSE(seal.open(cookie, kState, 1'000'000 + 600'001, kLifetime)) << "expired";
  EXPECT_FALSE(seal.open(cookie, kState, 999'999, kLifetime)) << "from the future";
  EXPECT_FALSE(OAuthStateSeal(std::string(32, 'x')).open(cookie, kState, 1'000'001, kLifetime)) << "another key";
  for (std::size_t at : {std::size_t{0}, cookie.size() / 2, cookie.size() - 1}) {
    auto altered = cookie;
    altered[at] = altered[at] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(seal.open(altered, kState, 1'000'001, kLifetime)) << at;
  }
  for (const std::string& bad :
       {std::string(), std::string("not base64!"), std::string(5000, 'A'), cookie.substr(0, 20)})
    EXPECT_FALSE(seal.open(bad, kState, 1'000'001, kLifetime));
  EXPECT_NE(seal.seal(kState, kPending, 1), seal.seal(kState, kPending, 1)) << "a fresh nonce each time";
}

}  // namespace
