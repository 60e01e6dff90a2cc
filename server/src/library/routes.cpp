#include "library/routes.hpp"

#include <boost/json.hpp>

#include "catalog/types.hpp"
#include "core/clock.hpp"

namespace pathshala::library {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::RouteOptions;

namespace {

// One item as the library page shows it: where it was saved from (section), what it is now,
// and where it opens (url; download says whether that is the file itself).
json::object item_json(const ListedItem& listed, std::string_view at_name) {
  const auto& doc = listed.item;
  json::object o{{"kind", listed.entry.kind},
                 {"id", listed.entry.item_id},
                 {at_name, listed.entry.at},
                 {"section", search::kind_slug(doc.kind)},
                 {"sectionLabel", search::kind_label(doc.kind)},
                 {"title", doc.title},
                 {"url", doc.url},
                 {"download", doc.download}};
  if (!doc.subtitle.empty()) o["subtitle"] = doc.subtitle;
  if (!doc.subject.empty()) o["subject"] = doc.subject;
  if (doc.year >= 0) o["year"] = catalog::kYears[static_cast<std::size_t>(doc.year)].key;
  return o;
}

http::Response list_json(const Request& req, const std::vector<ListedItem>& items, std::string_view at_name) {
  json::array out;
  for (const auto& listed : items) out.push_back(item_json(listed, at_name));
  return http::json_value(req, bhttp::status::ok, json::object{{"items", std::move(out)}});
}

}  // namespace

void register_routes(http::Router& router, LibraryService& library) {
  using V = bhttp::verb;
  // Signed-in routes run on a worker (they read the store).
  router.add(V::get, "/api/me/library", RouteOptions::signed_in(), [&library](const Request& req, const Context& ctx) {
    return list_json(req, library.saved(ctx.user->uid), "savedAt");
  });

  router.add(V::put, "/api/me/library/{kind}/{id}", RouteOptions::signed_in(),
             [&library](const Request& req, const Context& ctx) {
               auto saved = library.save(ctx.user->uid, ctx.params.at("kind"), ctx.params.at("id"), core::now_ms());
               if (!saved) return http::error_response(req, saved.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"item", item_json(*saved, "savedAt")}});
             });

  router.add(V::delete_, "/api/me/library/{kind}/{id}", RouteOptions::signed_in(),
             [&library](const Request& req, const Context& ctx) {
               auto removed = library.remove(ctx.user->uid, ctx.params.at("kind"), ctx.params.at("id"));
               if (!removed) return http::error_response(req, removed.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"removed", *removed}});
             });

  router.add(V::get, "/api/me/recent", RouteOptions::signed_in(), [&library](const Request& req, const Context& ctx) {
    return list_json(req, library.recent(ctx.user->uid), "openedAt");
  });

  router.add(V::post, "/api/me/recent/{kind}/{id}", RouteOptions::signed_in(),
             [&library](const Request& req, const Context& ctx) {
               auto opened = library.opened(ctx.user->uid, ctx.params.at("kind"), ctx.params.at("id"), core::now_ms());
               if (!opened) return http::error_response(req, opened.error());
               return http::json_value(req, bhttp::status::ok, json::object{{"item", item_json(*opened, "openedAt")}});
             });
}

}  // namespace pathshala::library
