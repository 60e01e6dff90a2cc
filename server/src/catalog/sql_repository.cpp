// catalog::Repository on SQLite. Column lists are written once per table; rows map to the
// record structs in one place each (read_*), and back to statement parameters (bind_*).
#include "catalog/sql_repository.hpp"

#include <algorithm>

#include "store/changes.hpp"
#include "store/store.hpp"

namespace pathshala::catalog {

namespace {

using store::Db;
using store::Stmt;

constexpr const char* kMaterialColumns =
    "id, collection, year, title, description, image_label, subject, download_url, file_type, position";
constexpr const char* kPaperColumns = "id, year, title, download_url, subject, sort_index";
constexpr const char* kCourseColumns =
    "id, kind, year, title, card_title, subject, description, image_url, price, original_price, discount_percentage, "
    "download_url, position, preview_pages";
constexpr const char* kProjectColumns =
    "id, card_title, site_name, subtitle, level, image, ss1_url, ss2_url, ss3_url, ss4_url, ss5_url, tech1, tech2, "
    "tech3, tech4, tech5, proj_desc, site_url, buy_url, price, original_price, position";

Material read_material(const Stmt& s) {
  return {s.text(0),          s.text(1), s.text(2), s.text(3),    s.text(4),    s.text(5),
          s.optional_text(6), s.text(7), s.text(8), s.integer(9), s.integer(10)};
}
void bind_material(Stmt& s, const Material& m) {
  s.bind(1, m.id)
      .bind(2, m.collection)
      .bind(3, m.year)
      .bind(4, m.title)
      .bind(5, m.description)
      .bind(6, m.image_label)
      .bind_optional(7, m.subject)
      .bind(8, m.download_url)
      .bind(9, m.file_type)
      .bind(10, m.position);
}

PreviousYearPaper read_paper(const Stmt& s) {
  return {s.text(0), s.text(1), s.text(2), s.text(3), s.optional_text(4), s.integer(5), s.integer(6)};
}
void bind_paper(Stmt& s, const PreviousYearPaper& p) {
  s.bind(1, p.id).bind(2, p.year).bind(3, p.title).bind(4, p.download_url).bind_optional(5, p.subject).bind(6, p.index);
}

Course read_course(const Stmt& s) {
  Course c{s.text(0), s.text(1),    s.optional_text(2),    s.text(3),     s.text(4),  s.text(5),     s.optional_text(6),
           s.text(7), s.integer(8), s.optional_integer(9), s.integer(10), s.text(11), s.integer(12), s.integer(14)};
  c.preview_pages = s.integer(13);
  return c;
}
void bind_course(Stmt& s, const Course& c) {
  s.bind(1, c.id)
      .bind(2, c.kind)
      .bind_optional(3, c.year)
      .bind(4, c.title)
      .bind(5, c.card_title)
      .bind(6, c.subject)
      .bind_optional(7, c.description)
      .bind(8, c.image_url)
      .bind(9, c.price);
  if (c.original_price)
    s.bind(10, *c.original_price);
  else
    s.bind_null(10);
  s.bind(11, c.discount_percentage).bind(12, c.download_url).bind(13, c.position).bind(14, c.preview_pages);
}

// Five optional columns from `first` on, keeping positions ("" for NULL), trailing gaps dropped.
std::vector<std::string> read_slots(const Stmt& s, int first) {
  std::vector<std::string> out;
  for (int i = 0; i < 5; ++i) out.push_back(s.optional_text(first + i).value_or(""));
  while (!out.empty() && out.back().empty()) out.pop_back();
  return out;
}
void bind_slots(Stmt& s, int first, const std::vector<std::string>& values) {
  for (int i = 0; i < 5; ++i) {
    if (i < static_cast<int>(values.size()) && !values[i].empty())
      s.bind(first + i, values[i]);
    else
      s.bind_null(first + i);
  }
}

Project read_project(const Stmt& s) {
  Project p;
  p.id = s.text(0);
  p.card_title = s.text(1);
  p.site_name = s.text(2);
  p.subtitle = s.text(3);
  p.level = s.text(4);
  p.image = s.text(5);
  p.screenshots = read_slots(s, 6);
  p.technologies = read_slots(s, 11);
  p.description = s.text(16);
  p.site_url = s.text(17);
  p.buy_url = s.text(18);
  p.price = s.integer(19);
  p.original_price = s.integer(20);
  p.position = s.integer(21);
  p.version = s.integer(22);
  return p;
}
void bind_project(Stmt& s, const Project& p) {
  s.bind(1, p.id).bind(2, p.card_title).bind(3, p.site_name).bind(4, p.subtitle).bind(5, p.level).bind(6, p.image);
  bind_slots(s, 7, p.screenshots);
  bind_slots(s, 12, p.technologies);
  s.bind(17, p.description)
      .bind(18, p.site_url)
      .bind(19, p.buy_url)
      .bind(20, p.price)
      .bind(21, p.original_price)
      .bind(22, p.position);
}

std::string placeholders(int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += i ? ", ?" : "?";
  return out;
}

// "col1 = ?2, col2 = ?3, …" for every column after the id, which is ?1.
std::string assignments(std::string_view columns) {
  std::string out;
  int index = 1;
  std::size_t pos = 0;
  while (pos < columns.size()) {
    auto comma = columns.find(',', pos);
    if (comma == std::string_view::npos) comma = columns.size();
    auto name = columns.substr(pos, comma - pos);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    if (index > 1) out += std::string(out.empty() ? "" : ", ") + std::string(name) + " = ?" + std::to_string(index);
    ++index;
    pos = comma + 1;
  }
  return out;
}

int column_count(std::string_view columns) {
  return static_cast<int>(std::count(columns.begin(), columns.end(), ',')) + 1;
}

class SqlRepository final : public Repository {
 public:
  explicit SqlRepository(store::Store& store) : store_(store) {}

