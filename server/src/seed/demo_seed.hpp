#pragma once
// `pathshala seed-demo`: fills an empty store with realistic demo content and generates the
// files it links to (small valid PDFs, a ZIP, SVG images) under <data>/files/.
#include <filesystem>
#include <string>

namespace pathshala::store { class Store; }

namespace pathshala::seed {

struct SeedResult {
  bool seeded = false;   // false when the store already had catalog content (nothing changed)
  std::string summary;   // one human line, e.g. "Seeded 412 items and 97 files"
};

// Idempotent: does nothing when the store already has catalog content.
SeedResult seed_demo(store::Store& store, const std::filesystem::path& data_dir);

}  // namespace pathshala::seed
