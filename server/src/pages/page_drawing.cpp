// PublicPages: a page drawn by the web app's renderer into the shell, and the cache of drawn
// pages.
#include <spdlog/spdlog.h>

#include <algorithm>
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

// The app says which API answers the page needs (its own prefetch: one source); the server
// answers them with its own routes and the app draws with them. A page whose data leads to
// more data (none today) takes another round; a path no route may answer for a page is drawn
// in its loading state, as the app's first render would draw it. Every answer fetched is a
// source of the page (its ETag), which the refresher compares after an edit.
bool PublicPages::draw(Page& page, const std::string& url, std::vector<PageSource>& sources) {
  constexpr int kRounds = 3;
  AppRenderRequest request{url, site_name_, page.data, page.failed};
  std::vector<std::string> unanswered;
  std::optional<AppRender> drawn;
  for (int round = 1;; ++round) {
    request.ask_first = round < kRounds;
    drawn = renderer_->render(request);
    if (!drawn) return false;
    if (!request.ask_first) break;
    bool answered = false;
    for (const auto& path : drawn->missing) {
      if (std::find(unanswered.begin(), unanswered.end(), path) != unanswered.end()) continue;
      auto answer = api_ ? api_(path) : std::nullopt;
      if (!answer) {
        unanswered.push_back(path);
        continue;
      }
      sources.push_back({path, answer->status, answer->body ? answer->body->etag : std::string()});
      if (answer->status == 200)
        request.data.emplace_back(path, answer->body);
      else
        request.errors.push_back({path, answer->status, answer->body});
      answered = true;
    }
    if (drawn->missing.empty()) break;   // drawn in full
    if (!answered) round = kRounds - 1;  // nothing more to learn: draw as it is
  }
  for (const auto& path : drawn->missing) spdlog::debug("page {}: drawn without {}", url, path);
  page.data = std::move(request.data);
  page.failed = std::move(request.errors);
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

PageRequest PublicPages::request_for(const std::string& pattern, const std::vector<std::string>& segments,
                                     const QueryParam& param, std::string_view query, bool signed_out) const {
  PageRequest r;
  r.pattern = pattern;
  r.url = url_of(segments, param);
  r.signed_out = signed_out;
  // The key is the URL drawn: the route's words as the route spells them (the caller's
  // segments), ids as requested (/project/ABC is not /project/abc), and only the query the page
  // reads, in a fixed order (url_of). Every other page is drawn without its query string, so
  // ?utm_source=… finds the drawn page; but a page only for signed-in visitors may read its
  // query (a reset link's token), which a page drawn without it would contradict: with a query,
  // such a page goes as the app's shell, kept apart.
  const bool portal = segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal";
  r.with_query = !portal && !query.empty();
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
