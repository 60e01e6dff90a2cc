// /readyz (issue 31): whether this instance can serve — its store answers (as a probe beside
// the requests last saw it, issue 49), its search
// indexes are loaded and (issue 47) its page renderer draws pages — so a load balancer stops sending to one that
// cannot. /healthz stays liveness (the process answers at all).
#include <boost/json.hpp>

#include "app/build_app.hpp"
#include "app/store_probe.hpp"

namespace pathshala::app {

namespace bhttp = boost::beast::http;
namespace json = boost::json;

void register_readiness_route(http::Router& router, StoreProbe& store_probe, Services& services,
                              std::function<std::string()> renderer_state) {
  // On the network thread: it waits for nothing (the store's state is the probe's last
  // answer, issue 49), so a hung store cannot hang the load balancer's question too.
  router.add(bhttp::verb::get, "/readyz", http::RouteOptions::public_access().answers_any_host(),
             [&store_probe, &services, renderer_state](const http::Request& req, const http::Context&) {
               const std::string store_state = store_probe.state();
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
