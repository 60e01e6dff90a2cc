#include "seed/demo_seed.hpp"

#include <chrono>
#include <stdexcept>

#include "catalog/catalog_service.hpp"
#include "core/file_writers.hpp"
#include "jobs/jobs_service.hpp"
#include "seed/demo_content.hpp"

namespace pathshala::seed {

namespace {

// Demo content is ours: a record the services refuse is a bug here, not bad input.
template <class T>
void require(const core::Result<T>& result, const std::string& what) {
  if (!result) throw std::logic_error("demo " + what + " refused: " + result.error().message);
}

void insert_all(catalog::CatalogService& catalog, jobs::JobsService& jobs, const DemoContent& c) {
  // Demo jobs were "posted" over the last days, one every 5 hours, newest first.
  const auto now_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count();
  require(
      jobs.create_all(
          c.jobs, [&](std::size_t i) { return now_ms - static_cast<std::int64_t>(i) * 5 * 3600 * 1000 - 60 * 1000; }),
      "jobs");
  std::int64_t position = 0;
  for (const auto& m : c.materials)
    require(catalog.create_material({"", m.collection, m.year, m.title, m.description, m.image_label, m.subject,
                                     m.download_url, m.file_type, position++}),
            "material " + m.title);
  for (const auto& p : c.papers)
    require(catalog.create_paper({"", p.year, p.title, p.download_url, p.subject, p.index}), "paper " + p.title);
  for (const auto& co : c.courses)
    require(
        catalog.create_course({"", co.kind, co.year, co.title, co.card_title, co.subject, co.description, co.image_url,
                               co.price, co.original_price, co.discount_percentage, co.download_url, position++}),
        "course " + co.title);
  for (const auto& p : c.projects)
    require(catalog.create_project({"", p.card_title, p.site_name, p.subtitle, p.level, p.image, p.screenshots,
                                    p.technologies, p.description, p.site_url, p.buy_url, p.price, p.original_price,
                                    position++}),
            "project " + p.card_title);
}

}  // namespace

SeedResult seed_demo(catalog::CatalogService& catalog, jobs::JobsService& jobs,
                     const std::filesystem::path& files_dir) {
  if (catalog.has_content() || jobs.has_jobs()) return {false, "The store already has content; nothing was seeded."};
  const DemoContent content = build_demo_content();
  // Files first, so no row ever links to a file that is not there yet.
  for (const auto& f : content.files) core::write_file_atomically(files_dir / f.path, f.bytes);
  insert_all(catalog, jobs, content);
  const size_t rows = content.materials.size() + content.papers.size() + content.courses.size() +
                      content.projects.size() + content.jobs.size();
  return {true, "Seeded " + std::to_string(rows) + " demo items and " + std::to_string(content.files.size()) +
                    " files into " + files_dir.string()};
}

}  // namespace pathshala::seed
