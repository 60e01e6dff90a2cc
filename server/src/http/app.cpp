#include "http/app.hpp"

#include "http/file_response.hpp"
#include "http/request_path.hpp"

namespace pathshala::http {

namespace {
bool starts_with(const std::vector<std::string>& segments, std::string_view first) {
  return !segments.empty() && segments.front() == first;
}

Response method_not_allowed(const Request& req, std::string_view allow) {
  return json_error(req, bhttp::status::method_not_allowed, "method-not-allowed",
                    "This address does not accept " + std::string(req.method_string()) + ".", allow);
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return out;
}
}  // namespace

App::App(AppOptions options, Router router, const RequestAuthenticator& auth)
    : options_(std::move(options)),
      router_(std::move(router)),
      auth_(auth),
      site_(options_.web_dir, options_.page_headers, options_.find_page, options_.render_page) {}

Router::Match App::route(const Request& header) const {
  auto path = parse_request_path(header.target());
  if (!path) return {};
  return router_.match(header.method(), path->segments);
}

bool App::needs_admission(const Router::Route& route, bhttp::verb method) const {
  const RouteOptions& o = route.options;
  return o.access != Access::public_ || o.identify || (o.csrf && is_state_changing(method));
}

std::variant<Context, App::Refusal> App::admit(const Request& req, Router::Match& match,
                                               const std::string& client_address) const {
  const RouteOptions& o = match.route->options;
  Context ctx{std::move(match.params), client_address, std::nullopt, {}};
  if (o.access != Access::public_ || o.identify) ctx.user = auth_.identify(req);
  if (o.access != Access::public_ && !ctx.user)
    return Refusal{core::Error::make(core::ErrorKind::unauthenticated, "not-signed-in", "You are not signed in."),
                   auth_.unauthenticated_headers(req)};
  if (o.access == Access::admin && !ctx.user->is_admin())
    return Refusal{core::Error::make(core::ErrorKind::forbidden, "not-allowed", "You are not allowed to do this."), {}};
  if (o.csrf && is_state_changing(req.method())) {
    if (auto forged = auth_.check_forgery(req)) return Refusal{std::move(*forged), {}};
  }
  return ctx;
}

Response App::run(const Request& req, const Router::Route& route, const Context& context) const {
  if (!route.options.browser_page) return route.handler(req, context);
  Context with_pages = context;
  with_pages.refuse = [this, &route](const Request& r, const core::Error& e) { return refuse(r, &route, e); };
  return route.handler(req, with_pages);
}

Response App::refuse(const Request& req, const Router::Route* route, const core::Error& error,
                     const Headers& headers) const {
  const bool page_wanted = (!route || route->options.browser_page) && options_.refusal_page &&
                           (req.method() == bhttp::verb::get || req.method() == bhttp::verb::head) &&
                           is_navigation(req);
  if (page_wanted) {
    const auto status = status_for(error.kind);
    if (auto page = options_.refusal_page(req, static_cast<unsigned>(status), error)) {
      Headers all = options_.page_headers;
      all.insert(all.end(), headers.begin(), headers.end());
      return document_response(req, static_cast<bhttp::status>(page->status), page->html, "text/html; charset=utf-8",
                               all);
    }
  }
  return error_response(req, error, headers);
}

Response App::serve_download(const Request& req, const std::filesystem::path& root,
                             const std::vector<std::string>& segments) const {
  if (req.method() != bhttp::verb::get && req.method() != bhttp::verb::head)
    return method_not_allowed(req, "GET, HEAD");
  auto file = segments.empty() ? std::nullopt : resolve_under(root, segments);
  if (!file) return refuse(req, nullptr, core::Error::not_found("No such file."));
  if (options_.sold_file) {
    auto below_files = segments;
    if (root != options_.files_root) below_files.insert(below_files.begin(), "downloads");
    if (options_.sold_file(below_files))
      return refuse(req, nullptr,
                    core::Error::make(core::ErrorKind::forbidden, "not-purchased",
                                      "This file is sold on this site: buy it, then download it from My purchases."));
  }
  FileOptions o;
  o.content_disposition = true;
  if (root == options_.files_root && options_.download_name)
    if (auto name = options_.download_name(segments)) o.download_name = *name;
  o.cache_control = "public, max-age=3600";
  return send_file(req, *file, o);
}

App::OtherAnswer App::serve_other(const Request& req, const Router::Match& match) const {
  auto path = parse_request_path(req.target());
  if (!path) {
    // Dot segments, encoded slashes, NUL…: never looked up anywhere.
    return json_error(req, bhttp::status::not_found, "not-found", "No such page.");
  }
  const auto& seg = path->segments;
  // A path some route answers, asked with another method.
  if (!match.allowed.empty()) return method_not_allowed(req, join(match.allowed));
  // Below /api/ a client expects JSON, never the web app's page.
  if (starts_with(seg, "api")) return json_error(req, bhttp::status::not_found, "not-found", "No such API endpoint.");
  // Downloads ask the store whether a file is sold: on a worker.
  if (starts_with(seg, "files") || starts_with(seg, "downloads")) return NeedsWorker{};
  if (req.method() != bhttp::verb::get && req.method() != bhttp::verb::head)
    return method_not_allowed(req, "GET, HEAD");
  auto served = site_.serve(req, *path);
  if (auto* page = std::get_if<AppPage>(&served)) return std::move(*page);
  return std::move(std::get<Response>(served));
}

Response App::serve_files(const Request& req) const {
  auto path = parse_request_path(req.target());
  if (!path) return json_error(req, bhttp::status::not_found, "not-found", "No such page.");
  const auto& seg = path->segments;
  if (starts_with(seg, "files")) return serve_download(req, options_.files_root, {seg.begin() + 1, seg.end()});
  if (starts_with(seg, "downloads"))
    return serve_download(req, options_.files_root / "downloads", {seg.begin() + 1, seg.end()});
  return json_error(req, bhttp::status::not_found, "not-found", "No such page.");
}

}  // namespace pathshala::http
