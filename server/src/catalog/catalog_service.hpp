#pragma once
// The catalog: year-based material collections, premium courses, Brevi Learning notes and
// mini projects. Reads are answered as ready-to-send JSON documents, built once and cached
// until the content version changes (a write anywhere, by any process on the database), so
// several server processes never serve stale data for longer than one version check.
// Writes validate (validation.hpp), make ids and store through the Repository.
// Thread-safe: called concurrently from every network thread.
#include <memory>
#include <string>
#include <string_view>

#include "catalog/repository.hpp"
#include "catalog/types.hpp"
#include "core/document.hpp"
#include "core/error.hpp"

namespace pathshala::catalog {

using DocumentPtr = core::DocumentPtr;

class CatalogService {
 public:
  explicit CatalogService(Repository& repository);
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
  // update_* replace the whole record with that id (a course keeps its kind); update_* and
  // delete_* are not_found for unknown ids; invalid input is an invalid-field error.
  core::Result<Material> create_material(Material m);
  core::Result<Material> update_material(std::string_view id, Material m);
  core::Status delete_material(std::string_view id);
  core::Result<PreviousYearPaper> create_paper(PreviousYearPaper p);
  core::Result<PreviousYearPaper> update_paper(std::string_view id, PreviousYearPaper p);
  core::Status delete_paper(std::string_view id);
  core::Result<Course> create_course(Course c);  // kind premium or bl-notes (with a year)
  core::Result<Course> update_course(std::string_view id, Course c);
  core::Status delete_course(std::string_view id);
  core::Result<Project> create_project(Project p);
  core::Result<Project> update_project(std::string_view id, Project p);
  core::Status delete_project(std::string_view id);

  bool has_content();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::catalog
