#include "search/routes.hpp"

#include <boost/url/parse.hpp>

namespace pathshala::search {

namespace bhttp = boost::beast::http;
using http::Request;

void register_routes(http::Router& router, SearchService& search, std::function<int(const std::string&)> year_of_user) {
  // identify_visitor: a signed-in student's own year ranks first (and runs on a worker: the
  // session lookup reads the store; an uncached search over a large index takes a while too).
  const auto options = http::RouteOptions::public_access().identify_visitor();
  router.add(bhttp::verb::get, "/api/search", options,
             [&search, year_of_user](const Request& req, const http::Context& ctx) {
               auto url = boost::urls::parse_origin_form(req.target());
               if (!url)
                 return http::json_error(req, bhttp::status::bad_request, "invalid-parameter",
                                         "The query string is not valid.");
               const auto params = url->params();
               auto parsed = parse_search_params([&](std::string_view name) -> std::optional<std::string> {
                 auto it = params.find(name);
                 if (it == params.end()) return std::nullopt;
                 return std::string((*it).value);
               });
               if (!parsed) return http::error_response(req, parsed.error());
               const int user_year = ctx.user ? year_of_user(ctx.user->uid) : -1;
               return http::json_document(req, search.search(*parsed, user_year));
             });
}

}  // namespace pathshala::search
