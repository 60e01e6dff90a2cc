// PublicPages: the pages of the web app as the server sends them. Everything about a page
// (markup, title, description, canonical path, status, JSON-LD, and which API answers it
// needs) is the app's own (AppRenderer over web/dist/server/render.js); drawing and the cache
// are page_drawing.cpp, the sitemap public_sitemap.cpp.
#include "pages/public_pages.hpp"

namespace pathshala::pages {

namespace json = boost::json;

PublicPages::PublicPages(catalog::CatalogService& catalog, jobs::JobsService& jobs, audit::AuditRepository& audit,
                         std::string site_name, ContentVersions versions)
    : catalog_(catalog),
      jobs_(jobs),
      audit_(audit),
      site_name_(std::move(site_name)),
      // GET /api/auth/session's answer to a request without a session.
      nobody_(core::make_document(json::serialize(json::object{{"user", nullptr}}))),
      catalog_pages_(std::move(versions.catalog), 2000, 96u << 20),
      job_pages_(std::move(versions.jobs), 2000, 32u << 20),
      sitemaps_(std::move(versions.all), 64, 64u << 20) {}

}  // namespace pathshala::pages
