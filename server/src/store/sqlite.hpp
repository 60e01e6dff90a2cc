#pragma once
// A thin RAII layer over the SQLite C API: a connection with a prepared-statement cache, and
// a statement cursor that binds parameters by position and resets itself when done.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

struct sqlite3;
struct sqlite3_stmt;

namespace pathshala::store {

// A LIKE pattern matching text that contains q anywhere, with q's own % _ and \ escaped
// (use with ESCAPE '\').
std::string like_pattern(const std::string& q);

class Stmt {
 public:
  explicit Stmt(sqlite3_stmt* s) : s_(s) {}
  ~Stmt();  // resets and clears bindings so the cached statement can be reused
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int index, std::string_view text);  // 1-based, like SQLite
  Stmt& bind(int index, std::int64_t value);
  Stmt& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Stmt& bind_null(int index);
  Stmt& bind_optional(int index, const std::optional<std::string>& text);

  bool step();  // true while a row is available; throws on error
  void run();   // steps to completion (statements without rows)

  bool is_null(int col) const;
  std::string text(int col) const;
  std::int64_t integer(int col) const;
  std::optional<std::string> optional_text(int col) const;  // NULL or '' → nullopt
  std::optional<std::int64_t> optional_integer(int col) const;

 private:
  sqlite3_stmt* s_;
};

class Db {
 public:
  Db(const std::string& path, bool read_only);
  ~Db();
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;

  void exec(const std::string& sql);     // one or more statements, no parameters
  Stmt prepare(const std::string& sql);  // cached per connection
  // Rows changed by the last INSERT, UPDATE or DELETE on this connection.
  int changes() const;
  // True when table has a row with this id (table is one of ours, never user input).
  bool has_row(const char* table, std::string_view id);

 private:
  sqlite3* db_ = nullptr;
  std::unordered_map<std::string, sqlite3_stmt*> cache_;
};

}  // namespace pathshala::store
