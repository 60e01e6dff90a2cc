// file_text::Repository on the store, SQLite or PostgreSQL (one SQL).
#include <algorithm>
#include <array>

#include "background/task_repository.hpp"
#include "catalog/site_files.hpp"
#include "file_text/repository.hpp"
#include "store/changes.hpp"
#include "store/store.hpp"

namespace pathshala::file_text {

namespace {

constexpr std::array<const char*, 4> kStateNames{"queued", "running", "done", "failed"};
constexpr const char* kColumns = "url, sha256, state, page_count, pages_total, ocr_pages, error, updated_at";

FileRecord record_of(store::Stmt& s) {
  FileRecord r;
  r.url = s.text(0);
  r.sha256 = s.text(1);
  r.state = parse_state(s.text(2)).value_or(FileState::failed);
  r.page_count = static_cast<int>(s.integer(3));
  r.pages_total = static_cast<int>(s.integer(4));
  r.ocr_pages = static_cast<int>(s.integer(5));
  if (!s.is_null(6)) r.error = s.text(6);
  r.updated_at = s.integer(7);
  return r;
}

// Logs a catalog change for every record that links url, without changing the records
// (their triggers log an UPDATE, migration 0013): the catalog's caches, the pages drawn from
// it and the search index follow the change log, and a preview or the text a search finds
// is part of what those records show. A site document (catalog/site_files.hpp) has no row:
// its change is logged under its id.
void log_change_of_linking_records(store::Db& db, const std::string& url, const SiteFileId& site_file_id) {
  for (const char* table : {"materials", "previous_year_papers", "courses"})
    db.prepare(std::string("UPDATE ") + table + " SET id = id WHERE download_url = ?").bind(1, url).run();
  if (auto id = site_file_id ? site_file_id(url) : std::nullopt)
    store::log_change(db, store::Store::Domain::catalog, catalog::kSiteFilesTable, *id);
}

class SqlRepository final : public Repository {
 public:
  SqlRepository(store::Store& store, SiteFileId site_file_id) : store_(store), site_file_id_(std::move(site_file_id)) {}

  bool track(const std::string& url, const background::NewTask& task, std::int64_t now) override {
    bool tracked = false;
    store_.write([&](store::Db& db) {
      db.prepare("INSERT INTO file_texts (url, state, updated_at) VALUES (?, 'queued', ?) ON CONFLICT (url) DO NOTHING")
          .bind(1, url)
          .bind(2, now)
          .run();
      tracked = db.changes() > 0;
      if (tracked) background::TaskRepository::enqueue(db, task, now);
    });
    return tracked;
  }

  bool requeue(const std::string& url, const background::NewTask& task, std::int64_t now) override {
    bool queued = false;
    store_.write([&](store::Db& db) {
      db.prepare("UPDATE file_texts SET state = 'queued', error = NULL, updated_at = ? WHERE url = ?")
          .bind(1, now)
          .bind(2, url)
          .run();
      queued = db.changes() > 0;
      if (queued) background::TaskRepository::enqueue(db, task, now);
      if (queued) log_change_of_linking_records(db, url, site_file_id_);  // a failed file's card changes
    });
    return queued;
  }

  void mark_running(const std::string& url, std::int64_t now) override {
    store_.write([&](store::Db& db) {
      db.prepare("UPDATE file_texts SET state = 'running', updated_at = ? WHERE url = ?")
          .bind(1, now)
          .bind(2, url)
          .run();
    });
  }

  void save_pages(const std::string& url, const std::string& sha256, int pages_total,
                  const std::vector<PageRecord>& pages, std::int64_t now) override {
    int ocr_pages = 0;
    for (const auto& p : pages) ocr_pages += p.ocr ? 1 : 0;
    store_.write([&](store::Db& db) {
      db.prepare("DELETE FROM file_pages WHERE url = ?").bind(1, url).run();
      for (const auto& p : pages) {
        // A use of the cached statement per row (a Stmt resets when it goes).
        db.prepare("INSERT INTO file_pages (url, page, text, ocr, width, height, source) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .bind(1, url)
            .bind(2, std::int64_t{p.number})
            .bind(3, p.text)
            .bind(4, std::int64_t{p.ocr ? 1 : 0})
            .bind(5, std::int64_t{p.width})
            .bind(6, std::int64_t{p.height})
            .bind(7, p.source)
            .run();
      }
      db.prepare(
            "UPDATE file_texts SET state = 'done', sha256 = ?, page_count = ?, pages_total = ?, ocr_pages = ?, "
            "error = NULL, updated_at = ? WHERE url = ?")
          .bind(1, sha256)
          .bind(2, static_cast<std::int64_t>(pages.size()))
          .bind(3, std::int64_t{pages_total})
          .bind(4, std::int64_t{ocr_pages})
          .bind(5, now)
          .bind(6, url)
          .run();
      log_change_of_linking_records(db, url, site_file_id_);
    });
  }

  void mark_failed(const std::string& url, const std::string& error, bool final, std::int64_t now) override {
    store_.write([&](store::Db& db) {
      db.prepare("UPDATE file_texts SET state = ?, error = ?, updated_at = ? WHERE url = ?")
          .bind(1, final ? "failed" : "queued")
          .bind(2, error)
          .bind(3, now)
          .bind(4, url)
          .run();
      if (final) log_change_of_linking_records(db, url, site_file_id_);
    });
  }

  std::optional<FileRecord> find(const std::string& url) override {
    std::optional<FileRecord> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kColumns + " FROM file_texts WHERE url = ?");
      s.bind(1, url);
      if (s.step()) out = record_of(s);
      while (s.step()) {
      }
    });
    return out;
  }

