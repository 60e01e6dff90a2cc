#include "http/static_site.hpp"

#include <spdlog/spdlog.h>
#include <boost/json/parse.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <tuple>

#include "core/text.hpp"
#include "http/file_response.hpp"

namespace pathshala::http {

namespace {
std::vector<std::string> split_pattern(const std::string& pattern) {
  std::vector<std::string> parts;
  std::stringstream ss(pattern);
  std::string part;
  while (std::getline(ss, part, '/'))
    if (!part.empty()) parts.push_back(part);
  return parts;
}

// Does the request's Accept-Encoding header allow this coding?
bool accepts(const Request& req, std::string_view coding) {
  auto it = req.find(bhttp::field::accept_encoding);
  return it != req.end() && accepts_coding(it->value(), coding);
}

const std::string kMissingAppPage =
    "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Page not found</title>"
    "<h1>Page not found</h1><p>The web app is not built on this server.</p></html>";

// Whether a precompressed sibling (".br", ".gz") of a file is there.
bool sibling(const std::filesystem::path& file, const char* ext) {
  auto path = file;
  path += ext;
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}
}  // namespace

bool is_navigation(const Request& req) {
  const auto dest = req["Sec-Fetch-Dest"];
  if (!dest.empty()) return dest == "document";
  return req[bhttp::field::accept].find("text/html") != std::string_view::npos;
}

bool accepts_coding(std::string_view v, std::string_view coding) {
  while (!v.empty()) {
    auto comma = v.find(',');
    auto item = v.substr(0, comma);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    auto semi = item.find(';');
    auto name = item.substr(0, semi);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    if (name == coding) {
      if (semi == std::string_view::npos) return true;
      auto q = item.find("q=", semi);
      if (q == std::string_view::npos) return true;
      return std::strtod(std::string(item.substr(q + 2)).c_str(), nullptr) > 0;  // "q=0", "q=0.0": refused
    }
    if (comma == std::string_view::npos) break;
    v.remove_prefix(comma + 1);
  }
  return false;
}

StaticSite::StaticSite(std::filesystem::path web_dir, Headers page_headers, PageFinder find_page,
                       PageRenderer render_page)
    : root_(std::move(web_dir)),
      page_headers_(std::move(page_headers)),
      find_page_(std::move(find_page)),
      render_page_(std::move(render_page)) {
  std::error_code ec;
  available_ = std::filesystem::is_regular_file(root_ / "index.html", ec);
  if (!available_) {
    spdlog::warn("no built web app at {} (index.html missing): serving the API only", root_.string());
    return;
  }
  // The app's files, listed once. dist/server/ holds the server's own renderer (render.js,
  // pages::AppRenderer): the app's code, nothing secret, but not a file for browsers either;
  // index.html is sent only as the app's pages. A file that resolves outside the build (a
  // symlink) is not served.
  const auto root = std::filesystem::canonical(root_, ec);
  constexpr std::size_t kMaxFiles = 50000;
  for (auto it = std::filesystem::recursive_directory_iterator(root, ec);
       !ec && it != std::filesystem::recursive_directory_iterator() && files_.size() < kMaxFiles; it.increment(ec)) {
    const auto relative = it->path().lexically_relative(root).generic_string();
    if (relative == "server") {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(ec) || relative == "index.html") continue;
    const auto ext = it->path().extension();
    if (ext == ".br" || ext == ".gz") continue;  // siblings, found below
    std::vector<std::string> segments;
    for (const auto& part : std::filesystem::path(relative)) segments.push_back(part.string());
    auto resolved = resolve_under(root, segments);
    if (!resolved) continue;
    files_.emplace(relative, File{*resolved, sibling(*resolved, ".br"), sibling(*resolved, ".gz")});
  }
  index_ = File{root_ / "index.html", sibling(root_ / "index.html", ".br"), sibling(root_ / "index.html", ".gz")};
  std::ifstream in(root_ / "app-routes.json");
  std::stringstream text;
  text << in.rdbuf();
  std::vector<std::string> patterns;
  try {
    const boost::json::value parsed = boost::json::parse(text.str());  // must outlive the loop
    for (const auto& r : parsed.as_array()) patterns.emplace_back(r.as_string());
  } catch (const std::exception& e) {
    spdlog::warn("{}: cannot read app-routes.json ({}); only / is an app route", root_.string(), e.what());
    patterns = {"/"};
  }
  for (const auto& pattern : patterns) {
    Route route{pattern, split_pattern(pattern), {}};
    for (const auto& part : route.spelled) route.lower.push_back(core::ascii_lower(part));
    routes_.push_back(std::move(route));
  }
}

std::optional<AppPage> StaticSite::match_app_route(const std::vector<std::string>& segments) const {
  const Route* best = nullptr;
  std::size_t best_words = 0;
  for (const auto& route : routes_) {
    const auto& pattern = route.lower;
    bool ok = true, splat = false;
    std::size_t i = 0, words = 0;
    for (; i < pattern.size() && ok; ++i) {
      if (pattern[i] == "*") {  // splat: the rest of the path, whatever it is
        splat = true;
        break;
      }
      if (i >= segments.size())
        ok = false;
      else if (pattern[i].front() == ':')
        ok = !segments[i].empty();
      else if ((ok = pattern[i] == core::ascii_lower(segments[i])))
        ++words;
    }
    if (!ok || (!splat && i != segments.size())) continue;
    if (!best || words > best_words) {
      best = &route;
      best_words = words;
    }
  }
  if (!best) return std::nullopt;
  AppPage page{best->pattern, segments};
  for (std::size_t i = 0; i < best->spelled.size() && i < segments.size(); ++i) {
    if (best->spelled[i] == "*") break;
    if (best->spelled[i].front() != ':') page.segments[i] = best->spelled[i];
  }
  return page;
}

Response StaticSite::send(const Request& req, const File& file, const std::string& cache_control,
                          std::optional<unsigned> status, const Headers& headers) const {
  FileOptions o;
  o.extra_headers = headers;
  o.cache_control = cache_control;
  o.status = status;
  const auto type = std::string(mime_type_for(file.path));
  const bool text = type.rfind("text/", 0) == 0 || type == "application/json" || type == "image/svg+xml";
  if (text) {
    o.vary_accept_encoding = true;
    for (const auto& [coding, ext, present] :
         {std::tuple{"br", ".br", file.br}, std::tuple{"gzip", ".gz", file.gzip}}) {
      if (present && accepts(req, coding)) {
        auto sibling = file.path;
        sibling += ext;
        o.content_encoding = coding;
        o.content_type = type;
        return send_file(req, sibling, o);
      }
    }
  }
  return send_file(req, file.path, o);
}

Response StaticSite::shell(const Request& req, std::optional<unsigned> status, const Headers& extra) const {
  Headers headers = page_headers_;
  headers.insert(headers.end(), extra.begin(), extra.end());
  return send(req, index_, "no-cache", status, headers);
}

std::variant<Response, AppPage> StaticSite::serve(const Request& req, const RequestPath& path) const {
  if (!available_) {
    bhttp::response<bhttp::string_body> res{bhttp::status::not_found, req.version()};
    res.set(bhttp::field::content_type, "text/html; charset=utf-8");
    res.keep_alive(req.keep_alive());
    res.body() = kMissingAppPage;
    res.prepare_payload();
    if (req.method() == bhttp::verb::head) res.body().clear();
    return finish(std::move(res), res.body().size());
  }
  if (!path.segments.empty()) {
    std::string relative;
    for (const auto& s : path.segments) relative += (relative.empty() ? "" : "/") + s;
    auto it = files_.find(relative);
    std::optional<File> added;  // a file put there after the start (tests; a hand-made fix)
    if (it == files_.end() && path.segments.front() != "server" && path.segments.back() != "index.html") {
      if (auto file = resolve_under(root_, path.segments))
        added = File{*file, sibling(*file, ".br"), sibling(*file, ".gz")};
    }
    if (it != files_.end() || added) {
      const File& file = added ? *added : it->second;
      const bool hashed = path.segments.front() == "assets";
      // The service worker and the web app manifest are checked on every visit, so a new
      // version of the app is picked up at once rather than after max-age.
      const bool revalidate = path.segments.size() == 1 &&
                              (path.segments.front() == "sw.js" || path.segments.front() == "manifest.webmanifest");
      // Any HTML document of the app (the offline shell.html too) is a page: it carries the
      // page protections (CSP, frame-ancestors, X-Frame-Options) as index.html does.
      const bool html = mime_type_for(file.path).rfind("text/html", 0) == 0;
      return send(req, file,
                  hashed       ? "public, max-age=31536000, immutable"
                  : revalidate ? "no-cache"
                               : "public, max-age=300",
                  std::nullopt, html ? page_headers_ : Headers{});
    }
  }
  auto page = match_app_route(path.segments);
  if (!page) return shell(req, 404);
  if (!render_page_) return shell(req, std::nullopt);
  if (find_page_) {
    if (auto found = find_page_(req, *page)) {
      if (!found->html) return shell(req, std::nullopt);
      return document_response(req, static_cast<bhttp::status>(found->status), found->html, "text/html; charset=utf-8",
                               page_headers_);
    }
  }
  return std::move(*page);
}

Response StaticSite::render(const Request& req, const AppPage& page) const {
  if (auto drawn = render_page_(req, page); drawn && drawn->html)
    return document_response(req, static_cast<bhttp::status>(drawn->status), drawn->html, "text/html; charset=utf-8",
                             page_headers_);
  return shell(req, std::nullopt);
}

Response StaticSite::busy(const Request& req, std::chrono::seconds retry_after) const {
  return shell(req, 503, {{"Retry-After", std::to_string(retry_after.count())}});
}

}  // namespace pathshala::http
