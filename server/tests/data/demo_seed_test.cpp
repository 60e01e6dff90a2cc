// seed-demo: realistic coverage, idempotence, and every link pointing at a real, valid file.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "../support/catalog_fixture.hpp"
#include "catalog/catalog_service.hpp"
#include "seed/demo_seed.hpp"
#include "store/store.hpp"

using namespace pathshala;
namespace json = boost::json;

namespace {

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Every xref entry must point at "N 0 obj" and startxref at the xref table.
void expect_valid_pdf(const std::string& pdf, const std::string& name) {
  ASSERT_EQ(pdf.rfind("%PDF-1.", 0), 0u) << name;
  ASSERT_NE(pdf.find("%%EOF", pdf.size() - 8), std::string::npos) << name;
  auto sx = pdf.rfind("startxref\n");
  ASSERT_NE(sx, std::string::npos);
  size_t xref = std::stoul(pdf.substr(sx + 10));
  ASSERT_EQ(pdf.compare(xref, 4, "xref"), 0) << name;
  std::istringstream table(pdf.substr(xref));
  std::string line;
  std::getline(table, line);  // xref
  int first = 0, count = 0;
  table >> first >> count;
  std::getline(table, line);
  for (int i = 0; i < count; ++i) {
    std::getline(table, line);
    if (i == 0) continue;
    size_t off = std::stoul(line.substr(0, 10));
    EXPECT_EQ(pdf.compare(off, std::to_string(i).size() + 6, std::to_string(i) + " 0 obj"), 0)
        << name << " object " << i;
  }
}

json::array items_of(const core::Result<catalog::DocumentPtr>& doc) {
  return json::parse(test_support::body_of(doc)).at("items").as_array();
}

class SeedTest : public ::testing::Test {
 protected:
  test_support::ContentStore content;
  test_support::TempDir& dir = content.dir;
  seed::SeedResult seed() { return seed::seed_demo(content.catalog, content.jobs, dir.path() / "files"); }
};

TEST_F(SeedTest, IsIdempotent) {
  EXPECT_TRUE(seed().seeded);
  auto second = seed();
  EXPECT_FALSE(second.seeded);
  auto& c = content.catalog;
  EXPECT_EQ(json::parse(test_support::body_of(c.courses())).at("items").as_array().size(), 12u);  // not doubled
}

TEST_F(SeedTest, HasAtLeastEightSubjectsAYearWithCodes) {
  seed();
  auto& c = content.catalog;
  std::regex code(R"(\([A-Z]{3}\d{3}\))");  // AKTU codes: BCS301, KOE081…
  for (const char* year : {"firstYear", "secondYear", "thirdYear", "fourthYear"}) {
    std::set<std::string> subjects;
    const auto notes = json::parse(test_support::body_of(c.materials("notes", year)));  // outlives the loop
    for (const auto& n : notes.at("items").as_array()) {
      subjects.insert(std::string(n.at("subject").as_string()));
      EXPECT_TRUE(std::regex_search(std::string(n.at("title").as_string()), code));
    }
    EXPECT_GE(subjects.size(), 8u) << year;
  }
}

TEST_F(SeedTest, EveryLinkResolvesToAValidFile) {
  seed();
  auto& c = content.catalog;
  std::vector<std::string> links;
  auto collect = [&](const json::value& v) {
    for (const auto& kv : v.as_object()) {
      if (!kv.value().is_string()) continue;
      std::string s(kv.value().as_string());
      if (s.rfind("/files/", 0) == 0) links.push_back(s);
    }
  };
  for (const char* year : {"firstYear", "secondYear", "thirdYear", "fourthYear"})
    for (const char* slug : {"important-topics", "previous-year", "bl-notes", "quantum", "notes", "practical"})
      for (const auto& item : items_of(c.materials(slug, year))) collect(item);
  for (const auto& item : items_of(c.courses())) collect(item);
  for (const auto& item : items_of(c.projects())) collect(item);
  // The site's own documents ship with the web build, not the seed (install_site_files_test).
  ASSERT_GT(links.size(), 300u);
  for (const auto& link : links) {
    auto path = dir.path() / "files" / link.substr(7);
    ASSERT_TRUE(std::filesystem::is_regular_file(path)) << link;
    const auto bytes = read_file(path);
    if (path.extension() == ".pdf") expect_valid_pdf(bytes, link);
    if (path.extension() == ".svg") {
      EXPECT_EQ(bytes.rfind("<svg", 0), 0u) << link;
    }
    if (path.extension() == ".zip") {
      const std::string cmd = "unzip -tq '" + path.string() + "' >/dev/null 2>&1";
      EXPECT_EQ(std::system(cmd.c_str()), 0) << link << " is not a valid ZIP";
    }
  }
}

}  // namespace
