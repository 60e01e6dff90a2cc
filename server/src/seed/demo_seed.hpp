#pragma once
// `pathshala seed-demo`: fills an empty store with realistic demo content and generates the
// files it links to (small valid PDFs, a ZIP, SVG images) under <data>/files/. Every record
// goes through the catalog and jobs services, so demo content meets the same rules as an
// admin's.
#include <filesystem>
#include <string>

namespace pathshala::catalog {
class CatalogService;
}
namespace pathshala::jobs {
class JobsService;
}

namespace pathshala::seed {

struct SeedResult {
  bool seeded = false;  // false when the store already had content (nothing changed)
  std::string summary;  // one human line, e.g. "Seeded 412 items and 97 files"
};

// Idempotent: does nothing when the store already has catalog content or jobs.
SeedResult seed_demo(catalog::CatalogService& catalog, jobs::JobsService& jobs, const std::filesystem::path& files_dir);

}  // namespace pathshala::seed
