#pragma once
// store::Db on PostgreSQL through libpq: one connection, its prepared statements cached by
// SQL text. `?` and `?N` placeholders are rewritten to $N, so repositories write one SQL for
// both stores. Errors carry the SQLSTATE, so a transaction can tell a serialization failure
// (retry) from a real one.
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "store/db.hpp"

struct pg_conn;
struct pg_result;

namespace pathshala::store {

class DbError : public std::runtime_error {
 public:
  DbError(const std::string& message, std::string sqlstate)
      : std::runtime_error(message), sqlstate_(std::move(sqlstate)) {}
  const std::string& sqlstate() const { return sqlstate_; }
  // A serialization failure or deadlock: the transaction may succeed if run again.
  bool retryable() const { return sqlstate_ == "40001" || sqlstate_ == "40P01"; }
  // A unique violation (23505). Under SERIALIZABLE, PostgreSQL reports two transactions
  // that both checked a row was missing and both inserted it this way (not as 40001) when
  // the check read through another index than the unique one: run once more, the check
  // finds the row the other committed (issue 52: a double click's second request got 500).
  bool unique_violation() const { return sqlstate_ == "23505"; }

 private:
  std::string sqlstate_;
};

// The SQL with ? and ?N placeholders (outside quotes and comments) rewritten as $N; *count
// gets the highest parameter number.
std::string postgres_placeholders(std::string_view sql, int* count = nullptr);

class PgDb final : public Db {
 public:
  // Connects (libpq URI or key=value string). Throws DbError when it cannot.
  explicit PgDb(const std::string& conninfo);
  ~PgDb() override;
  PgDb(const PgDb&) = delete;
  PgDb& operator=(const PgDb&) = delete;

  Dialect dialect() const override { return Dialect::postgresql; }
  void exec(const std::string& sql) override;
  Stmt prepare(const std::string& sql) override;
  int changes() const override { return changes_; }

  // False once the connection is lost or the server stopped answering on it (the pool then
  // replaces it).
  bool healthy() const;
  void set_changes(int n) { changes_ = n; }
  pg_conn* raw() const { return conn_; }
  // Runs a prepared statement, waiting no longer than core::outside_wait_limit() for each
  // piece of the answer; the caller owns the result.
  pg_result* run_prepared(const std::string& name, const std::vector<const char*>& values);

 private:
  pg_result* await_result(bool sent, const char* what);
  void wait_for_socket(short events);

  pg_conn* conn_ = nullptr;
  bool stalled_ = false;  // a wait ran out: the connection's state is unknown
  std::unordered_map<std::string, std::unique_ptr<StmtImpl>> cache_;
  int changes_ = 0;
  int next_name_ = 0;
};

}  // namespace pathshala::store