  std::int64_t content_version() override { return store_.content_version(store::Store::Domain::catalog); }

  std::optional<std::vector<std::pair<std::string, std::string>>> changes(std::int64_t after, std::int64_t upto,
                                                                          std::size_t limit) override {
    auto changes = store::changes_between(store_, store::Store::Domain::catalog, after, upto, limit);
    if (!changes) return std::nullopt;
    std::vector<std::pair<std::string, std::string>> out;
    for (auto& c : *changes) out.emplace_back(std::move(c.table), std::move(c.id));
    return out;
  }

  std::vector<Material> materials(std::string_view collection, std::string_view year) override {
    return list<Material>(std::string("SELECT ") + kMaterialColumns + ", version" +
                              " FROM materials WHERE collection = ? AND year = ? ORDER BY position, created_at, id",
                          read_material, {collection, year});
  }
  std::optional<Material> material(std::string_view id) override {
    return one<Material>(std::string("SELECT ") + kMaterialColumns + ", version FROM materials WHERE id = ?",
                         read_material, id);
  }
  std::vector<PreviousYearPaper> previous_year_papers(std::string_view year) override {
    return list<PreviousYearPaper>(std::string("SELECT ") + kPaperColumns + ", version" +
                                       " FROM previous_year_papers WHERE year = ? ORDER BY sort_index, created_at, id",
                                   read_paper, {year});
  }
  std::optional<PreviousYearPaper> previous_year_paper(std::string_view id) override {
    return one<PreviousYearPaper>(
        std::string("SELECT ") + kPaperColumns + ", version FROM previous_year_papers WHERE id = ?", read_paper, id);
  }
  std::vector<Course> courses(std::string_view kind, std::string_view year) override {
    if (kind == "bl-notes")
      return list<Course>(std::string("SELECT ") + kCourseColumns + ", version" +
                              " FROM courses WHERE kind = 'bl-notes' AND year = ? ORDER BY position, created_at, id",
                          read_course, {year});
    return list<Course>(std::string("SELECT ") + kCourseColumns + ", version" +
                            " FROM courses WHERE kind = 'premium' ORDER BY position, created_at, id",
                        read_course, {});
  }
  std::vector<Course> priced_courses_with_file(std::string_view url) override {
    return list<Course>(std::string("SELECT ") + kCourseColumns + ", version" +
                            " FROM courses WHERE download_url = ? AND price > 0 ORDER BY id",
                        read_course, {url});
  }
  std::vector<std::pair<std::string, std::string>> records_with_file(std::string_view url) override {
    std::vector<std::pair<std::string, std::string>> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(
          "SELECT 'materials', id FROM materials WHERE download_url = ?1 UNION ALL SELECT 'previous_year_papers', id "
          "FROM previous_year_papers WHERE download_url = ?1 UNION ALL SELECT 'courses', id FROM courses WHERE "
          "download_url = ?1");
      s.bind(1, url);
      while (s.step()) out.emplace_back(s.text(0), s.text(1));
    });
    return out;
  }
  std::optional<Course> course(std::string_view id) override {
    return one<Course>(std::string("SELECT ") + kCourseColumns + ", version FROM courses WHERE id = ?", read_course,
                       id);
  }
  std::vector<Project> projects() override {
    return list<Project>(
        std::string("SELECT ") + kProjectColumns + ", version FROM projects ORDER BY position, created_at, id",
        read_project, {});
  }
  std::optional<Project> project(std::string_view id) override {
    return one<Project>(std::string("SELECT ") + kProjectColumns + ", version FROM projects WHERE id = ?", read_project,
                        id);
  }

