#include "catalog/catalog_service.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <set>

#include <boost/json.hpp>

#include "catalog/validation.hpp"
#include "core/document_cache.hpp"
#include "core/hash.hpp"
#include "core/url_safety.hpp"
#include "core/validation.hpp"

namespace pathshala::catalog {

namespace json = boost::json;

struct CatalogService::Impl {
  // Unknown ids are not cached, so the bound only matters for valid keys.
  Impl(Repository& r, PriceRule p)
      : repository(r), prices(p), cache([&r] { return r.content_version(); }, 10000, 64u << 20) {}
  Repository& repository;
  const PriceRule prices;
  PreviewStates preview_states;
  core::DocumentCache cache;

  // Records as the API shows them, each card with a preview told how far its file's reading
  // has come (catalog/previews.hpp): "thumbnail" once its first page is drawn, no preview
  // once the reading failed for good.
  template <class T>
  json::array with_previews(const std::vector<T>& records) const {
    json::array out;
    std::vector<std::string> urls;
    std::vector<std::size_t> at;
    for (const auto& r : records) {
      out.push_back(json::value_from(r));
      if (out.back().as_object().contains("preview")) {
        urls.push_back(r.download_url);
        at.push_back(out.size() - 1);
      }
    }
    const auto states = preview_states && !urls.empty() ? preview_states(urls) : std::vector<PreviewState>{};
    for (std::size_t i = 0; i < at.size(); ++i) {
      auto& o = out[at[i]].as_object();
      const auto state = i < states.size() ? states[i] : PreviewState::pending;
      if (state == PreviewState::ready) o["thumbnail"] = true;
      if (state == PreviewState::failed) {
        o.erase("preview");
        o.erase("previewPages");
      }
    }
    return out;
  }
  template <class T>
  json::value items_of(const std::vector<T>& records) const {
    return json::object{{"items", with_previews(records)}};
  }
  template <class T>
  json::value one(const T& record) const {
    return with_previews(std::vector<T>{record}).at(0);
  }

  // The priced downloads and the content version they were read at.
  std::mutex priced_mutex;
  std::int64_t priced_version = -1;
  std::shared_ptr<const std::set<std::string, std::less<>>> priced;

  std::atomic<std::shared_ptr<const std::vector<SiteFile>>> site_files{std::make_shared<const std::vector<SiteFile>>()};

  // Every priced record in a document (one record, an array of them, or {"items": [...]})
  // says what a student pays for it, by the seller's rule: the cards show that, not price.
  void add_payable(json::value& v) const {
    if (auto* a = v.if_array()) {
      for (auto& item : *a) add_payable(item);
      return;
    }
    auto* o = v.if_object();
    if (!o) return;
    if (auto* items = o->if_contains("items")) return add_payable(*items);
    const auto* price = o->if_contains("price");
    if (!price || !price->is_int64() || price->as_int64() <= 0) return;
    (*o)["payable"] = prices.payable(price->as_int64() * 100);
    if (const auto* original = o->if_contains("originalPrice");
        original && original->is_int64() && original->as_int64() > 0)
      (*o)["originalPayable"] = prices.payable(original->as_int64() * 100);
    (*o)["gstIncluded"] = prices.gst_charged;
  }

