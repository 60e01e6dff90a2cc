#pragma once
// Social sign-in: OAuth 2.0 authorization code flow with PKCE (S256) and state, plus nonce
// for the OpenID Connect providers (Google, Microsoft). Provider endpoints, client ids and
// secrets come from configuration; a provider without an id and secret is "not configured".
//
// The ID token is taken from the token endpoint's answer over TLS, which OpenID Connect
// Core §3.1.3.7 accepts in place of checking its signature; we still check aud, nonce and
// exp.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "accounts/accounts_service.hpp"
#include "accounts/oauth_state.hpp"
#include "accounts/repository.hpp"
#include "core/config.hpp"

namespace pathshala::accounts {

struct OAuthProvider {
  std::string id;           // google | facebook | microsoft (URL segment)
  std::string provider_id;  // google.com | facebook.com | microsoft.com (user records)
  std::string name;         // Google | Facebook | Microsoft
  std::string authorize_url, token_url, userinfo_url, scope;
  bool openid = false;
  std::string client_id, client_secret;
  bool configured() const { return !client_id.empty() && !client_secret.empty(); }
};

// Google, Facebook and Microsoft, with the endpoints from config where given.
std::vector<OAuthProvider> oauth_providers(const core::Config& config);

class OAuthFlow {
 public:
  static constexpr std::chrono::minutes kStateLifetime{10};

  // state_key: the installation's OAuthStateSeal key (every instance the same).
  OAuthFlow(std::string state_key, std::vector<OAuthProvider> providers);
  const OAuthProvider* find(std::string_view id) const;

  struct Started {
    std::string state;          // sent to the provider, which sends it back
    std::string cookie;         // the sealed pending sign-in, for this browser's state cookie
    std::string authorize_url;  // where to send the browser
  };
  // Stores nothing: the pending sign-in travels sealed in the cookie (accounts/oauth_state.hpp).
  Started start(const OAuthProvider& provider, const std::string& mode, const std::string& return_to,
                const std::string& redirect_uri, std::int64_t now_ms) const;
  // The pending sign-in this browser's cookie holds for state; nothing when the cookie is
  // missing, not ours, for another state, or older than kStateLifetime.
  std::optional<PendingSignIn> take(const std::string& state, const std::string& cookie, std::int64_t now_ms) const;
  // Trades the code for tokens and reads who signed in. Blocking (outbound HTTPS).
  core::Result<ProviderProfile> exchange(const OAuthProvider& provider, const PendingSignIn& pending,
                                         const std::string& code, std::int64_t now_ms) const;

 private:
  OAuthStateSeal seal_;
  std::vector<OAuthProvider> providers_;
};

}  // namespace pathshala::accounts
