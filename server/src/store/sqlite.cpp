#include "store/sqlite.hpp"

#include <sqlite3.h>

#include <memory>
#include <stdexcept>

#include "core/error.hpp"

namespace pathshala::store {

namespace {

// A full disk is not a bug: it is answered as such (core::disk_full, 507), not as a 500.
[[noreturn]] void throw_error(int code, const std::string& message) {
  if ((code & 0xff) == SQLITE_FULL) throw core::disk_full("sqlite: " + message);
  // Another process holds the database (a backup tool, the sqlite3 shell) past the busy
  // timeout: the store is not there for now (503 with Retry-After), not a bug (500).
  if ((code & 0xff) == SQLITE_BUSY || (code & 0xff) == SQLITE_LOCKED)
    throw core::store_unreachable("sqlite: the database is locked by another connection: " + message);
  throw std::runtime_error(message);
}

[[noreturn]] void fail(sqlite3* db, const std::string& what) {
  throw_error(db ? sqlite3_extended_errcode(db) : SQLITE_NOMEM,
              what + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

class SqliteStmt final : public StmtImpl {
 public:
  explicit SqliteStmt(sqlite3_stmt* s) : s_(s) {}
  ~SqliteStmt() override { sqlite3_finalize(s_); }

  void bind_text(int index, std::string_view text) override {
    if (sqlite3_bind_text(s_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT) != SQLITE_OK)
      fail(sqlite3_db_handle(s_), "bind");
  }
  void bind_integer(int index, std::int64_t value) override {
    if (sqlite3_bind_int64(s_, index, value) != SQLITE_OK) fail(sqlite3_db_handle(s_), "bind");
  }
  void bind_null(int index) override {
    if (sqlite3_bind_null(s_, index) != SQLITE_OK) fail(sqlite3_db_handle(s_), "bind");
  }
  bool step() override {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    fail(sqlite3_db_handle(s_), "step");
  }
  bool is_null(int col) const override { return sqlite3_column_type(s_, col) == SQLITE_NULL; }
  std::string text(int col) const override {
    auto p = reinterpret_cast<const char*>(sqlite3_column_text(s_, col));
    return p ? std::string(p, static_cast<size_t>(sqlite3_column_bytes(s_, col))) : std::string();
  }
  std::int64_t integer(int col) const override { return sqlite3_column_int64(s_, col); }
  void reset() override {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }

 private:
  sqlite3_stmt* s_;
};

}  // namespace

std::string like_pattern(const std::string& q) {
  std::string out = "%";
  for (char c : q) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

bool Db::has_row(const char* table, std::string_view id) {
  auto s = prepare(std::string("SELECT 1 FROM ") + table + " WHERE id = ?");
  s.bind(1, id);
  const bool found = s.step();
  while (s.step()) {
  }
  return found;
}

void SqliteDb::busy_timeout(std::chrono::milliseconds limit) {
  sqlite3_busy_timeout(db_, static_cast<int>(limit.count()));
}

int SqliteDb::changes() const { return sqlite3_changes(db_); }

SqliteDb::SqliteDb(const std::string& path, bool read_only) {
  int flags = read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  flags |= SQLITE_OPEN_NOMUTEX;  // each connection is used by one thread at a time
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw std::runtime_error("cannot open database " + path + ": " + msg);
  }
  sqlite3_busy_timeout(db_, 5000);
  sqlite3_extended_result_codes(db_, 1);
  exec("PRAGMA foreign_keys=ON");
}

SqliteDb::~SqliteDb() {
  cache_.clear();  // statements are finalized before the connection closes
  sqlite3_close(db_);
}

void SqliteDb::exec(const std::string& sql) {
  char* err = nullptr;
  if (const int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err); rc != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    throw_error(rc, "sql: " + msg);
  }
}

Stmt SqliteDb::prepare(const std::string& sql) {
  auto it = cache_.find(sql);
  if (it == cache_.end()) {
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v3(db_, sql.c_str(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT, &s, nullptr) !=
        SQLITE_OK)
      fail(db_, "prepare");
    it = cache_.emplace(sql, std::make_unique<SqliteStmt>(s)).first;
  }
  return Stmt(it->second.get());
}

}  // namespace pathshala::store
