#pragma once
// The store: one SQLite database file at <data>/pathshala.db, in WAL mode with
// busy_timeout and foreign_keys=ON. Writes are serialized through one writer connection
// (BEGIN IMMEDIATE); readers use one read-only connection per thread. Every statement is
// parameterized and prepared statements are cached per connection.
#include <chrono>
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
  // content table bump meta.content_version. A write through this Store is seen at once;
  // the database is re-read at most every kVersionRecheck otherwise, so a write by another
  // instance behind the same load balancer shows within that time. Cheap enough for every
  // request.
  std::int64_t content_version();
  static constexpr std::chrono::milliseconds kVersionRecheck{200};

  // Runs fn on this thread's read-only connection.
  void read(const std::function<void(Db&)>& fn);
  // Runs fn inside BEGIN IMMEDIATE … COMMIT on the single writer connection (rolled back if
  // fn throws). Writers are serialized.
  void write(const std::function<void(Db&)>& fn);
  // write, committed with synchronous=FULL: when it returns, the change survives a power
  // cut, not only a crash of this process (payments; everything else uses NORMAL, which in
  // WAL mode can lose the last commits on power loss but never corrupts).
  void write_durable(const std::function<void(Db&)>& fn);

 private:
  explicit Store(std::filesystem::path file);
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::store
