#pragma once
// Serves the built React app: its files (hashed assets cached for a year, precompressed
// .br/.gz siblings when the client accepts them), index.html for every app route listed in
// app-routes.json, and index.html with status 404 for anything else, so the app shows its
// own not-found page with a real 404 status.
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

#include "core/document.hpp"
#include "http/request_path.hpp"
#include "http/response.hpp"

namespace pathshala::http {

// Does an Accept-Encoding header value allow this coding ("gzip", "br")? Codings given q=0
// are refused.
bool accepts_coding(std::string_view accept_encoding, std::string_view coding);

// A page of the app's routes, as the server names it (issue 47): the pattern it matched
// ("/jobs/:id", for metrics) and its path with the route's words spelled as the pattern spells
// them ("/job_portal" is "/Job_portal"; ids as requested), so every spelling of one page is
// one cache entry and one render.
struct AppPage {
  std::string pattern;
  std::vector<std::string> segments;
};

// A page the server rendered (see AppOptions::find_page and render_page). html nullptr: send
// the app's shell (index.html) as it is.
struct RenderedPage {
  unsigned status = 200;
  core::DocumentPtr html;
};
// Finds a page already rendered (fresh, or stale while it is drawn again in the background);
// never renders or waits: it runs on a network thread. nullopt: the page must be rendered.
using PageFinder = std::function<std::optional<RenderedPage>(const Request&, const AppPage&)>;
// Renders a page (on the render pool); nullopt sends the app's shell.
using PageRenderer = std::function<std::optional<RenderedPage>(const Request&, const AppPage&)>;
// The page a person sees when something they opened in the browser is refused (see
// AppOptions::refusal_page): the status and the error; nullopt sends the JSON error.
using RefusalRenderer = std::function<std::optional<RenderedPage>(const Request&, unsigned, const core::Error&)>;

// True for a browser navigating to the URL (Sec-Fetch-Dest: document, or without fetch
// metadata an Accept that asks for HTML), as opposed to a script's or a tool's request.
bool is_navigation(const Request& req);

class StaticSite {
 public:
  // page_headers: sent with the app's pages (index.html): CSP and the like. find_page and
  // render_page, when given, answer app routes before index.html does. The app's files are
  // listed once here (the build does not change under a running server), so serving one asks
  // the disk only to open it: cheap enough for a network thread. (A path not listed is still
  // looked up on disk: a file put there later.)
  explicit StaticSite(std::filesystem::path web_dir, Headers page_headers = {}, PageFinder find_page = {},
                      PageRenderer render_page = {});

  // On the network thread: a file of the app, a page already rendered, the app's shell, or
  // (the AppPage) a page that must be rendered first.
  std::variant<Response, AppPage> serve(const Request& req, const RequestPath& path) const;
  // On the render pool: the page drawn (or the shell, when it cannot be).
  Response render(const Request& req, const AppPage& page) const;
  // The render pool is full and the page was never drawn: the app's shell (which draws the
  // page in the browser) with 503 and Retry-After, so crawlers come back.
  Response busy(const Request& req, std::chrono::seconds retry_after) const;

  // The app route a path is, matched case-insensitively as React Router does (a pattern's
  // own words over its :params when two match).
  std::optional<AppPage> match_app_route(const std::vector<std::string>& segments) const;
  bool is_app_route(const std::vector<std::string>& segments) const { return match_app_route(segments).has_value(); }

 private:
  struct File {
    std::filesystem::path path;
    bool br = false, gzip = false;  // precompressed siblings
  };
  Response send(const Request& req, const File& file, const std::string& cache_control, std::optional<unsigned> status,
                const Headers& headers = {}) const;
  Response shell(const Request& req, std::optional<unsigned> status, const Headers& extra = {}) const;
  std::filesystem::path root_;
  Headers page_headers_;
  PageFinder find_page_;
  PageRenderer render_page_;
  bool available_ = false;
  File index_;
  std::unordered_map<std::string, File> files_;  // by path below root ("assets/index-abc.js")
  struct Route {
    std::string pattern;
    std::vector<std::string> spelled, lower;  // its segments as written, and lower-cased
  };
  std::vector<Route> routes_;
};

}  // namespace pathshala::http
