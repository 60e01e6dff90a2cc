#include "file_text/routes.hpp"

#include <boost/json.hpp>

#include <charconv>
#include <map>

#include "file_text/page_access.hpp"
#include "http/file_response.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace pathshala::file_text {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::RouteOptions;

namespace {

http::Response no_preview(const Request& req) {
  return http::json_error(req, bhttp::status::not_found, "not-found", "This item has no preview.");
}

std::string page_image_url(const ItemFile& item, int page) {
  return "/api/previews/" + item.kind + "/" + item.id + "/pages/" + std::to_string(page);
}

// The pages anyone may see (page_access.hpp).
int visible_pages(const ItemFile& item, int page_count) { return public_pages(item.sale, page_count); }

// Whether the account may see every page of the item's file: an admin, or a buyer of the item
// or of any course that sells the same file.
bool sees_every_page(const ItemFile& item, const Context& ctx, const Ownership& owns) {
  if (!ctx.user) return false;
  if (ctx.user->role == "admin" || owns(ctx.user->uid, item.id)) return true;
  for (const auto& course : item.sale->course_ids)
    if (owns(ctx.user->uid, course)) return true;
  return false;
}

json::object preview_json(const ItemFile& item, const std::optional<FileRecord>& file,
                          const std::vector<PageRecord>& pages) {
  // Not tracked yet: the sweep will queue it within a minute.
  const char* state = file ? state_name(file->state) : "queued";
  const int page_count = file && file->state == FileState::done ? file->page_count : 0;
  json::array shown;
  const int visible = visible_pages(item, page_count);
  for (const auto& p : pages) {
    if (p.number > visible) break;
    shown.push_back({{"number", p.number},
                     {"image", page_image_url(item, p.number)},
                     {"width", p.width},
                     {"height", p.height},
                     {"text", p.text}});
  }
  return {{"kind", item.kind},
          {"id", item.id},
          {"title", item.title},
          {"item", item.item},
          {"state", state},
          {"pageCount", page_count},
          {"freePages", item.priced() ? json::value(visible_pages(item, page_count)) : json::value(nullptr)},
          {"pages", std::move(shown)}};
}

std::optional<int> page_number(std::string_view text) {
  int n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n < 1) return std::nullopt;
  return n;
}

json::object file_json(const FileRecord& f, const std::vector<LinkedItem>& items, const FileName& file_name) {
  json::array linked;
  for (const auto& i : items) linked.push_back({{"kind", i.kind}, {"id", i.id}, {"title", i.title}});
  const auto slash = f.url.rfind('/');
  auto name = file_name(f.url);
  return {{"url", f.url},
          {"name", name ? *name : f.url.substr(slash == std::string::npos ? 0 : slash + 1)},
          {"state", state_name(f.state)},
          {"pageCount", f.page_count},
          {"ocrPages", f.ocr_pages},
          {"error", f.error && !f.error->empty() ? json::value(*f.error) : json::value(nullptr)},
          {"updatedAt", f.updated_at},
          {"items", std::move(linked)}};
}

}  // namespace

