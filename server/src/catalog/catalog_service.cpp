#include "catalog/catalog_service.hpp"

#include <boost/json/serialize.hpp>

#include <mutex>
#include <shared_mutex>
#include <unordered_map>

#include "catalog/catalog_queries.hpp"
#include "core/hash.hpp"
#include "store/store.hpp"

namespace pathshala::catalog {

namespace json = boost::json;

struct CatalogService::Impl {
  explicit Impl(store::Store& s) : store(s) {}
  store::Store& store;
  std::shared_mutex mutex;
  std::int64_t version = -1;  // content version the cached documents were built from
  std::unordered_map<std::string, DocumentPtr> cache;

  // Returns the cached document for key, building it with build(db) on a miss. build returns
  // nullopt for "no such thing" (cached too, as nullptr, so misses stay cheap).
  template <typename Build>
  DocumentPtr get(const std::string& key, Build build) {
    const std::int64_t current = store.content_version();
    {
      std::shared_lock lock(mutex);
      if (version == current) {
        if (auto it = cache.find(key); it != cache.end()) return it->second;
      }
    }
    DocumentPtr doc;
    store.read([&](store::Db& db) {
      std::optional<json::value> value = build(db);
      if (value) {
        auto d = std::make_shared<Document>();
        d->body = json::serialize(*value);
        d->etag = core::etag_for(d->body);
        doc = std::move(d);
      }
    });
    std::unique_lock lock(mutex);
    if (version != current) {
      cache.clear();
      version = current;
    }
    // Unknown ids are not cached: anyone could fill memory by asking for random ids.
    if (doc) cache.emplace(key, doc);
    return doc;
  }
};

namespace {
json::value items_of(json::array items) { return json::object{{"items", std::move(items)}}; }
}  // namespace

CatalogService::CatalogService(store::Store& store) : impl_(std::make_unique<Impl>(store)) {}
CatalogService::~CatalogService() = default;

DocumentPtr CatalogService::materials(std::string_view slug, std::string_view year) {
  if (!is_year(year)) return nullptr;
  if (!is_material_collection(slug) && slug != "previous-year" && slug != "bl-notes") return nullptr;
  std::string key = "materials/" + std::string(slug) + "/" + std::string(year);
  return impl_->get(key, [&](store::Db& db) -> std::optional<json::value> {
    if (slug == "previous-year") return items_of(query_previous_year(db, year));
    if (slug == "bl-notes") return items_of(query_bl_notes(db, year));
    return items_of(query_materials(db, slug, year));
  });
}

DocumentPtr CatalogService::courses() {
  return impl_->get("courses", [](store::Db& db) -> std::optional<json::value> {
    return items_of(query_premium_courses(db));
  });
}

DocumentPtr CatalogService::courses_array() {
  return impl_->get("courses.json", [](store::Db& db) -> std::optional<json::value> {
    return json::value(query_premium_courses(db));
  });
}

DocumentPtr CatalogService::course(std::string_view id) {
  return impl_->get("course/" + std::string(id), [&](store::Db& db) -> std::optional<json::value> {
    if (auto o = query_course(db, id)) return json::value(std::move(*o));
    return std::nullopt;
  });
}

DocumentPtr CatalogService::projects() {
  return impl_->get("projects", [](store::Db& db) -> std::optional<json::value> {
    return items_of(query_projects(db));
  });
}

DocumentPtr CatalogService::project(std::string_view id) {
  return impl_->get("project/" + std::string(id), [&](store::Db& db) -> std::optional<json::value> {
    if (auto o = query_project(db, id)) return json::value(std::move(*o));
    return std::nullopt;
  });
}

}  // namespace pathshala::catalog
