#include "store/postgres.hpp"

#include <libpq-fe.h>
#include <poll.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

#include "core/outside_waits.hpp"

namespace pathshala::store {

namespace {

[[noreturn]] void fail(PGconn* conn, const PGresult* result, const std::string& what) {
  std::string message = result ? PQresultErrorMessage(result) : (conn ? PQerrorMessage(conn) : "out of memory");
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
  // A connection that broke (the server stopped or restarted) reports no SQLSTATE: it is a
  // connection failure all the same (class 08).
  if (!state && conn && PQstatus(conn) == CONNECTION_BAD) state = "08006";
  throw DbError(what + ": " + message, state ? state : "");
}

// A PGresult freed when the holder goes.
struct Result {
  PGresult* r = nullptr;
  explicit Result(PGresult* p = nullptr) : r(p) {}
  ~Result() { PQclear(r); }
  Result(const Result&) = delete;
  Result& operator=(const Result&) = delete;
  void reset(PGresult* p = nullptr) {
    PQclear(r);
    r = p;
  }
};

bool ok(const PGresult* r) {
  const auto s = PQresultStatus(r);
  return s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK;
}

class PgStmt final : public StmtImpl {
 public:
  PgStmt(PgDb& db, std::string name, int params) : db_(db), name_(std::move(name)), params_(params) {}

  void bind_text(int index, std::string_view text) override { slot(index) = std::string(text); }
  void bind_integer(int index, std::int64_t value) override { slot(index) = std::to_string(value); }
  void bind_null(int index) override { slot(index).reset(); }

  bool step() override {
    if (!result_.r) {
      std::vector<const char*> values(params_.size());
      for (std::size_t i = 0; i < params_.size(); ++i) values[i] = params_[i] ? params_[i]->c_str() : nullptr;
      result_.reset(db_.run_prepared(name_, values));
      if (!ok(result_.r)) {
        // Copy out before the result is freed: fail() throws.
        Result failed(result_.r);
        result_.r = nullptr;
        fail(db_.raw(), failed.r, "query");
      }
      const char* tuples = PQcmdTuples(result_.r);
      int changed = 0;
      if (tuples && *tuples) std::from_chars(tuples, tuples + std::char_traits<char>::length(tuples), changed);
      db_.set_changes(changed);
      row_ = -1;
    }
    return ++row_ < PQntuples(result_.r);
  }

  bool is_null(int col) const override { return PQgetisnull(result_.r, row_, col) != 0; }
  std::string text(int col) const override {
    return std::string(PQgetvalue(result_.r, row_, col), static_cast<std::size_t>(PQgetlength(result_.r, row_, col)));
  }
  std::int64_t integer(int col) const override {
    const char* v = PQgetvalue(result_.r, row_, col);
    if (v[0] == 't' && v[1] == 0) return 1;  // a boolean expression
    if (v[0] == 'f' && v[1] == 0) return 0;
    std::int64_t out = 0;
    std::from_chars(v, v + PQgetlength(result_.r, row_, col), out);
    return out;
  }
  void reset() override {
    result_.reset();
    for (auto& p : params_) p.reset();
    row_ = -1;
  }

 private:
  std::optional<std::string>& slot(int index) {
    if (index < 1 || static_cast<std::size_t>(index) > params_.size())
      throw DbError("bind: no parameter " + std::to_string(index), "");
    return params_[static_cast<std::size_t>(index) - 1];
  }

