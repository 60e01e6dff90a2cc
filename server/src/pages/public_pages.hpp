#pragma once
// The pages of the web app as the server sends them (issues 14 and 25): each drawn by the app's
// own renderer (AppRenderer), which also says its title, description, canonical path, status
// and JSON-LD, and which API answers it needs; the server answers those with its own routes
// (set_api), so an admin's edit is on the page as soon as it is in the API. The finished HTML
// is cached per content version (DocumentCache); links use the site's one configured origin.
#include <cstdint>
#include <filesystem>
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
#include "pages/refusal_page.hpp"
#include "pages/sitemap.hpp"

namespace pathshala::pages {

// The app's public pages for the sitemap, as the web build lists them
// (dist/sitemap-pages.json: web/src/lib/page-titles.ts, SITEMAP_PAGES); none when the app is
// not built.
std::vector<std::string> read_listed_pages(const std::filesystem::path& web_dir);

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

  // The page at a path (its decoded segments) drawn by the app's renderer and filled into the
  // shell, cached until the content changes; nullopt without a renderer, when the render
  // failed, or for a page only for signed-in visitors asked with a query string (the shell goes
  // as it is). The caller has checked the path is one of the app's routes. param: the query
  // string's parameters, which only /Job_portal reads (its search, job_portal_query.hpp);
  // query: the raw query string.
  // signed_out: the request carries no session, so the page can say who is signed in (nobody:
  // GET /api/auth/session's answer is embedded and the header shows "signup now" at once).
  struct Rendered {
    unsigned status;
    core::DocumentPtr html;
  };
  std::optional<Rendered> render(const DocumentShell& shell, const std::vector<std::string>& segments,
                                 const std::string& origin, const QueryParam& param = {}, std::string_view query = {},
                                 bool signed_out = false);

  // A refused file or download opened in the browser (refusal_page.hpp): the app's page for it.
  core::DocumentPtr refusal(const DocumentShell& shell, const std::string& path, const Refusal& refusal,
                            const std::string& origin);

  // The app's public pages the sitemap lists (read_listed_pages).
  void set_listed_pages(std::vector<std::string> paths) { listed_pages_ = std::move(paths); }
  // Item pages another module knows of (a file's preview, a subject's most asked questions),
  // added to the sitemap's entries.
  void set_more_pages(std::function<std::vector<SitemapEntry>()> more) { more_pages_ = std::move(more); }
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
  // The server's own answer to a GET of the API, as a visitor without a session gets it
  // (http::page_data_get): how a page gets the data the app says it needs. nullopt: no route
  // may answer that path for a page.
  struct ApiAnswer {
    unsigned status = 200;
    core::DocumentPtr body;
  };
  using AnswerApi = std::function<std::optional<ApiAnswer>(const std::string& path)>;
  void set_api(AnswerApi api) { api_ = std::move(api); }
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
  core::DocumentPtr nobody_;  // GET /api/auth/session without a session
  core::DocumentCache catalog_pages_, job_pages_, sitemaps_;
  LinkPreviews previews_{site_name_};
  AppRenderer* renderer_ = nullptr;
  AnswerApi api_;
  std::vector<std::string> listed_pages_;
  std::function<std::vector<SitemapEntry>()> more_pages_;

  // The URL the app is asked to draw: the path as requested, and the portal's search.
  static std::string url_of(const std::vector<std::string>& segments, const QueryParam& param);
  // The page's markup, title and description from the app; false when it could not draw it.
  bool draw(Page& page, const std::string& url);
};

}  // namespace pathshala::pages
