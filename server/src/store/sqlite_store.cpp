// store::Store on an embedded SQLite file.
#include <spdlog/spdlog.h>

#include <atomic>
#include <limits>
#include <mutex>

#include <stdexcept>
#include <unordered_map>
#include "core/disk_room.hpp"
#include "core/error.hpp"
#include "core/outside_waits.hpp"

#include "store/migrations.hpp"
#include "store/open_transactions.hpp"
#include "store/sqlite.hpp"
#include "store/store.hpp"

namespace pathshala::store {

namespace {

std::atomic<std::uint64_t> next_store_id{1};

// fn inside BEGIN IMMEDIATE … COMMIT, rolled back if it throws. The first error is the one
// that counts: SQLite rolls some failed transactions back itself (a COMMIT on a full disk),
// and the ROLLBACK's own "no transaction is active" must not hide why.
void in_transaction(Db& db, const std::function<void(Db&)>& fn) {
  db.exec("BEGIN IMMEDIATE");
  try {
    fn(db);
    db.exec("COMMIT");
  } catch (...) {
    try {
      db.exec("ROLLBACK");
    } catch (const std::exception& e) {
      spdlog::debug("rollback after a failed transaction: {}", e.what());
    }
    throw;
  }
}

class SqliteStore final : public Store {
 public:
  explicit SqliteStore(std::filesystem::path file) : file_(std::move(file)) {
    writer_ = std::make_unique<SqliteDb>(file_.string(), /*read_only=*/false);
    writer_->exec("PRAGMA journal_mode=WAL");
    writer_->exec("PRAGMA synchronous=NORMAL");
  }

  Dialect dialect() const override { return Dialect::sqlite; }

  int migrate() override {
    std::lock_guard lock(write_mutex_);
    Db& db = *writer_;
    db.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at "
        "INTEGER NOT NULL)");
    int applied = 0;
    for (const auto& m : embedded_migrations(Dialect::sqlite)) {
      bool done;
      {
        auto q = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?");
        q.bind(1, m.version);
        done = q.step();
      }
      if (done) continue;
      in_transaction(db, [&](Db& tx) {
        tx.exec(std::string(m.sql));
        tx.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, unixepoch())")
            .bind(1, m.version)
            .bind(2, m.name)
            .run();
      });
      spdlog::info("applied migration {}", m.name);
      ++applied;
    }
    return applied;
  }

  std::int64_t content_version(Domain domain) override {
    const std::int64_t now = std::chrono::steady_clock::now().time_since_epoch().count();
    const std::int64_t recheck = std::chrono::nanoseconds(kVersionRecheck).count();
    const std::int64_t checked = checked_at_.load(std::memory_order_acquire);
    if (checked != std::numeric_limits<std::int64_t>::min() && now - checked < recheck) return versions(domain);
    const auto read = read_versions(reader());
    all_.store(read.all, std::memory_order_relaxed);
    catalog_.store(read.catalog, std::memory_order_relaxed);
    jobs_.store(read.jobs, std::memory_order_relaxed);
    checked_at_.store(now, std::memory_order_release);
    return read.of(domain);
  }

  void read(const std::function<void(Db&)>& fn) override {
    if (Db* open = OpenTransactions::joined(this)) return fn(*open);
    fn(reader());
  }

  void write(const std::function<void(Db&)>& fn) override {
    if (Db* open = OpenTransactions::joined(this)) return fn(*open);
    auto lock = writer_turn();
    in_transaction(*writer_, [&](Db& tx) {
      OpenTransactions::Scope scope(this, tx);
      fn(tx);
    });
    checked_at_.store(std::numeric_limits<std::int64_t>::min(), std::memory_order_release);
  }

  void write_durable(const std::function<void(Db&)>& fn) override {
    if (Db* open = OpenTransactions::joined(this)) return fn(*open);
    auto lock = writer_turn();
    Db& db = *writer_;
    // A connection setting, changed outside the transaction and put back afterwards
    // (everything else uses NORMAL, which in WAL mode can lose the last commits on power
    // loss but never corrupts).
    db.exec("PRAGMA synchronous=FULL");
    struct Restore {
      Db& db;
      ~Restore() {
        try {
          db.exec("PRAGMA synchronous=NORMAL");
        } catch (...) {  // the next durable write sets it again; NORMAL is only a speed-up
        }
      }
    } restore{db};
    in_transaction(db, [&](Db& tx) {
      OpenTransactions::Scope scope(this, tx);
      fn(tx);
    });
    checked_at_.store(std::numeric_limits<std::int64_t>::min(), std::memory_order_release);
  }

 private:
  // The writer, once the write before this one is done: waited for no longer than the thread
  // may wait for the store (a request: 2.5 s, core/outside_waits.hpp), and the writer waits
  // as long for another process's lock; then the store is busy (503 with Retry-After).
  std::unique_lock<std::timed_mutex> writer_turn() {
    const auto limit = core::outside_wait_limit();
    std::unique_lock lock(write_mutex_, limit);
    if (!lock.owns_lock()) throw core::store_unreachable("sqlite: another write held the database too long");
    writer_->busy_timeout(limit);
    core::ensure_disk_room(file_.parent_path());  // 507 before SQLite runs out mid-transaction
    return lock;
  }

  // One read-only connection per (thread, store). Readers never block each other in WAL.
  Db& reader() {
    thread_local std::unordered_map<std::uint64_t, std::unique_ptr<SqliteDb>> readers;
    auto& slot = readers[id_];
    if (!slot) slot = std::make_unique<SqliteDb>(file_.string(), /*read_only=*/true);
    return *slot;
  }

  std::filesystem::path file_;
  std::uint64_t id_ = next_store_id++;  // distinguishes stores in the per-thread reader map
  std::timed_mutex write_mutex_;
  std::unique_ptr<SqliteDb> writer_;
  std::int64_t versions(Domain domain) const {
    const auto& v = domain == Domain::catalog ? catalog_ : domain == Domain::jobs ? jobs_ : all_;
    return v.load(std::memory_order_relaxed);
  }
  // content_version() cache: the last values read and when (steady clock, ns). A write
  // through this Store resets checked_at so the next call reads the database.
  std::atomic<std::int64_t> all_{0}, catalog_{0}, jobs_{0};
  std::atomic<std::int64_t> checked_at_{std::numeric_limits<std::int64_t>::min()};
};

}  // namespace

std::unique_ptr<Store> Store::open_sqlite(const std::filesystem::path& data_dir) {
  std::error_code ec;
  std::filesystem::create_directories(data_dir, ec);
  if (ec) throw std::runtime_error("cannot create data directory " + data_dir.string() + ": " + ec.message());
  return std::make_unique<SqliteStore>(data_dir / "pathshala.db");
}

}  // namespace pathshala::store
