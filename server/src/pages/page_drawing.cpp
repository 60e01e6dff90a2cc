// PublicPages: a page drawn by the web app's renderer into the shell, and the cache of drawn
// pages (the route table is public_pages.cpp).
#include <spdlog/spdlog.h>

#include <cctype>
#include <tuple>

#include "core/text.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::pages {

namespace {

// A path segment as a URL writes it: unreserved characters as they are, every other byte %XX.
std::string encode_segment(std::string_view segment) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : segment) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace

std::string PublicPages::url_of(const std::vector<std::string>& segments, const QueryParam& param) {
  std::string url;
  for (const auto& s : segments) url += "/" + encode_segment(s);
  if (url.empty()) url = "/";
  // Only the portal reads its query string (its search), as the app does.
  if (segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal") {
    const auto query = job_portal_query(param);
    std::string search;
    for (const auto& [name, value, unset] :
         {std::tuple{"q", query.q, ""}, std::tuple{"field", query.field, ""},
          std::tuple{"experience", query.experience, "all"}, std::tuple{"sort", query.sort, "recent"}})
      if (value != unset) search += (search.empty() ? "?" : "&") + std::string(name) + "=" + form_urlencode(value);
    url += search;
  }
  return url;
}

bool PublicPages::draw(Page& page, const std::string& url) {
  auto drawn = renderer_->render({url, site_name_, page.data, page.failed});
  if (!drawn) return false;
  for (const auto& path : drawn->missing) spdlog::debug("page {}: drawn without {}", url, path);
  page.content = std::move(drawn->html);
  page.title = std::move(drawn->title);
  page.description = std::move(drawn->description);
  page.noindex = page.noindex || drawn->noindex;
  return true;
}

std::optional<PublicPages::Rendered> PublicPages::render(const DocumentShell& shell,
                                                         const std::vector<std::string>& segments,
                                                         const std::string& origin, const QueryParam& param,
                                                         std::string_view query, bool signed_out) {
  // Without the app's renderer there is no markup to send: the app's shell goes as it is.
  if (!renderer_) return std::nullopt;
  std::string key = origin + '\x1f';
  // As requested, not lower-cased: route words are matched case-insensitively, but ids are
  // not, and /project/ABC must not be answered with /project/abc's cached page.
  for (const auto& s : segments) key += s + '/';
  // Unknown ids are not cached (drawn each time, on a worker: a few milliseconds, and there
  // are as many as visitors care to type), every other page is.
  // The portal is looked up with its search (a filtered one is then drawn, not cached); every
  // other page ignores the query string, so ?utm_source=… finds the cached page.
  if (segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal")
    key += '\x1f' + jobs_api_path(job_portal_query(param));
  // A request without a session is drawn, and cached, apart: its header says "signup now".
  if (signed_out) key += "\x1fsigned-out";
  // Only the job portal and a job's page show jobs.
  const bool job_page = !segments.empty() && (core::ascii_lower(segments[0]) == "job_portal" ||
                                              (segments.size() == 2 && core::ascii_lower(segments[0]) == "jobs"));
  auto& cache = job_page ? job_pages_ : catalog_pages_;
  std::optional<unsigned> status;
  std::string uncached;
  auto finish = [&](Page& p) -> std::optional<std::string> {
    p.data.push_back({"/api/site", site_});
    if (signed_out) p.data.push_back({"/api/auth/session", nobody_});
    if (!draw(p, url_of(segments, param))) return std::nullopt;
    status = p.status;
    if (p.status != 200 || !p.cached) {
      uncached = shell.render(p, origin, site_name_);
      return std::nullopt;
    }
    return shell.render(p, origin, site_name_);
  };
  bool other = false;  // a page of the app the server has no data for
  auto doc = cache.get(key, [&]() -> std::optional<std::string> {
    auto p = page(segments, param);
    if (!p) {
      other = true;
      return std::nullopt;
    }
    return finish(*p);
  });
  // Any other page of the app (sign-in, profile, search, admin tools): its first render, noindex
  // when the app says the page is private (lib/page-titles.ts). Such a page may read its query
  // string (a reset link's token, a search), which the server does not know how to draw: with
  // one, the app's shell goes as it is. Kept apart in the cache, so a request with a query
  // never gets the page drawn without it.
  if (other && query.empty()) {
    doc = cache.get(key + "\x1fapp", [&]() -> std::optional<std::string> {
      std::string path;
      for (const auto& segment : segments) path += "/" + segment;
      Page p;
      p.path = path.empty() ? "/" : path;
      return finish(p);
    });
  }
  if (doc) return Rendered{200, doc};
  if (status) return Rendered{*status, core::make_document(std::move(uncached))};
  return std::nullopt;
}

}  // namespace pathshala::pages
