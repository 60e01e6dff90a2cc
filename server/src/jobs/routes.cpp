#include "jobs/routes.hpp"

#include <boost/url/parse.hpp>

namespace pathshala::jobs {

namespace bhttp = boost::beast::http;
using http::Request;

void register_routes(http::Router& router, JobsService& jobs) {
  // On a worker: an uncached search can take tens of milliseconds.
  // The same for every visitor: pages drawn by the server embed these answers.
  const auto options = http::RouteOptions::public_access().on_worker().page_data();
  router.add(bhttp::verb::get, "/api/jobs", options, [&jobs](const Request& req, const http::Context&) {
    auto url = boost::urls::parse_origin_form(req.target());
    if (!url)
      return http::json_error(req, bhttp::status::bad_request, "invalid-parameter", "The query string is not valid.");
    const auto params = url->params();
    auto parsed = parse_job_search([&](std::string_view name) -> std::optional<std::string> {
      auto it = params.find(name);
      if (it == params.end()) return std::nullopt;
      return std::string((*it).value);
    });
    if (!parsed) return http::error_response(req, parsed.error());
    return http::json_document(req, jobs.search(*parsed));
  });
  router.add(bhttp::verb::get, "/api/jobs/fields", options,
             [&jobs](const Request& req, const http::Context&) { return http::json_document(req, jobs.fields()); });
  router.add(bhttp::verb::get, "/api/jobs/{id}", options, [&jobs](const Request& req, const http::Context& ctx) {
    auto doc = jobs.job(ctx.params.at("id"));
    if (!doc) return http::error_response(req, doc.error());
    return http::json_document(req, *doc);
  });
}

}  // namespace pathshala::jobs
