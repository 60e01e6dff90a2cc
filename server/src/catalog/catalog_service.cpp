#include "catalog/catalog_service.hpp"

#include <boost/json/serialize.hpp>

#include "catalog/catalog_queries.hpp"
#include "store/document_cache.hpp"

namespace pathshala::catalog {

namespace json = boost::json;

struct CatalogService::Impl {
  // Unknown ids are not cached, so the bound only matters for valid keys.
  explicit Impl(store::Store& s) : cache(s, 10000) {}
  store::DocumentCache cache;

  template <typename Build>
  DocumentPtr get(const std::string& key, Build build) {
    return cache.get(key, [&](store::Db& db) -> std::optional<std::string> {
      std::optional<json::value> value = build(db);
      if (!value) return std::nullopt;
      return json::serialize(*value);
    });
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
