#include "admin/routes.hpp"
#include "store/store.hpp"

#include <boost/json.hpp>
#include <boost/url/parse.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <map>
#include <set>

#include "admin/records_json.hpp"
#include "catalog/options.hpp"
#include "core/clock.hpp"
#include "core/text.hpp"
#include "files/upload_store.hpp"
#include "http/json_body.hpp"
#include "http/query.hpp"

namespace pathshala::admin {

namespace bhttp = boost::beast::http;
namespace json = boost::json;
using http::Context;
using http::Request;
using http::Response;

namespace {

// The year keys, for the panel's year pickers.
json::array year_keys() {
  json::array out;
  for (const auto& y : catalog::kYears) out.emplace_back(y.key);
  return out;
}

using core::now_ms;

using http::query_param;

constexpr int kDefaultPage = 50;
constexpr int kMaxPage = 200;

// What one kind of record needs for the generic handlers below.
template <class T>
struct Records {
  std::string entity;  // for the activity log
  // One page of records matching q (case-insensitively), and how many match in all.
  std::function<std::pair<std::vector<T>, std::int64_t>(const std::string& q, int limit, int offset)> page;
  std::function<std::optional<T>(std::string_view id)> find;  // only records of this collection
  std::function<core::Result<T>(const json::object& body)> parse;
  std::function<core::Result<T>(T record)> create;
  std::function<core::Result<T>(std::string_view id, T record, core::Version expected)> update;
  std::function<core::Status(std::string_view id, core::Version expected)> remove;
  // Adds what a list row shows besides the record (download counts), if anything.
  std::function<void(const T& record, json::object& row)> list_extra;
};

// In-memory paging of a small list (a catalog collection of one year holds dozens).
template <class T, class Text>
std::pair<std::vector<T>, std::int64_t> page_of(std::vector<T> all, const std::string& q, int limit, int offset,
                                                Text text) {
  std::vector<T> matching;
  const std::string needle = core::ascii_lower(q);
  for (auto& r : all)
    if (needle.empty() || core::ascii_lower(text(r)).find(needle) != std::string::npos)
      matching.push_back(std::move(r));
  const auto total = static_cast<std::int64_t>(matching.size());
  std::vector<T> page;
  for (std::size_t i = static_cast<std::size_t>(offset);
       i < matching.size() && page.size() < static_cast<std::size_t>(limit); ++i)
    page.push_back(std::move(matching[i]));
  return {std::move(page), total};
}

std::optional<int> small_number(const std::optional<std::string>& s, int min, int max) {
  if (!s) return std::nullopt;
  int v = 0;
  auto [p, ec] = std::from_chars(s->data(), s->data() + s->size(), v);
  if (ec != std::errc() || p != s->data() + s->size() || v < min || v > max) return std::nullopt;
  return v;
}

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

// The version an edit starts from: If-Match ("3", W/"3") or the body's "version". If-Match: *
// matches any existing record (RFC 9110 §13.1.1): the edit is made whatever its version.
std::variant<core::Version, core::Error> expected_version(const Request& req, const json::object* body, bool required) {
  std::string tag(core::trim(req[bhttp::field::if_match]));
  if (tag == "*") return core::Version();
  if (tag.rfind("W/", 0) == 0) tag = tag.substr(2);
  if (tag.size() >= 2 && tag.front() == '"' && tag.back() == '"') tag = tag.substr(1, tag.size() - 2);
  if (!tag.empty()) {
    std::int64_t v = 0;
    auto [p, ec] = std::from_chars(tag.data(), tag.data() + tag.size(), v);
    if (ec == std::errc() && p == tag.data() + tag.size()) return core::Version(v);
    return core::Error::invalid("invalid-field", "If-Match must be the record's version, as its ETag gave it.",
                                "version");
  }
  if (body) {
    if (const auto* v = body->if_contains("version"); v && v->is_int64()) return core::Version(v->as_int64());
  }
  if (!required) return core::Version();
  return core::Error::invalid(
      "invalid-field", "Open the record before saving it: the edit must say which version it changes.", "version");
}

std::string etag_of(std::int64_t version) { return "\"" + std::to_string(version) + "\""; }

Response record_response(const Request& req, bhttp::status status, const json::object& record) {
  return http::json_value(req, status, record, {{"ETag", etag_of(record.at("version").as_int64())}});
}

// The uploaded files a record links to (its /files/uploads/… values, lists included).
void collect_uploads(const json::value& v, std::set<std::string>& out) {
  if (v.is_string() && v.as_string().starts_with("/files/uploads/")) out.emplace(v.as_string());
  if (const auto* a = v.if_array())
    for (const auto& item : *a) collect_uploads(item, out);
  if (const auto* o = v.if_object())
    for (const auto& [_, item] : *o) collect_uploads(item, out);
}
std::set<std::string> uploads_linked(const json::object& record) {
  std::set<std::string> out;
  collect_uploads(record, out);
  return out;
}

// What the activity log calls a record: a job's role at its company, else its title (a
// project's card title).
std::optional<std::string> title_of(const json::object& record) {
  auto text = [&](const char* key) {
    const auto* v = record.if_contains(key);
    return v && v->is_string() ? core::trim(v->as_string()) : std::string();
  };
  if (auto role = text("role"); !role.empty()) {
    const auto company = text("company");
    return company.empty() ? role : role + " at " + company;
  }
  for (const char* key : {"title", "cardTitle"})
    if (auto title = text(key); !title.empty()) return title;
  return std::nullopt;
}

class Handlers {
 public:
  Handlers(store::Store& store, audit::AuditRepository& audit, files::UploadStore& uploads)
      : store_(store), audit_(audit), uploads_(uploads) {}

