#include "imports/routes.hpp"

#include <boost/json.hpp>

#include <chrono>

#include "admin/records_json.hpp"
#include "audit/audit.hpp"
#include "catalog/catalog_service.hpp"
#include "core/clock.hpp"
#include "core/validation.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"
#include "imports/bulk_import.hpp"
#include "imports/samples.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::imports {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::Response;

namespace {

using core::now_ms;

constexpr std::size_t kMaxFileBytes = 2 * 1024 * 1024;
// The file travels as a JSON string, where quotes and line breaks take two bytes each.
constexpr std::size_t kMaxBodyBytes = 2 * kMaxFileBytes + 64 * 1024;

struct ImportRequest {
  ImportTarget target;
  TableFormat format = TableFormat::csv;
  std::string content;
};

std::variant<ImportRequest, core::Error> read_import(const json::object& body) {
  auto text = [&](const char* name) { return http::string_member(body, name); };
  auto target = import_target(text("collection"), text("year"));
  if (!target) return target.error();
  ImportRequest out{*target, TableFormat::csv, {}};
  const auto format = text("format");
  if (format == "json")
    out.format = TableFormat::json;
  else if (format != "csv")
    return core::invalid_field("format", "The file must be CSV or JSON.");
  const auto* content = body.if_contains("content");
  if (!content || !content->is_string() || content->as_string().empty())
    return core::invalid_field("content", "Choose a file to import.");
  if (content->as_string().size() > kMaxFileBytes)
    return core::Error::make(core::ErrorKind::too_large, "file-too-large",
                             "The file is larger than 2 MB; split it into smaller files.");
  out.content = std::string(content->as_string());
  return out;
}

json::array rows_json(const std::vector<RowResult>& rows) {
  json::array out;
  for (const auto& r : rows) {
    json::object row{{"row", r.row}, {"ok", !r.error}, {"record", r.record}};
    if (r.example) row["example"] = true;
    if (!r.warnings.empty()) row["warnings"] = json::array(r.warnings.begin(), r.warnings.end());
    if (r.error) {
      json::object e{{"code", r.error->code}, {"message", r.error->message}};
      if (r.error->field) e["field"] = *r.error->field;
      row["error"] = std::move(e);
    }
    out.push_back(std::move(row));
  }
  return out;
}

// The entity the admin editor's entries name too ("catalog/notes/thirdYear"), so the log's
// collection filter and the sitemap's lastmod count imports.
std::string entity_of(const ImportTarget& t) {
  return t.collection == "jobs" ? "jobs" : "catalog/" + t.collection + "/" + t.year;
}

// summary: what the activity log calls the import ("CSV file: 3 added, 1 skipped").
void log_import(audit::AuditRepository& audit, const Context& ctx, const std::string& entity, json::object what,
                std::string summary) {
  audit.append({0, now_ms(), ctx.user->uid, "import", entity, std::nullopt, std::nullopt, json::serialize(what),
                ctx.user->name, ctx.user->email, std::move(summary)});
}

std::string counted(const std::string& what, std::size_t added, std::size_t skipped) {
  return what + ": " + std::to_string(added) + " added, " + std::to_string(skipped) + " skipped";
}

template <class Records>
json::array ids_of(const Records& records) {
  json::array ids;
  for (const auto& r : records) ids.emplace_back(r.id);
  return ids;
}

json::array string_array(const std::vector<std::string>& values) {
  json::array out;
  for (const auto& v : values) out.emplace_back(v);
  return out;
}

}  // namespace

