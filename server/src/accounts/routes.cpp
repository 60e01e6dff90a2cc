// HTTP routes of accounts: /api/auth/* sign-up, sign-in, session and profile. Rules live in
// AccountsService; this file reads JSON, sets cookies (session, CSRF, device) and turns a
// core::Error into {"error":{code,message}}. Mailed links and the profile's account changes
// are in account_routes.cpp, social sign-in in oauth_routes.cpp.
#include <boost/json.hpp>

#include "accounts/routes.hpp"

#include "accounts/account_mails.hpp"
#include "accounts/auth_http.hpp"
#include "accounts/oauth.hpp"
#include "background/task_runner.hpp"
#include "core/document.hpp"
#include "core/text.hpp"
#include "core/validation.hpp"
#include "http/json_body.hpp"

namespace pathshala::accounts {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Request;
using http::Response;

namespace {

Response bad_field(const Request& req, const std::string& message) {
  return http::json_error(req, bhttp::status::bad_request, "invalid-argument", message);
}

// A string field: absent → nullopt; present but not a string → error message.
std::variant<std::optional<std::string>, std::string> string_field(const json::object& body, const char* name,
                                                                   const char* label) {
  auto* v = body.if_contains(name);
  if (!v || v->is_null()) return std::optional<std::string>{};
  if (!v->is_string()) return std::string(label) + " must be text.";
  return std::optional<std::string>{std::string(v->as_string())};
}

// The semester as a number 1–8, also accepted as a string ("3", from a <select>).
std::variant<std::optional<int>, std::string> semester_field(const json::object& body) {
  auto* v = body.if_contains("semester");
  if (!v || v->is_null()) return std::optional<int>{};
  if (v->is_int64() && v->as_int64() >= 1 && v->as_int64() <= 8)
    return std::optional<int>{static_cast<int>(v->as_int64())};
  if (v->is_string() && v->as_string().size() == 1 && v->as_string()[0] >= '1' && v->as_string()[0] <= '8')
    return std::optional<int>{v->as_string()[0] - '0'};
  return std::string("Please select your semester (1 to 8).");
}

json::object shown(User user, const PurchasedItems& purchased) {
  if (purchased) user.purchased_courses = purchased(user.uid);
  return user_json(user);
}

Response signed_in(const Request& req, const core::Config& config, const AccountsService& accounts, const SignedIn& s,
                   bhttp::status status, const PurchasedItems& purchased) {
  auto cookies = sign_in_cookies(req, config, accounts, s.session_token);
  if (!s.device_cookie.empty())
    cookies.headers.push_back(
        set_sign_in_cookie(req, config, kDeviceCookie, s.device_cookie, kDeviceCookieDays * 24 * 60 * 60));
  return http::json_value(req, status, json::object{{"user", shown(s.user, purchased)}, {"csrfToken", cookies.token}},
                          cookies.headers);
}

// The signed-in user's full record (the http layer has checked the session).
std::optional<User> current_user(AccountsService& accounts, const http::Context& ctx) {
  return accounts.user(ctx.user->uid);
}

Response not_signed_in(const Request& req) {
  return http::error_response(
      req, core::Error::make(core::ErrorKind::unauthenticated, "not-signed-in", "You are not signed in."));
}

}  // namespace

void register_routes(http::Router& router, AccountsService& accounts, const core::Config& config,
                     background::TaskRunner& tasks, PurchasedItems purchased) {
  using http::RouteOptions;
  auto policy = core::make_document(policy_json(accounts.policy()));
  router.add(bhttp::verb::get, "/api/auth/password-policy", RouteOptions::public_access(),
             [policy](const Request& req, const http::Context&) { return http::json_document(req, policy); });

  json::array providers;
  for (const auto& p : oauth_providers(config))
    providers.push_back(json::object{{"id", p.id}, {"name", p.name}, {"configured", p.configured()}});
  auto providers_doc = core::make_document(json::serialize(json::object{{"providers", std::move(providers)}}));
  router.add(
      bhttp::verb::get, "/api/auth/providers", RouteOptions::public_access(),
      [providers_doc](const Request& req, const http::Context&) { return http::json_document(req, providers_doc); });

  router.add(
      bhttp::verb::get, "/api/auth/csrf", RouteOptions::public_access(),
      [&accounts, &config](const Request& req, const http::Context&) {
        auto issued = current_csrf(req, config, accounts);
        return http::json_value(req, bhttp::status::ok, json::object{{"csrfToken", issued.token}}, issued.headers);
      });

  router.add(bhttp::verb::get, "/api/auth/me", RouteOptions::signed_in().on_worker(),
             [&accounts, purchased](const Request& req, const http::Context& ctx) {
               auto user = current_user(accounts, ctx);
               if (!user) return not_signed_in(req);
               return http::json_value(req, bhttp::status::ok, shown(*user, purchased));
             });

  // Who is signed in, for the web app's first request on every page: 200 with null for a
  // visitor, so a signed-out page load logs no failed request (GET /api/auth/me answers
  // 401 for API clients). A dead session's cookie is cleared as a 401 would.
  router.add(bhttp::verb::get, "/api/auth/session", RouteOptions::public_access().identify_visitor(),
             [&accounts, &config, purchased](const Request& req, const http::Context& ctx) {
               auto user = ctx.user ? current_user(accounts, ctx) : std::nullopt;
               if (user)
                 return http::json_value(req, bhttp::status::ok, json::object{{"user", shown(*user, purchased)}});
               http::Headers headers;
               if (auto token = session_token(req, config); token && !token->empty())
                 headers = visitor_cookies(req, config, accounts, /*end_session=*/true).headers;
               return http::json_value(req, bhttp::status::ok, json::object{{"user", nullptr}}, std::move(headers));
             });

  router.add(
      bhttp::verb::patch, "/api/auth/me", RouteOptions::signed_in().on_worker(),
      [&accounts, purchased](const Request& req, const http::Context& ctx) {
        auto body = http::read_json_object(req);
        if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
        auto user = current_user(accounts, ctx);
        if (!user) return not_signed_in(req);
        const auto& current = *user;
        const auto& fields = std::get<json::object>(body);
        auto name = string_field(fields, "name", "Name");
        if (auto* e = std::get_if<std::string>(&name)) return bad_field(req, *e);
        auto semester = semester_field(fields);
        if (auto* e = std::get_if<std::string>(&semester)) return bad_field(req, *e);
        auto new_name = std::get<std::optional<std::string>>(name).value_or(current.name);
        auto new_semester = std::get<std::optional<int>>(semester);
        if (!new_semester) new_semester = current.semester;
        // "business": {name, gstin} to buy for one, null to stop (issue 50); absent: kept.
        // Checked before anything is saved: a bad one changes nothing.
        const auto* business = fields.if_contains("business");
        if (business && !business->is_null() && !business->is_object())
          return http::error_response(req, core::invalid_field("business", "The business is {name, gstin}, or null."));
        const auto part = [&](const char* name) {
          return business && business->is_object() ? http::string_member(business->as_object(), name) : std::string();
        };
        if (business)
          if (auto e = business_problem(part("name"), part("gstin"))) return http::error_response(req, *e);
        auto updated = accounts.update_profile(current.uid, new_name, new_semester);
        if (!updated) return http::error_response(req, updated.error());
        if (business) {
          updated = accounts.update_business(current.uid, part("name"), part("gstin"));
          if (!updated) return http::error_response(req, updated.error());
        }
        return http::json_value(req, bhttp::status::ok, shown(*updated, purchased));
      });

  router.add(
      bhttp::verb::post, "/api/auth/signup", RouteOptions::public_access().hashes_passwords(),
      [&accounts, &config, &tasks, purchased](const Request& req, const http::Context& ctx) {
        auto body = http::read_json_object(req);
        if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
        const auto& fields = std::get<json::object>(body);
        SignupRequest r;
        for (auto [name, label, out] : {std::tuple{"name", "Name", &r.name}, std::tuple{"email", "E-mail", &r.email},
                                        std::tuple{"password", "Password", &r.password}}) {
          auto v = string_field(fields, name, label);
          if (auto* e = std::get_if<std::string>(&v)) return bad_field(req, *e);
          *out = std::get<std::optional<std::string>>(v).value_or("");
        }
        auto semester = semester_field(fields);
        if (auto* e = std::get_if<std::string>(&semester)) return bad_field(req, *e);
        r.semester = std::get<std::optional<int>>(semester).value_or(0);
        r.client_address = ctx.client_address;
        r.device_cookie = sign_in_cookie(req, config, kDeviceCookie);
        // Any "role" in the request is ignored: signup always creates role user.
        auto result = accounts.signup(r, now_ms());
        if (!result) return http::error_response(req, result.error());
        // The address is not proven yet: a link to prove it.
        if (accounts.allow_email_verification(result->user.uid, ctx.client_address, now_ms()))
          tasks.enqueue(verification_mail_task(result->user.uid, result->user.email));
        return signed_in(req, config, accounts, *result, bhttp::status::created, purchased);
      });

  router.add(bhttp::verb::post, "/api/auth/login", RouteOptions::public_access().hashes_passwords(),
             [&accounts, &config, purchased](const Request& req, const http::Context& ctx) {
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
               const auto& fields = std::get<json::object>(body);
               auto email = string_field(fields, "email", "E-mail");
               if (auto* e = std::get_if<std::string>(&email)) return bad_field(req, *e);
               auto password = string_field(fields, "password", "Password");
               if (auto* e = std::get_if<std::string>(&password)) return bad_field(req, *e);
               auto code = string_field(fields, "code", "The sign-in code");
               if (auto* e = std::get_if<std::string>(&code)) return bad_field(req, *e);
               LoginRequest login;
               login.email = std::get<std::optional<std::string>>(email).value_or("");
               login.password = std::get<std::optional<std::string>>(password).value_or("");
               login.code = std::get<std::optional<std::string>>(code);
               if (login.code) login.code = core::trim(*login.code);
               if (login.code && login.code->empty()) login.code.reset();
               login.client_address = ctx.client_address;
               login.device_cookie = sign_in_cookie(req, config, kDeviceCookie);
               login.code_browser = sign_in_cookie(req, config, kLoginCodeCookie);
               auto result = accounts.login(login, now_ms());
               if (!result) return http::error_response(req, result.error());
               return signed_in(req, config, accounts, *result, bhttp::status::ok, purchased);
             });

  router.add(
      bhttp::verb::post, "/api/auth/logout", RouteOptions::public_access().on_worker(),
      [&accounts, &config](const Request& req, const http::Context&) {
        if (auto token = session_token(req, config)) accounts.logout(*token);
        auto cookies = visitor_cookies(req, config, accounts, /*end_session=*/true);
        return http::json_value(req, bhttp::status::ok, json::object{{"csrfToken", cookies.token}}, cookies.headers);
      });

  register_oauth_routes(router, accounts, config);
  register_account_routes(router, accounts, config, tasks, purchased);
}

}  // namespace pathshala::accounts
