#pragma once
// The store: one SQLite database file at <data>/pathshala.db, in WAL mode with
// busy_timeout and foreign_keys=ON. Writes are serialized through one writer connection
// (BEGIN IMMEDIATE); readers use one read-only connection per thread. Every statement is
// parameterized and prepared statements are cached per connection.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>

#include "store/sqlite.hpp"

namespace pathshala::store {

class Store {
 public:
  // Opens (creating if needed) <data_dir>/pathshala.db. Throws std::runtime_error on failure.
  static std::unique_ptr<Store> open_sqlite(const std::filesystem::path& data_dir);
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // Applies every embedded migration not yet applied, in order, each in a transaction.
  // Returns how many were applied.
  int migrate();

  // Changes whenever content changes, in any process using the same file: triggers on every
  // content table bump meta.content_version. One cached indexed read on this thread's reader
  // connection, so it is safe to call on every request.
  std::int64_t content_version();

  // Runs fn on this thread's read-only connection.
  void read(const std::function<void(Db&)>& fn);
  // Runs fn inside BEGIN IMMEDIATE … COMMIT on the single writer connection (rolled back if
  // fn throws). Writers are serialized.
  void write(const std::function<void(Db&)>& fn);

 private:
  explicit Store(std::filesystem::path file);
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::store
