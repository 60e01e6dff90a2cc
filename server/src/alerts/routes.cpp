#include "alerts/routes.hpp"

#include <boost/json.hpp>

#include "core/clock.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace pathshala::alerts {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::RouteOptions;

namespace {

json::object alert_json(const JobAlert& a) {
  return {{"id", a.id},
          {"q", a.q},
          {"field", a.field},
          {"experience", a.experience.empty() ? "all" : a.experience},
          {"frequency", a.frequency},
          {"enabled", a.enabled},
          {"createdAt", a.created_at},
          {"nextDigestAt", a.enabled ? json::value(a.next_due_at) : json::value(nullptr)}};
}

http::Response one(const Request& req, bhttp::status status, const JobAlert& a) {
  return http::json_value(req, status, json::object{{"alert", alert_json(a)}});
}

}  // namespace

void register_routes(http::Router& router, AlertsService& alerts) {
  using V = bhttp::verb;
  router.add(V::get, "/api/me/alerts", RouteOptions::signed_in(), [&alerts](const Request& req, const Context& ctx) {
    json::array items;
    for (const auto& a : alerts.of(ctx.user->uid)) items.push_back(alert_json(a));
    return http::json_value(req, bhttp::status::ok, json::object{{"items", std::move(items)}});
  });

  router.add(V::post, "/api/me/alerts", RouteOptions::signed_in(), [&alerts](const Request& req, const Context& ctx) {
    auto body = http::read_json_object(req);
    if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
    const auto& b = std::get<json::object>(body);
    NewAlert wanted{http::string_member(b, "q"), http::string_member(b, "field"), http::string_member(b, "experience"),
                    http::string_member(b, "frequency")};
    if (wanted.frequency.empty()) wanted.frequency = "daily";
    auto created = alerts.create(ctx.user->uid, wanted, core::now_ms());
    if (!created) return http::error_response(req, created.error());
    return one(req, bhttp::status::created, *created);
  });

  router.add(V::patch, "/api/me/alerts/{id}", RouteOptions::signed_in(),
             [&alerts](const Request& req, const Context& ctx) {
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
               const auto& b = std::get<json::object>(body);
               AlertChange change;
               if (const auto* e = b.if_contains("enabled")) {
                 if (!e->is_bool())
                   return http::error_response(
                       req, core::Error::invalid("invalid-field", "enabled must be true or false.", "enabled"));
                 change.enabled = e->as_bool();
               }
               if (b.contains("frequency")) change.frequency = http::string_member(b, "frequency");
               auto changed = alerts.change(ctx.user->uid, ctx.params.at("id"), change, core::now_ms());
               if (!changed) return http::error_response(req, changed.error());
               return one(req, bhttp::status::ok, *changed);
             });

  router.add(V::delete_, "/api/me/alerts/{id}", RouteOptions::signed_in(),
             [&alerts](const Request& req, const Context& ctx) {
               auto removed = alerts.remove(ctx.user->uid, ctx.params.at("id"));
               if (!removed) return http::error_response(req, removed.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"removed", true}});
             });

  const auto digest_json = [](const YearDigestState& s) {
    json::array subjects;
    for (const auto& subject : s.subjects) subjects.emplace_back(subject);
    return json::object{{"enabled", s.enabled},
                        {"year", s.year ? json::value(*s.year) : json::value(nullptr)},
                        {"subjects", std::move(subjects)},
                        {"nextDigestAt", s.next_due_at ? json::value(*s.next_due_at) : json::value(nullptr)}};
  };
  router.add(V::get, "/api/me/digest", RouteOptions::signed_in(),
             [&alerts, digest_json](const Request& req, const Context& ctx) {
               return http::json_value(req, bhttp::status::ok, digest_json(alerts.year_digests().state(ctx.user->uid)));
             });
  router.add(V::put, "/api/me/digest", RouteOptions::signed_in(),
             [&alerts, digest_json](const Request& req, const Context& ctx) {
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
               const auto* enabled = std::get<json::object>(body).if_contains("enabled");
               if (!enabled || !enabled->is_bool())
                 return http::error_response(
                     req, core::Error::invalid("invalid-field", "enabled must be true or false.", "enabled"));
               return http::json_value(
                   req, bhttp::status::ok,
                   digest_json(alerts.year_digests().set(ctx.user->uid, enabled->as_bool(), core::now_ms())));
             });

  // A mail client posts "List-Unsubscribe=One-Click" (form-encoded) here with no cookies; the
  // web page /alerts/unsubscribe posts the same for people who followed the mail's link.
  auto one_click = RouteOptions::public_access().signature_authenticated().on_worker();
  one_click.body_limit(1024);
  router.add(V::post, "/api/alerts/unsubscribe", one_click, [&alerts](const Request& req, const Context&) {
    const auto token = http::query_param(req, "token").value_or("");
    auto done = alerts.unsubscribe(token, core::now_ms());
    if (!done) return http::error_response(req, done.error());
    return http::json_value(req, bhttp::status::ok, json::object{{"unsubscribed", true}});
  });
}

}  // namespace pathshala::alerts
