// Adds N generated study materials (default 50,000) to a data directory for `make bench`'s
// site-wide search case: notes, important topics, Quantum, practical files and previous-year
// papers of every AKTU subject in the subject list, over the four years, stored in one
// batch through the CatalogService the product uses. Deterministic: the same N gives the
// same materials.
//
//   generate_materials --data DIR [--count N]
#include <array>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "catalog/aktu_subjects.hpp"
#include "catalog/catalog_service.hpp"
#include "catalog/sql_repository.hpp"
#include "store/store.hpp"

using namespace pathshala;

int main(int argc, char** argv) {
  std::string data;
  long count = 50000;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--data")
      data = argv[i + 1];
    else if (flag == "--count")
      count = std::strtol(argv[i + 1], nullptr, 10);
  }
  if (data.empty() || count <= 0) {
    std::cerr << "usage: generate_materials --data DIR [--count N]\n";
    return 2;
  }
  constexpr std::array collections = {"notes", "important-topics", "quantum", "practical", "previous-year"};
  constexpr std::array labels = {"Handwritten Notes", "Important Topics", "Quantum", "Practical Files", ""};
  constexpr std::array extras = {"Unit 1",      "Unit 2",         "Unit 3",     "Unit 4",       "Unit 5",
                                 "Short Notes", "Revision",       "Solved",     "Crash Course", "Formula Sheet",
                                 "Lab Manual",  "Viva Questions", "Assignment", "Tutorial",     "Model Paper"};
  const auto& subjects = catalog::aktu_subjects();
  auto store = store::Store::open_sqlite(data);
  store->migrate();
  auto repository = catalog::make_sql_repository(*store);
  catalog::CatalogService service(*repository);
  std::mt19937 rng(7);
  catalog::Batch batch;
  for (long i = 0; i < count; ++i) {
    const auto& s = subjects[rng() % subjects.size()];
    const auto c = rng() % collections.size();
    const std::string title = s.name + " " + extras[rng() % extras.size()] + " (" + s.code + ") #" + std::to_string(i);
    const std::string url = "/files/generated/" + std::to_string(i) + ".pdf";
    if (std::string(collections[c]) == "previous-year") {
      catalog::PreviousYearPaper p;
      p.year = s.year;
      p.title = title;
      p.download_url = url;
      p.subject = s.name;
      p.index = i;
      batch.papers.push_back(std::move(p));
    } else {
      catalog::Material m;
      m.collection = collections[c];
      m.year = s.year;
      m.title = title;
      m.description = "Generated material for the search benchmark: " + s.name + ".";
      m.image_label = labels[c];
      if (m.collection == "notes" || m.collection == "practical") m.subject = s.name;
      m.download_url = url;
      batch.materials.push_back(std::move(m));
    }
  }
  auto stored = service.import_batch(std::move(batch));
  if (!stored) {
    std::cerr << "generate_materials: " << stored.error().message << "\n";
    return 1;
  }
  std::cout << "generated " << count << " materials in " << data << "\n";
  return 0;
}