  template <typename Build>
  DocumentPtr get(const std::string& key, Build build) {
    return cache.get(key, [&]() -> std::optional<std::string> {
      std::optional<json::value> value = build();
      if (!value) return std::nullopt;
      add_payable(*value);
      return json::serialize(*value);
    });
  }
};

namespace {

core::Result<DocumentPtr> found_or(DocumentPtr doc, const char* what) {
  if (!doc) return core::Error::not_found(std::string("No such ") + what + ".");
  return doc;
}

std::string new_id() { return core::random_hex(8); }

core::Error missing() { return core::missing_record("record"); }
std::optional<core::Error> error_of(WriteOutcome outcome) { return core::error_of(outcome, "record"); }

// The shared shape of every write: normalise, validate, store, then answer the record as
// stored (with its new version), or say why not.
template <class T, class Store, class Reload>
core::Result<T> save(T record, Store store, Reload reload) {
  normalize(record);
  if (auto e = validate(record)) return *e;
  if (auto e = error_of(store(record))) return *e;
  auto stored = reload(record.id);
  if (!stored) return missing();  // deleted the same instant
  return std::move(*stored);
}

core::Status removed(WriteOutcome outcome) {
  if (auto e = error_of(outcome)) return *e;
  return core::ok();
}
}  // namespace

CatalogService::CatalogService(Repository& repository, PriceRule prices)
    : impl_(std::make_unique<Impl>(repository, prices)) {}

const PriceRule& CatalogService::price_rule() const { return impl_->prices; }
void CatalogService::read_preview_states_from(PreviewStates states) { impl_->preview_states = std::move(states); }
CatalogService::~CatalogService() = default;

core::Result<DocumentPtr> CatalogService::materials(std::string_view slug, std::string_view year) {
  if (!is_year(year) || !is_year_collection(slug)) return core::Error::not_found("No such collection or year.");
  auto& r = impl_->repository;
  std::string key = "materials/" + std::string(slug) + "/" + std::string(year);
  return impl_->get(key, [&]() -> std::optional<json::value> {
    if (slug == "previous-year") return impl_->items_of(r.previous_year_papers(year));
    if (slug == "bl-notes") return impl_->items_of(r.courses("bl-notes", year));
    return impl_->items_of(r.materials(slug, year));
  });
}

DocumentPtr CatalogService::courses() {
  return impl_->get("courses", [&]() -> std::optional<json::value> {
    return impl_->items_of(impl_->repository.courses("premium", ""));
  });
}

DocumentPtr CatalogService::courses_array() {
  return impl_->get("courses.json", [&]() -> std::optional<json::value> {
    return impl_->with_previews(impl_->repository.courses("premium", ""));
  });
}

core::Result<DocumentPtr> CatalogService::course(std::string_view id) {
  return found_or(impl_->get("course/" + std::string(id),
                             [&]() -> std::optional<json::value> {
                               auto c = impl_->repository.course(id);
                               if (!c) return std::nullopt;
                               return impl_->one(*c);
                             }),
                  "course");
}

DocumentPtr CatalogService::projects() {
  return impl_->get("projects", [&]() -> std::optional<json::value> {
    return json::object{{"items", json::value_from(impl_->repository.projects())}};
  });
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

std::vector<std::pair<std::string, std::string>> CatalogService::added_between(std::int64_t from_ms, std::int64_t to_ms,
                                                                               int limit) {
  // created_at has whole seconds: a period [from, to) counts the seconds from the first whole
  // second at or after `from`, so consecutive periods neither miss nor repeat a second.
  const auto second_at_or_after = [](std::int64_t ms) { return (ms + 999) / 1000; };
  return impl_->repository.added_between(second_at_or_after(from_ms), second_at_or_after(to_ms), limit);
}

core::Result<Material> CatalogService::create_material(Material m) {
  m.id = new_id();
  return save(
      std::move(m), [&](const Material& v) { return impl_->repository.insert_material(v), WriteOutcome::done; },
      [&](const std::string& stored_id) { return impl_->repository.material(stored_id); });
}

core::Result<Material> CatalogService::update_material(std::string_view id, Material m, Version expected_version) {
  m.id = std::string(id);
  return save(
      std::move(m), [&](const Material& v) { return impl_->repository.update_material(v, expected_version); },
      [&](const std::string& stored_id) { return impl_->repository.material(stored_id); });
}

core::Status CatalogService::delete_material(std::string_view id, Version expected_version) {
  return removed(impl_->repository.remove_material(id, expected_version));
}

core::Result<PreviousYearPaper> CatalogService::create_paper(PreviousYearPaper p) {
  p.id = new_id();
  return save(
      std::move(p), [&](const PreviousYearPaper& v) { return impl_->repository.insert_paper(v), WriteOutcome::done; },
      [&](const std::string& stored_id) { return impl_->repository.previous_year_paper(stored_id); });
}

core::Result<PreviousYearPaper> CatalogService::update_paper(std::string_view id, PreviousYearPaper p,
                                                             Version expected_version) {
  p.id = std::string(id);
  return save(
      std::move(p), [&](const PreviousYearPaper& v) { return impl_->repository.update_paper(v, expected_version); },
      [&](const std::string& stored_id) { return impl_->repository.previous_year_paper(stored_id); });
}

core::Status CatalogService::delete_paper(std::string_view id, Version expected_version) {
  return removed(impl_->repository.remove_paper(id, expected_version));
}

core::Result<Course> CatalogService::create_course(Course c) {
  c.id = new_id();
  return save(
      std::move(c), [&](const Course& v) { return impl_->repository.insert_course(v), WriteOutcome::done; },
      [&](const std::string& stored_id) { return impl_->repository.course(stored_id); });
}

core::Result<Course> CatalogService::update_course(std::string_view id, Course c, Version expected_version) {
  c.id = std::string(id);
  // A premium course stays premium and a notes card stays a notes card: buyers' records
  // point at them by id.
  auto existing = impl_->repository.course(id);
  if (!existing) return core::Error::not_found("No such course; it may have been deleted.");
  if (existing->kind != c.kind) return core::invalid_field("kind", "A course cannot change between premium and notes.");
  return save(
      std::move(c), [&](const Course& v) { return impl_->repository.update_course(v, expected_version); },
      [&](const std::string& stored_id) { return impl_->repository.course(stored_id); });
}

core::Status CatalogService::delete_course(std::string_view id, Version expected_version) {
  return removed(impl_->repository.remove_course(id, expected_version));
}

core::Result<Project> CatalogService::create_project(Project p) {
  p.id = new_id();
  return save(
      std::move(p), [&](const Project& v) { return impl_->repository.insert_project(v), WriteOutcome::done; },
      [&](const std::string& stored_id) { return impl_->repository.project(stored_id); });
}

core::Result<Project> CatalogService::update_project(std::string_view id, Project p, Version expected_version) {
  p.id = std::string(id);
  return save(
      std::move(p), [&](const Project& v) { return impl_->repository.update_project(v, expected_version); },
      [&](const std::string& stored_id) { return impl_->repository.project(stored_id); });
}

core::Status CatalogService::delete_project(std::string_view id, Version expected_version) {
  return removed(impl_->repository.remove_project(id, expected_version));
}

namespace {
std::string label_of(const Material& m) { return m.title; }
std::string label_of(const PreviousYearPaper& p) { return p.title; }
std::string label_of(const Course& c) { return c.title; }
std::string label_of(const Project& p) { return p.card_title; }

// Normalises, validates and gives ids to one kind of record of a batch.
template <class T>
std::optional<core::Error> prepare_all(std::vector<T>& records) {
  for (auto& r : records) {
    normalize(r);
    if (r.id.empty()) r.id = new_id();
    if (!core::is_record_id(r.id))
      return core::invalid_field("id", "“" + r.id + "” cannot be an id: use letters, digits, - and _ (at most 64).");
    if (auto e = validate(r)) {
      e->message = "“" + label_of(r) + "”: " + e->message;
      return e;
    }
    r.version = 1;
  }
  return std::nullopt;
}

// Moves the records whose ids were skipped out of `records`.
template <class T>
void drop_skipped(std::vector<T>& records, const std::vector<std::string>& skipped) {
  std::erase_if(records, [&](const T& r) { return std::find(skipped.begin(), skipped.end(), r.id) != skipped.end(); });
}
}  // namespace

core::Result<BatchOutcome> CatalogService::import_batch(Batch batch) {
  for (auto e : {prepare_all(batch.materials), prepare_all(batch.papers), prepare_all(batch.courses),
                 prepare_all(batch.projects)})
    if (e) return *e;
  BatchOutcome out;
  out.skipped_ids = impl_->repository.insert_new(batch);
  drop_skipped(batch.materials, out.skipped_ids);
  drop_skipped(batch.papers, out.skipped_ids);
  drop_skipped(batch.courses, out.skipped_ids);
  drop_skipped(batch.projects, out.skipped_ids);
  out.inserted = std::move(batch);
  return out;
}

std::vector<Material> CatalogService::list_materials(std::string_view collection, std::string_view year) {
  return impl_->repository.materials(collection, year);
}
std::vector<PreviousYearPaper> CatalogService::list_papers(std::string_view year) {
  return impl_->repository.previous_year_papers(year);
}
std::vector<Course> CatalogService::list_courses(std::string_view kind, std::string_view year) {
  return impl_->repository.courses(kind, year);
}
std::vector<Project> CatalogService::list_projects() { return impl_->repository.projects(); }
std::optional<Material> CatalogService::find_material(std::string_view id) { return impl_->repository.material(id); }
std::optional<PreviousYearPaper> CatalogService::find_paper(std::string_view id) {
  return impl_->repository.previous_year_paper(id);
}
std::optional<Course> CatalogService::find_course(std::string_view id) { return impl_->repository.course(id); }

std::optional<CatalogService::FileSale> CatalogService::sale_of_file(std::string_view url) {
  if (url.empty()) return std::nullopt;
  const auto sellers = impl_->repository.priced_courses_with_file(url);
  if (sellers.empty()) return std::nullopt;
  FileSale sale{sellers.front().preview_pages, {}};
  for (const auto& c : sellers) {
    sale.free_pages = std::min(sale.free_pages, c.preview_pages);
    sale.course_ids.push_back(c.id);
  }
  return sale;
}

std::vector<std::pair<std::string, std::string>> CatalogService::records_with_file(std::string_view url) {
  if (url.empty()) return {};
  return impl_->repository.records_with_file(url);
}
std::optional<Project> CatalogService::find_project(std::string_view id) { return impl_->repository.project(id); }

void CatalogService::set_site_files(std::vector<SiteFile> files) {
  impl_->site_files.store(std::make_shared<const std::vector<SiteFile>>(std::move(files)));
}

std::vector<SiteFile> CatalogService::site_files() { return *impl_->site_files.load(); }

std::optional<SiteFile> CatalogService::find_site_file(std::string_view id) {
  for (const auto& f : *impl_->site_files.load())
    if (f.id == id) return f;
  return std::nullopt;
}

std::optional<SiteFile> CatalogService::site_file_at(std::string_view url) {
  for (const auto& f : *impl_->site_files.load())
    if (f.url == url) return f;
  return std::nullopt;
}

bool CatalogService::has_content() { return impl_->repository.has_content(); }

std::int64_t CatalogService::version() { return impl_->repository.content_version(); }
std::optional<std::vector<std::pair<std::string, std::string>>> CatalogService::changes(std::int64_t after,
                                                                                        std::int64_t upto,
                                                                                        std::size_t limit) {
  return impl_->repository.changes(after, upto, limit);
}

bool CatalogService::is_priced_download(std::string_view url) {
  const auto version = impl_->repository.content_version();
  std::shared_ptr<const std::set<std::string, std::less<>>> priced;
  {
    std::lock_guard lock(impl_->priced_mutex);
    if (impl_->priced_version != version || !impl_->priced) {
      // Compared as the paths they name, however they are spelled ("%20", "?v=2", "./").
      std::set<std::string, std::less<>> paths;
      for (const auto& url : impl_->repository.priced_download_urls())
        if (auto path = core::link_path(url)) paths.insert(std::move(*path));
      impl_->priced = std::make_shared<const std::set<std::string, std::less<>>>(std::move(paths));
      impl_->priced_version = version;
    }
    priced = impl_->priced;
  }
  return priced->count(url) > 0;
}

}  // namespace pathshala::catalog
