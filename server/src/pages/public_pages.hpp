#pragma once
// Which public page a path is, and what the server sends for it (issue 14): every public route
// of SPEC §2 plus /jobs/{id}, with the same cached documents the API answers, so an admin's
// edit is on the page as soon as it is in the API. The markup, title and description are the
// web app's own (AppRenderer, issue 25); the finished HTML is cached per content version
// (DocumentCache); links use the site's one configured origin.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit.hpp"
#include "catalog/catalog_service.hpp"
#include "core/document_cache.hpp"
#include "jobs/jobs_service.hpp"
#include "pages/app_renderer.hpp"
#include "pages/document_shell.hpp"
#include "pages/job_portal_query.hpp"
#include "pages/link_preview.hpp"
#include "pages/page.hpp"
#include "pages/sitemap.hpp"

namespace pathshala::pages {

// The four years as the public routes spell them (web/src/lib/years.ts).
struct YearRoutes {
  std::string_view key;    // firstYear …
  std::string_view label;  // First …
  std::string_view slug;   // first-year …
  std::string_view study;  // FirstYearStudyMaterialPage …
};
extern const std::vector<YearRoutes> kYears;

class PublicPages {
 public:
  // audit: when content last changed, for the sitemap's lastmod.
  // The content versions pages are cached by (store::Store::Domain): job pages (/Job_portal,
  // /jobs/{id}) follow the jobs' version, every other page the catalog's, so an edit of one
  // does not throw away the other's pages; the sitemap, which lists both, follows all.
  struct ContentVersions {
    std::function<std::int64_t()> catalog, jobs, all;
  };
  PublicPages(catalog::CatalogService& catalog, jobs::JobsService& jobs, audit::AuditRepository& audit,
              std::string site_name, ContentVersions versions);

  // What the server knows of a page at a path (its decoded segments): its canonical path, the
  // API answers it starts with, status and JSON-LD; nullopt for the app's pages without data
  // of the server's (sign-in, profile, search, admin tools). param: the query string, which
  // only /Job_portal reads (its search and filters, see job_portal_query.hpp).
  std::optional<Page> page(const std::vector<std::string>& segments, const QueryParam& param = {});

  // The page drawn by the app's renderer and filled into the shell, cached until the content
  // changes; nullopt without a renderer or when the render failed (the shell goes as it is).
  // The caller has checked the path is one of the app's routes. query: the raw query string.
  // signed_out: the request carries no session, so the page can say who is signed in (nobody:
  // GET /api/auth/session's answer is embedded and the header shows "signup now" at once).
  struct Rendered {
    unsigned status;
    core::DocumentPtr html;
  };
  std::optional<Rendered> render(const DocumentShell& shell, const std::vector<std::string>& segments,
                                 const std::string& origin, const QueryParam& param = {}, std::string_view query = {},
                                 bool signed_out = false);

  // Site-relative paths of every public page and item page, with the time (epoch ms) of
  // the content they show when known (0: unknown), for the sitemap.
  std::vector<SitemapEntry> sitemap_entries();
  // /sitemap.xml (part 0) or /sitemaps/<part>.xml, cached until the content changes;
  // nullptr for a part beyond the last.
  core::DocumentPtr sitemap(const std::string& origin, std::size_t part);

  const std::string& site_name() const { return site_name_; }
  // The web app's own renderer (markup, title, description); without one, render() sends
  // nothing and the app's shell goes as it is.
  void set_renderer(AppRenderer* renderer) { renderer_ = renderer; }
  // The og:image of every page (/og/<kind>.png).
  LinkPreviews& link_previews() { return previews_; }

  // How many rendered pages each cache holds now (tests and metrics).
  struct CachedPages {
    std::size_t catalog_pages = 0, job_pages = 0;
  };
  CachedPages cached_pages() const { return {catalog_pages_.entries(), job_pages_.entries()}; }

 private:
  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  audit::AuditRepository& audit_;
  std::string site_name_;
  core::DocumentPtr site_;    // GET /api/site, which every page of the app asks for
  core::DocumentPtr nobody_;  // GET /api/auth/session without a session
  core::DocumentCache catalog_pages_, job_pages_, sitemaps_;
  LinkPreviews previews_{site_name_};
  AppRenderer* renderer_ = nullptr;

  // The URL the app is asked to draw: the path as requested, and the portal's search.
  static std::string url_of(const std::vector<std::string>& segments, const QueryParam& param);
  // The page's markup, title and description from the app; false when it could not draw it.
  bool draw(Page& page, const std::string& url);
};

}  // namespace pathshala::pages
