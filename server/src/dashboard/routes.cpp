#include "dashboard/routes.hpp"

#include <boost/json.hpp>

#include "core/clock.hpp"
#include "http/query.hpp"

namespace pathshala::dashboard {

namespace bhttp = boost::beast::http;

void register_routes(http::Router& router, Stats& stats) {
  // Several grouped queries over orders, users and download counts: on a worker.
  router.add(bhttp::verb::get, "/api/admin/stats", http::RouteOptions::admin().on_worker(),
             [&stats](const http::Request& req, const http::Context&) {
               const auto format = http::query_param(req, "format").value_or("json");
               if (format != "json" && format != "csv")
                 return http::error_response(req, core::Error::invalid("invalid-parameter", "format is json or csv."));
               auto period = period_of(http::query_param(req, "from").value_or(""),
                                       http::query_param(req, "to").value_or(""), core::now_ms());
               if (!period) return http::error_response(req, period.error());
               if (format == "csv")
                 return http::attachment(req, stats.csv(*period), "text/csv; charset=utf-8", "pathshala-stats.csv");
               return http::json_value(req, bhttp::status::ok, stats.numbers(*period));
             });
}

}  // namespace pathshala::dashboard