  std::vector<FileRecord> find_many(const std::vector<std::string>& urls) override {
    std::vector<FileRecord> out;
    constexpr std::size_t kAtOnce = 100;
    store_.read([&](store::Db& db) {
      out.clear();
      for (std::size_t from = 0; from < urls.size(); from += kAtOnce) {
        const auto n = std::min(kAtOnce, urls.size() - from);
        std::string marks;
        for (std::size_t i = 0; i < n; ++i) marks += i == 0 ? "?" : ", ?";
        auto s = db.prepare(std::string("SELECT ") + kColumns + " FROM file_texts WHERE url IN (" + marks + ")");
        for (std::size_t i = 0; i < n; ++i) s.bind(static_cast<int>(i + 1), urls[from + i]);
        while (s.step()) out.push_back(record_of(s));
      }
    });
    return out;
  }

  std::vector<PageRecord> pages(const std::string& url) override {
    std::vector<PageRecord> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare("SELECT page, text, ocr, width, height, source FROM file_pages WHERE url = ? ORDER BY page");
      s.bind(1, url);
      while (s.step())
        out.push_back({static_cast<int>(s.integer(0)), s.text(1), s.integer(2) != 0, static_cast<int>(s.integer(3)),
                       static_cast<int>(s.integer(4)), s.text(5)});
    });
    return out;
  }

  std::vector<FileRecord> list(std::optional<FileState> state, int offset, int limit) override {
    std::vector<FileRecord> out;
    store_.read([&](store::Db& db) {
      auto s =
          db.prepare(std::string("SELECT ") + kColumns +
                     " FROM file_texts WHERE (? = '' OR state = ?) ORDER BY updated_at DESC, url LIMIT ? OFFSET ?");
      const std::string name = state ? state_name(*state) : "";
      s.bind(1, name).bind(2, name).bind(3, std::int64_t{limit} + 1).bind(4, std::int64_t{offset});
      while (s.step()) out.push_back(record_of(s));
    });
    return out;
  }

  StateCounts counts() override {
    StateCounts out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare("SELECT state, COUNT(*) FROM file_texts GROUP BY state");
      while (s.step()) {
        const auto state = parse_state(s.text(0));
        const auto n = s.integer(1);
        if (state == FileState::queued) out.queued = n;
        if (state == FileState::running) out.running = n;
        if (state == FileState::done) out.done = n;
        if (state == FileState::failed) out.failed = n;
      }
    });
    return out;
  }

  bool sha256_in_use(const std::string& sha256) override {
    bool used = false;
    store_.read([&](store::Db& db) {
      auto s = db.prepare("SELECT 1 FROM file_texts WHERE sha256 = ? LIMIT 1");
      s.bind(1, sha256);
      used = s.step();
      while (s.step()) {
      }
    });
    return used;
  }

  std::vector<std::string> tracked_urls() override {
    std::vector<std::string> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare("SELECT url FROM file_texts");
      while (s.step()) out.push_back(s.text(0));
    });
    return out;
  }

 private:
  store::Store& store_;
  SiteFileId site_file_id_;
};

}  // namespace

const char* state_name(FileState state) { return kStateNames[static_cast<std::size_t>(state)]; }

std::optional<FileState> parse_state(std::string_view name) {
  for (std::size_t i = 0; i < kStateNames.size(); ++i)
    if (name == kStateNames[i]) return static_cast<FileState>(i);
  return std::nullopt;
}

std::unique_ptr<Repository> make_sql_repository(store::Store& store, SiteFileId site_file_id) {
  return std::make_unique<SqlRepository>(store, std::move(site_file_id));
}

}  // namespace pathshala::file_text
