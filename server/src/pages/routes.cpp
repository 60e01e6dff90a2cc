#include "pages/routes.hpp"

#include <charconv>

#include "http/site_origin.hpp"

namespace pathshala::pages {

namespace bhttp = boost::beast::http;
using http::Request;

namespace {
// At namespace scope: a lambda may use it without a capture (clang: a local constexpr
// string_view copied into a call is an odr-use).
constexpr std::string_view kXml = "application/xml; charset=utf-8";
}  // namespace

void register_routes(http::Router& router, PublicPages& pages, const core::Config& config) {
  // On a worker: a sitemap of every job is built from the store after each content change.
  const auto open = http::RouteOptions::public_access().on_worker();
  router.add(bhttp::verb::get, "/sitemap.xml", open, [&pages, &config](const Request& req, const http::Context&) {
    return http::document_response(req, bhttp::status::ok, pages.sitemap(core::site_origin(config), 0), kXml);
  });
  router.add(
      bhttp::verb::get, "/sitemaps/{part}", open, [&pages, &config](const Request& req, const http::Context& ctx) {
        const auto& name = ctx.params.at("part");  // "<n>.xml"
        std::size_t part = 0;
        const auto dot = name.find(".xml");
        const auto [end, ec] = std::from_chars(name.data(), name.data() + (dot == std::string::npos ? 0 : dot), part);
        core::DocumentPtr doc;
        if (ec == std::errc{} && dot != std::string::npos && end == name.data() + dot && dot + 4 == name.size() &&
            part > 0)
          doc = pages.sitemap(core::site_origin(config), part);
        if (!doc) return http::json_error(req, bhttp::status::not_found, "not-found", "There is no such sitemap.");
        return http::document_response(req, bhttp::status::ok, doc, kXml);
      });
  // Link previews: drawn once per kind (a few milliseconds), on a worker.
  router.add(bhttp::verb::get, "/og/{file}", open, [&pages](const Request& req, const http::Context& ctx) {
    const auto& file = ctx.params.at("file");  // "<kind>.png"
    core::DocumentPtr png;
    if (file.size() > 4 && file.ends_with(".png")) png = pages.link_preview_png(file.substr(0, file.size() - 4));
    if (!png) return http::json_error(req, bhttp::status::not_found, "not-found", "There is no such image.");
    return http::document_response(req, bhttp::status::ok, png, "image/png");
  });
  router.add(bhttp::verb::get, "/robots.txt", http::RouteOptions::public_access(),
             [&config](const Request& req, const http::Context&) {
               return http::document_response(req, bhttp::status::ok,
                                              core::make_document(robots_txt(core::site_origin(config))),
                                              "text/plain; charset=utf-8");
             });
}

}  // namespace pathshala::pages
