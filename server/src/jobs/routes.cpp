// HTTP routes of the job portal.
#include <boost/url/parse.hpp>

#include "http/app.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::jobs {

namespace bhttp = boost::beast::http;
using http::Request;

void add_routes(http::Router& router, JobsService& jobs) {
  router.add(bhttp::verb::get, "/api/jobs", [&jobs](const Request& req, const http::Context&) {
    auto url = boost::urls::parse_origin_form(req.target());
    if (!url) return http::json_error(req, bhttp::status::bad_request, "invalid-parameter", "The query string is not valid.");
    const auto params = url->params();
    auto parsed = parse_job_search([&](std::string_view name) -> std::optional<std::string> {
      auto it = params.find(name);
      if (it == params.end()) return std::nullopt;
      return std::string((*it).value);
    });
    if (auto* bad = std::get_if<BadParameter>(&parsed))
      return http::json_error(req, bhttp::status::bad_request, "invalid-parameter", bad->message);
    return http::json_document(req, jobs.search(std::get<JobSearch>(parsed)));
  }, http::Blocking::yes);  // an uncached search can take tens of milliseconds
  router.add(bhttp::verb::get, "/api/jobs/fields", [&jobs](const Request& req, const http::Context&) {
    return http::json_document(req, jobs.fields());
  }, http::Blocking::yes);
}

}  // namespace pathshala::jobs
