// My library and recently opened items over real HTTP: a student's saved items follow them
// to any browser they sign in from, nobody else can read or change them, and an item an
// admin deletes drops out quietly.
#include <gtest/gtest.h>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"
#include "library/types.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
using boost::beast::http::verb;
namespace json = boost::json;

namespace {

class LibraryApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer();
    for (const char* email : {"reader@example.com", "other@example.com", "third@example.com"})
      ASSERT_TRUE(
          server->accounts->create_user({email, "Student", 3, "library-pass-1", false}, accounts::now_ms()).ok());
    ASSERT_TRUE(
        server->accounts
            ->create_user({"librarian@example.com", "Admin", std::nullopt, "library-pass-1", true}, accounts::now_ms())
            .ok());
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static Browser signed_in(const std::string& email) { return signed_in_browser(*server, email, "library-pass-1"); }
  static Reply put(Browser& b, const std::string& target) { return b.send_json(verb::put, target, ""); }
  static Reply remove(Browser& b, const std::string& target) { return b.send_json(verb::delete_, target, ""); }
  static json::array items(Browser& b, const std::string& target) {
    auto r = b.get(target);
    EXPECT_EQ(r.status, 200u) << r.body;
    return json_object(r.body).at("items").as_array();
  }
  static std::vector<std::string> ids(const json::array& list) {
    std::vector<std::string> out;
    for (const auto& i : list)
      out.emplace_back(i.at("kind").as_string().c_str() + std::string("/") + i.at("id").as_string().c_str());
    return out;
  }
  static std::string first_job_id() {
    return std::string(json_object(server->fetch("/api/jobs?limit=1").body).at("items").at(0).at("id").as_string());
  }

  static TestServer* server;
};
TestServer* LibraryApi::server = nullptr;

TEST_F(LibraryApi, SavedItemsFollowTheStudentToEveryBrowser) {
  const auto note = server->catalog->list_materials("notes", "secondYear").front();
  const auto paper = server->catalog->list_papers("firstYear").front();
  const auto project = server->catalog->list_projects().front();
  const auto job = first_job_id();

  Browser phone = signed_in("reader@example.com");
  auto saved = put(phone, "/api/me/library/material/" + note.id);
  ASSERT_EQ(saved.status, 200u) << saved.body;
  const auto item = json_object(saved.body).at("item").as_object();
  EXPECT_EQ(item.at("title").as_string(), note.title);
  EXPECT_EQ(item.at("section").as_string(), "notes");
  EXPECT_EQ(item.at("sectionLabel").as_string(), "Notes");
  EXPECT_EQ(item.at("year").as_string(), "secondYear");
  EXPECT_EQ(item.at("url").as_string(), "/api/downloads/" + note.id);
  EXPECT_TRUE(item.at("download").as_bool());
  ASSERT_EQ(put(phone, "/api/me/library/paper/" + paper.id).status, 200u);
  ASSERT_EQ(put(phone, "/api/me/library/project/" + project.id).status, 200u);
  ASSERT_EQ(put(phone, "/api/me/library/job/" + job).status, 200u);
  // Saving again changes nothing.
  ASSERT_EQ(put(phone, "/api/me/library/material/" + note.id).status, 200u);

  // Another browser, the same student: the same library, newest first.
  Browser laptop = signed_in("reader@example.com");
  const auto listed = items(laptop, "/api/me/library");
  EXPECT_EQ(ids(listed), (std::vector<std::string>{"job/" + job, "project/" + project.id, "paper/" + paper.id,
                                                   "material/" + note.id}));
  EXPECT_EQ(listed.at(0).at("url").as_string(), "/jobs/" + job);
  EXPECT_EQ(listed.at(1).at("url").as_string(), "/project/" + project.id);
  EXPECT_GT(listed.at(0).at("savedAt").as_int64(), 0);

  // Removed on the laptop, gone on the phone; removing twice says it was not there.
  auto removed = remove(laptop, "/api/me/library/paper/" + paper.id);
  ASSERT_EQ(removed.status, 200u);
  EXPECT_TRUE(json_object(removed.body).at("removed").as_bool());
  EXPECT_FALSE(json_object(remove(laptop, "/api/me/library/paper/" + paper.id).body).at("removed").as_bool());
  EXPECT_EQ(ids(items(phone, "/api/me/library")),
            (std::vector<std::string>{"job/" + job, "project/" + project.id, "material/" + note.id}));
}

TEST_F(LibraryApi, OnlyTheStudentSeesAndChangesTheirLibrary) {
  const auto note = server->catalog->list_materials("notes", "firstYear").front();
  Browser owner = signed_in("other@example.com");
  ASSERT_EQ(put(owner, "/api/me/library/material/" + note.id).status, 200u);

  Browser someone_else = signed_in("third@example.com");
  EXPECT_TRUE(items(someone_else, "/api/me/library").empty());
  EXPECT_FALSE(json_object(remove(someone_else, "/api/me/library/material/" + note.id).body).at("removed").as_bool());
  EXPECT_EQ(items(owner, "/api/me/library").size(), 1u);

  Browser visitor(*server);
  EXPECT_EQ(visitor.get("/api/me/library").status, 401u);
  EXPECT_EQ(visitor.get("/api/me/recent").status, 401u);
  EXPECT_EQ(put(visitor, "/api/me/library/material/" + note.id).status, 401u);
  // A save without the CSRF token (a forged form) changes nothing.
  EXPECT_EQ(owner.send(verb::delete_, "/api/me/library/material/" + note.id, "", {}).status, 403u);
  EXPECT_EQ(items(owner, "/api/me/library").size(), 1u);
}