  template <class T>
  Response list(const Request& req, const Records<T>& records) const {
    auto page = http::page_query(req, kDefaultPage, kMaxPage);
    if (!page) return http::error_response(req, page.error());
    auto [items, total] = records.page(core::trim(page->q), page->limit, page->offset);
    json::array out;
    for (const auto& r : items) {
      auto row = admin_json(r);
      if (records.list_extra) records.list_extra(r, row);
      out.push_back(std::move(row));
    }
    return http::json_value(req, bhttp::status::ok,
                            json::object{{"items", std::move(out)},
                                         {"next", http::next_cursor(page->offset, items.size(), total)},
                                         {"total", total}});
  }

  template <class T>
  Response get(const Request& req, const Context& ctx, const Records<T>& records) const {
    auto found = records.find(ctx.params.at("id"));
    if (!found) return http::error_response(req, core::Error::not_found("No such record; it may have been deleted."));
    auto record = admin_json(*found);
    // Conditional GETs (RFC 9110 §13.1): the ETag is the record's version.
    const auto etag = etag_of(record.at("version").as_int64());
    if (auto im = req.find(bhttp::field::if_match); im != req.end() && !http::etag_matches(im->value(), etag))
      return http::error_response(req, core::Error::make(core::ErrorKind::precondition_failed, "precondition-failed",
                                                         "The record has changed since that version."));
    if (auto inm = req.find(bhttp::field::if_none_match); inm != req.end() && http::etag_matches(inm->value(), etag))
      return http::not_modified(req, etag);
    return record_response(req, bhttp::status::ok, record);
  }

  template <class T>
  Response create(const Request& req, const Context& ctx, const Records<T>& records) const {
    auto body = http::read_json_object(req);
    if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
    auto parsed = records.parse(std::get<json::object>(body));
    if (!parsed) return http::error_response(req, parsed.error());
    std::optional<decltype(records.create(std::move(*parsed)))> created;
    json::object after;
    in_one_transaction([&] {
      created.emplace(records.create(*parsed));  // again from the start if PostgreSQL retries
      if (!*created) return;
      after = admin_json(**created);
      log(ctx, "create", records.entity, (*created)->id, std::nullopt, after);
    });
    if (!*created) return http::error_response(req, created->error());
    return record_response(req, bhttp::status::created, after);
  }

