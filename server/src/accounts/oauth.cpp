#include "accounts/oauth.hpp"

#include <sodium.h>
#include <spdlog/spdlog.h>
#include <boost/json.hpp>
#include <boost/url/url.hpp>

#include <sstream>

#include "accounts/tokens.hpp"
#include "core/http_client.hpp"

namespace pathshala::accounts {

namespace json = boost::json;

namespace {

OAuthProvider with_config(OAuthProvider p, const core::OAuthClientConfig& c) {
  p.client_id = c.client_id;
  p.client_secret = c.client_secret;
  std::istringstream words(c.endpoints);
  std::string authorize, token, userinfo;
  words >> authorize >> token >> userinfo;
  if (!authorize.empty()) p.authorize_url = authorize;
  if (!token.empty()) p.token_url = token;
  if (!userinfo.empty()) p.userinfo_url = userinfo;
  return p;
}

core::Error provider_failed(const OAuthProvider& p, const std::string& detail) {
  spdlog::warn("{} sign-in failed: {}", p.name, detail);
  return core::Error::make(core::ErrorKind::unavailable, "provider-error",
                           p.name + " sign-in did not work this time. Please try again.");
}

std::optional<std::string> string_field(const json::object& o, std::string_view name) {
  if (auto* v = o.if_contains(name); v && v->is_string() && !v->as_string().empty()) return std::string(v->as_string());
  return std::nullopt;
}

// The claims of a JWT (its middle part), without checking the signature (see oauth.hpp).
std::optional<json::object> jwt_claims(const std::string& jwt) {
  const auto first = jwt.find('.');
  const auto second = jwt.find('.', first == std::string::npos ? 0 : first + 1);
  if (first == std::string::npos || second == std::string::npos) return std::nullopt;
  const std::string payload = jwt.substr(first + 1, second - first - 1);
  std::string raw(payload.size(), '\0');
  size_t len = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(raw.data()), raw.size(), payload.data(), payload.size(),
                        nullptr, &len, nullptr, sodium_base64_VARIANT_URLSAFE_NO_PADDING) != 0)
    return std::nullopt;
  raw.resize(len);
  boost::system::error_code ec;
  auto v = json::parse(raw, ec);
  if (ec || !v.is_object()) return std::nullopt;
  return v.as_object();
}

bool audience_matches(const json::object& claims, const std::string& client_id) {
  auto* aud = claims.if_contains("aud");
  if (!aud) return false;
  if (aud->is_string()) return aud->as_string() == client_id;
  if (aud->is_array())
    for (const auto& a : aud->as_array())
      if (a.is_string() && a.as_string() == client_id) return true;
  return false;
}

// Only web addresses are kept as a photo (never javascript: or data:).
ProviderProfile with_safe_photo(ProviderProfile p) {
  if (p.photo_url && p.photo_url->rfind("https://", 0) != 0 && p.photo_url->rfind("http://", 0) != 0)
    p.photo_url.reset();
  return p;
}

bool truthy(const json::value* v) {
  return v && ((v->is_bool() && v->as_bool()) || (v->is_string() && v->as_string() == "true"));
}

}  // namespace

std::vector<OAuthProvider> oauth_providers(const core::Config& config) {
  using core::OAuthProviderId;
  OAuthProvider google{"google",
                       "google.com",
                       "Google",
                       "https://accounts.google.com/o/oauth2/v2/auth",
                       "https://oauth2.googleapis.com/token",
                       "https://openidconnect.googleapis.com/v1/userinfo",
                       "openid email profile",
                       true,
                       "",
                       ""};
  OAuthProvider facebook{"facebook",
                         "facebook.com",
                         "Facebook",
                         "https://www.facebook.com/v19.0/dialog/oauth",
                         "https://graph.facebook.com/v19.0/oauth/access_token",
                         "https://graph.facebook.com/me?fields=id,name,email,picture",
                         "email public_profile",
                         false,
                         "",
                         ""};
  OAuthProvider microsoft{"microsoft",
                          "microsoft.com",
                          "Microsoft",
                          "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
                          "https://login.microsoftonline.com/common/oauth2/v2.0/token",
                          "https://graph.microsoft.com/oidc/userinfo",
                          "openid email profile",
                          true,
                          "",
                          ""};
  return {with_config(google, config.oauth[static_cast<int>(OAuthProviderId::google)]),
          with_config(facebook, config.oauth[static_cast<int>(OAuthProviderId::facebook)]),
          with_config(microsoft, config.oauth[static_cast<int>(OAuthProviderId::microsoft)])};
}

OAuthFlow::OAuthFlow(std::string state_key, std::vector<OAuthProvider> providers)
    : seal_(std::move(state_key)), providers_(std::move(providers)) {}

const OAuthProvider* OAuthFlow::find(std::string_view id) const {
  for (const auto& p : providers_)
    if (p.id == id) return &p;
  return nullptr;
}

