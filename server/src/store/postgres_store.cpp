// store::Store on PostgreSQL: a bounded pool of connections shared by every thread, writes
// as SERIALIZABLE transactions retried on serialization failures (and once on a unique violation), migrations under an
// advisory lock, and the content version followed by a background thread.
#include <spdlog/spdlog.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

#include "core/error.hpp"
#include "core/outside_waits.hpp"
#include "core/repeated_log.hpp"
#include "store/migrations.hpp"
#include "store/open_transactions.hpp"
#include "store/postgres.hpp"
#include "store/store.hpp"

namespace pathshala::store {

namespace {

// Any fixed number: every instance takes the same lock before migrating.
constexpr std::int64_t kMigrationLock = 0x7061746873686c61;  // "pathshla"
constexpr int kMaxAttempts = 10;
constexpr auto kWaitForConnection = std::chrono::seconds(10);

class PgStore final : public Store {
 public:
  PgStore(std::string conninfo, unsigned pool_size) : conninfo_(std::move(conninfo)), capacity_(pool_size) {
    // Connect once now, so a wrong URL fails at start rather than at the first request.
    idle_.push_back(std::make_unique<PgDb>(conninfo_));
    ++open_;
    follower_ = std::thread([this] { follow_content_version(); });
  }

  ~PgStore() override {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    stop_.notify_all();
    follower_.join();
  }

  Dialect dialect() const override { return Dialect::postgresql; }

  int migrate() override {
    // A migration may rebuild a large table: it waits as long as that takes.
    core::LongerOutsideWaits long_work(std::chrono::hours(1));
    Lease lease(*this);
    Db& db = lease.db();
    // N instances starting at once: the first to get the lock migrates, the others wait
    // and then find nothing left to do.
    db.exec("SELECT pg_advisory_lock(" + std::to_string(kMigrationLock) + ")");
    struct Unlock {
      Db& db;
      ~Unlock() {
        try {
          db.exec("SELECT pg_advisory_unlock(" + std::to_string(kMigrationLock) + ")");
        } catch (...) {  // the lock ends with the session anyway
        }
      }
    } unlock{db};
    db.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at "
        "BIGINT NOT NULL)");
    int applied = 0;
    for (const auto& m : embedded_migrations(Dialect::postgresql)) {
      bool done;
      {
        auto q = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?");
        q.bind(1, m.version);
        done = q.step();
      }
      if (done) continue;
      db.exec("BEGIN");
      try {
        db.exec(std::string(m.sql));
        db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, extract(epoch from now()))")
            .bind(1, m.version)
            .bind(2, m.name)
            .run();
        db.exec("COMMIT");
      } catch (...) {
        db.exec("ROLLBACK");
        throw;
      }
      spdlog::info("applied migration {}", m.name);
      ++applied;
    }
    refresh_version(db);
    return applied;
  }

  std::int64_t content_version(Domain domain) override {
    const auto& v = domain == Domain::catalog ? catalog_ : domain == Domain::jobs ? jobs_ : all_;
    return v.load(std::memory_order_acquire);
  }

  void read(const std::function<void(Db&)>& fn) override {
    if (Db* open = OpenTransactions::joined(this)) return fn(*open);
    answered_as_service_failure([&] {
      Lease lease(*this);
      fn(lease.db());
    });
  }

  std::optional<PoolUse> pool_use() override {
    std::lock_guard lock(mutex_);
    return PoolUse{capacity_, static_cast<std::size_t>(open_), idle_.size(), waiting_};
  }

  void write(const std::function<void(Db&)>& fn) override {
    if (Db* open = OpenTransactions::joined(this)) return fn(*open);
    answered_as_service_failure([&] { transact(fn); });
  }
  // synchronous_commit is on (PostgreSQL's default) for every write here: a commit is on
  // disk (and on a synchronous replica, if one is configured) when it returns.
  void write_durable(const std::function<void(Db&)>& fn) override {
    if (Db* open = OpenTransactions::joined(this)) return fn(*open);
    answered_as_service_failure([&] { transact(fn); });
  }

 private:
  // Runs work, turning the errors that mean "PostgreSQL is not there" (a connection failure,
  // a shutdown, no connection free in time) into core::store_unreachable (503 with
  // Retry-After) and a full disk into core::disk_full (507). A broken connection is dropped
  // by give_back; the next request connects afresh, so the process recovers by itself once
  // PostgreSQL is back.
  template <class F>
  static void answered_as_service_failure(F work) {
    try {
      work();
    } catch (const DbError& e) {
      const auto& state = e.sqlstate();
      if (state.starts_with("08") || state == "57P01" || state == "57P02" || state == "57P03" || state == "53300")
        throw core::store_unreachable(e.what());
      if (state == "53100") throw core::disk_full(e.what());
      throw;
    }
  }

  // A connection taken from the pool for one read or write, returned afterwards (or dropped
  // when it broke).
  class Lease {
   public:
    explicit Lease(PgStore& store) : store_(store), db_(store.take()) {}
    ~Lease() { store_.give_back(std::move(db_)); }
    PgDb& db() { return *db_; }

