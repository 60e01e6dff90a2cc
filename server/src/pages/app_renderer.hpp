#pragma once
// The web app's own components, run on the server to draw a page's first HTML (issue 25: one
// source of markup). The web build writes web/dist/server/render.js (web/src/ssr/render.tsx):
// the app bundled into one script that renders a URL with the API answers the server gives
// it, exactly as the app's first render in the browser does (main.tsx), and says the page's
// title and description from the app's own tables (lib/page-titles.ts, lib/page-meta.ts).
//
// It runs in JavaScriptCore (Debian's libjavascriptcoregtk-4.1): a small pool of contexts,
// each of which evaluated the bundle once; a render takes a free one. Why a JavaScript engine
// rather than templates filled by a C++ template engine: the components decide what to show
// from the data (groups by subject, prices in paise with GST, "Top company" badges, empty and
// error states), so templates would need a second copy of those rules in C++; running the
// components keeps markup, texts and rules in one place, and the page cannot differ from
// what the app paints when it takes over (docs/architecture.md, "Server-rendered pages").
//
// A render is bounded: a time limit per evaluation (the engine's watchdog) and a bounded
// number of polls; a context that failed is thrown away and made again.
#include <boost/json.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/document.hpp"
#include "pages/page.hpp"

namespace pathshala::pages {

struct AppRenderRequest {
  std::string url;   // path and query, "/Job_portal?q=java"
  std::string site;  // the site's name
  // API path → its answer (JSON), as the page embeds them for the app.
  std::vector<std::pair<std::string, core::DocumentPtr>> data;
  std::vector<FailedAnswer> errors;  // API paths that answer an error (an unknown id: 404)
  // Answers a GET the page makes that data and errors do not answer, while it renders: the
  // app calls it (pathshalaFetch) as it would fetch in a browser, so a page is drawn in one
  // render with no HTTP text in between. nullopt (or no fetch): no answer; the part stays in
  // its loading state and the path is reported in AppRender::missing.
  std::function<std::optional<ApiAnswer>(const std::string& path)> fetch;
};

struct AppRender {
  std::string html;  // what goes inside <div id="root">
  std::string title, description;
  bool noindex = false;              // a page only for a signed-in visitor or an admin
  std::vector<std::string> missing;  // API paths the page asked for and was not given
  // The page's <head> as the app decides it: canonical path, status (404: an unknown item),
  // og:type and JSON-LD (site-relative links, no @context). Empty canonical: not said.
  std::string canonical;
  unsigned status = 200;
  std::string og_type;
  boost::json::array json_ld;
};

class AppRenderer {
 public:
  // nullptr (and a warning) when the bundle is missing or does not evaluate.
  static std::unique_ptr<AppRenderer> open(const std::filesystem::path& bundle, unsigned contexts = 2);
  ~AppRenderer();
  AppRenderer(const AppRenderer&) = delete;
  AppRenderer& operator=(const AppRenderer&) = delete;

  // nullopt when the render failed (logged with the app's message): the caller then sends
  // the app's shell without server markup.
  std::optional<AppRender> render(const AppRenderRequest& request);

  // Renders done and failed so far (/metrics, tests).
  std::int64_t renders() const;
  std::int64_t failures() const;
  // False once the last few renders all failed (a bundle that throws on every page): /readyz
  // says so. A render that succeeds makes it true again.
  bool healthy() const;

  struct Impl;

 private:
  explicit AppRenderer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::pages
