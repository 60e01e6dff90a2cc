// /api/auth routes of the finished accounts (issue 11): e-mail verification, password
// reset, sign-in codes for throttled accounts (issue 24), and the profile page's password, sign-in methods and "sign
// out everywhere". Mails are tasks of the durable background queue (account_mails.hpp), sent off the network threads;
// the reset request answers the same, in the same time, whether or not the e-mail has an account, because the lookup
// happens when the task runs.
#include <boost/json.hpp>

#include "accounts/account_mails.hpp"
#include "accounts/accounts_service.hpp"
#include "accounts/auth_http.hpp"
#include "accounts/login_code.hpp"
#include "accounts/routes.hpp"
#include "accounts/tokens.hpp"
#include "background/task_runner.hpp"
#include "core/clock.hpp"
#include "http/json_body.hpp"

namespace pathshala::accounts {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using core::now_ms;
using http::Request;
using http::Response;

namespace {

// A body's JSON object, or the refusal to send.
template <class F>
Response with_body(const Request& req, F f) {
  auto body = http::read_json_object(req);
  if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
  return f(std::get<json::object>(body));
}

Response user_answer(const Request& req, const core::Result<User>& user, const PurchasedItems& purchased) {
  if (!user) return http::error_response(req, user.error());
  auto shown = *user;
  if (purchased) shown.purchased_courses = purchased(shown.uid);
  return http::json_value(req, bhttp::status::ok, user_json(shown));
}

}  // namespace

void register_account_routes(http::Router& router, AccountsService& accounts, const core::Config& config,
                             background::TaskRunner& tasks, PurchasedItems purchased) {
  using http::RouteOptions;
  using V = bhttp::verb;

  router.add(V::post, "/api/auth/verify-email/send", RouteOptions::signed_in(),
             [&accounts, &tasks](const Request& req, const http::Context& ctx) {
               auto allowed = accounts.allow_email_verification(ctx.user->uid, ctx.client_address, now_ms());
               if (!allowed) return http::error_response(req, allowed.error());
               tasks.enqueue(verification_mail_task(ctx.user->uid, ctx.user->email));
               return http::json_value(req, bhttp::status::accepted, json::object{{"sent", true}});
             });

  router.add(V::post, "/api/auth/verify-email", RouteOptions::public_access().on_worker(),
             [&accounts](const Request& req, const http::Context&) {
               return with_body(req, [&](const json::object& body) {
                 auto done = accounts.verify_email(http::string_member(body, "token"), now_ms());
                 if (!done) return http::error_response(req, done.error());
                 return http::json_value(req, bhttp::status::ok, json::object{{"emailVerified", true}});
               });
             });

  router.add(V::post, "/api/auth/password-reset/request", RouteOptions::public_access().on_worker(),
             [&accounts, &tasks](const Request& req, const http::Context& ctx) {
               return with_body(req, [&](const json::object& body) {
                 const auto email = http::string_member(body, "email");
                 auto allowed = accounts.allow_reset_request(email, ctx.client_address, now_ms());
                 if (!allowed) return http::error_response(req, allowed.error());
                 tasks.enqueue(password_reset_mail_task(email));
                 return http::json_value(req, bhttp::status::accepted, json::object{{"sent", true}});
               });
             });

  // A sign-in code for a throttled account (issue 24, finding 5). Like the reset request, it
  // answers the same, in the same time, whether or not the e-mail has an account. The code
  // belongs to this browser: its ps_code cookie (kept if it has one) goes with the code.
  router.add(V::post, "/api/auth/login-code", RouteOptions::public_access().on_worker(),
             [&accounts, &config, &tasks](const Request& req, const http::Context& ctx) {
               return with_body(req, [&](const json::object& body) {
                 const auto email = http::string_member(body, "email");
                 auto allowed = accounts.allow_login_code_request(email, ctx.client_address, now_ms());
                 if (!allowed) return http::error_response(req, allowed.error());
                 auto browser = sign_in_cookie(req, config, kLoginCodeCookie);
                 if (!looks_like_token(browser)) browser = new_token();
                 tasks.enqueue(login_code_mail_task(email, login_code_browser(browser)));
                 return http::json_value(
                     req, bhttp::status::accepted, json::object{{"sent", true}},
                     {set_sign_in_cookie(req, config, kLoginCodeCookie, browser, kLoginCodeMs / 1000)});
               });
             });

  router.add(V::post, "/api/auth/password-reset", RouteOptions::public_access().hashes_passwords(),
             [&accounts](const Request& req, const http::Context&) {
               return with_body(req, [&](const json::object& body) {
                 auto done = accounts.reset_password(http::string_member(body, "token"),
                                                     http::string_member(body, "password"), now_ms());
                 if (!done) return http::error_response(req, done.error());
                 return http::json_value(req, bhttp::status::ok, json::object{{"reset", true}});
               });
             });

  router.add(V::post, "/api/auth/password", RouteOptions::signed_in().hashes_passwords(),
             [&accounts, &config, purchased](const Request& req, const http::Context& ctx) {
               return with_body(req, [&](const json::object& body) {
                 return user_answer(
                     req,
                     accounts.change_password(ctx.user->uid, http::string_member(body, "currentPassword"),
                                              http::string_member(body, "newPassword"),
                                              session_token(req, config).value_or("")),
                     purchased);
               });
             });

  router.add(V::delete_, "/api/auth/identities/{provider}", RouteOptions::signed_in(),
             [&accounts, purchased](const Request& req, const http::Context& ctx) {
               return user_answer(req, accounts.unlink_provider(ctx.user->uid, ctx.params.at("provider")), purchased);
             });

  router.add(V::post, "/api/auth/logout-everywhere", RouteOptions::signed_in(),
             [&accounts, &config](const Request& req, const http::Context& ctx) {
               accounts.sign_out_everywhere(ctx.user->uid);
               auto cookies = visitor_cookies(req, config, accounts, /*end_session=*/true);
               return http::json_value(req, bhttp::status::ok,
                                       json::object{{"signedOut", true}, {"csrfToken", cookies.token}},
                                       cookies.headers);
             });
}

}  // namespace pathshala::accounts