void register_routes(http::Router& router, FileTextService& files, RepeatedQuestions& repeated, Ownership owns,
                     FileName file_name) {
  // The same for everyone (page data of /most-asked/{code}); cached until the catalog moves.
  router.add(bhttp::verb::get, "/api/subjects/{code}/repeated-questions",
             RouteOptions::public_access().on_worker().page_data(),
             [&repeated](const Request& req, const Context& ctx) {
               auto doc = repeated.of_subject(ctx.params.at("code"));
               if (!doc) return http::error_response(req, doc.error());
               return http::json_document(req, *doc);
             });

  // The same for every visitor (a buyer downloads the whole file): pages drawn by the server
  // embed it. On a worker: it reads the store.
  router.add(bhttp::verb::get, "/api/previews/{kind}/{id}", RouteOptions::public_access().on_worker().page_data(),
             [&files](const Request& req, const Context& ctx) {
               auto item = files.item_file(ctx.params.at("kind"), ctx.params.at("id"));
               if (!item) return no_preview(req);
               const auto file = files.find(item->url);
               std::vector<PageRecord> pages;
               if (file && file->state == FileState::done) pages = files.pages(item->url);
               return http::json_value(req, bhttp::status::ok, preview_json(*item, file, pages));
             });

  // A priced item's pages past its free ones are its buyers' (and admins'): the route knows
  // who asks.
  router.add(bhttp::verb::get, "/api/previews/{kind}/{id}/pages/{n}", RouteOptions::public_access().identify_visitor(),
             [&files, owns](const Request& req, const Context& ctx) {
               auto item = files.item_file(ctx.params.at("kind"), ctx.params.at("id"));
               if (!item) return no_preview(req);
               const auto n = page_number(ctx.params.at("n"));
               const auto file = files.find(item->url);
               if (!n || !file) return http::json_error(req, bhttp::status::not_found, "not-found", "No such page.");
               const bool locked = item->priced() && *n > visible_pages(*item, file->page_count);
               if (locked) {
                 if (!sees_every_page(*item, ctx, owns))
                   return http::json_error(req, bhttp::status::forbidden, "not-purchased",
                                           "This page is for the buyers of " + item->title + ".");
               }
               const auto image = files.page_image(*file, *n);
               if (!image) return http::json_error(req, bhttp::status::not_found, "not-found", "No such page.");
               http::FileOptions options;
               options.cache_control = locked ? "private, max-age=3600" : "public, max-age=3600";
               return http::send_file(req, *image, options);
             });

  router.add(bhttp::verb::get, "/api/previews/{kind}/{id}/thumbnail", RouteOptions::public_access().on_worker(),
             [&files](const Request& req, const Context& ctx) {
               auto item = files.item_file(ctx.params.at("kind"), ctx.params.at("id"));
               if (!item) return no_preview(req);
               const auto file = files.find(item->url);
               // A sold file none of whose pages are public shows none, not even its first.
               if (item->priced() && visible_pages(*item, file ? file->page_count : 0) == 0) return no_preview(req);
               const auto image = file ? files.thumbnail(*file) : std::nullopt;
               if (!image)
                 return http::json_error(req, bhttp::status::not_found, "not-found", "The thumbnail is not ready.");
               return http::send_file(req, *image, {});
             });

  router.add(
      bhttp::verb::get, "/api/admin/files", RouteOptions::admin().on_worker(),
      [&files, file_name](const Request& req, const Context&) {
        std::optional<FileState> state;
        if (auto name = http::query_param(req, "state"); name && !name->empty()) {
          state = parse_state(*name);
          if (!state)
            return http::json_error(req, bhttp::status::bad_request, "invalid-parameter",
                                    "state must be queued, running, done or failed.");
        }
        auto page = http::page_query(req, 50, 200);
        if (!page) return http::error_response(req, page.error());
        // ?url=: that file alone (the course form shows its page count beside the free pages).
        const auto url = http::query_param(req, "url");
        std::vector<FileRecord> rows;
        bool more = false;
        if (url && !url->empty()) {
          if (auto file = files.find(*url)) rows.push_back(std::move(*file));
        } else {
          rows = files.repository().list(state, page->offset, page->limit);
          more = rows.size() > static_cast<std::size_t>(page->limit);
          if (more) rows.pop_back();
        }
        std::map<std::string, std::vector<LinkedItem>> by_url;
        for (auto& [url, item] : files.linked_items()) by_url[url].push_back(std::move(item));
        json::array items;
        for (const auto& f : rows) {
          const auto linked = by_url.find(f.url);
          items.push_back(file_json(f, linked == by_url.end() ? std::vector<LinkedItem>{} : linked->second, file_name));
        }
        const auto counts = files.repository().counts();
        return http::json_value(req, bhttp::status::ok,
                                json::object{{"counts",
                                              {{"queued", counts.queued},
                                               {"running", counts.running},
                                               {"done", counts.done},
                                               {"failed", counts.failed}}},
                                             {"items", std::move(items)},
                                             {"next", more ? json::value(std::to_string(page->offset + page->limit))
                                                           : json::value(nullptr)}});
      });

  router.add(bhttp::verb::post, "/api/admin/files/rerun", RouteOptions::admin().on_worker(),
             [&files](const Request& req, const Context&) {
               auto body = http::read_json_object(req);
               if (auto* refused = std::get_if<http::Response>(&body)) return std::move(*refused);
               const auto url = http::string_member(std::get<json::object>(body), "url");
               if (url.empty())
                 return http::json_error(req, bhttp::status::bad_request, "invalid-field", "url is required.");
               if (auto queued = files.rerun(url); !queued) return http::error_response(req, queued.error());
               return http::json_value(req, bhttp::status::accepted, json::object{{"state", "queued"}});
             });
}

}  // namespace pathshala::file_text
