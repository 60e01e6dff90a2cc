// pathshala copy-data (issue 13): a site on SQLite moves to PostgreSQL — content, users,
// sessions, orders — and is the same site afterwards. Runs in the pg: pass (it needs a
// PostgreSQL server); the SQLite pass skips it.
#include <gtest/gtest.h>

#include <sstream>

#include "../support/browser.hpp"
#include "app/copy_data.hpp"
#include "app/services.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace json = boost::json;

namespace {

TEST(CopyData, ASqliteSiteMovesToPostgresqlWhole) {
  if (postgres_test_host().empty()) GTEST_SKIP() << "needs PostgreSQL (runs as pg:CopyData…)";
  TempDir dir;
  const auto data = dir.path() / "data";
  std::string session_cookie;
  std::string notes_before;
  {
    // The old site: SQLite, with demo content and a signed-in student.
    TestServer old_site({}, [&](core::Config& c, accounts::AccountsOptions&) {
      c.data_dir = data;
      c.database_url = kSqliteOnly;
    });
    ASSERT_EQ(old_site.store->dialect(), store::Dialect::sqlite);
    Browser student(old_site);
    ASSERT_EQ(student
                  .post("/api/auth/signup",
                        R"({"name":"Asha","semester":3,"email":"asha@example.com","password":"secret12"})")
                  .status,
              201u);
    session_cookie = student.cookies["ps_session"];
    notes_before = old_site.fetch("/api/catalog/notes/firstYear").body;
  }

  TestDatabase target;
  std::ostringstream out, err;
  ASSERT_EQ(app::run_copy_data({"--from", "sqlite:" + data.string(), "--to", target.url()}, out, err), 0) << err.str();
  EXPECT_NE(out.str().find("users: 1 rows"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("sessions: 1 rows"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("materials: "), std::string::npos);

  // The new site on PostgreSQL is the same site: content, the account, the live session.
  TestServer new_site({}, [&](core::Config& c, accounts::AccountsOptions&) {
    c.data_dir = data;
    c.database_url = target.url();
  });
  ASSERT_EQ(new_site.store->dialect(), store::Dialect::postgresql);
  EXPECT_EQ(new_site.fetch("/api/catalog/notes/firstYear").body, notes_before);
  Browser returning(new_site);
  returning.cookies["ps_session"] = session_cookie;
  EXPECT_EQ(returning.get("/api/auth/me").status, 200u) << "a session from before the move still works";
  Browser again(new_site);
  EXPECT_EQ(again.post("/api/auth/login", R"({"email":"asha@example.com","password":"secret12"})").status, 200u);
  // The content triggers, off during the copy, are on again: an edit is searched at once.
  EXPECT_EQ(json::parse(new_site.fetch("/api/jobs?q=copied%20welder").body).at("total").as_int64(), 0);
  jobs::Job j;
  j.role = "Copied Welder";
  j.company = "After The Move";
  j.apply_url = "https://move.example/apply";
  ASSERT_TRUE(new_site.jobs->create(j, 5000).ok());
  EXPECT_EQ(json::parse(new_site.fetch("/api/jobs?q=copied%20welder").body).at("total").as_int64(), 1);
  EXPECT_EQ(new_site.jobs->index_builds(), 1) << "the edit was not applied from the change log";

  // A second copy into a database that has data is refused, and changes nothing.
  std::ostringstream out2, err2;
  EXPECT_EQ(app::run_copy_data({"--from", "sqlite:" + data.string(), "--to", target.url()}, out2, err2), 1);
  EXPECT_NE(err2.str().find("already has data"), std::string::npos) << err2.str();
}

TEST(CopyData, BadArgumentsAreExplained) {
  std::ostringstream out, err;
  EXPECT_EQ(app::run_copy_data({"--from", "/tmp/x", "--to", "postgresql:///db"}, out, err), 2);
  EXPECT_NE(err.str().find("usage: pathshala copy-data --from sqlite:"), std::string::npos);
  std::ostringstream out2, err2;
  EXPECT_EQ(app::run_copy_data({"--from", "sqlite:/nonexistent", "--to", "postgresql:///db"}, out2, err2), 1);
  EXPECT_NE(err2.str().find("no pathshala.db"), std::string::npos);
}

}  // namespace
