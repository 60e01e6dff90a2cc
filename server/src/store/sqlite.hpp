#pragma once
// store::Db on SQLite: a connection with a prepared-statement cache.
#include <chrono>
#include <memory>
#include <string>
#include <unordered_map>

#include "store/db.hpp"

struct sqlite3;

namespace pathshala::store {

class SqliteDb final : public Db {
 public:
  SqliteDb(const std::string& path, bool read_only);
  ~SqliteDb() override;
  SqliteDb(const SqliteDb&) = delete;
  SqliteDb& operator=(const SqliteDb&) = delete;

  Dialect dialect() const override { return Dialect::sqlite; }
  void exec(const std::string& sql) override;
  Stmt prepare(const std::string& sql) override;
  int changes() const override;
  // How long a statement waits for another connection's lock before it fails (SQLITE_BUSY).
  void busy_timeout(std::chrono::milliseconds limit);

 private:
  sqlite3* db_ = nullptr;
  std::unordered_map<std::string, std::unique_ptr<StmtImpl>> cache_;
};

}  // namespace pathshala::store
