// Social sign-in routes:
//   GET /api/auth/oauth/{provider}/start?mode=popup|redirect&returnTo=/path
//   GET /api/auth/oauth/{provider}/callback?code=…&state=…   (the provider sends the browser here)
// The callback answers a popup with a tiny page that reports to its opener and closes, and a
// full-page redirect with a 302 back to the page of origin.
#include <sodium.h>
#include <boost/json.hpp>
#include <boost/url/parse.hpp>

#include <memory>

#include "accounts/auth_http.hpp"
#include "accounts/oauth.hpp"
#include "accounts/routes.hpp"
#include "accounts/secrets.hpp"
#include "accounts/tokens.hpp"
#include "core/hash.hpp"
#include "http/cookies.hpp"
#include "http/query.hpp"

namespace pathshala::accounts {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Request;
using http::Response;

namespace {

using http::query_param;

constexpr const char* kStateCookie = "ps_oauth";
constexpr const char* kStateCookiePath = "/api/auth/oauth";

// Only a site-relative path may be a return address (never //other.site or javascript:).
std::string safe_return_path(std::string_view p) {
  if (p.empty() || p.size() > 2000 || p[0] != '/' || (p.size() > 1 && (p[1] == '/' || p[1] == '\\'))) return "/home";
  for (unsigned char c : p)
    if (c < 0x21 || c == 0x7f || c == '\\') return "/home";
  return std::string(p);
}

std::string with_query(const std::string& path, const std::string& name, const std::string& value) {
  const auto hash = path.find('#');
  std::string base = path.substr(0, hash);
  base += (base.find('?') == std::string::npos ? "?" : "&") + name + "=" + value;
  return base;
}

// JSON to place inside a <script>: "<" (only ever inside strings) written as \u003c, so no
// value can close the script element.
std::string script_json(const json::value& value) {
  std::string out;
  for (char c : json::serialize(value)) out += c == '<' ? std::string("\\u003c") : std::string(1, c);
  return out;
}

// The page a popup ends on: tells the window that opened it how sign-in went, then closes.
// Opened without an opener (a blocked or detached popup), it continues to fallback.
Response popup_result(const Request& req, const json::object& message, const std::string& fallback,
                      http::Headers headers) {
  const std::string safe = script_json(message);
  const std::string target = script_json(json::value(fallback));
  const std::string nonce = core::random_hex(16);
  std::string page =
      "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">"
      "<title>Signing in…</title><p>Finishing sign-in… You can close this window.</p>"
      "<script nonce=\"" +
      nonce + "\">(function(){var m=" + safe +
      ";"
      "if(window.opener){try{window.opener.postMessage(m,location.origin)}catch(e){}window.close()}"
      "else{location.replace(" +
      target + ")}})()</script></html>";
  headers.emplace_back("Content-Security-Policy", "default-src 'none'; script-src 'nonce-" + nonce + "'");
  headers.emplace_back("Referrer-Policy", "no-referrer");
  return http::html_page(req, bhttp::status::ok, std::move(page), headers);
}

Response finish(const Request& req, const CookieScheme& scheme, const std::string& mode, const std::string& return_to,
                const std::optional<core::Error>& error, http::Headers headers) {
  headers.emplace_back("Set-Cookie", http::set_cookie(scheme.path_scoped_name(kStateCookie), "",
                                                      scheme.options(true, 0, kStateCookiePath)));
  if (mode == "redirect")
    return http::redirect(req, error ? with_query(return_to, "authError", error->code) : return_to, headers);
  json::object message{{"source", "pathshala-oauth"}, {"ok", !error}};
  if (error) {
    message["code"] = error->code;
    message["message"] = error->message;
  }
  const std::string fallback = error ? with_query("/login", "authError", error->code) : return_to;
  return popup_result(req, message, fallback, std::move(headers));
}

}  // namespace

void register_oauth_routes(http::Router& router, AccountsService& accounts, const core::Config& config) {
  auto flow = std::make_shared<OAuthFlow>(
      load_or_create_secret(accounts.repository(), "oauth-state-key", OAuthStateSeal::kKeyBytes),
      oauth_providers(config));
  // The start stores nothing (the pending sign-in is sealed into the browser's cookie), so it
  // runs where it lands; the callback waits on the provider over HTTPS (the outbound pool, so
  // a slow provider holds up nothing else).
  const auto options = http::RouteOptions::public_access();
  auto callback_options = http::RouteOptions::public_access().calls_out();

  router.add(
      bhttp::verb::get, "/api/auth/oauth/{provider}/start", options,
      [flow, &config](const Request& req, const http::Context& ctx) {
        const auto* provider = flow->find(ctx.params.at("provider"));
        if (!provider) return http::json_error(req, bhttp::status::not_found, "not-found", "No such sign-in provider.");
        // The state cookie must be set where the provider sends the user back: the site's own
        // origin. A start on another name of this server (127.0.0.1 for localhost) moves there.
        if (!http::reached_at_site_origin(req, config))
          return http::redirect(req, site_origin(config) + std::string(req.target()));
        if (!provider->configured())
          return http::json_error(req, bhttp::status::not_found, "provider-not-configured",
                                  provider->name + " sign-in is not available on this site yet.");
        const std::string mode = query_param(req, "mode").value_or("popup") == "redirect" ? "redirect" : "popup";
        const std::string return_to = safe_return_path(query_param(req, "returnTo").value_or("/home"));
        const std::string redirect_uri = site_origin(config) + "/api/auth/oauth/" + provider->id + "/callback";
        const auto started = flow->start(*provider, mode, return_to, redirect_uri, now_ms());
        const auto scheme = cookie_scheme(req, config);
        const auto lifetime = std::chrono::duration_cast<std::chrono::seconds>(OAuthFlow::kStateLifetime).count();
        return http::redirect(req, started.authorize_url,
                              {{"Set-Cookie", http::set_cookie(scheme.path_scoped_name(kStateCookie), started.cookie,
                                                               scheme.options(true, lifetime, kStateCookiePath))}});
      });

  router.add(bhttp::verb::get, "/api/auth/oauth/{provider}/callback", callback_options,
             [flow, &accounts, &config](const Request& req, const http::Context& ctx) {
               const auto state = query_param(req, "state").value_or("");
               const auto scheme = cookie_scheme(req, config);
               const auto cookie = http::cookie_value(req, scheme.path_scoped_name(kStateCookie)).value_or("");
               // The state must be the one this browser's sealed cookie was made for, by us,
               // for this provider, within its lifetime. A callback replayed from another
               // browser has no such cookie, and uses nothing up.
               auto pending = flow->take(state, cookie, now_ms());
               const auto* provider = flow->find(ctx.params.at("provider"));
               if (!pending || !provider || pending->provider != provider->id) {
                 const auto expired =
                     core::Error::invalid("sign-in-expired", "That sign-in link has expired. Please try again.");
                 return finish(req, scheme, pending ? pending->mode : "popup", pending ? pending->return_to : "/login",
                               expired, {});
               }
               if (auto denied = query_param(req, "error")) {
                 const auto cancelled = core::Error::invalid("cancelled-popup-request", "Sign-in was cancelled.");
                 return finish(req, scheme, pending->mode, pending->return_to, cancelled, {});
               }
               auto profile = flow->exchange(*provider, *pending, query_param(req, "code").value_or(""), now_ms());
               if (!profile) return finish(req, scheme, pending->mode, pending->return_to, profile.error(), {});
               auto result = accounts.sign_in_with(*profile, now_ms());
               if (!result) return finish(req, scheme, pending->mode, pending->return_to, result.error(), {});
               auto cookies = sign_in_cookies(req, config, accounts, result->session_token);
               return finish(req, scheme, pending->mode, pending->return_to, std::nullopt, cookies.headers);
             });
}

}  // namespace pathshala::accounts
