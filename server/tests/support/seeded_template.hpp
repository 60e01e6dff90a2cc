#pragma once
// The demo content, seeded once per test process and copied for every test server after the
// first (issue 32): migrating a fresh store and seeding it (PDFs and ZIPs written, every
// record through the services) was most of a test server's start, paid per test.
//
// A template is a data directory that holds the seeded files (`files/`) and, on SQLite, the
// closed database file; on PostgreSQL, a database nobody stays connected to, so that
// `CREATE DATABASE … TEMPLATE` can copy it. It is seeded exactly as a test server seeds
// (build_app's services, seed::seed_demo), so a copy is what the server would have made.
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>

#include "app/build_app.hpp"
#include "core/config.hpp"
#include "core/hash.hpp"
#include "seed/demo_seed.hpp"
#include "store/store.hpp"
#include "temp_dir.hpp"
#include "test_database.hpp"

namespace pathshala::test_support {

class SeededTemplate {
 public:
  // The process's template for SQLite (postgres_host empty) or for that PostgreSQL cluster.
  static const SeededTemplate& get(const std::string& postgres_host) {
    static std::mutex lock;
    static std::unique_ptr<SeededTemplate> sqlite, postgres;
    std::lock_guard guard(lock);
    auto& slot = postgres_host.empty() ? sqlite : postgres;
    if (!slot) slot.reset(new SeededTemplate(postgres_host));
    return *slot;
  }

  // Copies the seeded files into `files_dir` and, on SQLite, the database into `data_dir`.
  void copy_into(const std::filesystem::path& data_dir, const std::filesystem::path& files_dir) const {
    namespace fs = std::filesystem;
    fs::create_directories(data_dir);
    fs::create_directories(files_dir);
    if (host_.empty())
      for (const char* file : kSqliteFiles)
        if (fs::exists(template_dir_ / file)) fs::copy_file(template_dir_ / file, data_dir / file);
    fs::copy(template_dir_ / "files", files_dir, fs::copy_options::recursive);
  }
  // The PostgreSQL database to copy ("" for SQLite).
  const std::string& database() const { return database_; }

  ~SeededTemplate() {
    if (database_.empty()) return;
    try {
      TestDatabase::admin_on(host_).exec("DROP DATABASE IF EXISTS " + database_ + " WITH (FORCE)");
    } catch (...) {  // the cluster goes away with the test run anyway
    }
  }

 private:
  static constexpr const char* kSqliteFiles[] = {"pathshala.db", "pathshala.db-wal"};

  explicit SeededTemplate(const std::string& postgres_host) : host_(postgres_host) {
    core::Config config;
    config.data_dir = dir_.path() / "data";
    config.web_dir = dir_.path() / "web";
    std::filesystem::create_directories(config.web_dir);
    if (!host_.empty()) {
      database_ = "seeded_" + core::random_hex(8);
      TestDatabase::admin_on(host_).exec("CREATE DATABASE " + database_);
      config.database_url = TestDatabase::url_of(host_, database_);
    }
    {
      auto store = store::Store::open(config.database_url, config.data_dir, 2);
      store->migrate();
      auto app = app::build_app(config, *store, accounts::AccountsOptions{});
      seed::seed_demo(app->services.catalog, app->services.jobs, core::files_dir(config));
    }  // closed: nothing writes to it any more, the template database has no connection
    // Only what seeding made travels: the database (with its write-ahead log, which a reader
    // connection still open on another thread may have kept from being checkpointed) and the
    // files it points at.
    std::filesystem::create_directories(template_dir_);
    if (host_.empty())
      for (const char* file : kSqliteFiles)
        if (std::filesystem::exists(config.data_dir / file))
          std::filesystem::copy_file(config.data_dir / file, template_dir_ / file);
    std::filesystem::copy(core::files_dir(config), template_dir_ / "files", std::filesystem::copy_options::recursive);
  }

  std::string host_;
  TempDir dir_;
  std::filesystem::path template_dir_ = dir_.path() / "template";
  std::string database_;
};

}  // namespace pathshala::test_support
