#include "http/static_site.hpp"

#include <spdlog/spdlog.h>
#include <boost/json/parse.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/text.hpp"
#include "http/file_response.hpp"

namespace pathshala::http {

namespace {
std::vector<std::string> split_pattern(const std::string& pattern) {
  std::vector<std::string> parts;
  std::stringstream ss(pattern);
  std::string part;
  while (std::getline(ss, part, '/'))
    if (!part.empty()) parts.push_back(core::ascii_lower(part));
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

StaticSite::StaticSite(std::filesystem::path web_dir, Headers page_headers, PageRenderer render_page)
    : root_(std::move(web_dir)), page_headers_(std::move(page_headers)), render_page_(std::move(render_page)) {
  std::error_code ec;
  available_ = std::filesystem::is_regular_file(root_ / "index.html", ec);
  if (!available_) {
    spdlog::warn("no built web app at {} (index.html missing): serving the API only", root_.string());
    return;
  }
  std::ifstream in(root_ / "app-routes.json");
  std::stringstream text;
  text << in.rdbuf();
  try {
    const boost::json::value parsed = boost::json::parse(text.str());  // must outlive the loop
    for (const auto& r : parsed.as_array()) routes_.push_back(split_pattern(std::string(r.as_string())));
  } catch (const std::exception& e) {
    spdlog::warn("{}: cannot read app-routes.json ({}); only / is an app route", root_.string(), e.what());
    routes_ = {{}};
  }
}

bool StaticSite::is_app_route(const std::vector<std::string>& segments) const {
  for (const auto& pattern : routes_) {
    bool ok = true;
    size_t i = 0;
    for (; i < pattern.size() && ok; ++i) {
      if (pattern[i] == "*") return true;  // splat: the rest of the path, whatever it is
      if (i >= segments.size())
        ok = false;
      else if (pattern[i].front() == ':')
        ok = !segments[i].empty();
      else
        ok = pattern[i] == core::ascii_lower(segments[i]);
    }
    if (ok && i == segments.size()) return true;
  }
  return false;
}

Response StaticSite::send(const Request& req, const std::filesystem::path& file, const std::string& cache_control,
                          std::optional<unsigned> status, const Headers& headers) const {
  FileOptions o;
  o.extra_headers = headers;
  o.cache_control = cache_control;
  o.status = status;
  const auto type = std::string(mime_type_for(file));
  const bool text = type.rfind("text/", 0) == 0 || type == "application/json" || type == "image/svg+xml";
  if (text) {
    o.vary_accept_encoding = true;
    for (const auto& [coding, ext] : {std::pair{"br", ".br"}, std::pair{"gzip", ".gz"}}) {
      auto sibling = file;
      sibling += ext;
      std::error_code ec;
      if (accepts(req, coding) && std::filesystem::is_regular_file(sibling, ec)) {
        o.content_encoding = coding;
        o.content_type = type;
        return send_file(req, sibling, o);
      }
    }
  }
  return send_file(req, file, o);
}

Response StaticSite::serve(const Request& req, const RequestPath& path) const {
  if (!available_) {
    bhttp::response<bhttp::string_body> res{bhttp::status::not_found, req.version()};
    res.set(bhttp::field::content_type, "text/html; charset=utf-8");
    res.keep_alive(req.keep_alive());
    res.body() = kMissingAppPage;
    res.prepare_payload();
    if (req.method() == bhttp::verb::head) res.body().clear();
    return finish(std::move(res), res.body().size());
  }
  // dist/server/ holds the server's own renderer (render.js, pages::AppRenderer): the app's
  // code, nothing secret, but not a file for browsers either.
  const bool servers_own = !path.segments.empty() && path.segments.front() == "server";
  if (!path.segments.empty() && path.segments.back() != "index.html" && !servers_own) {
    if (auto file = resolve_under(root_, path.segments)) {
      const bool hashed = path.segments.front() == "assets";
      // The service worker and the web app manifest are checked on every visit, so a new
      // version of the app is picked up at once rather than after max-age.
      const bool revalidate = path.segments.size() == 1 &&
                              (path.segments.front() == "sw.js" || path.segments.front() == "manifest.webmanifest");
      // Any HTML document of the app (the offline shell.html too) is a page: it carries the
      // page protections (CSP, frame-ancestors, X-Frame-Options) as index.html does.
      const bool html = mime_type_for(*file).rfind("text/html", 0) == 0;
      return send(req, *file,
                  hashed       ? "public, max-age=31536000, immutable"
                  : revalidate ? "no-cache"
                               : "public, max-age=300",
                  std::nullopt, html ? page_headers_ : Headers{});
    }
  }
  const bool known = is_app_route(path.segments);
  if (known && render_page_) {
    if (auto page = render_page_(req, path.segments))
      return document_response(req, static_cast<bhttp::status>(page->status), page->html, "text/html; charset=utf-8",
                               page_headers_);
  }
  return send(req, root_ / "index.html", "no-cache", known ? std::nullopt : std::optional<unsigned>(404),
              page_headers_);
}

}  // namespace pathshala::http
