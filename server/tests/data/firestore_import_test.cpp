// `pathshala import-firestore` on a fixture in the old product's export shape
// (tests/fixtures/firestore_export.json): every collection of SPEC §3 lands where the public
// pages read it, with its document id; broken documents are skipped with the reason; a
// second run adds nothing.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "../support/temp_dir.hpp"
#include "accounts/accounts_service.hpp"
#include "app/services.hpp"
#include "imports/firestore_import.hpp"
#include "store/store.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

using namespace pathshala;

namespace {

std::string fixture() {
  std::ifstream in(std::string(PATHSHALA_SOURCE_DIR) + "/tests/fixtures/firestore_export.json");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class FirestoreImport : public ::testing::Test {
 protected:
  test_support::TempDir dir;
  std::unique_ptr<store::Store> store = [&] {
    auto s = store::Store::open_sqlite(dir.path());
    s->migrate();
    return s;
  }();
  app::Services services{*store, accounts::AccountsOptions{}, dir.path(), dir.path() / "files"};

  imports::FirestoreReport run() {
    auto report = imports::import_firestore(fixture(), services.catalog, services.jobs, services.accounts,
                                            services.commerce, 1'750'000'000'000);
    EXPECT_TRUE(report.ok());
    return report.ok() ? *report : imports::FirestoreReport{};
  }
};

TEST_F(FirestoreImport, EveryCollectionLandsWithItsIdAndBrokenDocumentsAreReported) {
  auto report = run();
  const auto& c = report.by_collection;
  EXPECT_EQ(c.at("Important Topics/thirdYear").imported, 2);
  EXPECT_EQ(c.at("notes/firstYear").imported, 1);
  EXPECT_EQ(c.at("notes/firstYear").skipped, 1);
  EXPECT_EQ(c.at("quantum/fourthYear").imported, 1);
  EXPECT_EQ(c.at("practical/firstYear").imported, 1);
  EXPECT_EQ(c.at("previousYear/firstYear").imported, 2);
  EXPECT_EQ(c.at("previousYear/firstYear").skipped, 1);
  EXPECT_EQ(c.at("bl_notes/secondYear").imported, 1);
  EXPECT_EQ(c.at("jobs").imported, 2);
  EXPECT_EQ(c.at("jobs").skipped, 1);
  EXPECT_EQ(c.at("projects").imported, 1);
  EXPECT_EQ(c.at("premiumCourses").imported, 1);
  EXPECT_EQ(c.at("users").imported, 2);
  EXPECT_EQ(c.at("users").skipped, 1);
  EXPECT_EQ(report.total_imported(), 14);

  auto mentions = [&](const std::string& needle) {
    for (const auto& p : report.problems)
      if (p.find(needle) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(mentions("notes/firstYear/noteNoTitle: Title is required"));
  EXPECT_TRUE(mentions("previousYear/firstYear/pyqBadIndex"));
  EXPECT_TRUE(mentions("jobs/jobEvil"));
  EXPECT_TRUE(mentions("users/uidBroken3"));
  EXPECT_TRUE(mentions("chats: not part of the old product's layout"));
  EXPECT_TRUE(mentions("notes/fifthYear: not a year"));
  EXPECT_NE(report.text().find("Skipped, and why:"), std::string::npos);

  // Where the public pages read them, with their document ids.
  auto topics = services.catalog.list_materials("important-topics", "thirdYear");
  ASSERT_EQ(topics.size(), 2u);
  EXPECT_TRUE(services.catalog.find_material("itDaaUnits01").has_value());
  auto papers = services.catalog.list_papers("firstYear");
  ASSERT_EQ(papers.size(), 2u);
  EXPECT_EQ(papers[0].id, "pyqPhysics23");  // index 1 before index 2.0
  auto notes = services.catalog.find_course("blDsa");
  ASSERT_TRUE(notes.has_value());
  EXPECT_EQ(notes->kind, "bl-notes");
  EXPECT_EQ(notes->year, "secondYear");
  EXPECT_EQ(notes->price, 99);
  EXPECT_EQ(services.catalog.find_course("courseDsa")->kind, "premium");
  EXPECT_EQ(services.catalog.find_project("projChat")->technologies.size(), 2u);
  auto practical = services.catalog.find_material("pracC");
  ASSERT_TRUE(practical.has_value());
  EXPECT_EQ(practical->file_type, "ZIP");

  auto tcs = services.jobs.find("jobTcs");
  ASSERT_TRUE(tcs.has_value());
  EXPECT_EQ(tcs->posted_at, 1'700'000'000'500);
  EXPECT_TRUE(tcs->top_company);
  EXPECT_EQ(services.jobs.find("jobInfosys")->posted_at, 1'705'314'600'000);
  EXPECT_FALSE(services.jobs.find("jobEvil").has_value());

  auto admin = services.accounts.user("uidAdminOld1");
  ASSERT_TRUE(admin.has_value());
  EXPECT_EQ(admin->role, "admin");
  EXPECT_FALSE(admin->password_hash.has_value());
  auto student = services.accounts.user("uidStudentOld2");
  ASSERT_TRUE(student.has_value());
  EXPECT_EQ(student->semester, 5);
  EXPECT_EQ(services.commerce.owned_items("uidStudentOld2"), std::vector<std::string>{"courseDsa"});
  // No password came along: nobody signs in with one until it is set.
  EXPECT_FALSE(services.accounts.login("old.student@example.com", "", "127.0.0.1", 1).ok());
}

TEST_F(FirestoreImport, ASecondRunAddsNothing) {
  run();
  const auto jobs_before = services.jobs.list({}).total;
  auto again = run();
  EXPECT_EQ(again.total_imported(), 0);
  EXPECT_EQ(again.by_collection.at("Important Topics/thirdYear").already_there, 2);
  EXPECT_EQ(again.by_collection.at("jobs").already_there, 2);
  EXPECT_EQ(again.by_collection.at("users").already_there, 2);
  EXPECT_EQ(services.jobs.list({}).total, jobs_before);
  EXPECT_EQ(services.catalog.list_papers("firstYear").size(), 2u);
}

TEST_F(FirestoreImport, AFileThatIsNotAnExportIsRefusedWhole) {
  auto bad =
      imports::import_firestore("[1, 2]", services.catalog, services.jobs, services.accounts, services.commerce, 1);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code, "invalid-file");
  EXPECT_FALSE(
      imports::import_firestore("{\"jobs\":", services.catalog, services.jobs, services.accounts, services.commerce, 1)
          .ok());
}

}  // namespace
