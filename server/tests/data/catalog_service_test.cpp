// CatalogService over a real SQLite store: exact field sets, ordering, defaults, lookups by
// id and cache invalidation when content changes.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "../support/catalog_fixture.hpp"
#include "catalog/catalog_service.hpp"
#include "seed/demo_seed.hpp"
#include "store/store.hpp"

using namespace pathshala;
namespace json = boost::json;

namespace {

std::vector<std::string> keys(const json::object& o) {
  std::vector<std::string> out;
  for (const auto& kv : o) out.emplace_back(kv.key());
  return out;
}

class CatalogTest : public ::testing::Test {
 protected:
  test_support::ContentStore content;
  test_support::TempDir& dir = content.dir;
  std::unique_ptr<store::Store>& store = content.store;

  json::array items(const core::Result<catalog::DocumentPtr>& doc) {
    return json::parse(test_support::body_of(doc)).as_object().at("items").as_array();
  }

  void insert_paper(const std::string& id, const char* subject, int index) {
    store->write([&](store::Db& db) {
      auto s = db.prepare(
          "INSERT INTO previous_year_papers (id, year, title, download_url, subject, sort_index) VALUES (?, "
          "'firstYear', ?, '/files/x.pdf', ?, ?)");
      s.bind(1, id).bind(2, "Paper " + id);
      if (subject)
        s.bind(3, std::string_view(subject));
      else
        s.bind_null(3);
      s.bind(4, index).run();
    });
  }
};

TEST_F(CatalogTest, MigrationsApplyOnceAndAreIdempotent) {
  EXPECT_EQ(store->migrate(), 0);  // already applied by the fixture
  auto again = store::Store::open_sqlite(dir.path());
  EXPECT_EQ(again->migrate(), 0);
}

TEST_F(CatalogTest, StoreRejectsAnUnknownYear) {
  EXPECT_THROW(store->write([](store::Db& db) {
    db.exec(
        "INSERT INTO materials (id, collection, year, title, download_url) VALUES ('x', 'notes', 'fifthYear', 't', "
        "'/f')");
  }),
               std::runtime_error);
}

TEST_F(CatalogTest, UnknownCollectionOrYearIsNotFound) {
  auto& c = content.catalog;
  EXPECT_EQ(c.materials("jobs", "firstYear").error().kind, core::ErrorKind::not_found);
  EXPECT_EQ(c.materials("notes", "fifthYear").error().kind, core::ErrorKind::not_found);
  EXPECT_EQ(c.materials("../etc", "firstYear").error().kind, core::ErrorKind::not_found);
  EXPECT_EQ(c.course("nope").error().kind, core::ErrorKind::not_found);
  EXPECT_EQ(c.project("nope").error().kind, core::ErrorKind::not_found);
}

TEST_F(CatalogTest, PreviousYearIsOrderedByIndexWithOthersForMissingSubject) {
  insert_paper("b", "Physics", 2);
  insert_paper("a", nullptr, 1);
  insert_paper("c", "", 3);
  auto& c = content.catalog;
  auto list = items(c.materials("previous-year", "firstYear"));
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].at("id"), "a");
  EXPECT_EQ(list[0].at("subject"), "Others");
  EXPECT_EQ(list[1].at("subject"), "Physics");
  EXPECT_EQ(list[2].at("subject"), "Others");
  // A file on this site has a preview (issue 27).
  EXPECT_EQ(keys(list[0].as_object()),
            (std::vector<std::string>{"id", "title", "downloadUrl", "subject", "index", "preview"}));
}

TEST_F(CatalogTest, CacheIsDroppedWhenContentChanges) {
  insert_paper("a", "Physics", 1);
  auto& c = content.catalog;
  auto before = *c.materials("previous-year", "firstYear");
  EXPECT_EQ(*c.materials("previous-year", "firstYear"), before);  // cached: the same document
  insert_paper("b", "Physics", 2);
  auto after = c.materials("previous-year", "firstYear");
  EXPECT_NE((*after)->etag, before->etag);
  EXPECT_EQ(items(after).size(), 2u);
}

class SeededCatalogTest : public CatalogTest {
 protected:
  void SetUp() override {
    CatalogTest::SetUp();
    ASSERT_TRUE(seed::seed_demo(content.catalog, content.jobs, dir.path() / "files").seeded);
  }
};

TEST_F(SeededCatalogTest, EachCollectionHasExactlyTheDocumentedFields) {
  auto& c = content.catalog;
  // Every demo file is on this site, so each has a preview (issue 27).
  const std::vector<std::string> plain = {"id",          "title",    "description", "imageUrl",
                                          "downloadUrl", "fileType", "preview"};
  const std::vector<std::string> with_subject = {"id",      "title",       "description", "imageUrl",
                                                 "subject", "downloadUrl", "fileType",    "preview"};
  // A priced card's file is for its buyers: the public shape has no downloadUrl (commerce);
  // it says what is paid (payable: GST by the seller's rule).
  const std::vector<std::string> course = {"id",
                                           "title",
                                           "cardTitle",
                                           "subject",
                                           "description",
                                           "imageUrl",
                                           "price",
                                           "originalPrice",
                                           "discountPercentage",
                                           "preview",
                                           "previewPages",
                                           "payable",
                                           "originalPayable",
                                           "gstIncluded"};
  for (const char* year : {"firstYear", "secondYear", "thirdYear", "fourthYear"}) {
    for (auto [slug, fields] :
         {std::pair{"important-topics", plain}, std::pair{"quantum", plain}, std::pair{"notes", with_subject},
          std::pair{"practical", with_subject}, std::pair{"bl-notes", course}}) {
      auto list = items(c.materials(slug, year));
      ASSERT_FALSE(list.empty()) << slug << " " << year;
      for (const auto& item : list) EXPECT_EQ(keys(item.as_object()), fields) << slug;
    }
    EXPECT_FALSE(items(c.materials("previous-year", year)).empty());
  }
}

TEST_F(SeededCatalogTest, CourseFindsPremiumCoursesAndBreviNotes) {
  auto& c = content.catalog;
  auto premium = items(c.courses());
  EXPECT_GE(premium.size(), 12u);
  auto id = std::string(premium[0].at("id").as_string());
  EXPECT_EQ(json::parse(test_support::body_of(c.course(id))).at("id").as_string(), id);
  auto bl = items(c.materials("bl-notes", "thirdYear"));
  auto bl_id = std::string(bl[0].at("id").as_string());
  EXPECT_EQ(json::parse(test_support::body_of(c.course(bl_id))).at("title"), bl[0].at("title"));
  EXPECT_EQ(json::parse(test_support::body_of(c.courses_array())).as_array().size(), premium.size());
}

TEST_F(SeededCatalogTest, ProjectsCoverThreeLevelsAndResolveById) {
  auto& c = content.catalog;
  auto list = items(c.projects());
  std::map<std::string, int> per_level;
  for (const auto& p : list) per_level[std::string(p.at("level").as_string())]++;
  EXPECT_GE(per_level["beginner"], 4);
  EXPECT_GE(per_level["intermediate"], 4);
  EXPECT_GE(per_level["advanced"], 4);
  auto id = std::string(list[5].at("id").as_string());
  auto one = json::parse(test_support::body_of(c.project(id))).as_object();
  EXPECT_EQ(one.at("cardTitle"), list[5].at("cardTitle"));
  EXPECT_TRUE(one.contains("ss1_url"));
  EXPECT_TRUE(one.contains("tech1"));
}

}  // namespace
