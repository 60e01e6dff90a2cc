#pragma once
// Several catalog records stored together, all or nothing: bulk imports, seeding and the
// import of the old product's database.
#include <cstddef>
#include <string>
#include <vector>

#include "catalog/types.hpp"

namespace pathshala::catalog {

struct Batch {
  std::vector<Material> materials;
  std::vector<PreviousYearPaper> papers;
  std::vector<Course> courses;
  std::vector<Project> projects;

  std::size_t size() const { return materials.size() + papers.size() + courses.size() + projects.size(); }
};

struct BatchOutcome {
  Batch inserted;                        // as stored, with their ids
  std::vector<std::string> skipped_ids;  // already stored under that id: left as they were
};

}  // namespace pathshala::catalog