OAuthFlow::Started OAuthFlow::start(const OAuthProvider& p, const std::string& mode, const std::string& return_to,
                                    const std::string& redirect_uri, std::int64_t now) const {
  const std::string state = new_token();
  const std::string verifier = base64url(new_token());  // 86 characters, within RFC 7636's 43–128
  const std::string nonce = new_token();
  const std::string cookie =
      seal_.seal(state, PendingSignIn{p.id, verifier, nonce, mode, return_to, redirect_uri}, now);
  boost::urls::url url(p.authorize_url);
  auto params = url.params();
  params.append({"response_type", "code"});
  params.append({"client_id", p.client_id});
  params.append({"redirect_uri", redirect_uri});
  params.append({"scope", p.scope});
  params.append({"state", state});
  params.append({"code_challenge", pkce_challenge(verifier)});
  params.append({"code_challenge_method", "S256"});
  if (p.openid) params.append({"nonce", nonce});
  if (p.id == "microsoft" || p.id == "google") params.append({"prompt", "select_account"});
  return Started{state, cookie, std::string(url.buffer())};
}

std::optional<PendingSignIn> OAuthFlow::take(const std::string& state, const std::string& cookie,
                                             std::int64_t now) const {
  if (!looks_like_token(state)) return std::nullopt;
  return seal_.open(cookie, state, now, kStateLifetime);
}

core::Result<ProviderProfile> OAuthFlow::exchange(const OAuthProvider& p, const PendingSignIn& pending,
                                                  const std::string& code, std::int64_t now) const {
  auto token = core::http_post_form(p.token_url, {{"grant_type", "authorization_code"},
                                                  {"code", code},
                                                  {"redirect_uri", pending.redirect_uri},
                                                  {"client_id", p.client_id},
                                                  {"client_secret", p.client_secret},
                                                  {"code_verifier", pending.code_verifier}});
  if (token.status != 200)
    return provider_failed(
        p, "token endpoint: " +
               (token.error.empty() ? std::to_string(token.status) + " " + token.body.substr(0, 200) : token.error));
  boost::system::error_code ec;
  auto parsed = json::parse(token.body, ec);
  if (ec || !parsed.is_object())
    return provider_failed(p, "token endpoint answered something other than a JSON object");
  const auto& tokens = parsed.as_object();
  const auto access_token = string_field(tokens, "access_token");
  if (!access_token) return provider_failed(p, "no access_token");

  ProviderProfile profile;
  profile.provider = p.provider_id;
  if (p.openid) {
    auto id_token = string_field(tokens, "id_token");
    auto claims = id_token ? jwt_claims(*id_token) : std::nullopt;
    if (!claims) return provider_failed(p, "no readable id_token");
    if (!audience_matches(*claims, p.client_id)) return provider_failed(p, "id_token aud is not our client id");
    if (string_field(*claims, "nonce") != pending.nonce) return provider_failed(p, "id_token nonce does not match");
    if (auto* exp = claims->if_contains("exp"); exp && exp->is_number() && exp->to_number<double>() * 1000 < now)
      return provider_failed(p, "id_token expired");
    auto sub = string_field(*claims, "sub");
    if (!sub) return provider_failed(p, "id_token without sub");
    profile.subject = *sub;
    profile.email = string_field(*claims, "email");
    profile.email_verified = truthy(claims->if_contains("email_verified"));
    profile.name = string_field(*claims, "name");
    profile.photo_url = string_field(*claims, "picture");
    if (profile.email && profile.name) return with_safe_photo(std::move(profile));
  }
  // Facebook (and OIDC providers whose ID token leaves out e-mail or name): the profile API.
  auto info = core::http_get(p.userinfo_url, *access_token);
  if (info.status != 200)
    return provider_failed(p, "userinfo: " + (info.error.empty() ? std::to_string(info.status) : info.error));
  auto user = json::parse(info.body, ec);
  if (ec || !user.is_object()) return provider_failed(p, "userinfo answered something other than a JSON object");
  const auto& u = user.as_object();
  const auto subject = p.openid ? string_field(u, "sub") : string_field(u, "id");
  if (!subject || (!profile.subject.empty() && *subject != profile.subject))
    return provider_failed(p, "userinfo subject missing or different");
  profile.subject = *subject;
  if (!profile.email) {
    profile.email = string_field(u, "email");
    // Only an OIDC provider's explicit email_verified counts (Facebook does not say).
    profile.email_verified = p.openid && truthy(u.if_contains("email_verified"));
  }
  if (!profile.name) profile.name = string_field(u, "name");
  if (!profile.photo_url) {
    profile.photo_url = string_field(u, "picture");
    if (auto* pic = u.if_contains("picture"); pic && pic->is_object())  // Facebook: picture.data.url
      if (auto* data = pic->as_object().if_contains("data"); data && data->is_object())
        profile.photo_url = string_field(data->as_object(), "url");
  }
  return with_safe_photo(std::move(profile));
}

}  // namespace pathshala::accounts
