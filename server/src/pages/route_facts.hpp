#pragma once
// What the server knows of the web app's routes beyond their patterns (app-routes.json), read
// from files the web build writes (issue 47: one source for routes; web/vite-plugins/
// app-routes.ts). Nothing here is a copy of the app's tables:
//   link-previews.json  every route's link-preview kind, and each kind's label and line, from
//                       which /og/<kind>.png is drawn (web/src/lib/link-previews.ts);
//   page-queries.json   the query parameters a page reads, in order, with their fallback and
//                       allowed values (web/src/lib/page-queries.ts): a page's render depends
//                       on these and on no other part of its query string;
//   item-pages.json     the pattern of each item page ("job": "/jobs/:id"), which the sitemap
//                       fills (web/src/lib/paths.ts, ITEM_PAGES).
// Without a built app (no files) there are no app pages to draw: one generic preview kind, no
// page reads its query, and no item page is listed.
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "pages/page.hpp"

namespace pathshala::pages {

// A query string parameter's decoded value ('+' as a space), if present.
using QueryParam = std::function<std::optional<std::string>(std::string_view)>;

struct QueryParamRule {
  std::string name;
  std::string fallback;             // when absent, or not one of values
  std::vector<std::string> values;  // empty: any value
};

struct RouteFacts {
  std::vector<LinkPreviewKind> preview_kinds;                            // the first is the site's own
  std::unordered_map<std::string, std::string> preview_of_route;         // pattern → kind key
  std::unordered_map<std::string, std::vector<QueryParamRule>> queries;  // pattern → what it reads
  std::unordered_map<std::string, std::string> item_pages;               // "job" → "/jobs/:id"

  // The kind of a route's link preview (the site's own for a route without one).
  const LinkPreviewKind& preview_of(const std::string& pattern) const;
  // A kind by its key; nullptr when there is none.
  const LinkPreviewKind* preview_kind(std::string_view key) const;
  // The query string a page's render depends on, as the app writes it ("?q=java&sort=salary":
  // the rules' order, values at their fallback left out, form-encoded); "" for a page that
  // reads none.
  std::string page_query(const std::string& pattern, const QueryParam& param) const;
  bool reads_query(const std::string& pattern) const { return queries.contains(pattern); }
  // An item page's path, each :name replaced by its value as one path segment
  // ("/jobs/j%2F1"); nullopt for an item the app has no page for.
  std::optional<std::string> item_page(
      std::string_view item, std::initializer_list<std::pair<std::string_view, std::string_view>> values) const;
};

RouteFacts read_route_facts(const std::filesystem::path& web_dir);

// application/x-www-form-urlencoded as URLSearchParams writes it: letters, digits and *-._
// as they are, a space as '+', every other byte of the UTF-8 as %XX (upper-case hex).
std::string form_urlencode(std::string_view value);
// A path segment as a URL writes it: RFC 3986's unreserved characters as they are, every other
// byte %XX (upper-case hex).
std::string encode_segment(std::string_view segment);

}  // namespace pathshala::pages