  template <class T>
  Response update(const Request& req, const Context& ctx, const Records<T>& records) const {
    auto body = http::read_json_object(req);
    if (auto* refused = std::get_if<Response>(&body)) return std::move(*refused);
    const auto& fields = std::get<json::object>(body);
    auto version = expected_version(req, &fields, /*required=*/true);
    if (auto* e = std::get_if<core::Error>(&version)) return http::error_response(req, *e);
    const auto& id = ctx.params.at("id");
    auto before = records.find(id);
    if (!before) return http::error_response(req, core::Error::not_found("No such record; it may have been deleted."));
    auto parsed = records.parse(fields);
    if (!parsed) return http::error_response(req, parsed.error());
    std::optional<decltype(records.update(id, std::move(*parsed), std::get<core::Version>(version)))> updated;
    json::object after;
    const auto before_json = admin_json(*before);
    in_one_transaction([&] {
      updated.emplace(records.update(id, *parsed, std::get<core::Version>(version)));
      if (!*updated) return;
      after = admin_json(**updated);
      log(ctx, "update", records.entity, id, before_json, after);
    });
    if (!*updated) return http::error_response(req, updated->error());
    release_unlinked(before_json, after);
    return record_response(req, bhttp::status::ok, after);
  }

  template <class T>
  Response remove(const Request& req, const Context& ctx, const Records<T>& records) const {
    auto version = expected_version(req, nullptr, /*required=*/false);
    if (auto* e = std::get_if<core::Error>(&version)) return http::error_response(req, *e);
    const auto& id = ctx.params.at("id");
    auto before = records.find(id);
    if (!before) return http::error_response(req, core::Error::not_found("No such record; it may have been deleted."));
    std::optional<core::Status> removed;
    const auto before_json = admin_json(*before);
    in_one_transaction([&] {
      removed.emplace(records.remove(id, std::get<core::Version>(version)));
      if (*removed) log(ctx, "delete", records.entity, id, before_json, std::nullopt);
    });
    if (!*removed) return http::error_response(req, removed->error());
    release_unlinked(before_json, json::object{});
    return http::json_value(req, bhttp::status::ok, json::object{{"deleted", id}});
  }

 private:
  // Uploads the record linked to before and no longer does go, unless another record
  // links to them too.
  void release_unlinked(const json::object& before, const json::object& after) const {
    const auto kept = uploads_linked(after);
    for (const auto& url : uploads_linked(before))
      if (!kept.count(url)) uploads_.release(url);
  }

  void log(const Context& ctx, const char* action, const std::string& entity, const std::string& id,
           const std::optional<json::object>& before, const std::optional<json::object>& after) const {
    audit::AuditEntry e;
    e.at = now_ms();
    if (ctx.user) {
      e.actor_uid = ctx.user->uid;
      e.actor_name = ctx.user->name;
      e.actor_email = ctx.user->email;
    }
    e.action = action;
    e.entity = entity;
    e.entity_id = id;
    if (before) e.before_json = json::serialize(*before);
    if (after) e.after_json = json::serialize(*after);
    // The title the record had after the change (before it, for a delete).
    e.entity_title = after ? title_of(*after) : before ? title_of(*before) : std::nullopt;
    audit_.append(e);
  }
  // The edit and its log entry commit together (store/open_transactions.hpp): a full disk or
  // a lost database never leaves a change without its entry, nor an answer that hides one.
  template <class F>
  void in_one_transaction(F work) const {
    store_.write([&](store::Db&) { work(); });
  }

