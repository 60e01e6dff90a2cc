// Issue 49: a SQLite database locked by another process (a backup tool, the sqlite3 shell
// left inside a transaction) made writes wait and then fail with 500. They answer 503 with
// Retry-After within a request's wait for the store (core/outside_waits.hpp), reads go on,
// and writes work again once the other process lets go.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include "../support/browser.hpp"
#include "../support/test_database.hpp"

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

std::string signup_body(int n) {
  return R"({"name":"Student )" + std::to_string(n) + R"(","semester":3,"email":"locked)" + std::to_string(n) +
         R"(@example.com","password":"secret-pass-)" + std::to_string(n) + R"("})";
}

TEST(SqliteLocked, WritesAnswer503WhileAnotherProcessHoldsTheDatabaseAndReadsGoOn) {
  if (!postgres_test_host().empty()) GTEST_SKIP() << "the SQLite pass runs it";
  TestServer server{{}, [](core::Config& c, accounts::AccountsOptions&) { c.database_url = kSqliteOnly; }};
  sqlite3* other = nullptr;
  ASSERT_EQ(sqlite3_open((server.config.data_dir / "pathshala.db").c_str(), &other), SQLITE_OK);
  sqlite3_busy_timeout(other, 10000);  // the server may be writing at start
  ASSERT_EQ(sqlite3_exec(other, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);

  auto refused = Browser(server).post("/api/auth/signup", signup_body(1));
  EXPECT_EQ(refused.status, 503u) << refused.body;
  EXPECT_EQ(error_code(refused), "unavailable");
  EXPECT_EQ(refused.header("retry-after"), "5");
  EXPECT_EQ(server.fetch("/api/catalog/previous-year/firstYear").status, 200u) << "reads go on";

  ASSERT_EQ(sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr), SQLITE_OK);
  sqlite3_close(other);
  EXPECT_EQ(Browser(server).post("/api/auth/signup", signup_body(1)).status, 201u);
}

}  // namespace