TEST_F(LibraryApi, UnknownKindsAndItemsAreRefused) {
  Browser student = signed_in("third@example.com");
  auto bad_kind = put(student, "/api/me/library/album/x");
  EXPECT_EQ(bad_kind.status, 400u);
  EXPECT_EQ(json_object(bad_kind.body).at("error").at("code").as_string(), "invalid-kind");
  auto missing = put(student, "/api/me/library/material/no-such-item");
  EXPECT_EQ(missing.status, 404u);
  // A job's id is not a material's.
  EXPECT_EQ(put(student, "/api/me/library/material/" + first_job_id()).status, 404u);
  EXPECT_EQ(student.send_json(verb::post, "/api/me/recent/job/no-such-job", "").status, 404u);
  EXPECT_TRUE(items(student, "/api/me/library").empty());
}

TEST_F(LibraryApi, AnItemAnAdminDeletesLeavesEveryLibraryQuietly) {
  const auto notes = server->catalog->list_materials("quantum", "thirdYear");
  ASSERT_GE(notes.size(), 2u);
  Browser student = signed_in("reader@example.com");
  ASSERT_EQ(put(student, "/api/me/library/material/" + notes[0].id).status, 200u);
  ASSERT_EQ(put(student, "/api/me/library/material/" + notes[1].id).status, 200u);
  ASSERT_EQ(student.send_json(verb::post, "/api/me/recent/material/" + notes[0].id, "").status, 200u);

  Browser admin = signed_in("librarian@example.com");
  auto deleted = admin.send_json(verb::delete_, "/api/admin/catalog/quantum/thirdYear/" + notes[0].id, "");
  ASSERT_EQ(deleted.status, 200u) << deleted.body;

  const auto library = ids(items(student, "/api/me/library"));
  EXPECT_EQ(std::find(library.begin(), library.end(), "material/" + notes[0].id), library.end());
  EXPECT_NE(std::find(library.begin(), library.end(), "material/" + notes[1].id), library.end());
  for (const auto& id : ids(items(student, "/api/me/recent"))) EXPECT_NE(id, "material/" + notes[0].id);
}

TEST_F(LibraryApi, RecentlyOpenedKeepsTheLastTwentyNewestFirst) {
  Browser student = signed_in("other@example.com");
  std::vector<std::string> opened;
  for (const auto& year : {"firstYear", "secondYear", "thirdYear", "fourthYear"})
    for (const auto& m : server->catalog->list_materials("important-topics", year)) opened.push_back(m.id);
  for (const auto& year : {"firstYear", "secondYear", "thirdYear", "fourthYear"})
    for (const auto& m : server->catalog->list_materials("practical", year)) opened.push_back(m.id);
  ASSERT_GT(opened.size(), 21u);
  opened.resize(22);
  for (const auto& id : opened) {
    auto r = student.send_json(verb::post, "/api/me/recent/material/" + id, "");
    ASSERT_EQ(r.status, 200u) << r.body;
    EXPECT_GT(json_object(r.body).at("item").at("openedAt").as_int64(), 0);
  }
  // The first opened again goes back to the top.
  ASSERT_EQ(student.send_json(verb::post, "/api/me/recent/material/" + opened[0], "").status, 200u);

  const auto recent = ids(items(student, "/api/me/recent"));
  ASSERT_EQ(recent.size(), 20u);
  EXPECT_EQ(recent.front(), "material/" + opened[0]);
  EXPECT_EQ(recent.at(1), "material/" + opened[21]);
  EXPECT_EQ(std::find(recent.begin(), recent.end(), "material/" + opened[1]), recent.end()) << "the oldest went";
  EXPECT_EQ(std::find(recent.begin(), recent.end(), "material/" + opened[2]), recent.end());
}

// Issue 52 (info): POST /api/me/recent wrote on every call (1,044 writes a second from one
// student). The newest item again is no write; past kOpensBurst opens a student waits.
TEST_F(LibraryApi, MarkingItemsOpenedIsBoundedPerStudent) {
  ASSERT_TRUE(
      server->accounts->create_user({"opener@example.com", "Student", 3, "library-pass-1", false}, accounts::now_ms())
          .ok());
  Browser phone = signed_in("opener@example.com");
  std::vector<std::string> targets;
  for (const char* collection : {"notes", "important-topics", "practical", "quantum"})
    for (const char* year : {"firstYear", "secondYear", "thirdYear", "fourthYear"})
      for (const auto& m : server->catalog->list_materials(collection, year))
        targets.push_back("/api/me/recent/material/" + m.id);
  ASSERT_GT(targets.size(), static_cast<std::size_t>(library::kOpensBurst + 1));
  for (int i = 0; i < 50; ++i) EXPECT_EQ(phone.post(targets[0], "").status, 200u) << "the newest item again";
  int answered = 1;  // targets[0]
  unsigned last = 200;
  for (int i = 1; i <= library::kOpensBurst && last == 200u; ++i) {
    last = phone.post(targets[static_cast<std::size_t>(i)], "").status;
    if (last == 200u) ++answered;
  }
  EXPECT_EQ(last, 429u) << "one student cannot write without bound";
  EXPECT_EQ(answered, library::kOpensBurst);
}

}  // namespace
