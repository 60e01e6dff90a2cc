#include "http/app.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/object.hpp>

#include "core/document.hpp"
#include "files/file_response.hpp"
#include "http/request_path.hpp"

namespace pathshala::http {

namespace {
bool starts_with(const std::vector<std::string>& segments, std::string_view first) {
  return !segments.empty() && segments.front() == first;
}

bool is_api(const std::vector<std::string>& s) {
  return starts_with(s, "api") || (s.size() == 1 && (s[0] == "healthz" || s[0] == "courses.json"));
}

Response method_not_allowed(const Request& req, std::string_view allow) {
  return json_error(req, bhttp::status::method_not_allowed, "method-not-allowed",
                    "This address does not accept " + std::string(req.method_string()) + ".", allow);
}

bool is_state_changing(bhttp::verb v) {
  return v == bhttp::verb::post || v == bhttp::verb::put || v == bhttp::verb::patch || v == bhttp::verb::delete_;
}

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return out;
}
}  // namespace

App::App(const core::Config& config, catalog::CatalogService& catalog, jobs::JobsService& jobs,
         accounts::AccountsService& accounts)
    : config_(config), accounts_(accounts), site_(config.web_dir), files_root_(config.data_dir / "files") {
  add_system_routes(router_, config);
  catalog::add_routes(router_, catalog);
  jobs::add_routes(router_, jobs);
  accounts::add_routes(router_, accounts, config);
}

Response App::serve_download(const Request& req, const std::filesystem::path& root,
                             const std::vector<std::string>& segments) const {
  if (req.method() != bhttp::verb::get && req.method() != bhttp::verb::head) return method_not_allowed(req, "GET, HEAD");
  auto file = segments.empty() ? std::nullopt : files::resolve_under(root, segments);
  if (!file) return json_error(req, bhttp::status::not_found, "not-found", "No such file.");
  files::FileOptions o;
  o.content_disposition = true;
  o.cache_control = "public, max-age=3600";
  return files::send_file(req, *file, o);
}

Response App::handle(const Request& req, const std::string& client_address) const {
  auto d = dispatch(req, client_address);
  return d.now ? std::move(*d.now) : d.on_worker();
}

App::Dispatch App::dispatch(const Request& req, const std::string& client_address) const {
  auto path = parse_request_path(req.target());
  if (!path) {
    // Dot segments, encoded slashes, NUL…: never looked up anywhere.
    return {json_error(req, bhttp::status::not_found, "not-found", "No such page."), {}};
  }
  const auto& seg = path->segments;
  if (is_api(seg)) {
    auto m = router_.match(req.method(), seg);
    if (m.handler && is_state_changing(req.method())) {
      if (auto refused = accounts::refuse_forged_request(req, accounts_, config_)) return {std::move(*refused), {}};
    }
    Context ctx{std::move(m.params), client_address};
    if (m.handler && m.blocking == Blocking::yes)
      return {std::nullopt, [handler = m.handler, ctx = std::move(ctx), &req] { return (*handler)(req, ctx); }};
    if (m.handler) return {(*m.handler)(req, ctx), {}};
    if (!m.allowed.empty()) return {method_not_allowed(req, join(m.allowed)), {}};
    return {json_error(req, bhttp::status::not_found, "not-found", "No such API endpoint."), {}};
  }
  if (starts_with(seg, "files")) return {serve_download(req, files_root_, {seg.begin() + 1, seg.end()}), {}};
  if (starts_with(seg, "downloads")) return {serve_download(req, files_root_ / "downloads", {seg.begin() + 1, seg.end()}), {}};
  if (req.method() != bhttp::verb::get && req.method() != bhttp::verb::head) return {method_not_allowed(req, "GET, HEAD"), {}};
  return {site_.serve(req, *path), {}};
}

void add_system_routes(Router& router, const core::Config& config) {
  // Built once: these never change while the server runs.
  auto health = core::make_document(R"({"status":"ok"})");
  auto site = core::make_document(boost::json::serialize(boost::json::object{{"name", config.site_name}}));
  router.add(bhttp::verb::get, "/healthz", [health](const Request& req, const Context&) { return json_document(req, health); });
  router.add(bhttp::verb::get, "/api/site", [site](const Request& req, const Context&) { return json_document(req, site); });
}

}  // namespace pathshala::http
