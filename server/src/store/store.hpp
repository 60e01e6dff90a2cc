#pragma once
// The store: the database every module's repository reads and writes through.
//
//  - SQLite (the default): one file at <data>/pathshala.db in WAL mode; writes serialized
//    through one writer connection (BEGIN IMMEDIATE); one read-only connection per thread.
//  - PostgreSQL (--database postgresql://…): a bounded pool of libpq connections; writes are
//    SERIALIZABLE transactions, retried when PostgreSQL reports a serialization failure or
//    a deadlock — so a write function may run more than once and must only set what it
//    reports (not append to what it was given).
//
// Every statement is parameterized and prepared statements are cached per connection.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "store/db.hpp"

namespace pathshala::store {

class Store {
 public:
  // Opens (creating if needed) <data_dir>/pathshala.db. Throws std::runtime_error on failure.
  static std::unique_ptr<Store> open_sqlite(const std::filesystem::path& data_dir);
  // Connects to a PostgreSQL database (a libpq URI or key=value string) with at most
  // pool_size connections. Throws std::runtime_error when it cannot connect.
  static std::unique_ptr<Store> open_postgresql(const std::string& url, unsigned pool_size);
  // PostgreSQL when database_url is set, else SQLite in data_dir.
  static std::unique_ptr<Store> open(const std::string& database_url, const std::filesystem::path& data_dir,
                                     unsigned pool_size);

  virtual ~Store() = default;
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  virtual Dialect dialect() const = 0;

  // The connection pool's use now (PostgreSQL; nothing on SQLite), for /metrics.
  struct PoolUse {
    std::size_t capacity = 0, open = 0, idle = 0, waiting = 0;
  };
  virtual std::optional<PoolUse> pool_use() { return std::nullopt; }

  // Applies every embedded migration of this dialect not yet applied, in order, each in a
  // transaction; several processes starting at once apply each exactly once. Returns how
  // many this call applied.
  virtual int migrate() = 0;

  // Changes whenever content of the domain changes, in any process using the same database:
  // triggers on every content table bump meta.content_version (all content) and
  // catalog_version (materials, papers, courses, projects) or jobs_version (migration 0012;
  // once per changed row, logged in content_changes since 0013: store/changes.hpp), so a
  // catalog edit leaves the jobs' caches and index alone, and a job edit the catalog's.
  // A write through this Store is seen at once; other processes' writes within
  // kVersionRecheck, so every instance's indexes show an edit within 100 ms (issue 26: one
  // indexed read of a three-row table 20 times a second is cheaper and sturdier than
  // LISTEN/NOTIFY, whose notices are lost while a connection is down). Cheap enough for
  // every request (never waits on the database on PostgreSQL: a background thread follows it).
  enum class Domain { all, catalog, jobs };
  virtual std::int64_t content_version(Domain domain = Domain::all) = 0;
  static constexpr std::chrono::milliseconds kVersionRecheck{50};

 protected:
  // The versions of the three domains, read from meta in one query.
  struct Versions {
    std::int64_t all = 0, catalog = 0, jobs = 0;
    std::int64_t of(Domain d) const { return d == Domain::catalog ? catalog : d == Domain::jobs ? jobs : all; }
  };
  static Versions read_versions(Db& db);

 public:
  // Runs fn on a connection of its own for reading (autocommit).
  virtual void read(const std::function<void(Db&)>& fn) = 0;
  // Runs fn inside one transaction (rolled back if fn throws). Writers are serialized.
  virtual void write(const std::function<void(Db&)>& fn) = 0;
  // write, committed so that when it returns the change survives a power cut, not only a
  // crash of this process (payments).
  virtual void write_durable(const std::function<void(Db&)>& fn) = 0;

 protected:
  Store() = default;
};

}  // namespace pathshala::store