  void insert_material(const Material& m) override { insert("materials", kMaterialColumns, m, bind_material); }
  WriteOutcome update_material(const Material& m, Version expected) override {
    return update("materials", kMaterialColumns, m, bind_material, expected);
  }
  WriteOutcome remove_material(std::string_view id, Version expected) override {
    return remove("materials", id, expected);
  }
  void insert_paper(const PreviousYearPaper& p) override {
    insert("previous_year_papers", kPaperColumns, p, bind_paper);
  }
  WriteOutcome update_paper(const PreviousYearPaper& p, Version expected) override {
    return update("previous_year_papers", kPaperColumns, p, bind_paper, expected);
  }
  WriteOutcome remove_paper(std::string_view id, Version expected) override {
    return remove("previous_year_papers", id, expected);
  }
  void insert_course(const Course& c) override { insert("courses", kCourseColumns, c, bind_course); }
  WriteOutcome update_course(const Course& c, Version expected) override {
    return update("courses", kCourseColumns, c, bind_course, expected);
  }
  WriteOutcome remove_course(std::string_view id, Version expected) override { return remove("courses", id, expected); }
  void insert_project(const Project& p) override { insert("projects", kProjectColumns, p, bind_project); }
  WriteOutcome update_project(const Project& p, Version expected) override {
    return update("projects", kProjectColumns, p, bind_project, expected);
  }
  WriteOutcome remove_project(std::string_view id, Version expected) override {
    return remove("projects", id, expected);
  }

  std::vector<std::string> insert_new(const Batch& batch) override {
    std::vector<std::string> skipped;
    store_.write([&](Db& db) {
      skipped.clear();  // a write may run again (PostgreSQL retries serialization failures)
      auto add_all = [&](const char* table, const char* columns, const auto& records, auto bind) {
        const std::string sql = std::string("INSERT INTO ") + table + " (" + columns + ") VALUES (" +
                                placeholders(column_count(columns)) + ") ON CONFLICT(id) DO NOTHING";
        for (const auto& r : records) {
          auto s = db.prepare(sql);  // cached: prepared once per connection
          bind(s, r);
          s.run();
          if (db.changes() == 0) skipped.push_back(r.id);
        }
      };
      add_all("materials", kMaterialColumns, batch.materials, bind_material);
      add_all("previous_year_papers", kPaperColumns, batch.papers, bind_paper);
      add_all("courses", kCourseColumns, batch.courses, bind_course);
      add_all("projects", kProjectColumns, batch.projects, bind_project);
    });
    return skipped;
  }

