#pragma once
// The pages of the web app as the server sends them (issues 14 and 25): each drawn by the app's
// own renderer (AppRenderer), which also says its title, description, canonical path, status
// and JSON-LD, and which API answers it needs; the server answers those with its own routes
// (set_api). The finished HTML is kept in a PageCache under the content stamp it was drawn at;
// after an edit the old page is still sent while the refresher draws the pages whose answers
// changed (issue 47: nobody waits for a render after an edit). Links use the site's one
// configured origin.
#include <chrono>
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
#include "http/metrics.hpp"
#include "jobs/jobs_service.hpp"
#include "pages/app_renderer.hpp"
#include "pages/document_shell.hpp"
#include "pages/link_preview.hpp"
#include "pages/page.hpp"
#include "pages/page_cache.hpp"
#include "pages/refusal_page.hpp"
#include "pages/route_facts.hpp"
#include "pages/sitemap.hpp"

namespace pathshala::pages {

// The app's public pages for the sitemap, as the web build lists them
// (dist/sitemap-pages.json: web/src/lib/page-titles.ts, SITEMAP_PAGES); none when the app is
// not built.
std::vector<std::string> read_listed_pages(const std::filesystem::path& web_dir);

class PublicPages {
 public:
  // audit: when content last changed, for the sitemap's lastmod.
  // all: moves whenever any content changes (the sitemap lists everything). pages: the stamp
  // a rendered page is kept under — it must move whenever anything a page may show changes
  // (the store's content and what the job index holds), and be cheap and never wait, since a
  // network thread reads it for every page.
  struct ContentVersions {
    std::function<std::int64_t()> all, pages;
  };
  PublicPages(catalog::CatalogService& catalog, jobs::JobsService& jobs, audit::AuditRepository& audit,
              std::string site_name, ContentVersions versions, std::size_t cache_bytes = kCacheBytes);
  ~PublicPages();
  PublicPages(const PublicPages&) = delete;
  PublicPages& operator=(const PublicPages&) = delete;
  static constexpr std::size_t kCacheBytes = 96u << 20;

  // What pages are filled into (the built index.html) and the site's origin for their links
  // (a function: a server on port 0 knows its port only once it listens).
  void set_shell(const DocumentShell* shell, std::function<std::string()> origin);
  // The web app's own renderer (markup, title, description); without one, pages go as the
  // app's shell.
  void set_renderer(AppRenderer* renderer) { renderer_ = renderer; }
  // The server's own answer to a GET of the API, as a visitor without a session gets it
  // (http::page_data_get): how a page gets the data the app says it needs. nullopt: no route
  // may answer that path for a page.
  using ApiAnswer = pages::ApiAnswer;
  using AnswerApi = std::function<std::optional<ApiAnswer>(const std::string& path)>;
  void set_api(AnswerApi api) { api_ = std::move(api); }
  // Starts the refresher: a background thread that, when the content stamp moves, checks the
  // cached pages' API answers and draws again only those whose answers changed, so visitors
  // get the new page within moments of an edit and never wait for it. stop() ends it (before
  // the router that set_api calls goes away).
  void start();
  void stop();

  // The page for a path of the app's routes. pattern and segments as http::AppPage has them
  // (route words spelled as the route spells them), param: the query string's parameters,
  // of which a page reads those the app says (RouteFacts::page_query); query: the raw query
  // string. signed_out: the request carries no session, so the page can say who is signed in
  // (nobody: GET /api/auth/session's answer is embedded and the header shows "signup now").
  PageRequest request_for(const std::string& pattern, const std::vector<std::string>& segments,
                          const QueryParam& param = {}, std::string_view query = {}, bool signed_out = false) const;
  // html nullptr: send the app's shell as it is (no renderer, a render that failed, or a page
  // only for signed-in visitors asked with a query string).
  struct Rendered {
    unsigned status;
    core::DocumentPtr html;
  };
  // A page drawn before: fresh, or stale while the refresher draws it again (stale-while-
  // revalidate). Never renders or waits (network threads call it). nullopt: never drawn.
  std::optional<Rendered> find(const PageRequest& request);
  // Draws the page and keeps it; one render at a time per page (others asking for it meanwhile
  // wait for that one). Called on the render pool.
  Rendered render(const PageRequest& request);

  // A refused file or download opened in the browser (refusal_page.hpp): the app's page for it.
  core::DocumentPtr refusal(const DocumentShell& shell, const std::string& path, const Refusal& refusal,
                            const std::string& origin);

  // What the web build says of its routes (read_route_facts): link-preview kinds, the queries
  // pages read, the item pages' patterns.
  void set_route_facts(RouteFacts facts) { routes_ = std::move(facts); }
  const RouteFacts& route_facts() const { return routes_; }

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
  // The og:image of a kind of page (/og/<kind>.png); nullptr for a kind the app does not name.
  core::DocumentPtr link_preview_png(std::string_view kind);

  // What the page path did (tests, /metrics).
  struct Counts {
    std::uint64_t hits = 0, misses = 0, stale = 0;  // find(): fresh, never drawn, stale
    std::uint64_t renders = 0, failures = 0;        // draws by the app's renderer
    std::uint64_t checks = 0, kept = 0;             // refresher: pages checked; kept without a render
  };
  Counts counts() const;
  PageCache::Stats cache_stats() const { return cache_.stats(); }
  // The render latency histogram (by route pattern), the counts and the cache, for /metrics.
  void write_metrics(http::MetricsWriter& w) const;
  // Renders of one route pattern ("/jobs/:id") so far.
  std::uint64_t renders_of(const std::string& pattern) const;
  // Tests: hold the refresher (stale pages stay stale), and wait until every cached page is
  // drawn for the current content.
  void hold_refresher(bool held);
  // Tests: renders wait (in the render pool's threads) until released, to fill the pool.
  void hold_renders(bool held);
  bool wait_fresh(std::chrono::milliseconds limit);

 private:
  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  audit::AuditRepository& audit_;
  std::string site_name_;
  std::function<std::int64_t()> stamp_;
  core::DocumentPtr nobody_;  // GET /api/auth/session without a session
  PageCache cache_;
  core::DocumentCache sitemaps_;
  LinkPreviews previews_{site_name_};
  const DocumentShell* shell_ = nullptr;
  std::function<std::string()> origin_;
  AppRenderer* renderer_ = nullptr;
  AnswerApi api_;
  std::vector<std::string> listed_pages_;
  RouteFacts routes_;
  std::function<std::vector<SitemapEntry>()> more_pages_;

  struct Flights;  // renders under way, by key (one per page)
  std::unique_ptr<Flights> flights_;
  struct Stats;  // counts and the latency histogram
  std::unique_ptr<Stats> stats_;
  struct Refresher;
  std::unique_ptr<Refresher> refresher_;

  // The URL the app is asked to draw: the path as requested, and the query the page reads.
  std::string url_of(const std::string& pattern, const std::vector<std::string>& segments,
                     const QueryParam& param) const;
  // The page drawn into the shell, with the API answers it was drawn from; nullopt when the
  // app could not draw it.
  std::optional<CachedPage> draw(const PageRequest& request);
  // The page's markup, title and description from the app; false when it could not draw it.
  bool draw(Page& page, const std::string& url, std::vector<PageSource>& sources);
  // The refresher's work on one stale page: kept (its answers are the same) or drawn again.
  void refresh(const CachedPage& page);
  void refresh_loop();
};

}  // namespace pathshala::pages