  PgDb& db_;
  std::string name_;
  std::vector<std::optional<std::string>> params_;
  Result result_;
  int row_ = -1;
};

}  // namespace

std::string postgres_placeholders(std::string_view sql, int* count) {
  std::string out;
  out.reserve(sql.size() + 8);
  int next = 0, highest = 0;
  for (std::size_t i = 0; i < sql.size(); ++i) {
    const char c = sql[i];
    if (c == '\'' || c == '"') {  // a literal or quoted identifier ('' and "" escape themselves)
      const auto end = sql.find(c, i + 1);
      const auto stop = end == std::string_view::npos ? sql.size() : end + 1;
      out.append(sql.substr(i, stop - i));
      i = stop - 1;
    } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {  // a comment to the end of the line
      const auto end = sql.find('\n', i);
      const auto stop = end == std::string_view::npos ? sql.size() : end;
      out.append(sql.substr(i, stop - i));
      i = stop - 1;
    } else if (c == '?') {
      std::size_t j = i + 1;
      while (j < sql.size() && sql[j] >= '0' && sql[j] <= '9') ++j;
      int n = 0;
      if (j > i + 1)
        std::from_chars(sql.data() + i + 1, sql.data() + j, n);
      else
        n = ++next;
      highest = std::max(highest, n);
      out += '$';
      out += std::to_string(n);
      i = j - 1;
    } else {
      out += c;
    }
  }
  if (count) *count = highest;
  return out;
}

PgDb::PgDb(const std::string& conninfo) {
  // A connect that cannot reach the host (a dead machine, a dropped route) gives up after 3
  // seconds instead of hanging a request (libpq waits forever by default). Keywords are
  // applied in order, so the URL's own connect_timeout, given after it, wins.
  // TCP keepalives find a peer that is gone (a dead machine, a dropped route) in about 20 s
  // on a connection that waits; a server that is there but does not answer (stopped, its
  // storage hung) is found by the waits below (core/outside_waits.hpp).
  const auto wait_s = std::chrono::duration_cast<std::chrono::seconds>(core::outside_wait_limit()).count();
  const std::string connect_timeout = std::to_string(std::max<long long>(2, wait_s));  // libpq: 2 s at least
  // The server's own limits, for what the waits below cannot reach: a statement whose client
  // gave up (a request waits 2.5 s, then drops the connection) stops on the server within
  // 5 minutes instead of running on, and a transaction left open by a client that went away
  // (its locks held) ends after a minute. Generous: migrations and backups run under them.
  const char* server_limits = "-c statement_timeout=300000 -c idle_in_transaction_session_timeout=60000";
  const char* keywords[] = {"connect_timeout",
                            "keepalives",
                            "keepalives_idle",
                            "keepalives_interval",
                            "keepalives_count",
                            "tcp_user_timeout",
                            "options",
                            "dbname",
                            nullptr};
  const char* values[] = {connect_timeout.c_str(), "1",    "10", "5", "2", "20000", server_limits,
                          conninfo.c_str(),        nullptr};
  conn_ = PQconnectdbParams(keywords, values, /*expand_dbname=*/1);
  if (!conn_ || PQstatus(conn_) != CONNECTION_OK) {
    std::string message = conn_ ? PQerrorMessage(conn_) : "out of memory";
    while (!message.empty() && message.back() == '\n') message.pop_back();
    PQfinish(conn_);
    conn_ = nullptr;
    throw DbError("cannot connect to PostgreSQL: " + message, "08001");
  }
  // Quiet: NOTICEs (e.g. "relation already exists, skipping") are not errors.
  PQsetNoticeProcessor(
      conn_, [](void*, const char*) {}, nullptr);
}

PgDb::~PgDb() {
  cache_.clear();
  PQfinish(conn_);
}

bool PgDb::healthy() const { return conn_ && !stalled_ && PQstatus(conn_) == CONNECTION_OK; }

// libpq's own PQexec waits for the server for ever; these send, then wait for the socket with
// a limit: when nothing arrives for core::outside_wait_limit(), the server is taken to be hung,
// the connection is given up (the pool drops it: what it was doing is unknown) and the call
// fails as a connection failure (08006: the store answers 503 with Retry-After).
void PgDb::wait_for_socket(short events) {
  const auto limit = core::outside_wait_limit();
  pollfd fd{PQsocket(conn_), events, 0};
  for (;;) {
    const int n = ::poll(&fd, 1, static_cast<int>(limit.count()));
    if (n > 0) return;
    if (n < 0 && errno == EINTR) continue;
    stalled_ = true;
    throw DbError(n == 0 ? "PostgreSQL did not answer within " + std::to_string(limit.count()) + " ms"
                         : std::string("waiting for PostgreSQL: ") + std::strerror(errno),
                  "08006");
  }
}

PGresult* PgDb::await_result(bool sent, const char* what) {
  if (!sent) fail(conn_, nullptr, what);
  // The query may not have gone out whole yet (a large one on a full socket buffer).
  for (int left; (left = PQflush(conn_)) != 0;) {
    if (left < 0) fail(conn_, nullptr, what);
    wait_for_socket(POLLIN | POLLOUT);
    if (!PQconsumeInput(conn_)) fail(conn_, nullptr, what);
  }
  // Every result of what was sent (a script has one per statement): the last, or the first
  // error (nothing follows an error).
  Result answer;
  for (;;) {
    while (PQisBusy(conn_)) {
      wait_for_socket(POLLIN);
      if (!PQconsumeInput(conn_)) fail(conn_, nullptr, what);
    }
    PGresult* next = PQgetResult(conn_);
    if (!next) break;
    if (answer.r && !ok(answer.r))
      PQclear(next);
    else
      answer.reset(next);
  }
  if (!answer.r) fail(conn_, nullptr, what);
  PGresult* out = answer.r;
  answer.r = nullptr;
  return out;
}

PGresult* PgDb::run_prepared(const std::string& name, const std::vector<const char*>& values) {
  return await_result(PQsendQueryPrepared(conn_, name.c_str(), static_cast<int>(values.size()), values.data(), nullptr,
                                          nullptr, 0) == 1,
                      "query");
}

void PgDb::exec(const std::string& sql) {
  Result r(await_result(PQsendQuery(conn_, sql.c_str()) == 1, "sql"));
  if (!ok(r.r)) fail(conn_, r.r, "sql");
  const char* tuples = PQcmdTuples(r.r);
  changes_ = tuples && *tuples ? std::atoi(tuples) : 0;
}

Stmt PgDb::prepare(const std::string& sql) {
  auto it = cache_.find(sql);
  if (it == cache_.end()) {
    int params = 0;
    const std::string translated = postgres_placeholders(sql, &params);
    std::string name = "s" + std::to_string(++next_name_);
    Result r(await_result(PQsendPrepare(conn_, name.c_str(), translated.c_str(), 0, nullptr) == 1, "prepare"));
    if (!ok(r.r)) fail(conn_, r.r, "prepare");
    it = cache_.emplace(sql, std::make_unique<PgStmt>(*this, std::move(name), params)).first;
  }
  return Stmt(it->second.get());
}

}  // namespace pathshala::store
