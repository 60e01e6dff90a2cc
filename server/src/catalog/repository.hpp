#pragma once
// The catalog's data, behind an interface the service uses without knowing the database.
// Each call is atomic on its own. Lists come in display order (position, then age).
// Implementations: sql_repository.cpp (the embedded default).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "catalog/batch.hpp"
#include "catalog/types.hpp"
#include "core/write_outcome.hpp"

namespace pathshala::catalog {

using core::WriteOutcome;

class Repository {
 public:
  virtual ~Repository() = default;

  // Changes whenever the catalog (materials, papers, courses, projects) changes, in any process sharing the database
  // (not when other content does: store::Store::Domain).
  virtual std::int64_t content_version() = 0;
  // The (table, id) of the records changed after version `after` up to `upto`, each once;
  // nothing when more than `limit` or not listable (store/changes.hpp: rebuild instead).
  virtual std::optional<std::vector<std::pair<std::string, std::string>>> changes(std::int64_t after, std::int64_t upto,
                                                                                  std::size_t limit) = 0;

  virtual std::vector<Material> materials(std::string_view collection, std::string_view year) = 0;
  virtual std::optional<Material> material(std::string_view id) = 0;
  virtual std::vector<PreviousYearPaper> previous_year_papers(std::string_view year) = 0;
  virtual std::optional<PreviousYearPaper> previous_year_paper(std::string_view id) = 0;
  // kind premium (year ignored) or bl-notes of one year.
  virtual std::vector<Course> courses(std::string_view kind, std::string_view year) = 0;
  virtual std::optional<Course> course(std::string_view id) = 0;
  // The priced courses (price > 0) whose download is url.
  virtual std::vector<Course> priced_courses_with_file(std::string_view url) = 0;
  // Every record whose file is url, as (table, id): materials, previous_year_papers, courses.
  virtual std::vector<std::pair<std::string, std::string>> records_with_file(std::string_view url) = 0;
  virtual std::vector<Project> projects() = 0;
  virtual std::optional<Project> project(std::string_view id) = 0;

  // Writes. insert_* store the record under its id (the service makes ids) as version 1;
  // update_* bump the version. expected_version: the version the edit started from.
  using Version = core::Version;
  virtual void insert_material(const Material& m) = 0;
  virtual WriteOutcome update_material(const Material& m, Version expected_version) = 0;
  virtual WriteOutcome remove_material(std::string_view id, Version expected_version) = 0;
  virtual void insert_paper(const PreviousYearPaper& p) = 0;
  virtual WriteOutcome update_paper(const PreviousYearPaper& p, Version expected_version) = 0;
  virtual WriteOutcome remove_paper(std::string_view id, Version expected_version) = 0;
  virtual void insert_course(const Course& c) = 0;
  virtual WriteOutcome update_course(const Course& c, Version expected_version) = 0;
  virtual WriteOutcome remove_course(std::string_view id, Version expected_version) = 0;
  virtual void insert_project(const Project& p) = 0;
  virtual WriteOutcome update_project(const Project& p, Version expected_version) = 0;
  virtual WriteOutcome remove_project(std::string_view id, Version expected_version) = 0;

  // Stores every record of the batch in one transaction, except those whose id is already
  // stored (they stay as they are); returns those ids.
  virtual std::vector<std::string> insert_new(const Batch& batch) = 0;

  // The download links of every course or notes card with a price (files sold).
  virtual std::vector<std::string> priced_download_urls() = 0;

  // True when any catalog record exists (demo seeding runs only on an empty store).
  virtual bool has_content() = 0;
  // Materials, previous-year papers and Brevi notes cards added in [from_s, to_s) (epoch
  // seconds, their created_at), newest first, at most limit: (kind, id) with kind material,
  // paper or course.
  virtual std::vector<std::pair<std::string, std::string>> added_between(std::int64_t from_s, std::int64_t to_s,
                                                                         int limit) = 0;
};

}  // namespace pathshala::catalog
