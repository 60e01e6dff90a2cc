#pragma once
// The store a test server runs on: SQLite in its data directory, or — when the environment
// names a PostgreSQL server (PATHSHALA_TEST_POSTGRES_HOST, the socket directory of the
// cluster scripts/test-postgres started; ctest's "pg:" tests set it) — a fresh database of
// its own on that server (empty, or a copy of a template), dropped when the test is done.
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
  TestDatabase() : host_(postgres_test_host()) {}
  ~TestDatabase() {
    if (name_.empty()) return;
    try {
      admin().exec("DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)");
    } catch (...) {  // the cluster goes away with the test run anyway
    }
  }
  TestDatabase(const TestDatabase&) = delete;
  TestDatabase& operator=(const TestDatabase&) = delete;

  bool postgres() const { return !host_.empty(); }
  // The database's URL ("" on SQLite). It is created, empty, on first use.
  const std::string& url() const { return create_from(""); }
  // Creates the database as a copy of `template_name` (a database nobody is connected to),
  // unless it was created already; returns its URL.
  const std::string& create_from(const std::string& template_name) const {
    if (host_.empty() || !name_.empty()) return url_;
    name_ = "t_" + core::random_hex(10);
    admin().exec("CREATE DATABASE " + name_ + (template_name.empty() ? "" : " TEMPLATE " + template_name));
    url_ = url_of(host_, name_);
    return url_;
  }
  std::unique_ptr<store::Store> open(const std::filesystem::path& data_dir) const {
    return store::Store::open(url(), data_dir, 8);
  }

  static std::string url_of(const std::string& host, const std::string& name) {
    return "postgresql:///" + name + "?host=" + host + "&user=postgres";
  }
  static store::PgDb admin_on(const std::string& host) { return store::PgDb(url_of(host, "postgres")); }

 private:
  store::PgDb admin() const { return admin_on(host_); }

  std::string host_;
  mutable std::string name_, url_;  // made on first use: a test may never need its database
};

}  // namespace pathshala::test_support
