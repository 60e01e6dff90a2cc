#include "catalog/routes.hpp"

namespace pathshala::catalog {

namespace bhttp = boost::beast::http;
using http::Request;
using http::RouteOptions;

namespace {
http::Response document_or_error(const Request& req, const core::Result<DocumentPtr>& doc) {
  if (!doc) return http::error_response(req, doc.error());
  return http::json_document(req, *doc);
}
}  // namespace

// Cached documents: answered on the network thread.
void register_routes(http::Router& router, CatalogService& catalog) {
  const auto open = RouteOptions::public_access();
  // The catalog as every visitor sees it: pages drawn by the server embed these answers.
  const auto page_data = RouteOptions::public_access().page_data();
  router.add(bhttp::verb::get, "/api/catalog/{collection}/{year}", page_data,
             [&catalog](const Request& req, const http::Context& ctx) {
               return document_or_error(req, catalog.materials(ctx.params.at("collection"), ctx.params.at("year")));
             });
  router.add(bhttp::verb::get, "/api/courses", page_data, [&catalog](const Request& req, const http::Context&) {
    return http::json_document(req, catalog.courses());
  });
  router.add(bhttp::verb::get, "/api/courses/{id}", page_data,
             [&catalog](const Request& req, const http::Context& ctx) {
               return document_or_error(req, catalog.course(ctx.params.at("id")));
             });
  router.add(bhttp::verb::get, "/courses.json", open, [&catalog](const Request& req, const http::Context&) {
    return http::json_document(req, catalog.courses_array());
  });
  router.add(bhttp::verb::get, "/api/projects", page_data, [&catalog](const Request& req, const http::Context&) {
    return http::json_document(req, catalog.projects());
  });
  router.add(bhttp::verb::get, "/api/projects/{id}", page_data,
             [&catalog](const Request& req, const http::Context& ctx) {
               return document_or_error(req, catalog.project(ctx.params.at("id")));
             });
}

}  // namespace pathshala::catalog
