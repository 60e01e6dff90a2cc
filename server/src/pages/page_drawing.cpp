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
// in its loading state, as the app's first render would draw it.
bool PublicPages::draw(Page& page, const std::string& url) {
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

std::optional<PublicPages::Rendered> PublicPages::render(const DocumentShell& shell,
                                                         const std::vector<std::string>& segments,
                                                         const std::string& origin, const QueryParam& param,
                                                         std::string_view query, bool signed_out) {
  // Without the app's renderer there is no markup to send: the app's shell goes as it is.
  if (!renderer_) return std::nullopt;
  const bool portal = segments.size() == 1 && core::ascii_lower(segments[0]) == "job_portal";
  std::string key = origin + '\x1f';
  // As requested, not lower-cased: route words are matched case-insensitively, but ids are
  // not, and /project/ABC must not be answered with /project/abc's cached page.
  for (const auto& s : segments) key += s + '/';
  // The portal is drawn with its search (a filtered one is drawn each time, not cached: their
  // number is up to visitors). Every other page is drawn without its query string, so
  // ?utm_source=… finds the cached page; but a page only for signed-in visitors may read its
  // query (a reset link's token), which a page drawn without it would contradict: with a
  // query, such a page goes as the app's shell. Kept apart in the cache.
  const auto search = portal ? job_portal_query(param) : JobPortalQuery{};
  if (portal) key += '\x1f' + jobs_api_path(search);
  const bool with_query = !portal && !query.empty();
  if (with_query) key += "\x1fquery";
  // A request without a session is drawn, and cached, apart: its header says "signup now".
  if (signed_out) key += "\x1fsigned-out";
  // Only the job portal and a job's page show jobs.
  const bool job_page = portal || (segments.size() == 2 && core::ascii_lower(segments[0]) == "jobs");
  auto& cache = job_page ? job_pages_ : catalog_pages_;
  std::optional<unsigned> status;
  std::string uncached;
  auto doc = cache.get(key, [&]() -> std::optional<std::string> {
    Page p;
    if (signed_out) p.data.push_back({"/api/auth/session", nobody_});
    if (!draw(p, url_of(segments, param))) return std::nullopt;
    if (with_query && p.status == 200 && p.noindex) return std::string();  // the shell (below)
    auto html = shell.render(p, origin, site_name_);
    // Unknown ids are not cached (drawn each time, on a worker: a few milliseconds, and there
    // are as many as visitors care to type), nor are searches.
    if (p.status != 200 || (portal && !(search == JobPortalQuery{}))) {
      status = p.status;
      uncached = std::move(html);
      return std::nullopt;
    }
    return html;
  });
  if (doc && doc->body.empty()) return std::nullopt;
  if (doc) return Rendered{200, doc};
  if (status) return Rendered{*status, core::make_document(std::move(uncached))};
  return std::nullopt;
}

}  // namespace pathshala::pages
