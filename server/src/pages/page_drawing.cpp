// PublicPages: a page drawn by the web app's renderer into the shell, and the cache of drawn
// pages.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "pages/public_pages.hpp"

namespace pathshala::pages {

// The path as requested (each segment encoded as the app's URL has it) and the query string
// the page reads, as the app writes it (route_facts.hpp).
std::string PublicPages::url_of(const std::string& pattern, const std::vector<std::string>& segments,
                                const QueryParam& param) const {
  std::string url;
  for (const auto& s : segments) url += "/" + encode_segment(s);
  if (url.empty()) url = "/";
  return url + routes_.page_query(pattern, param);
}

// The app asks for the API answers the page needs as it renders (its own prefetch: one source),
// and the server answers each in the same call with its own routes (api_: the same code the
// API route runs, the answer's document as it is), so a page is one render. A path no route
// may answer for a page is drawn in its loading state, as the app's first render would draw
// it. Every answer given is a source of the page (its ETag), which the refresher compares
// after an edit, and goes into the page for the app to take over with.
bool PublicPages::draw(Page& page, const std::string& url, std::vector<PageSource>& sources) {
  AppRenderRequest request{url, site_name_, page.data, page.failed, {}};
  request.fetch = [&](const std::string& path) -> std::optional<ApiAnswer> {
    auto answer = api_ ? api_(path) : std::nullopt;
    if (!answer || !answer->body) return std::nullopt;
    const bool seen = std::any_of(sources.begin(), sources.end(), [&](const PageSource& s) { return s.path == path; });
    if (seen) return answer;  // asked again in the same render: given, and kept once
    sources.push_back({path, answer->status, answer->body->etag});
    if (answer->status == 200)
      page.data.emplace_back(path, answer->body);
    else
      page.failed.push_back({path, answer->status, answer->body});
    return answer;
  };
  std::optional<AppRender> drawn = renderer_->render(request);
  if (!drawn) return false;
  for (const auto& path : drawn->missing) spdlog::debug("page {}: drawn without {}", url, path);
  page.content = std::move(drawn->html);
  page.drawn_for = url;
  page.title = std::move(drawn->title);
  page.description = std::move(drawn->description);
  page.noindex = drawn->noindex;
  page.status = drawn->status;
  // The canonical path as the app spells its route ("/pyq/Second-year" for /PYQ/second-year).
  page.path = drawn->canonical.empty() ? url.substr(0, url.find('?')) : std::move(drawn->canonical);
  if (!drawn->og_type.empty()) page.og_type = std::move(drawn->og_type);
  page.json_ld = std::move(drawn->json_ld);
  return true;
}

core::DocumentPtr PublicPages::link_preview_png(std::string_view kind) {
  const auto* known = routes_.preview_kind(kind);
  return known ? previews_.png(*known) : nullptr;
}

PageRequest PublicPages::request_for(const std::string& pattern, const std::vector<std::string>& segments,
                                     const QueryParam& param, std::string_view query, bool signed_out) const {
  PageRequest r;
  r.pattern = pattern;
  r.url = url_of(pattern, segments, param);
  r.signed_out = signed_out;
  // The key is the URL drawn: the route's words as the route spells them (the caller's
  // segments), ids as requested (/project/ABC is not /project/abc), and only the query the page
  // reads, in a fixed order (url_of). Every other page is drawn without its query string, so
  // ?utm_source=… finds the drawn page; but a page only for signed-in visitors may read its
  // query (a reset link's token), which a page drawn without it would contradict: with a query,
  // such a page goes as the app's shell, kept apart.
  r.with_query = !routes_.reads_query(pattern) && !query.empty();
  r.key = r.url;
  if (r.with_query) r.key += "\x1fquery";
  // A request without a session is drawn, and kept, apart: its header says "signup now".
  if (signed_out) r.key += "\x1fsigned-out";
  return r;
}

std::optional<CachedPage> PublicPages::draw(const PageRequest& request) {
  // Read before the data: a page is never stamped newer than what it shows.
  const auto stamp = stamp_();
  Page p;
  p.preview = routes_.preview_of(request.pattern);
  if (request.signed_out) p.data.push_back({"/api/auth/session", nobody_});
  std::vector<PageSource> sources;
  if (!draw(p, request.url, sources)) return std::nullopt;
  CachedPage out;
  out.stamp = stamp;
  out.sources = std::move(sources);
  out.request = request;
  out.status = p.status;
  // A page only for signed-in visitors asked with a query: the shell (an empty document).
  if (request.with_query && p.status == 200 && p.noindex)
    out.html = core::make_document("");
  else
    out.html = core::make_document(shell_->render(p, origin_(), site_name_));
  return out;
}

}  // namespace pathshala::pages
