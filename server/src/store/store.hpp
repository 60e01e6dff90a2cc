#pragma once
// The store: one SQLite database file at <data>/pathshala.db, in WAL mode with
// busy_timeout and foreign_keys=ON. Writes are serialized through one writer connection
// (BEGIN IMMEDIATE); readers use one connection per thread. Every statement is
// parameterized and prepared statements are cached per connection.
//
// This header is the entry point main.cpp uses; modules add their own query functions in
// their own files on top of the connection API below (defined by the store owner).
#include <cstdint>
#include <filesystem>
#include <memory>

namespace pathshala::store {

class Store {
 public:
  // Opens (creating if needed) <data_dir>/pathshala.db. Throws std::runtime_error on failure.
  static std::unique_ptr<Store> open_sqlite(const std::filesystem::path& data_dir);
  virtual ~Store() = default;

  // Applies every embedded migration not yet applied, in order, each in a transaction.
  // Returns how many were applied.
  virtual int migrate() = 0;

  // A number that changes whenever content changes (any process). Cheap: safe to call on
  // every request.
  virtual std::int64_t content_version() = 0;

  // ... connection / query API for modules: defined by the store implementation.
};

}  // namespace pathshala::store
