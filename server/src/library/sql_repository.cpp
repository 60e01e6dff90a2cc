// library::Repository on the store, SQLite or PostgreSQL (one SQL).
#include "library/repository.hpp"

#include <algorithm>

#include "store/store.hpp"

namespace pathshala::library {

namespace {

// The time an entry gets: now, or just after the student's newest when a clock step or two
// saves in one millisecond would tie (the lists are ordered by it).
std::int64_t after_newest(store::Db& db, const char* table, const char* column, const std::string& uid,
                          std::int64_t now_ms) {
  auto s = db.prepare(std::string("SELECT MAX(") + column + ") FROM " + table + " WHERE uid = ?");
  s.bind(1, uid);
  std::int64_t at = now_ms;
  if (s.step() && !s.is_null(0)) at = std::max(at, s.integer(0) + 1);
  while (s.step()) {
  }
  return at;
}

std::vector<Entry> read_entries(store::Stmt& s) {
  std::vector<Entry> out;
  while (s.step()) out.push_back({s.text(0), s.text(1), s.integer(2)});
  return out;
}

class SqlLibrary final : public Repository {
 public:
  explicit SqlLibrary(store::Store& store) : store_(store) {}

  SaveOutcome save(const std::string& uid, std::string_view kind, std::string_view item_id, std::int64_t now_ms,
                   int max_saved) override {
    SaveOutcome outcome = SaveOutcome::saved;
    store_.write([&](store::Db& db) {
      auto exists = db.prepare("SELECT 1 FROM library_items WHERE uid = ? AND kind = ? AND item_id = ?");
      exists.bind(1, uid).bind(2, kind).bind(3, item_id);
      if (exists.step()) {
        outcome = SaveOutcome::already_saved;
        return;
      }
      auto count = db.prepare("SELECT COUNT(*) FROM library_items WHERE uid = ?");
      count.bind(1, uid);
      if (count.step() && count.integer(0) >= max_saved) {
        outcome = SaveOutcome::full;
        return;
      }
      const auto saved_at = after_newest(db, "library_items", "saved_at", uid, now_ms);
      db.prepare("INSERT INTO library_items (uid, kind, item_id, saved_at) VALUES (?, ?, ?, ?)")
          .bind(1, uid)
          .bind(2, kind)
          .bind(3, item_id)
          .bind(4, saved_at)
          .run();
    });
    return outcome;
  }

  bool remove(const std::string& uid, std::string_view kind, std::string_view item_id) override {
    bool removed = false;
    store_.write([&](store::Db& db) {
      db.prepare("DELETE FROM library_items WHERE uid = ? AND kind = ? AND item_id = ?")
          .bind(1, uid)
          .bind(2, kind)
          .bind(3, item_id)
          .run();
      removed = db.changes() > 0;
    });
    return removed;
  }

  std::vector<Entry> saved(const std::string& uid) override {
    std::vector<Entry> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(
          "SELECT kind, item_id, saved_at FROM library_items WHERE uid = ? ORDER BY saved_at DESC, kind, item_id");
      s.bind(1, uid);
      out = read_entries(s);
    });
    return out;
  }

  void opened(const std::string& uid, std::string_view kind, std::string_view item_id, std::int64_t now_ms,
              int keep) override {
    store_.write([&](store::Db& db) {
      const auto opened_at = after_newest(db, "recent_items", "opened_at", uid, now_ms);
      db.prepare(
            "INSERT INTO recent_items (uid, kind, item_id, opened_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (uid, kind, item_id) DO UPDATE SET opened_at = excluded.opened_at")
          .bind(1, uid)
          .bind(2, kind)
          .bind(3, item_id)
          .bind(4, opened_at)
          .run();
      // Only the newest `keep` stay: the rest of this student's list goes.
      db.prepare(
            "DELETE FROM recent_items WHERE uid = ?1 AND (kind, item_id) NOT IN (SELECT kind, item_id FROM "
            "recent_items WHERE uid = ?1 ORDER BY opened_at DESC, kind, item_id LIMIT ?2)")
          .bind(1, uid)
          .bind(2, keep)
          .run();
    });
  }

  std::vector<Entry> recent(const std::string& uid, int limit) override {
    std::vector<Entry> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(
          "SELECT kind, item_id, opened_at FROM recent_items WHERE uid = ? ORDER BY opened_at DESC, kind, item_id "
          "LIMIT ?");
      s.bind(1, uid).bind(2, limit);
      out = read_entries(s);
    });
    return out;
  }

  void forget(const std::string& uid, std::string_view kind, std::string_view item_id) override {
    store_.write([&](store::Db& db) {
      for (const char* table : {"library_items", "recent_items"})
        db.prepare(std::string("DELETE FROM ") + table + " WHERE uid = ? AND kind = ? AND item_id = ?")
            .bind(1, uid)
            .bind(2, kind)
            .bind(3, item_id)
            .run();
    });
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlLibrary>(store); }

}  // namespace pathshala::library
