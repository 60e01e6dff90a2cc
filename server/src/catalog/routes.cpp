// HTTP routes of the catalog module: year-based collections, courses and projects.
#include "catalog/catalog_service.hpp"
#include "http/app.hpp"

namespace pathshala::catalog {

namespace bhttp = boost::beast::http;
using http::Request;

namespace {
http::Response document_or_404(const Request& req, const DocumentPtr& doc, std::string_view what) {
  if (!doc) return http::json_error(req, bhttp::status::not_found, "not-found", std::string("No such ") + std::string(what) + ".");
  return http::json_document(req, doc);
}
}  // namespace

void add_routes(http::Router& router, CatalogService& catalog) {
  router.add(bhttp::verb::get, "/api/catalog/{collection}/{year}", [&catalog](const Request& req, const http::Context& ctx) {
    return document_or_404(req, catalog.materials(ctx.params.at("collection"), ctx.params.at("year")), "collection or year");
  });
  router.add(bhttp::verb::get, "/api/courses", [&catalog](const Request& req, const http::Context&) {
    return http::json_document(req, catalog.courses());
  });
  router.add(bhttp::verb::get, "/api/courses/{id}", [&catalog](const Request& req, const http::Context& ctx) {
    return document_or_404(req, catalog.course(ctx.params.at("id")), "course");
  });
  router.add(bhttp::verb::get, "/courses.json", [&catalog](const Request& req, const http::Context&) {
    return http::json_document(req, catalog.courses_array());
  });
  router.add(bhttp::verb::get, "/api/projects", [&catalog](const Request& req, const http::Context&) {
    return http::json_document(req, catalog.projects());
  });
  router.add(bhttp::verb::get, "/api/projects/{id}", [&catalog](const Request& req, const http::Context& ctx) {
    return document_or_404(req, catalog.project(ctx.params.at("id")), "project");
  });
}

}  // namespace pathshala::catalog
