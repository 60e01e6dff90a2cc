#include "downloads/routes.hpp"

#include "http/cookies.hpp"
#include "http/query.hpp"
#include "http/site_origin.hpp"

namespace pathshala::downloads {

namespace bhttp = boost::beast::http;
using http::Request;

void register_routes(http::Router& router, DownloadsService& downloads, const core::Config& config) {
  // On a worker: counting writes to the store.
  router.add(bhttp::verb::get, "/api/downloads/{id}", http::RouteOptions::public_access().on_worker(),
             [&downloads, &config](const Request& req, const http::Context& ctx) {
               const auto scheme = http::cookie_scheme(req, config);
               const auto cookie = scheme.name(kVisitorCookie);
               // The service checks the cookie's signature: only a cookie it issued counts.
               const Visitor visitor{http::cookie_value(req, cookie), ctx.client_address};
               // A HEAD (a link checker, a prefetch) is answered without counting, and gets no
               // cookie (it would use up its address's new visitors).
               auto url = downloads.download(ctx.params.at("id"), visitor, req.method() != bhttp::verb::head);
               if (!url) return http::error_response(req, url.error());
               http::Headers headers;
               if (url->new_cookie)
                 headers.emplace_back(
                     "Set-Cookie",
                     http::set_cookie(cookie, *url->new_cookie,
                                      scheme.options(/*http_only=*/true, DownloadsService::kVisitorCookieMaxAge)));
               return http::redirect(req, url->url, headers);
             });

  // On a worker: now and then it reads the counts from the store (at most every 30 s).
  router.add(bhttp::verb::get, "/api/popular", http::RouteOptions::public_access().on_worker(),
             [&downloads](const Request& req, const http::Context&) {
               auto query = parse_popular_query([&](std::string_view name) { return http::query_param(req, name); });
               if (!query) return http::error_response(req, query.error());
               return http::json_document(req, downloads.popular(*query));
             });
}

}  // namespace pathshala::downloads
