#pragma once
// The catalog: year-based material collections, premium courses, Brevi Learning notes and
// mini projects. Reads are answered as ready-to-send JSON documents, built once and cached
// until the content version changes (a write anywhere, by any process on the database), so
// several server processes never serve stale data for longer than one version check.
// Writes validate (validation.hpp), make ids and store through the Repository.
// Thread-safe: called concurrently from every network thread.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/batch.hpp"
#include "catalog/previews.hpp"
#include "catalog/price_rule.hpp"
#include "catalog/repository.hpp"
#include "catalog/site_files.hpp"
#include "catalog/types.hpp"
#include "core/document.hpp"
#include "core/error.hpp"

namespace pathshala::catalog {

using DocumentPtr = core::DocumentPtr;

class CatalogService {
 public:
  // prices: how a listed price becomes what is paid (the seller's GST terms); priced courses,
  // notes cards and projects carry it in their JSON (payable, originalPayable, gstIncluded).
  explicit CatalogService(Repository& repository, PriceRule prices = {});
  ~CatalogService();
  CatalogService(const CatalogService&) = delete;
  CatalogService& operator=(const CatalogService&) = delete;

  // GET /api/catalog/{collection}/{year}: {"items":[...]}; not_found for an unknown
  // collection slug (important-topics, previous-year, bl-notes, quantum, notes, practical)
  // or year (firstYear..fourthYear).
  core::Result<DocumentPtr> materials(std::string_view collection_slug, std::string_view year);
  DocumentPtr courses();                                  // {"items":[Course...]}
  DocumentPtr courses_array();                            // [Course...]  (GET /courses.json)
  core::Result<DocumentPtr> course(std::string_view id);  // premium course or bl-notes card
  DocumentPtr projects();                                 // {"items":[Project...]}
  core::Result<DocumentPtr> project(std::string_view id);

  // Writes. create_* ignore any id given and return the stored record with its new id;
  // update_* replace the whole record with that id (a course keeps its kind) and return it
  // with its new version. update_* and delete_* are not_found for unknown ids and a
  // conflict when expected_version is given and the record has changed since; invalid
  // input is an invalid-field error.
  using Version = core::Version;
  core::Result<Material> create_material(Material m);
  core::Result<Material> update_material(std::string_view id, Material m, Version expected_version = std::nullopt);
  core::Status delete_material(std::string_view id, Version expected_version = std::nullopt);
  core::Result<PreviousYearPaper> create_paper(PreviousYearPaper p);
  core::Result<PreviousYearPaper> update_paper(std::string_view id, PreviousYearPaper p,
                                               Version expected_version = std::nullopt);
  core::Status delete_paper(std::string_view id, Version expected_version = std::nullopt);
  core::Result<Course> create_course(Course c);  // kind premium or bl-notes (with a year)
  core::Result<Course> update_course(std::string_view id, Course c, Version expected_version = std::nullopt);
  core::Status delete_course(std::string_view id, Version expected_version = std::nullopt);
  core::Result<Project> create_project(Project p);
  core::Result<Project> update_project(std::string_view id, Project p, Version expected_version = std::nullopt);
  core::Status delete_project(std::string_view id, Version expected_version = std::nullopt);

  // Stores a batch all or nothing. Every record is normalised and validated first; the first
  // invalid one is the error, its message saying which record. A record without an id gets
  // a new one; one with an id keeps it (core::is_record_id), and if that id is already
  // stored the record is skipped, not overwritten, so storing the same batch twice is
  // harmless (seeding, re-running an import).
  core::Result<BatchOutcome> import_batch(Batch batch);

  // Records as stored (the admin's view), in display order.
  std::vector<Material> list_materials(std::string_view collection, std::string_view year);
  std::vector<PreviousYearPaper> list_papers(std::string_view year);
  std::vector<Course> list_courses(std::string_view kind, std::string_view year);  // year: bl-notes only
  std::vector<Project> list_projects();
  std::optional<Material> find_material(std::string_view id);
  std::optional<PreviousYearPaper> find_paper(std::string_view id);
  std::optional<Course> find_course(std::string_view id);
  // Who sells a file (issue 52): the priced courses whose download it is, and the fewest free
  // pages any of them gives. Its pages past those are their buyers' wherever the file
  // appears — a free material, paper or page linking the same file shows no more. nullopt:
  // no priced course sells it.
  struct FileSale {
    std::int64_t free_pages = 0;
    std::vector<std::string> course_ids;
  };
  std::optional<FileSale> sale_of_file(std::string_view url);
  // Every record whose file is url, as (table, id) (search re-reads them when a course
  // selling the file changes).
  std::vector<std::pair<std::string, std::string>> records_with_file(std::string_view url);
  std::optional<Project> find_project(std::string_view id);
  // What was added in [from_ms, to_ms), to the second: created_at has whole seconds, so an
  // item added in the same second as from_ms counts in the period before. See
  // Repository::added_between.
  std::vector<std::pair<std::string, std::string>> added_between(std::int64_t from_ms, std::int64_t to_ms, int limit);

  // The site's own documents (site_files.hpp): set at start-up from the web build, before
  // the site serves; a handful, looked up by a walk.
  void set_site_files(std::vector<SiteFile> files);
  std::vector<SiteFile> site_files();
  std::optional<SiteFile> find_site_file(std::string_view id);
  std::optional<SiteFile> site_file_at(std::string_view url);

  bool has_content();
  // The catalog's content version (store::Store::Domain::catalog), and the (table, id) of
  // the records changed between two of them (nothing: too many, rebuild; see repository.hpp).
  std::int64_t version();
  std::optional<std::vector<std::pair<std::string, std::string>>> changes(std::int64_t after, std::int64_t upto,
                                                                          std::size_t limit);

  // True when path (a decoded site path as the server resolves a request, such as
  // /files/courses/My Notes.pdf) is the file a priced course or notes card links to, however
  // the link is spelled (core::link_path). Asked for every /files request: answered from a
  // set rebuilt only when the content changes.
  bool is_priced_download(std::string_view path);

  const PriceRule& price_rule() const;
  // Where the catalog's cards learn whether their file's first page is ready (set once, before
  // serving; without it no first page is ready: a placeholder, never a broken image). A reading's end logs a change of
  // the records linking the file, so the cached lists follow.
  void read_preview_states_from(PreviewStates states);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::catalog