void register_routes(http::Router& router, catalog::CatalogService& catalog, jobs::JobsService& jobs,
                     audit::AuditRepository& audit, const std::filesystem::path& files_dir) {
  using V = bhttp::verb;
  const auto admin = http::RouteOptions::admin().on_worker();
  auto bulk = std::make_shared<BulkImport>(catalog, jobs, files_dir);

  router.add(V::post, "/api/admin/seed/jobs", admin, [&jobs, &audit](const Request& req, const Context& ctx) {
    auto seeded = seed_sample_jobs(jobs, now_ms());
    if (!seeded) return http::error_response(req, seeded.error());
    json::array items;
    for (const auto& j : seeded->inserted) items.push_back(admin::admin_json(j));
    log_import(
        audit, ctx, "jobs",
        {{"source", "sample jobs"}, {"ids", ids_of(seeded->inserted)}, {"skipped", string_array(seeded->skipped_ids)}},
        counted("Sample jobs", seeded->inserted.size(), seeded->skipped_ids.size()));
    return http::json_value(req, bhttp::status::ok,
                            json::object{{"inserted", seeded->inserted.size()},
                                         {"skipped", seeded->skipped_ids.size()},
                                         {"items", std::move(items)}});
  });

  router.add(V::post, "/api/admin/seed/first-year", admin,
             [&catalog, &audit, files_dir](const Request& req, const Context& ctx) {
               auto seeded = seed_first_year_samples(catalog, files_dir);
               if (!seeded) return http::error_response(req, seeded.error());
               const auto& in = seeded->inserted;
               log_import(audit, ctx, "catalog/firstYear",
                          {{"source", "first-year samples"},
                           {"papers", ids_of(in.papers)},
                           {"notes", ids_of(in.courses)},
                           {"skipped", string_array(seeded->skipped_ids)}},
                          counted("First-year samples", in.size(), seeded->skipped_ids.size()));
               return http::json_value(req, bhttp::status::ok,
                                       json::object{{"inserted", in.size()}, {"skipped", seeded->skipped_ids.size()}});
             });

  router.add(V::get, "/api/admin/import/template", admin, [](const Request& req, const Context&) {
    auto target = import_target(http::query_param(req, "collection").value_or(""),
                                http::query_param(req, "year").value_or("firstYear"));
    if (!target) return http::error_response(req, target.error());
    const auto format = http::query_param(req, "format").value_or("csv");
    if (format != "csv" && format != "json")
      return http::error_response(req, core::invalid_field("format", "The template is CSV or JSON."));
    const bool csv = format == "csv";
    return http::attachment(req, template_file(*target, csv ? TableFormat::csv : TableFormat::json),
                            csv ? "text/csv; charset=utf-8" : "application/json",
                            "pathshala-" + target->collection + "-template." + format);
  });

  auto import_options = admin;
  import_options.body_limit(kMaxBodyBytes);
  router.add(V::post, "/api/admin/import/preview", import_options, [bulk](const Request& req, const Context&) {
    auto body = http::read_json_object(req);
    if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
    auto parsed = read_import(std::get<json::object>(body));
    if (auto* e = std::get_if<core::Error>(&parsed)) return http::error_response(req, *e);
    const auto& in = std::get<ImportRequest>(parsed);
    auto rows = bulk->preview(in.target, in.format, in.content);
    if (!rows) return http::error_response(req, rows.error());
    std::size_t invalid = 0, examples = 0;
    for (const auto& r : *rows) {
      invalid += r.error ? 1 : 0;
      examples += r.example ? 1 : 0;
    }
    return http::json_value(req, bhttp::status::ok,
                            json::object{{"rows", rows_json(*rows)},
                                         {"valid", rows->size() - invalid - examples},
                                         {"invalid", invalid},
                                         {"examples", examples}});
  });

  router.add(
      V::post, "/api/admin/import/commit", import_options, [bulk, &audit](const Request& req, const Context& ctx) {
        auto body = http::read_json_object(req);
        if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
        auto parsed = read_import(std::get<json::object>(body));
        if (auto* e = std::get_if<core::Error>(&parsed)) return http::error_response(req, *e);
        const auto& in = std::get<ImportRequest>(parsed);
        auto outcome = bulk->commit(in.target, in.format, in.content, now_ms());
        if (auto* e = std::get_if<core::Error>(&outcome)) return http::error_response(req, *e);
        if (auto* rejected = std::get_if<RowsRejected>(&outcome)) {
          const auto message = std::to_string(rejected->invalid) + " of " + std::to_string(rejected->rows.size()) +
                               (rejected->rows.size() == 1 ? " row has" : " rows have") +
                               " errors; nothing was imported.";
          return http::json_value(req, bhttp::status::bad_request,
                                  json::object{{"error", {{"code", "invalid-rows"}, {"message", message}}},
                                               {"rows", rows_json(rejected->rows)}});
        }
        auto& done = std::get<Committed>(outcome);
        json::array ids;
        for (const auto& item : done.items) ids.push_back(item.at("id"));
        const bool csv = in.format == TableFormat::csv;
        log_import(audit, ctx, entity_of(in.target),
                   {{"format", csv ? "csv" : "json"}, {"ids", ids}, {"skipped", string_array(done.skipped_ids)}},
                   counted(csv ? "CSV file" : "JSON file", done.items.size(), done.skipped_ids.size()));
        json::array items(done.items.begin(), done.items.end());
        return http::json_value(
            req, bhttp::status::created,
            json::object{
                {"imported", done.items.size()}, {"skipped", done.skipped_ids.size()}, {"items", std::move(items)}});
      });
}

}  // namespace pathshala::imports