  store::Store& store_;
  audit::AuditRepository& audit_;
  files::UploadStore& uploads_;
};

// The records of one catalog collection and year: materials, previous-year papers or Brevi
// notes cards, each with its own type; calls f with them, or answers 404.
template <class F>
Response with_catalog(const Request& req, const Context& ctx, catalog::CatalogService& catalog,
                      downloads::DownloadsService& downloads, F f) {
  const std::string slug = ctx.params.at("collection");
  const std::string year = ctx.params.at("year");
  if (!catalog::is_year(year) || !catalog::is_year_collection(slug))
    return http::error_response(req, core::Error::not_found("No such collection or year."));
  const std::string entity = "catalog/" + slug + "/" + year;
  if (slug == "previous-year") {
    Records<catalog::PreviousYearPaper> r;
    r.entity = entity;
    r.page = [&, year](const std::string& q, int limit, int offset) {
      return page_of(catalog.list_papers(year), q, limit, offset,
                     [](const auto& p) { return p.title + " " + p.subject.value_or(""); });
    };
    r.find = [&, year](std::string_view id) {
      auto p = catalog.find_paper(id);
      return p && p->year == year ? p : std::nullopt;
    };
    r.parse = [year](const json::object& o) {
      auto p = paper_from_json(o);
      if (p) p->year = year;
      return p;
    };
    r.create = [&](catalog::PreviousYearPaper p) { return catalog.create_paper(std::move(p)); };
    r.update = [&](std::string_view id, catalog::PreviousYearPaper p, core::Version v) {
      return catalog.update_paper(id, std::move(p), v);
    };
    r.remove = [&](std::string_view id, core::Version v) { return catalog.delete_paper(id, v); };
    r.list_extra = [&](const catalog::PreviousYearPaper& p, json::object& row) {
      row["downloads"] = downloads.total(p.id);
    };
    return f(r);
  }
  if (slug == "bl-notes") {
    Records<catalog::Course> r;
    r.entity = entity;
    r.page = [&, year](const std::string& q, int limit, int offset) {
      return page_of(catalog.list_courses("bl-notes", year), q, limit, offset,
                     [](const auto& c) { return c.title + " " + c.subject; });
    };
    r.find = [&, year](std::string_view id) {
      auto c = catalog.find_course(id);
      return c && c->kind == "bl-notes" && c->year == year ? c : std::nullopt;
    };
    r.parse = [year](const json::object& o) {
      auto c = course_from_json(o);
      if (c) {
        c->kind = "bl-notes";
        c->year = year;
      }
      return c;
    };
    r.create = [&](catalog::Course c) { return catalog.create_course(std::move(c)); };
    r.update = [&](std::string_view id, catalog::Course c, core::Version v) {
      return catalog.update_course(id, std::move(c), v);
    };
    r.remove = [&](std::string_view id, core::Version v) { return catalog.delete_course(id, v); };
    return f(r);
  }
  Records<catalog::Material> r;
  r.entity = entity;
  r.page = [&, slug, year](const std::string& q, int limit, int offset) {
    return page_of(catalog.list_materials(slug, year), q, limit, offset,
                   [](const auto& m) { return m.title + " " + m.subject.value_or(""); });
  };
  r.find = [&, slug, year](std::string_view id) {
    auto m = catalog.find_material(id);
    return m && m->collection == slug && m->year == year ? m : std::nullopt;
  };
  r.parse = [slug, year](const json::object& o) {
    auto m = material_from_json(o);
    if (m) {
      m->collection = slug;
      m->year = year;
    }
    return m;
  };
  r.create = [&](catalog::Material m) { return catalog.create_material(std::move(m)); };
  r.update = [&](std::string_view id, catalog::Material m, core::Version v) {
    return catalog.update_material(id, std::move(m), v);
  };
  r.remove = [&](std::string_view id, core::Version v) { return catalog.delete_material(id, v); };
  r.list_extra = [&](const catalog::Material& m, json::object& row) { row["downloads"] = downloads.total(m.id); };
  return f(r);
}

Records<jobs::Job> job_records(jobs::JobsService& jobs) {
  Records<jobs::Job> r;
  r.entity = "jobs";
  r.page = [&jobs](const std::string& q, int limit, int offset) {
    jobs::JobSearch s;
    s.q = q;
    s.limit = std::min(limit, jobs::JobSearch::kMaxLimit);
    s.offset = offset;
    auto page = jobs.list(s);
    return std::pair{std::move(page.items), page.total};
  };
  r.find = [&jobs](std::string_view id) { return jobs.find(id); };
  r.parse = [](const json::object& o) { return job_from_json(o); };
  // postedAt is the server's: the time of creation.
  r.create = [&jobs](jobs::Job j) { return jobs.create(std::move(j), now_ms()); };
  r.update = [&jobs](std::string_view id, jobs::Job j, core::Version v) { return jobs.update(id, std::move(j), v); };
  r.remove = [&jobs](std::string_view id, core::Version v) { return jobs.remove(id, v); };
  return r;
}

Records<catalog::Project> project_records(catalog::CatalogService& catalog) {
  Records<catalog::Project> r;
  r.entity = "projects";
  r.page = [&catalog](const std::string& q, int limit, int offset) {
    return page_of(catalog.list_projects(), q, limit, offset,
                   [](const auto& p) { return p.card_title + " " + p.site_name; });
  };
  r.find = [&catalog](std::string_view id) { return catalog.find_project(id); };
  r.parse = [](const json::object& o) { return project_from_json(o); };
  r.create = [&catalog](catalog::Project p) { return catalog.create_project(std::move(p)); };
  r.update = [&catalog](std::string_view id, catalog::Project p, core::Version v) {
    return catalog.update_project(id, std::move(p), v);
  };
  r.remove = [&catalog](std::string_view id, core::Version v) { return catalog.delete_project(id, v); };
  return r;
}

Records<catalog::Course> course_records(catalog::CatalogService& catalog) {
  Records<catalog::Course> r;
  r.entity = "courses";
  r.page = [&catalog](const std::string& q, int limit, int offset) {
    return page_of(catalog.list_courses("premium", ""), q, limit, offset,
                   [](const auto& c) { return c.title + " " + c.subject; });
  };
  r.find = [&catalog](std::string_view id) {
    auto c = catalog.find_course(id);
    return c && c->kind == "premium" ? c : std::nullopt;
  };
  r.parse = [](const json::object& o) {
    auto c = course_from_json(o);
    if (c) c->kind = "premium";
    return c;
  };
  r.create = [&catalog](catalog::Course c) { return catalog.create_course(std::move(c)); };
  r.update = [&catalog](std::string_view id, catalog::Course c, core::Version v) {
    return catalog.update_course(id, std::move(c), v);
  };
  r.remove = [&catalog](std::string_view id, core::Version v) { return catalog.delete_course(id, v); };
  return r;
}

// The activity log's actions, and the collections its filter offers (an entity and what is
// under it: "catalog/notes" covers every year's notes).
constexpr std::array<std::string_view, 6> kAuditActions = {"create", "update", "delete", "upload", "import", "refund"};
constexpr std::array<std::pair<std::string_view, std::string_view>, 13> kAuditEntities = {{
    {"catalog/notes", "Notes"},
    {"catalog/quantum", "Quantum"},
    {"catalog/important-topics", "Important Topics"},
    {"catalog/practical", "Practical files"},
    {"catalog/previous-year", "Previous-year papers"},
    {"catalog/bl-notes", "Brevi notes"},
    {"jobs", "Jobs"},
    {"projects", "Projects"},
    {"courses", "Premium courses"},
    {"files", "Uploaded files"},
    {"reports", "Reported problems"},
    {"orders", "Orders (refunds)"},
    {"coupons", "Coupons"},
}};

// An entity the log writes, or one entries are under: jobs, projects, courses, files, reports,
// orders, coupons, catalog, catalog/<collection>, catalog/<year> (the first-year samples),
// catalog/<collection>/<year>.
bool audit_entity(std::string_view e) {
  for (const char* plain : {"jobs", "projects", "courses", "files", "reports", "orders", "coupons", "catalog"})
    if (e == plain) return true;
  if (!e.starts_with("catalog/")) return false;
  e.remove_prefix(8);
  const auto slash = e.find('/');
  if (slash == std::string_view::npos) return catalog::is_year_collection(e) || catalog::is_year(e);
  return catalog::is_year_collection(e.substr(0, slash)) && catalog::is_year(e.substr(slash + 1));
}

// The list's filters: actor (an admin's uid), action, entity. An empty value means any.
core::Result<audit::AuditFilter> audit_filter(const Request& req) {
  audit::AuditFilter f;
  auto given = [&](const char* name) {
    auto v = query_param(req, name);
    return v && !v->empty() ? v : std::nullopt;
  };
  if ((f.actor_uid = given("actor"))) {
    const bool ok = f.actor_uid->size() <= 128 && std::none_of(f.actor_uid->begin(), f.actor_uid->end(), [](char c) {
                      return static_cast<unsigned char>(c) <= ' ' || c == 0x7f;
                    });
    if (!ok) return bad_parameter("actor must be an admin's uid, as the log's actor.uid gives it.");
  }
  if ((f.action = given("action"))) {
    if (std::find(kAuditActions.begin(), kAuditActions.end(), *f.action) == kAuditActions.end())
      return bad_parameter("action must be one of create, update, delete, upload, import and refund.");
  }
  if ((f.entity = given("entity"))) {
    if (!audit_entity(*f.entity))
      return bad_parameter(
          "entity must be a collection of the log: jobs, projects, courses, files, reports, orders, coupons, "
          "catalog/<collection> or catalog/<collection>/<year>.");
  }
  return f;
}

json::value options_json() {
  json::array descriptions, labels;
  for (const auto& d : catalog::kDescriptionOptions)
    descriptions.push_back(json::object{{"label", d.label}, {"text", d.text}});
  for (auto l : catalog::kImageLabelOptions) labels.emplace_back(l);
  return json::object{
      {"descriptions", std::move(descriptions)},
      {"imageLabels", std::move(labels)},
      {"fileTypes", json::array{"PDF", "ZIP"}},
      {"levels", json::array{"beginner", "intermediate", "advanced"}},
      {"years", year_keys()},
      {"collections", json::array{"notes", "quantum", "important-topics", "practical", "previous-year", "bl-notes"}},
  };
}

}  // namespace

void register_routes(http::Router& router, store::Store& store, catalog::CatalogService& catalog,
                     jobs::JobsService& jobs, accounts::AccountsService& accounts, audit::AuditRepository& audit,
                     files::UploadStore& uploads, downloads::DownloadsService& downloads) {
  const auto admin = http::RouteOptions::admin().on_worker();
  auto handlers = std::make_shared<Handlers>(store, audit, uploads);
  using V = bhttp::verb;

  const std::string catalog_list = "/api/admin/catalog/{collection}/{year}";
  const std::string catalog_item = catalog_list + "/{id}";
  router.add(V::get, catalog_list, admin, [&catalog, &downloads, handlers](const Request& req, const Context& ctx) {
    return with_catalog(req, ctx, catalog, downloads, [&](const auto& r) { return handlers->list(req, r); });
  });
  router.add(V::post, catalog_list, admin, [&catalog, &downloads, handlers](const Request& req, const Context& ctx) {
    return with_catalog(req, ctx, catalog, downloads, [&](const auto& r) { return handlers->create(req, ctx, r); });
  });
  router.add(V::get, catalog_item, admin, [&catalog, &downloads, handlers](const Request& req, const Context& ctx) {
    return with_catalog(req, ctx, catalog, downloads, [&](const auto& r) { return handlers->get(req, ctx, r); });
  });
  router.add(V::put, catalog_item, admin, [&catalog, &downloads, handlers](const Request& req, const Context& ctx) {
    return with_catalog(req, ctx, catalog, downloads, [&](const auto& r) { return handlers->update(req, ctx, r); });
  });
  router.add(V::delete_, catalog_item, admin, [&catalog, &downloads, handlers](const Request& req, const Context& ctx) {
    return with_catalog(req, ctx, catalog, downloads, [&](const auto& r) { return handlers->remove(req, ctx, r); });
  });

  auto add_collection = [&](const std::string& base, auto records) {
    auto shared = std::make_shared<decltype(records)>(std::move(records));
    router.add(V::get, base, admin,
               [shared, handlers](const Request& req, const Context&) { return handlers->list(req, *shared); });
    router.add(V::post, base, admin, [shared, handlers](const Request& req, const Context& ctx) {
      return handlers->create(req, ctx, *shared);
    });
    router.add(V::get, base + "/{id}", admin,
               [shared, handlers](const Request& req, const Context& ctx) { return handlers->get(req, ctx, *shared); });
    router.add(V::put, base + "/{id}", admin, [shared, handlers](const Request& req, const Context& ctx) {
      return handlers->update(req, ctx, *shared);
    });
    router.add(V::delete_, base + "/{id}", admin, [shared, handlers](const Request& req, const Context& ctx) {
      return handlers->remove(req, ctx, *shared);
    });
  };
  add_collection("/api/admin/jobs", job_records(jobs));
  add_collection("/api/admin/projects", project_records(catalog));
  add_collection("/api/admin/courses", course_records(catalog));

  auto options = core::make_document(json::serialize(options_json()));
  router.add(V::get, "/api/admin/options", admin,
             [options](const Request& req, const Context&) { return http::json_document(req, options); });

  router.add(V::get, "/api/admin/audit", admin, [&audit, &accounts](const Request& req, const Context&) {
    const auto limit = query_param(req, "limit") ? small_number(query_param(req, "limit"), 1, kMaxPage) : kDefaultPage;
    if (!limit) return http::error_response(req, bad_parameter("limit must be a number from 1 to 200."));
    std::optional<std::int64_t> before;
    if (auto c = query_param(req, "cursor")) {
      auto v = small_number(c, 1, INT32_MAX);
      if (!v)
        return http::error_response(req,
                                    bad_parameter("cursor is not valid; use the next value of a previous answer."));
      before = *v;
    }
    auto filter = audit_filter(req);
    if (!filter) return http::error_response(req, filter.error());
    auto entries = audit.newest(*filter, before, *limit);
    json::array items;
    std::map<std::string, std::string> emails;  // actor uid → e-mail, looked up once each
    for (const auto& e : entries) {
      // Entries written before the log kept the admin's e-mail show the account's.
      if (!e.actor_email && !emails.count(e.actor_uid)) {
        auto user = accounts.user(e.actor_uid);
        emails[e.actor_uid] = user ? user->email : "";
      }
      auto parse = [](const std::optional<std::string>& s) { return s ? json::parse(*s) : json::value(nullptr); };
      auto text = [](const std::optional<std::string>& s) { return s ? json::value(*s) : json::value(nullptr); };
      items.push_back(
          json::object{{"id", e.id},
                       {"at", e.at},
                       {"actor", json::object{{"uid", e.actor_uid},
                                              {"name", text(e.actor_name)},
                                              {"email", e.actor_email ? *e.actor_email : emails[e.actor_uid]}}},
                       {"action", e.action},
                       {"entity", e.entity},
                       {"entityId", text(e.entity_id)},
                       {"entityTitle", text(e.entity_title)},
                       {"before", parse(e.before_json)},
                       {"after", parse(e.after_json)}});
    }
    json::value next = entries.size() == static_cast<std::size_t>(*limit) && !entries.empty()
                           ? json::value(std::to_string(entries.back().id))
                           : json::value(nullptr);
    return http::json_value(req, bhttp::status::ok, json::object{{"items", std::move(items)}, {"next", next}});
  });

  // The choices of the activity log's filters: the admins in it, the actions, the collections.
  router.add(V::get, "/api/admin/audit/filters", admin, [&audit, &accounts](const Request& req, const Context&) {
    struct Named {
      std::string uid, name, email;
    };
    std::vector<Named> actors;
    for (auto& a : audit.actors()) {
      Named n{a.uid, a.name.value_or(""), a.email.value_or("")};
      if (!a.email) {  // only entries written before the log kept names: the account's e-mail, as they show
        if (auto user = accounts.user(a.uid)) n.email = user->email;
      }
      actors.push_back(std::move(n));
    }
    auto shown = [](const Named& n) {
      return core::ascii_lower(!n.name.empty() ? n.name : !n.email.empty() ? n.email : n.uid);
    };
    std::stable_sort(actors.begin(), actors.end(), [&](const Named& a, const Named& b) { return shown(a) < shown(b); });
    json::array actor_items, actions, entities;
    for (const auto& n : actors)
      actor_items.push_back(json::object{
          {"uid", n.uid}, {"name", n.name.empty() ? json::value(nullptr) : json::value(n.name)}, {"email", n.email}});
    for (auto a : kAuditActions) actions.emplace_back(a);
    for (const auto& [entity, label] : kAuditEntities)
      entities.push_back(json::object{{"entity", entity}, {"label", label}});
    return http::json_value(
        req, bhttp::status::ok,
        json::object{
            {"actors", std::move(actor_items)}, {"actions", std::move(actions)}, {"entities", std::move(entities)}});
  });
}

}  // namespace pathshala::admin
