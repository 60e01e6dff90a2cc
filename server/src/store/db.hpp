#pragma once
// What repositories see of a database connection, the same on SQLite and PostgreSQL: run
// SQL, and prepared statements (cached per connection) that bind parameters by position
// and step through rows.
//
// SQL is written once, in the dialect both share: `?` or `?N` placeholders (the PostgreSQL
// connection turns them into $N), INSERT … ON CONFLICT, RETURNING, LIMIT/OFFSET. Where the
// databases differ (case-insensitive LIKE, full-text search), a repository asks
// Db::dialect().
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::store {

enum class Dialect { sqlite, postgresql };

// A LIKE pattern matching text that contains q anywhere, with q's own % _ and \ escaped
// (use with ESCAPE '\').
std::string like_pattern(const std::string& q);

// One prepared statement of one connection; owned by the connection's cache.
class StmtImpl {
 public:
  virtual ~StmtImpl() = default;
  virtual void bind_text(int index, std::string_view text) = 0;
  virtual void bind_integer(int index, std::int64_t value) = 0;
  virtual void bind_null(int index) = 0;
  virtual bool step() = 0;
  virtual bool is_null(int col) const = 0;
  virtual std::string text(int col) const = 0;
  virtual std::int64_t integer(int col) const = 0;
  // Back to unbound and unexecuted, for the next use of the cached statement.
  virtual void reset() = 0;
};

// A use of a cached statement: binds, steps, reads columns; resets it when destroyed.
class Stmt {
 public:
  explicit Stmt(StmtImpl* s) : s_(s) {}
  ~Stmt() { s_->reset(); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  Stmt& bind(int index, std::string_view text) {  // 1-based
    s_->bind_text(index, text);
    return *this;
  }
  Stmt& bind(int index, std::int64_t value) {
    s_->bind_integer(index, value);
    return *this;
  }
  Stmt& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Stmt& bind_null(int index) {
    s_->bind_null(index);
    return *this;
  }
  Stmt& bind_optional(int index, const std::optional<std::string>& text) {
    return text ? bind(index, std::string_view(*text)) : bind_null(index);
  }

  bool step() { return s_->step(); }  // true while a row is available; throws on error
  void run() {                        // steps to completion (statements without rows)
    while (step()) {
    }
  }

  bool is_null(int col) const { return s_->is_null(col); }
  std::string text(int col) const { return s_->text(col); }
  std::int64_t integer(int col) const { return s_->integer(col); }
  std::optional<std::string> optional_text(int col) const {  // NULL or '' → nullopt
    if (is_null(col)) return std::nullopt;
    auto t = text(col);
    if (t.empty()) return std::nullopt;
    return t;
  }
  std::optional<std::int64_t> optional_integer(int col) const {
    if (is_null(col)) return std::nullopt;
    return integer(col);
  }

 private:
  StmtImpl* s_;
};

class Db {
 public:
  virtual ~Db() = default;
  virtual Dialect dialect() const = 0;
  virtual void exec(const std::string& sql) = 0;     // one or more statements, no parameters
  virtual Stmt prepare(const std::string& sql) = 0;  // cached per connection
  // Rows changed by the last INSERT, UPDATE or DELETE on this connection.
  virtual int changes() const = 0;
  // True when table has a row with this id (table is one of ours, never user input).
  bool has_row(const char* table, std::string_view id);
  // "LIKE" on SQLite (case-insensitive for ASCII), "ILIKE" on PostgreSQL: the same meaning.
  const char* like() const { return dialect() == Dialect::postgresql ? "ILIKE" : "LIKE"; }
};

}  // namespace pathshala::store
