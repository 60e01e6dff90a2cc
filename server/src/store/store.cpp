#include "store/store.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <limits>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

#include "store/migrations.hpp"

namespace pathshala::store {

namespace {
std::atomic<std::uint64_t> next_store_id{1};
}

struct Store::Impl {
  std::filesystem::path file;
  std::uint64_t id = next_store_id++;  // distinguishes stores in the per-thread reader map
  std::mutex write_mutex;
  std::unique_ptr<Db> writer;
  // content_version() cache: the last value read and when (steady clock, ns). A write
  // through this Store resets checked_at so the next call reads the database.
  std::atomic<std::int64_t> version{0};
  std::atomic<std::int64_t> checked_at{std::numeric_limits<std::int64_t>::min()};

  // One read-only connection per (thread, store). Readers never block each other in WAL.
  Db& reader() {
    thread_local std::unordered_map<std::uint64_t, std::unique_ptr<Db>> readers;
    auto& slot = readers[id];
    if (!slot) slot = std::make_unique<Db>(file.string(), /*read_only=*/true);
    return *slot;
  }
};

Store::Store(std::filesystem::path file) : impl_(std::make_unique<Impl>()) {
  impl_->file = std::move(file);
  impl_->writer = std::make_unique<Db>(impl_->file.string(), /*read_only=*/false);
  impl_->writer->exec("PRAGMA journal_mode=WAL");
  impl_->writer->exec("PRAGMA synchronous=NORMAL");
}

Store::~Store() = default;

std::unique_ptr<Store> Store::open_sqlite(const std::filesystem::path& data_dir) {
  std::error_code ec;
  std::filesystem::create_directories(data_dir, ec);
  if (ec) throw std::runtime_error("cannot create data directory " + data_dir.string() + ": " + ec.message());
  return std::unique_ptr<Store>(new Store(data_dir / "pathshala.db"));
}

int Store::migrate() {
  std::lock_guard lock(impl_->write_mutex);
  Db& db = *impl_->writer;
  db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at "
      "INTEGER NOT NULL)");
  int applied = 0;
  for (const auto& m : embedded_migrations()) {
    bool done;
    {
      auto q = db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?");
      q.bind(1, m.version);
      done = q.step();
    }
    if (done) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(std::string(m.sql));
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, unixepoch())")
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
  return applied;
}

std::int64_t Store::content_version() {
  const std::int64_t now = std::chrono::steady_clock::now().time_since_epoch().count();
  const std::int64_t recheck = std::chrono::nanoseconds(kVersionRecheck).count();
  const std::int64_t checked = impl_->checked_at.load(std::memory_order_acquire);
  if (checked != std::numeric_limits<std::int64_t>::min() && now - checked < recheck)
    return impl_->version.load(std::memory_order_relaxed);
  std::int64_t version = 0;
  static const std::string sql = "SELECT value FROM meta WHERE key = 'content_version'";
  auto q = impl_->reader().prepare(sql);
  if (q.step()) version = q.integer(0);
  impl_->version.store(version, std::memory_order_relaxed);
  impl_->checked_at.store(now, std::memory_order_release);
  return version;
}

void Store::read(const std::function<void(Db&)>& fn) { fn(impl_->reader()); }

namespace {
// fn inside BEGIN IMMEDIATE … COMMIT, rolled back if it throws.
void in_transaction(Db& db, const std::function<void(Db&)>& fn) {
  db.exec("BEGIN IMMEDIATE");
  try {
    fn(db);
    db.exec("COMMIT");
  } catch (...) {
    db.exec("ROLLBACK");
    throw;
  }
}
}  // namespace

void Store::write(const std::function<void(Db&)>& fn) {
  std::lock_guard lock(impl_->write_mutex);
  in_transaction(*impl_->writer, fn);
  impl_->checked_at.store(std::numeric_limits<std::int64_t>::min(), std::memory_order_release);
}

void Store::write_durable(const std::function<void(Db&)>& fn) {
  std::lock_guard lock(impl_->write_mutex);
  Db& db = *impl_->writer;
  // A connection setting, changed outside the transaction and put back afterwards.
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
  in_transaction(db, fn);
  impl_->checked_at.store(std::numeric_limits<std::int64_t>::min(), std::memory_order_release);
}

}  // namespace pathshala::store
