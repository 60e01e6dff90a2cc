#include "seed/demo_seed.hpp"

#include <chrono>

#include "core/hash.hpp"
#include "seed/demo_content.hpp"
#include "seed/file_writers.hpp"
#include "store/store.hpp"

namespace pathshala::seed {

namespace {

bool has_content(store::Store& store) {
  bool any = false;
  store.read([&](store::Db& db) {
    auto q = db.prepare(
        "SELECT EXISTS(SELECT 1 FROM materials) OR EXISTS(SELECT 1 FROM previous_year_papers) "
        "OR EXISTS(SELECT 1 FROM courses) OR EXISTS(SELECT 1 FROM projects) OR EXISTS(SELECT 1 FROM jobs)");
    any = q.step() && q.integer(0) != 0;
  });
  return any;
}

std::string new_id() { return core::random_hex(8); }

void insert_all(store::Db& db, const DemoContent& c) {
  // Demo jobs were "posted" over the last days, one every 5 hours, newest first.
  const auto now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  for (size_t i = 0; i < c.jobs.size(); ++i)
    jobs::JobsService::insert(db, c.jobs[i], now_ms - static_cast<std::int64_t>(i) * 5 * 3600 * 1000 - 60 * 1000);
  int position = 0;
  for (const auto& m : c.materials) {
    db.prepare("INSERT INTO materials (id, collection, year, title, description, image_label, subject, download_url, file_type, position) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        .bind(1, new_id()).bind(2, m.collection).bind(3, m.year).bind(4, m.title).bind(5, m.description)
        .bind(6, m.image_label).bind_optional(7, m.subject).bind(8, m.download_url).bind(9, m.file_type)
        .bind(10, position++)
        .run();
  }
  for (const auto& p : c.papers) {
    db.prepare("INSERT INTO previous_year_papers (id, year, title, download_url, subject, sort_index) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(1, new_id()).bind(2, p.year).bind(3, p.title).bind(4, p.download_url).bind_optional(5, p.subject)
        .bind(6, p.index)
        .run();
  }
  for (const auto& co : c.courses) {
    auto s = db.prepare(
        "INSERT INTO courses (id, kind, year, title, card_title, subject, description, image_url, price, original_price, "
        "discount_percentage, download_url, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, new_id()).bind(2, co.kind).bind_optional(3, co.year).bind(4, co.title).bind(5, co.card_title)
        .bind(6, co.subject).bind_optional(7, co.description).bind(8, co.image_url).bind(9, co.price);
    if (co.original_price) s.bind(10, *co.original_price); else s.bind_null(10);
    s.bind(11, co.discount_percentage).bind(12, co.download_url).bind(13, position++).run();
  }
  for (const auto& p : c.projects) {
    auto s = db.prepare(
        "INSERT INTO projects (id, card_title, site_name, subtitle, level, image, ss1_url, ss2_url, ss3_url, ss4_url, ss5_url, "
        "tech1, tech2, tech3, tech4, tech5, proj_desc, site_url, buy_url, price, original_price, position) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    s.bind(1, new_id()).bind(2, p.card_title).bind(3, p.site_name).bind(4, p.subtitle).bind(5, p.level).bind(6, p.image);
    for (int i = 0; i < 5; ++i) {
      if (i < static_cast<int>(p.screenshots.size())) s.bind(7 + i, p.screenshots[i]); else s.bind_null(7 + i);
      if (i < static_cast<int>(p.technologies.size())) s.bind(12 + i, p.technologies[i]); else s.bind_null(12 + i);
    }
    s.bind(17, p.description).bind(18, p.site_url).bind(19, p.buy_url).bind(20, p.price).bind(21, p.original_price)
        .bind(22, position++)
        .run();
  }
}

}  // namespace

SeedResult seed_demo(store::Store& store, const std::filesystem::path& data_dir) {
  if (has_content(store)) return {false, "The store already has content; nothing was seeded."};
  const DemoContent content = build_demo_content();
  // Files first, so no row ever links to a file that is not there yet.
  for (const auto& f : content.files) write_file_atomically(data_dir / "files" / f.path, f.bytes);
  store.write([&](store::Db& db) { insert_all(db, content); });
  const size_t rows = content.materials.size() + content.papers.size() + content.courses.size() + content.projects.size() +
                      content.jobs.size();
  return {true, "Seeded " + std::to_string(rows) + " demo items and " + std::to_string(content.files.size()) +
                    " files into " + data_dir.string()};
}

}  // namespace pathshala::seed
