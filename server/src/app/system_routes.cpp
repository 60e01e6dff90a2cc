// /readyz (issue 31): whether this instance can serve — its store answers, its search
// indexes are loaded and (issue 47) its page renderer draws pages — so a load balancer stops sending to one that
// cannot. /healthz stays liveness (the process answers at all).
#include <boost/json.hpp>

#include "app/build_app.hpp"
#include "store/store.hpp"

namespace pathshala::app {

namespace bhttp = boost::beast::http;
namespace json = boost::json;

void register_readiness_route(http::Router& router, store::Store& store, Services& services,
                              std::function<std::string()> renderer_state) {
  // On a worker: on PostgreSQL the store check waits on the network.
  router.add(bhttp::verb::get, "/readyz", http::RouteOptions::public_access().on_worker().answers_any_host(),
             [&store, &services, renderer_state](const http::Request& req, const http::Context&) {
               std::string store_state = "ok";
               try {
                 store.read([](store::Db& db) {
                   auto s = db.prepare("SELECT 1");
                   while (s.step()) {
                   }
                 });
               } catch (const std::exception&) {
                 store_state = "unreachable";
               }
               const auto index_state = [](bool loaded) { return loaded ? "ok" : "loading"; };
               const bool jobs = services.jobs.live_index().loaded();
               const bool search = services.search.live_index().loaded();
               // Not loaded and not under way (an instance started without serve's warm-up):
               // start now, so readiness follows.
               if (!jobs) services.jobs.warm();
               if (!search) services.search.warm();
               // The page renderer: "ok", "not-built" (no web app to fill: nothing to render),
               // "missing" (web/dist/server/render.js absent or not running) or "failing".
               const auto renderer = renderer_state ? renderer_state() : std::string("not-built");
               const bool renders = renderer == "ok" || renderer == "not-built";
               const bool ready = store_state == "ok" && jobs && search && renders;
               json::object body{{"ready", ready},
                                 {"checks", json::object{{"store", store_state},
                                                         {"jobIndex", index_state(jobs)},
                                                         {"searchIndex", index_state(search)},
                                                         {"pageRenderer", renderer}}}};
               if (ready) return http::json_value(req, bhttp::status::ok, body);
               return http::json_value(req, bhttp::status::service_unavailable, body, {{"Retry-After", "5"}});
             });
}

}  // namespace pathshala::app
