#include "reports/routes.hpp"

#include <boost/json.hpp>

#include "core/clock.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace pathshala::reports {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::RouteOptions;

void register_routes(http::Router& router, ReportsService& reports, accounts::AccountsService& accounts) {
  using V = bhttp::verb;
  // Public, and it knows the reporter when signed in (to tell them when it is fixed).
  auto open = RouteOptions::public_access().identify_visitor();
  open.body_limit(8 * 1024);
  router.add(V::post, "/api/reports", open, [&reports](const Request& req, const Context& ctx) {
    auto body = http::read_json_object(req);
    if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
    const auto& b = std::get<json::object>(body);
    const json::object received{{"received", true}};
    // A field people never see (the form hides it): a bot that fills every field is thanked
    // and nothing is kept.
    if (!http::string_member(b, "website").empty()) return http::json_value(req, bhttp::status::created, received);
    NewReport wanted{http::string_member(b, "kind"),
                     http::string_member(b, "id"),
                     http::string_member(b, "reason"),
                     http::string_member(b, "details"),
                     ctx.user ? std::optional(ctx.user->uid) : std::nullopt,
                     ctx.client_address};
    auto added = reports.submit(wanted, core::now_ms());
    if (!added) return http::error_response(req, added.error());
    return http::json_value(req, bhttp::status::created, received);
  });

  router.add(V::get, "/api/admin/reports", RouteOptions::admin(),
             [&reports, &accounts](const Request& req, const Context&) {
               auto items = reports.items(http::query_param(req, "state").value_or("open"));
               if (!items) return http::error_response(req, items.error());
               std::vector<std::string> reporters;
               for (const auto& item : *items)
                 for (const auto& r : item.reports)
                   if (r.reporter_uid) reporters.push_back(*r.reporter_uid);
               const auto emails = accounts.emails_of(reporters);
               json::array out;
               for (const auto& item : *items) {
                 json::object reasons;
                 json::array list;
                 for (const auto& r : item.reports) {
                   reasons[r.reason] = (reasons.contains(r.reason) ? reasons[r.reason].as_int64() : 0) + 1;
                   json::value reporter = nullptr;
                   if (r.reporter_uid)
                     if (auto e = emails.find(*r.reporter_uid); e != emails.end())
                       reporter = json::object{{"email", e->second}};
                   json::object one{{"id", r.id},           {"reason", r.reason},
                                    {"details", r.details}, {"createdAt", r.created_at},
                                    {"reporter", reporter}, {"state", r.state}};
                   if (r.handled_at) one["handledAt"] = *r.handled_at;
                   list.push_back(std::move(one));
                 }
                 out.push_back(json::object{{"kind", item.kind},
                                            {"id", item.item_id},
                                            {"title", item.title},
                                            {"url", item.exists ? json::value(item.url) : json::value(nullptr)},
                                            {"count", item.reports.size()},
                                            {"latestAt", item.reports.front().created_at},
                                            {"reasons", std::move(reasons)},
                                            {"reports", std::move(list)}});
               }
               return http::json_value(req, bhttp::status::ok, json::object{{"items", std::move(out)}});
             });

  router.add(V::post, "/api/admin/reports/{kind}/{id}/{state}", RouteOptions::admin(),
             [&reports](const Request& req, const Context& ctx) {
               const Admin admin{ctx.user->uid, ctx.user->name, ctx.user->email};
               auto handled = reports.handle(ctx.params.at("kind"), ctx.params.at("id"), ctx.params.at("state"), admin,
                                             core::now_ms());
               if (!handled) return http::error_response(req, handled.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"handled", *handled}});
             });
}

}  // namespace pathshala::reports
