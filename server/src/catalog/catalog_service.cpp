#include "catalog/catalog_service.hpp"

#include <boost/json.hpp>

#include "catalog/validation.hpp"
#include "core/document_cache.hpp"
#include "core/hash.hpp"
#include "core/validation.hpp"

namespace pathshala::catalog {

namespace json = boost::json;

struct CatalogService::Impl {
  // Unknown ids are not cached, so the bound only matters for valid keys.
  explicit Impl(Repository& r) : repository(r), cache([&r] { return r.content_version(); }, 10000) {}
  Repository& repository;
  core::DocumentCache cache;

  template <typename Build>
  DocumentPtr get(const std::string& key, Build build) {
    return cache.get(key, [&]() -> std::optional<std::string> {
      std::optional<json::value> value = build();
      if (!value) return std::nullopt;
      return json::serialize(*value);
    });
  }
};

namespace {
template <class T>
json::value items_of(const std::vector<T>& items) {
  return json::object{{"items", json::value_from(items)}};
}

template <class T>
json::value one_or_nothing(const std::optional<T>& record) {
  return record ? json::value_from(*record) : json::value(nullptr);
}

core::Result<DocumentPtr> found_or(DocumentPtr doc, const char* what) {
  if (!doc) return core::Error::not_found(std::string("No such ") + what + ".");
  return doc;
}

std::string new_id() { return core::random_hex(8); }

// The shared shape of every write: normalise, validate, store, or say why not.
template <class T, class Store>
core::Result<T> save(T record, Store store) {
  normalize(record);
  if (auto e = validate(record)) return *e;
  if (!store(record)) return core::Error::not_found("No such record; it may have been deleted.");
  return record;
}

core::Status removed(bool found) {
  if (!found) return core::Error::not_found("No such record; it may have been deleted.");
  return core::ok();
}
}  // namespace

CatalogService::CatalogService(Repository& repository) : impl_(std::make_unique<Impl>(repository)) {}
CatalogService::~CatalogService() = default;

core::Result<DocumentPtr> CatalogService::materials(std::string_view slug, std::string_view year) {
  if (!is_year(year) || !is_year_collection(slug)) return core::Error::not_found("No such collection or year.");
  auto& r = impl_->repository;
  std::string key = "materials/" + std::string(slug) + "/" + std::string(year);
  return impl_->get(key, [&]() -> std::optional<json::value> {
    if (slug == "previous-year") return items_of(r.previous_year_papers(year));
    if (slug == "bl-notes") return items_of(r.courses("bl-notes", year));
    return items_of(r.materials(slug, year));
  });
}

DocumentPtr CatalogService::courses() {
  return impl_->get("courses",
                    [&]() -> std::optional<json::value> { return items_of(impl_->repository.courses("premium", "")); });
}

DocumentPtr CatalogService::courses_array() {
  return impl_->get("courses.json", [&]() -> std::optional<json::value> {
    return json::value_from(impl_->repository.courses("premium", ""));
  });
}

core::Result<DocumentPtr> CatalogService::course(std::string_view id) {
  return found_or(impl_->get("course/" + std::string(id),
                             [&]() -> std::optional<json::value> {
                               auto c = impl_->repository.course(id);
                               if (!c) return std::nullopt;
                               return json::value_from(*c);
                             }),
                  "course");
}

DocumentPtr CatalogService::projects() {
  return impl_->get("projects", [&]() -> std::optional<json::value> { return items_of(impl_->repository.projects()); });
}

core::Result<DocumentPtr> CatalogService::project(std::string_view id) {
  return found_or(impl_->get("project/" + std::string(id),
                             [&]() -> std::optional<json::value> {
                               auto p = impl_->repository.project(id);
                               if (!p) return std::nullopt;
                               return json::value_from(*p);
                             }),
                  "project");
}

core::Result<Material> CatalogService::create_material(Material m) {
  m.id = new_id();
  return save(std::move(m), [&](const Material& v) { return impl_->repository.insert_material(v), true; });
}

core::Result<Material> CatalogService::update_material(std::string_view id, Material m) {
  m.id = std::string(id);
  return save(std::move(m), [&](const Material& v) { return impl_->repository.update_material(v); });
}

core::Status CatalogService::delete_material(std::string_view id) {
  return removed(impl_->repository.remove_material(id));
}

core::Result<PreviousYearPaper> CatalogService::create_paper(PreviousYearPaper p) {
  p.id = new_id();
  return save(std::move(p), [&](const PreviousYearPaper& v) { return impl_->repository.insert_paper(v), true; });
}

core::Result<PreviousYearPaper> CatalogService::update_paper(std::string_view id, PreviousYearPaper p) {
  p.id = std::string(id);
  return save(std::move(p), [&](const PreviousYearPaper& v) { return impl_->repository.update_paper(v); });
}

core::Status CatalogService::delete_paper(std::string_view id) { return removed(impl_->repository.remove_paper(id)); }

core::Result<Course> CatalogService::create_course(Course c) {
  c.id = new_id();
  return save(std::move(c), [&](const Course& v) { return impl_->repository.insert_course(v), true; });
}

core::Result<Course> CatalogService::update_course(std::string_view id, Course c) {
  c.id = std::string(id);
  // A premium course stays premium and a notes card stays a notes card: buyers' records
  // point at them by id.
  auto existing = impl_->repository.course(id);
  if (!existing) return core::Error::not_found("No such course; it may have been deleted.");
  if (existing->kind != c.kind) return core::invalid_field("kind", "A course cannot change between premium and notes.");
  return save(std::move(c), [&](const Course& v) { return impl_->repository.update_course(v); });
}

core::Status CatalogService::delete_course(std::string_view id) { return removed(impl_->repository.remove_course(id)); }

core::Result<Project> CatalogService::create_project(Project p) {
  p.id = new_id();
  return save(std::move(p), [&](const Project& v) { return impl_->repository.insert_project(v), true; });
}

core::Result<Project> CatalogService::update_project(std::string_view id, Project p) {
  p.id = std::string(id);
  return save(std::move(p), [&](const Project& v) { return impl_->repository.update_project(v); });
}

core::Status CatalogService::delete_project(std::string_view id) {
  return removed(impl_->repository.remove_project(id));
}

bool CatalogService::has_content() { return impl_->repository.has_content(); }

}  // namespace pathshala::catalog