  std::vector<std::string> priced_download_urls() override {
    std::vector<std::string> out;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT DISTINCT download_url FROM courses WHERE price > 0");
      while (s.step()) out.push_back(s.text(0));
    });
    return out;
  }

  std::vector<std::pair<std::string, std::string>> added_between(std::int64_t from_s, std::int64_t to_s,
                                                                 int limit) override {
    std::vector<std::pair<std::string, std::string>> out;
    store_.read([&](Db& db) {
      out.clear();
      auto s = db.prepare(
          "SELECT kind, id FROM (SELECT 'material' AS kind, id, created_at FROM materials WHERE created_at >= ?1 AND "
          "created_at < ?2 UNION ALL SELECT 'paper', id, created_at FROM previous_year_papers WHERE created_at >= ?1 "
          "AND created_at < ?2 UNION ALL SELECT 'course', id, created_at FROM courses WHERE kind = 'bl-notes' AND "
          "created_at >= ?1 AND created_at < ?2) added ORDER BY created_at DESC, id LIMIT ?3");
      s.bind(1, from_s).bind(2, to_s).bind(3, limit);
      while (s.step()) out.emplace_back(s.text(0), s.text(1));
    });
    return out;
  }

  bool has_content() override {
    bool any = false;
    store_.read([&](Db& db) {
      auto q = db.prepare(
          "SELECT EXISTS(SELECT 1 FROM materials) OR EXISTS(SELECT 1 FROM previous_year_papers) "
          "OR EXISTS(SELECT 1 FROM courses) OR EXISTS(SELECT 1 FROM projects)");
      any = q.step() && q.integer(0) != 0;
    });
    return any;
  }

 private:
  template <class T>
  std::vector<T> list(const std::string& sql, T (*read)(const Stmt&), std::initializer_list<std::string_view> args) {
    std::vector<T> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(sql);
      int i = 0;
      for (auto a : args) s.bind(++i, a);
      while (s.step()) out.push_back(read(s));
    });
    return out;
  }

  template <class T>
  std::optional<T> one(const std::string& sql, T (*read)(const Stmt&), std::string_view id) {
    std::optional<T> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(sql);
      s.bind(1, id);
      if (s.step()) out = read(s);
      while (s.step()) {
      }
    });
    return out;
  }

  template <class T>
  void insert(const char* table, const char* columns, const T& record, void (*bind)(Stmt&, const T&)) {
    store_.write([&](Db& db) {
      auto s = db.prepare(std::string("INSERT INTO ") + table + " (" + columns + ") VALUES (" +
                          placeholders(column_count(columns)) + ")");
      bind(s, record);
      s.run();
    });
  }

  template <class T>
  WriteOutcome update(const char* table, const char* columns, const T& record, void (*bind)(Stmt&, const T&),
                      Version expected) {
    WriteOutcome outcome = WriteOutcome::done;
    const int version_param = column_count(columns) + 1;
    store_.write([&](Db& db) {
      auto s = db.prepare(std::string("UPDATE ") + table + " SET " + assignments(columns) +
                          ", version = version + 1 WHERE id = ?1 AND (CAST(?" + std::to_string(version_param) +
                          " AS BIGINT) IS NULL OR version = ?" + std::to_string(version_param) + ")");
      bind(s, record);
      if (expected)
        s.bind(version_param, *expected);
      else
        s.bind_null(version_param);
      s.run();
      if (db.changes() == 0) outcome = db.has_row(table, record.id) ? WriteOutcome::stale : WriteOutcome::missing;
    });
    return outcome;
  }

  WriteOutcome remove(const char* table, std::string_view id, Version expected) {
    WriteOutcome outcome = WriteOutcome::done;
    store_.write([&](Db& db) {
      auto s = db.prepare(std::string("DELETE FROM ") + table +
                          " WHERE id = ?1 AND (CAST(?2 AS BIGINT) IS NULL OR version = ?2)");
      s.bind(1, id);
      if (expected)
        s.bind(2, *expected);
      else
        s.bind_null(2);
      s.run();
      if (db.changes() == 0) outcome = db.has_row(table, id) ? WriteOutcome::stale : WriteOutcome::missing;
    });
    return outcome;
  }

  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlRepository>(store); }

bool links_to(store::Db& db, std::string_view url) {
  // Every column a catalog record keeps a link in (migrations 0001).
  auto used = db.prepare(
      "SELECT EXISTS(SELECT 1 FROM materials WHERE download_url = ?1) "
      "OR EXISTS(SELECT 1 FROM previous_year_papers WHERE download_url = ?1) "
      "OR EXISTS(SELECT 1 FROM courses WHERE image_url = ?1 OR download_url = ?1) "
      "OR EXISTS(SELECT 1 FROM projects WHERE ?1 IN (image, ss1_url, ss2_url, ss3_url, ss4_url, ss5_url, "
      "site_url, buy_url))");
  used.bind(1, url);
  const bool linked = used.step() && used.integer(0) != 0;
  while (used.step()) {
  }
  return linked;
}

}  // namespace pathshala::catalog
