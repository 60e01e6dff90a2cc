#pragma once
// The store a test server runs on: SQLite in its data directory, or — when the environment
// names a PostgreSQL server (PATHSHALA_TEST_POSTGRES_HOST, the socket directory of the
// cluster scripts/test-postgres started; ctest's "pg:" tests set it) — a fresh database of
// its own on that server, dropped when the test is done.
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "core/hash.hpp"
#include "store/postgres.hpp"
#include "store/store.hpp"

namespace pathshala::test_support {

inline std::string postgres_test_host() {
  const char* host = std::getenv("PATHSHALA_TEST_POSTGRES_HOST");
  return host ? host : "";
}

class TestDatabase {
 public:
  TestDatabase() {
    host_ = postgres_test_host();
    if (host_.empty()) return;
    name_ = "t_" + core::random_hex(10);
    admin().exec("CREATE DATABASE " + name_);
    url_ = "postgresql:///" + name_ + "?host=" + host_ + "&user=postgres";
  }
  ~TestDatabase() {
    if (name_.empty()) return;
    try {
      admin().exec("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
    } catch (...) {  // the cluster goes away with the test run anyway
    }
  }
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;

  bool postgres() const { return !url_.empty(); }
  const std::string& url() const { return url_; }  // "" on SQLite
  std::unique_ptr<store::Store> open(const std::filesystem::path& data_dir) const {
    return store::Store::open(url_, data_dir, 8);
  }

 private:
  store::PgDb admin() const { return store::PgDb("postgresql:///postgres?host=" + host_ + "&user=postgres"); }

  std::string host_, name_, url_;
};

}  // namespace pathshala::test_support