   private:
    PgStore& store_;
    std::unique_ptr<PgDb> db_;
  };

  std::unique_ptr<PgDb> take() {
    std::unique_lock lock(mutex_);
    ++waiting_;
    // No longer than the thread may wait for the store at all (a request: 2.5 s).
    const auto wait = std::min<std::chrono::milliseconds>(kWaitForConnection, core::outside_wait_limit());
    const bool free = available_.wait_for(lock, wait, [&] { return !idle_.empty() || open_ < capacity_; });
    --waiting_;
    if (!free) throw DbError("no database connection became free in time", "53300");
    if (!idle_.empty()) {
      auto db = std::move(idle_.back());
      idle_.pop_back();
      return db;
    }
    ++open_;  // connect outside the lock
    lock.unlock();
    try {
      return std::make_unique<PgDb>(conninfo_);
    } catch (...) {
      std::lock_guard relock(mutex_);
      --open_;
      available_.notify_one();
      throw;
    }
  }

  void give_back(std::unique_ptr<PgDb> db) {
    std::lock_guard lock(mutex_);
    if (db && db->healthy()) {
      idle_.push_back(std::move(db));
    } else {
      // One connection broke or stopped answering: the idle ones went through the same
      // outage, so they go too, and the next callers connect afresh instead of each finding
      // a dead connection first (issue 49: after PostgreSQL came back, requests still failed).
      open_ -= static_cast<unsigned>(idle_.size()) + 1;
      idle_.clear();
    }
    available_.notify_all();
  }

  void transact(const std::function<void(Db&)>& fn) {
    Lease lease(*this);
    PgDb& db = lease.db();
    thread_local std::minstd_rand jitter(std::random_device{}());
    for (int attempt = 1;; ++attempt) {
      db.exec("BEGIN ISOLATION LEVEL SERIALIZABLE");
      try {
        OpenTransactions::Scope scope(this, db);
        fn(db);
        db.exec("COMMIT");
        break;
      } catch (const DbError& e) {
        rollback(db);
        // A unique violation is run again once: a check-then-insert that lost a race sees the
        // winner's row then; one that fails again is a real error.
        const bool lost_a_race = e.unique_violation() && attempt == 1;
        if ((!e.retryable() && !lost_a_race) || attempt == kMaxAttempts) throw;
        // Another transaction touched the same rows: run again after a short, random wait.
        std::this_thread::sleep_for(std::chrono::milliseconds(1 + jitter() % (10 * attempt)));
      } catch (...) {
        rollback(db);
        throw;
      }
    }
    refresh_version(db);
  }

  static void rollback(PgDb& db) {
    try {
      if (db.healthy()) db.exec("ROLLBACK");
    } catch (...) {  // a broken connection is dropped by give_back
    }
  }

  // Versions only move forward: the follower's read, taken just before a write of this
  // process committed, must not replace the newer version that write stored (a cache keyed
  // by the older version would then answer with what the write changed).
  static void raise(std::atomic<std::int64_t>& version, std::int64_t read) {
    auto seen = version.load(std::memory_order_acquire);
    while (read > seen && !version.compare_exchange_weak(seen, read, std::memory_order_acq_rel)) {
    }
  }

  void refresh_version(Db& db) {
    try {
      const auto read = read_versions(db);
      raise(catalog_, read.catalog);
      raise(jobs_, read.jobs);
      raise(all_, read.all);
    } catch (const DbError&) {  // no meta table yet (before migrations)
    }
  }

  // Other instances' writes: the version row read every kVersionRecheck on a connection of
  // its own, so requests never wait for it.
  void follow_content_version() {
    std::unique_ptr<PgDb> db;
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      lock.unlock();
      try {
        if (!db || !db->healthy()) db = std::make_unique<PgDb>(conninfo_);
        refresh_version(*db);
      } catch (const std::exception& e) {
        db.reset();
        core::log_repeated(spdlog::level::warn, "content-version", fmt::format("content version: {}", e.what()));
      }
      lock.lock();
      stop_.wait_for(lock, kVersionRecheck, [&] { return stopping_; });
    }
  }

  std::string conninfo_;
  unsigned capacity_;
  std::mutex mutex_;
  std::condition_variable available_, stop_;
  std::vector<std::unique_ptr<PgDb>> idle_;
  unsigned open_ = 0;
  std::size_t waiting_ = 0;  // callers waiting for a connection (/metrics)
  bool stopping_ = false;
  std::atomic<std::int64_t> all_{0}, catalog_{0}, jobs_{0};
  std::thread follower_;
};

}  // namespace

std::unique_ptr<Store> Store::open_postgresql(const std::string& url, unsigned pool_size) {
  return std::make_unique<PgStore>(url, std::max(1u, pool_size));
}

std::unique_ptr<Store> Store::open(const std::string& database_url, const std::filesystem::path& data_dir,
                                   unsigned pool_size) {
  if (database_url.empty()) return open_sqlite(data_dir);
  return open_postgresql(database_url, pool_size);
}

}  // namespace pathshala::store
