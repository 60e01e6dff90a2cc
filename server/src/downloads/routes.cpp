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
               Visitor visitor;
               visitor.address = ctx.client_address;
               http::Headers headers;
               if (auto token = http::cookie_value(req, cookie); token && DownloadsService::is_visitor_token(*token)) {
                 visitor.token = std::move(*token);
               } else {
                 // None, or not one we issued (forged, too long): a new visitor, counted by
                 // the token it is given now. Not by address: students on one hostel Wi-Fi or
                 // one mobile carrier's NAT share an address, and each first download counts.
                 // A client that never keeps the cookie is held by the per-address cap.
                 visitor.token = DownloadsService::new_visitor_token();
                 headers.emplace_back(
                     "Set-Cookie",
                     http::set_cookie(cookie, *visitor.token,
                                      scheme.options(/*http_only=*/true, DownloadsService::kVisitorCookieMaxAge)));
               }
               // A HEAD (a link checker, a prefetch) is answered without counting.
               auto url = downloads.download(ctx.params.at("id"), visitor, req.method() != bhttp::verb::head);
               if (!url) return http::error_response(req, url.error());
               return http::redirect(req, *url, headers);
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
