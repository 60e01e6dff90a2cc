#pragma once
// The whole request handler: JSON API (router), downloads (/files, /downloads) and the web
// app, in that order. The server drives it in three steps so that a route's policies are
// applied before its body is read: route() from the request line, admit() from the header
// (access, CSRF), then run() with the body. Safe to call from any thread.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <variant>

#include "core/error.hpp"
#include "http/metrics.hpp"
#include "http/principal.hpp"
#include "http/response.hpp"
#include "http/router.hpp"
#include "http/static_site.hpp"

namespace pathshala::http {

struct AppOptions {
  std::filesystem::path web_dir;     // the built web app
  std::filesystem::path files_root;  // served under /files (and /files/downloads as /downloads)
  std::filesystem::path temp_dir;    // bodies of BodyMode::file routes while they arrive
  // The name a file under files_root is downloaded as, when not its own (uploads are stored
  // under their hash); given the path's segments below files_root.
  std::function<std::optional<std::string>(const std::vector<std::string>&)> download_name;
  // True for a file under files_root (its segments) that is sold: not served by path to
  // anyone (403); its buyers get it through their purchase.
  std::function<bool(const std::vector<std::string>&)> sold_file;
  // Headers of the web app's pages (app::page_headers): CSP and other browser protections.
  Headers page_headers;
  // Server-rendered pages (pages::PublicPages), in two steps so that a render never holds up
  // anything else: find_page on the network thread (a page drawn before, fresh or stale),
  // render_page on the render pool (the page's whole HTML document and status; nullopt sends
  // the app's index.html as it is).
  PageFinder find_page;
  PageRenderer render_page;
  // A refused file or download (404, 401, 403) opened in the browser: a page with the reason
  // and the next step instead of raw JSON (pages::refusal_page). Scripts keep the JSON.
  RefusalRenderer refusal_page;
};

class App {
 public:
  App(AppOptions options, Router router, const RequestAuthenticator& auth);

  // Step 1, from the request line: the API route, if the path is one.
  Router::Match route(const Request& header) const;
  // Step 2, from the header alone (no body byte read yet): who is asking, and whether they
  // may. Runs where the route runs (it may read the store).
  struct Refusal {
    core::Error error;
    Headers headers;
  };
  // False for a public route that neither identifies its visitor nor checks CSRF for this
  // method: its context is built without asking anyone.
  bool needs_admission(const Router::Route& route, bhttp::verb method) const;
  std::variant<Context, Refusal> admit(const Request& header, Router::Match& match,
                                       const std::string& client_address) const;
  // Step 3, with the body: the route's handler, or for a path that matched no route the
  // files, the web app or a 404/405.
  Response run(const Request& req, const Router::Route& route, const Context& context) const;
  // A path no route answers, on the network thread: the answer when it needs no other
  // thread (a file of the app, a page drawn before, an error), else where it must go: a
  // download (/files, /downloads: serve_files on a worker) or a page to render (render_page
  // on the render pool, or page_busy when that is full).
  struct NeedsWorker {};
  using OtherAnswer = std::variant<Response, NeedsWorker, AppPage>;
  OtherAnswer serve_other(const Request& req, const Router::Match& match) const;
  Response serve_files(const Request& req) const;
  Response render_page(const Request& req, const AppPage& page) const { return site_.render(req, page); }
  Response page_busy(const Request& req, std::chrono::seconds retry_after) const {
    return site_.busy(req, retry_after);
  }
  // A refusal of the route (from admit) or of a file: a page for a browser navigating to a
  // route opened in the browser or to a file, else error_response's JSON.
  Response refuse(const Request& req, const Router::Route* route, const core::Error& error,
                  const Headers& headers = {}) const;

  const Router& router() const { return router_; }
  const std::filesystem::path& temp_dir() const { return options_.temp_dir; }
  // What the server records and /metrics shows (thread-safe).
  Metrics& metrics() const { return metrics_; }

 private:
  Response serve_download(const Request& req, const std::filesystem::path& root,
                          const std::vector<std::string>& segments) const;
  AppOptions options_;
  Router router_;
  const RequestAuthenticator& auth_;
  StaticSite site_;
  mutable Metrics metrics_;
};

}  // namespace pathshala::http
