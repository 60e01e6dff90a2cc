// The CSV reader of the Data uploader: RFC 4180 quoting, line endings, a BOM, and the line
// writer that templates use reading back the same cells.
#include <gtest/gtest.h>

#include "core/csv.hpp"
#include "imports/table_file.hpp"

using namespace pathshala::imports;
namespace core = pathshala::core;

TEST(TableFile, CsvQuotingLineEndingsAndBom) {
  auto rows = parse_csv("\xEF\xBB\xBFtitle,notes\r\n\"Unit 1, part A\",\"said \"\"hi\"\"\nand left\"\r\nlast,\n");
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 3u);
  EXPECT_EQ((*rows)[0], (std::vector<std::string>{"title", "notes"}));
  EXPECT_EQ((*rows)[1], (std::vector<std::string>{"Unit 1, part A", "said \"hi\"\nand left"}));
  EXPECT_EQ((*rows)[2], (std::vector<std::string>{"last", ""}));
}

TEST(TableFile, UnterminatedQuoteIsAnError) {
  auto rows = parse_csv("a,\"b\n");
  ASSERT_FALSE(rows.ok());
  EXPECT_EQ(rows.error().code, "invalid-file");
}

TEST(TableFile, CsvLineRoundTrips) {
  const std::vector<std::string> cells{"plain", "with, comma", "with \"quote\"", "two\nlines", ""};
  auto rows = parse_csv(core::csv_line(cells));
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->front(), cells);
}

// Found by fuzz_table_file: a first cell that starts with U+FEFF lost it when read back (the
// reader takes a leading BOM for Excel's and drops it). It is written quoted.
TEST(TableFile, AFirstCellStartingWithAByteOrderMarkKeepsIt) {
  const std::vector<std::string> cells{"\xEF\xBB\xBFtitle", "year"};
  EXPECT_EQ(core::csv_line(cells), "\"\xEF\xBB\xBFtitle\",year\r\n");
  auto rows = parse_csv(core::csv_line(cells));
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->front(), cells);
}

// OWASP CSV injection (issue 30, item 9): a cell that a spreadsheet would run as a formula is
// written as text, with a ' before it, inside quotes.
TEST(TableFile, FormulaCellsAreWrittenAsText) {
  EXPECT_EQ(core::csv_line({"=1+2", "+91 98", "-x", "@SUM(A1)", "\tcmd", "plain", "a=b"}),
            "\"'=1+2\",\"'+91 98\",\"'-x\",\"'@SUM(A1)\",\"'\tcmd\",plain,a=b\r\n");
  EXPECT_EQ(core::csv_line({"=HYPERLINK(\"http://evil.example\")"}),
            "\"'=HYPERLINK(\"\"http://evil.example\"\")\"\r\n");
  EXPECT_TRUE(core::looks_like_formula("=x"));
  EXPECT_FALSE(core::looks_like_formula("x=1"));
  // Amounts are values: a credit note's "-118.00" stays a number a spreadsheet can add up.
  EXPECT_EQ(core::csv_line({"-118.00", "+5", "-", "-1e3", "-12.5.1"}), "-118.00,+5,\"'-\",\"'-1e3\",\"'-12.5.1\"\r\n");
  EXPECT_FALSE(core::looks_like_formula(""));
}

TEST(TableFile, RowsBecomeObjectsOfTheirNonEmptyCells) {
  auto rows = read_table(TableFormat::csv, "title, subject ,version\nA,,7\n", {"title", "subject"}, {"version"});
  ASSERT_TRUE(rows.ok());
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(rows->front().size(), 1u);
  EXPECT_EQ(rows->front().at("title").as_string(), "A");
}
