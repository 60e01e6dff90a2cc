// The two databases share one migration numbering and one SQL (issue 13).
#include <gtest/gtest.h>

#include "store/migrations.hpp"
#include "store/postgres.hpp"

using namespace pathshala::store;

TEST(Migrations, BothDatabasesHaveTheSameNumbersAndNames) {
  const auto& sqlite = embedded_migrations(Dialect::sqlite);
  const auto& postgres = embedded_migrations(Dialect::postgresql);
  ASSERT_FALSE(sqlite.empty());
  ASSERT_EQ(sqlite.size(), postgres.size());
  for (std::size_t i = 0; i < sqlite.size(); ++i) {
    EXPECT_EQ(sqlite[i].version, postgres[i].version);
    EXPECT_EQ(sqlite[i].name, postgres[i].name);
    EXPECT_EQ(sqlite[i].version, static_cast<int>(i) + 1) << "numbered without gaps";
  }
}

TEST(PostgresPlaceholders, QuestionMarksBecomeNumberedParameters) {
  int count = 0;
  EXPECT_EQ(postgres_placeholders("SELECT a FROM t WHERE b = ? AND c = ?", &count),
            "SELECT a FROM t WHERE b = $1 AND c = $2");
  EXPECT_EQ(count, 2);
  EXPECT_EQ(postgres_placeholders("UPDATE t SET a = ?2 WHERE id = ?1 AND (CAST(?2 AS BIGINT) IS NULL)", &count),
            "UPDATE t SET a = $2 WHERE id = $1 AND (CAST($2 AS BIGINT) IS NULL)");
  EXPECT_EQ(count, 2);
  // Not inside literals, quoted identifiers or comments.
  EXPECT_EQ(postgres_placeholders("SELECT '?', \"odd?\" FROM t -- why?\nWHERE x LIKE ? ESCAPE '\\'", &count),
            "SELECT '?', \"odd?\" FROM t -- why?\nWHERE x LIKE $1 ESCAPE '\\'");
  EXPECT_EQ(count, 1);
  EXPECT_EQ(postgres_placeholders("SELECT 'it''s ?' || ?", &count), "SELECT 'it''s ?' || $1");
}
