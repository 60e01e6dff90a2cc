#pragma once
// Serves the built React app: its files (hashed assets cached for a year, precompressed
// .br/.gz siblings when the client accepts them), index.html for every app route listed in
// app-routes.json, and index.html with status 404 for anything else, so the app shows its
// own not-found page with a real 404 status.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/document.hpp"
#include "http/request_path.hpp"
#include "http/response.hpp"

namespace pathshala::http {

// Does an Accept-Encoding header value allow this coding ("gzip", "br")? Codings given q=0
// are refused.
bool accepts_coding(std::string_view accept_encoding, std::string_view coding);

// A page the server rendered (see AppOptions::render_page).
struct RenderedPage {
  unsigned status = 200;
  core::DocumentPtr html;
};
using PageRenderer = std::function<std::optional<RenderedPage>(const Request&, const std::vector<std::string>&)>;
// The page a person sees when something they opened in the browser is refused (see
// AppOptions::refusal_page): the status and the error; nullopt sends the JSON error.
using RefusalRenderer = std::function<std::optional<RenderedPage>(const Request&, unsigned, const core::Error&)>;

// True for a browser navigating to the URL (Sec-Fetch-Dest: document, or without fetch
// metadata an Accept that asks for HTML), as opposed to a script's or a tool's request.
bool is_navigation(const Request& req);

class StaticSite {
 public:
  // page_headers: sent with the app's pages (index.html): CSP and the like.
  // render_page, when given, answers app routes before index.html does.
  explicit StaticSite(std::filesystem::path web_dir, Headers page_headers = {}, PageRenderer render_page = {});
  Response serve(const Request& req, const RequestPath& path) const;

  // True when path matches one of the app's route patterns ("/project/:id", "/docs/*"),
  // case-insensitively as React Router does.
  bool is_app_route(const std::vector<std::string>& segments) const;

 private:
  Response send(const Request& req, const std::filesystem::path& file, const std::string& cache_control,
                std::optional<unsigned> status, const Headers& headers = {}) const;
  std::filesystem::path root_;
  Headers page_headers_;
  PageRenderer render_page_;
  bool available_ = false;
  std::vector<std::vector<std::string>> routes_;  // lower-cased pattern segments
};

}  // namespace pathshala::http
