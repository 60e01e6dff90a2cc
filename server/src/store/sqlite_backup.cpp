#include "store/sqlite_backup.hpp"

#include <sqlite3.h>

#include <memory>
#include <stdexcept>

namespace pathshala::store {

namespace {

struct Closer {
  void operator()(sqlite3* db) const { sqlite3_close(db); }
};
using Connection = std::unique_ptr<sqlite3, Closer>;

Connection open(const std::filesystem::path& file, int flags) {
  sqlite3* db = nullptr;
  const int rc = sqlite3_open_v2(file.c_str(), &db, flags, nullptr);
  Connection c(db);
  if (rc != SQLITE_OK)
    throw std::runtime_error("cannot open " + file.string() + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
  sqlite3_busy_timeout(db, 5000);
  return c;
}

}  // namespace

void backup_sqlite(const std::filesystem::path& source, const std::filesystem::path& dest) {
  if (std::filesystem::exists(dest)) throw std::runtime_error(dest.string() + " exists already");
  auto from = open(source, SQLITE_OPEN_READONLY);
  auto to = open(dest, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  sqlite3_backup* backup = sqlite3_backup_init(to.get(), "main", from.get(), "main");
  if (!backup) throw std::runtime_error("cannot start the backup: " + std::string(sqlite3_errmsg(to.get())));
  // All pages in one step: one read transaction on the source, so the copy is of one moment
  // (a stepwise copy restarts whenever another connection writes).
  int rc = sqlite3_backup_step(backup, -1);
  while (rc == SQLITE_BUSY || rc == SQLITE_LOCKED) {
    sqlite3_sleep(50);
    rc = sqlite3_backup_step(backup, -1);
  }
  sqlite3_backup_finish(backup);
  if (rc != SQLITE_DONE) {
    const std::string message = sqlite3_errmsg(to.get());
    to.reset();
    std::error_code ec;
    std::filesystem::remove(dest, ec);
    throw std::runtime_error("the backup failed: " + message);
  }
}

std::string sqlite_integrity(const std::filesystem::path& db) {
  auto c = open(db, SQLITE_OPEN_READONLY);
  sqlite3_stmt* s = nullptr;
  if (sqlite3_prepare_v2(c.get(), "PRAGMA integrity_check", -1, &s, nullptr) != SQLITE_OK)
    return sqlite3_errmsg(c.get());
  std::string verdict = "no answer";
  if (sqlite3_step(s) == SQLITE_ROW) verdict = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
  sqlite3_finalize(s);
  return verdict;
}

}  // namespace pathshala::store
