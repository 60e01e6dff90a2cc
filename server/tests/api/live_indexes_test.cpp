// The in-memory indexes follow every edit at once and never make a reader wait (issue 26),
// on both databases: a job or catalog edit is applied to the job search, site-wide search,
// the admin's job list and the sitemap (not rebuilt), a catalog edit leaves the job index
// alone, and a bulk change is built in the background while the old index keeps answering
// (held there by the index's test hook, not by timing).
#include <gtest/gtest.h>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"
#include "store/store.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;
namespace json = boost::json;

namespace {

class LiveIndexes : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer();
    ASSERT_TRUE(
        server->accounts
            ->create_user({"indexer@example.com", "Indexer", std::nullopt, "indexer-pass-1", true}, accounts::now_ms())
            .ok());
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  void SetUp() override {
    auto r = admin.post("/api/auth/login", R"({"email":"indexer@example.com","password":"indexer-pass-1"})");
    ASSERT_EQ(r.status, 200u) << r.body;
  }
  Reply write(bhttp::verb method, const std::string& target, const std::string& body,
              const std::string& if_match = "") {
    std::map<std::string, std::string> headers;
    if (!if_match.empty()) headers["If-Match"] = if_match;
    return admin.send_json(method, target, body, headers);
  }
  // The roles /api/jobs finds, and its total.
  static std::pair<std::vector<std::string>, std::int64_t> job_search(const std::string& q) {
    auto r = server->fetch("/api/jobs?q=" + q);
    EXPECT_EQ(r.status, 200u) << r.body;
    auto page = json_object(r.body);
    std::vector<std::string> roles;
    for (const auto& j : page.at("items").as_array()) roles.emplace_back(j.at("role").as_string());
    return {roles, page.at("total").as_int64()};
  }
  // How many of one kind /api/search finds.
  static std::int64_t site_total(const std::string& q, const std::string& kind) {
    const auto answer = json_object(server->fetch("/api/search?q=" + q + "&kind=" + kind).body);
    const auto& groups = answer.at("groups").as_array();
    return groups.empty() ? 0 : groups.at(0).at("total").as_int64();
  }
  // The titles of one kind that /api/search finds.
  static std::vector<std::string> site_search(const std::string& q, const std::string& kind) {
    auto r = server->fetch("/api/search?q=" + q + "&kind=" + kind);
    EXPECT_EQ(r.status, 200u) << r.body;
    std::vector<std::string> titles;
    const auto answer = json_object(r.body);
    for (const auto& g : answer.at("groups").as_array())
      for (const auto& item : g.at("items").as_array()) titles.emplace_back(item.at("title").as_string());
    return titles;
  }
  std::vector<std::string> admin_list(const std::string& q) {
    auto r = admin.get("/api/admin/jobs?q=" + q);
    EXPECT_EQ(r.status, 200u) << r.body;
    std::vector<std::string> roles;
    const auto page = json_object(r.body);
    for (const auto& j : page.at("items").as_array()) roles.emplace_back(j.at("role").as_string());
    return roles;
  }
  static bool in_sitemap(const std::string& path) {
    return server->fetch("/sitemap.xml").body.find(path + "</loc>") != std::string::npos;
  }
  static std::vector<std::string> just(std::string s) { return {std::move(s)}; }

  static TestServer* server;
  Browser admin{*server};
};
TestServer* LiveIndexes::server = nullptr;

TEST_F(LiveIndexes, AJobEditIsFoundAtOnceEverywhereWithoutARebuild) {
  auto& search = server->app->services.search;
  // Everything built once.
  EXPECT_EQ(job_search("zymurgy").second, 0);
  EXPECT_TRUE(site_search("zymurgy", "jobs").empty());
  EXPECT_TRUE(admin_list("zymurgy").empty());
  const auto job_builds = server->jobs->index_builds();
  const auto site_builds = search.index_builds();

  auto created =
      write(bhttp::verb::post, "/api/admin/jobs",
            R"({"role":"Zymurgy Analyst","company":"José Brewing","applyUrl":"https://brew.example/apply"})");
  ASSERT_EQ(created.status, 201u) << created.body;
  const std::string id(json_object(created.body).at("id").as_string());
  const auto version = json_object(created.body).at("version").as_int64();
  EXPECT_EQ(version, 1) << "the version an edit right after creating must name";
  EXPECT_EQ(job_search("zymurgy").first, just("Zymurgy Analyst"));
  EXPECT_EQ(site_search("zymurgy", "jobs"), just("Zymurgy Analyst"));
  EXPECT_EQ(admin_list("zymurgy"), just("Zymurgy Analyst"));
  EXPECT_TRUE(in_sitemap("/jobs/" + id));
  // One way to match: the admin's list folds accents as the public search does.
  EXPECT_EQ(job_search("jose").first, just("Zymurgy Analyst"));
  EXPECT_EQ(admin_list("jose"), just("Zymurgy Analyst"));
  EXPECT_EQ(admin_list("JOS%C3%89"), just("Zymurgy Analyst"));

  auto updated =
      write(bhttp::verb::put, "/api/admin/jobs/" + id,
            R"({"role":"Zymurgy Lead","company":"José Brewing","applyUrl":"https://brew.example/apply","version":)" +
                std::to_string(version) + "}");
  ASSERT_EQ(updated.status, 200u) << updated.body;
  EXPECT_EQ(job_search("zymurgy").first, just("Zymurgy Lead"));
  EXPECT_EQ(job_search("analyst%20jos").second, 0) << "the old role is still found";
  EXPECT_EQ(site_search("zymurgy", "jobs"), just("Zymurgy Lead"));
  EXPECT_EQ(admin_list("zymurgy"), just("Zymurgy Lead"));

  const auto now = json_object(updated.body).at("version").as_int64();
  EXPECT_EQ(now, version + 1);
  ASSERT_EQ(write(bhttp::verb::delete_, "/api/admin/jobs/" + id, "", "\"" + std::to_string(now) + "\"").status, 200u);
  EXPECT_EQ(job_search("zymurgy").second, 0);
  EXPECT_TRUE(site_search("zymurgy", "jobs").empty());
  EXPECT_TRUE(admin_list("zymurgy").empty());
  EXPECT_FALSE(in_sitemap("/jobs/" + id));

  EXPECT_EQ(server->jobs->index_builds(), job_builds) << "an edit rebuilt the job index";
  EXPECT_EQ(search.index_builds(), site_builds) << "an edit rebuilt the site-wide index";
  EXPECT_GE(server->jobs->index_refreshes(), 3);
}

TEST_F(LiveIndexes, ACatalogEditIsSearchedAtOnceAndLeavesTheJobIndexAlone) {
  auto& search = server->app->services.search;
  EXPECT_TRUE(site_search("xylophone", "notes").empty());
  job_search("engineer");
  const auto job_version = server->jobs->snapshot()->version();
  const auto job_builds = server->jobs->index_builds();
  const auto job_refreshes = server->jobs->index_refreshes();
  const auto site_builds = search.index_builds();

  auto notes = server->catalog->list_materials("notes", "secondYear");
  ASSERT_FALSE(notes.empty());
  auto note = notes.front();
  const auto old_title = note.title;
  note.title = "Xylophone Acoustics Notes";
  ASSERT_TRUE(server->catalog->update_material(note.id, note).ok());
  EXPECT_EQ(site_search("xylophone", "notes"), just("Xylophone Acoustics Notes"));
  EXPECT_TRUE(site_search(old_title.substr(0, old_title.find(' ')) + "%20xylophone", "notes").size() <= 1);

  ASSERT_TRUE(server->catalog->delete_material(note.id).ok());
  EXPECT_TRUE(site_search("xylophone", "notes").empty());

  job_search("engineer");
  EXPECT_EQ(server->jobs->snapshot()->version(), job_version) << "a catalog edit moved the job index";
  EXPECT_EQ(server->jobs->index_builds(), job_builds);
  EXPECT_EQ(server->jobs->index_refreshes(), job_refreshes);
  EXPECT_EQ(search.index_builds(), site_builds);
}

TEST_F(LiveIndexes, ABulkChangeIsBuiltInTheBackgroundWhileTheOldIndexAnswers) {
  auto& job_index = server->jobs->live_index();
  auto& site_index = server->app->services.search.live_index();
  EXPECT_EQ(job_search("bulkimported").second, 0);  // built
  EXPECT_EQ(site_total("bulkimported", "jobs"), 0);
  job_index.wait_idle();
  site_index.wait_idle();
  const auto site_builds = server->app->services.search.index_builds();
  const auto builds = server->jobs->index_builds();

  job_index.hold_builds(true);
  std::vector<jobs::Job> many;
  for (int i = 0; i < 150; ++i) {  // more than one refresh applies (JobSnapshot::kMaxAtOnce)
    jobs::Job j;
    j.role = "Bulkimported Role " + std::to_string(i);
    j.company = "Import Co";
    j.apply_url = "https://import.example/" + std::to_string(i);
    many.push_back(j);
  }
  ASSERT_TRUE(server->jobs->import_all(many, accounts::now_ms()).ok());

  // The first search after the import asks for a build and is answered at once, by the old index;
  EXPECT_EQ(job_search("bulkimported").second, 0);
  // the build finishes and is held before it is swapped in: searches still get the old one.
  job_index.wait_until_held();
  EXPECT_EQ(job_search("bulkimported").second, 0);
  EXPECT_EQ(admin_list("bulkimported").size(), 0u);

  EXPECT_EQ(site_total("bulkimported", "jobs"), 0);
  EXPECT_EQ(server->app->services.search.index_builds(), site_builds)
      << "site search rebuilt before the job index it reads had the import";

  // An admin's edit while the bulk change is being built is found at once: it is applied to
  // the old index, which still lacks the import.
  jobs::Job during;
  during.role = "Heldbuild Surveyor";
  during.company = "Import Co";
  during.apply_url = "https://import.example/during";
  auto made = server->jobs->create(during, accounts::now_ms());
  ASSERT_TRUE(made.ok());
  EXPECT_EQ(job_search("heldbuild").second, 1);
  EXPECT_EQ(admin_list("heldbuild").size(), 1u);
  EXPECT_EQ(job_search("bulkimported").second, 0);
  // Site search too takes the edit at once, and leaves out the import as the job index does.
  EXPECT_EQ(site_search("heldbuild", "jobs"), just("Heldbuild Surveyor"));
  EXPECT_EQ(site_total("bulkimported", "jobs"), 0);
  auto renamed = *made;
  renamed.role = "Heldbuild Geodesist";
  ASSERT_TRUE(server->jobs->update(made->id, renamed).ok());
  EXPECT_EQ(job_search("surveyor").second, 0);
  EXPECT_EQ(job_search("geodesist").second, 1);
  EXPECT_TRUE(site_search("surveyor", "jobs").empty());
  EXPECT_EQ(site_search("geodesist", "jobs"), just("Heldbuild Geodesist"));
  EXPECT_EQ(server->jobs->index_builds(), builds + 1) << "the held build only: the edits made none";
  EXPECT_EQ(server->app->services.search.index_builds(), site_builds) << "site search built during the job build";

  job_index.hold_builds(false);
  job_index.wait_idle();
  EXPECT_EQ(job_search("bulkimported").second, 150);
  EXPECT_EQ(job_search("geodesist").second, 1) << "the edits made during the build were kept";
  EXPECT_EQ(server->jobs->index_builds(), builds + 1);
  // Site search sees the job index's new version, builds once in the background, and finds them.
  site_total("bulkimported", "jobs");
  site_index.wait_idle();
  EXPECT_EQ(site_total("bulkimported", "jobs"), 150);
  EXPECT_EQ(site_search("geodesist", "jobs"), just("Heldbuild Geodesist"));
  EXPECT_EQ(server->app->services.search.index_builds(), site_builds + 1);
  // An edit right after is applied to the new index as usual.
  jobs::Job one;
  one.role = "Bulkimported Straggler";
  one.company = "Import Co";
  one.apply_url = "https://import.example/last";
  ASSERT_TRUE(server->jobs->create(one, accounts::now_ms()).ok());
  EXPECT_EQ(job_search("bulkimported").second, 151);
  EXPECT_EQ(server->jobs->index_builds(), builds + 1);
}

// The same for site-wide search: a note edited while site search builds a bulk change in the
// background (here the job import it follows) is found at once; the import when the build is in.
TEST_F(LiveIndexes, AnEditDuringASiteSearchBuildIsFoundAtOnce) {
  auto& job_index = server->jobs->live_index();
  auto& site_index = server->app->services.search.live_index();
  site_total("sitebulk", "jobs");
  job_index.wait_idle();
  site_index.wait_idle();
  const auto site_builds = server->app->services.search.index_builds();

  site_index.hold_builds(true);
  std::vector<jobs::Job> many(150);
  for (std::size_t i = 0; i < many.size(); ++i) {
    many[i].role = "Sitebulk Role " + std::to_string(i);
    many[i].company = "Site Co";
    many[i].apply_url = "https://site.example/" + std::to_string(i);
  }
  ASSERT_TRUE(server->jobs->import_all(many, accounts::now_ms()).ok());
  EXPECT_EQ(job_search("sitebulk").second, 0);  // the job index builds (not held) ...
  job_index.wait_idle();
  EXPECT_EQ(job_search("sitebulk").second, 150);
  EXPECT_EQ(site_total("sitebulk", "jobs"), 0);  // ... then site search, held before its swap
  site_index.wait_until_held();

  auto note = server->catalog->list_materials("notes", "secondYear").front();
  note.title = "Zeppelin Aerostatics Notes";
  ASSERT_TRUE(server->catalog->update_material(note.id, note).ok());
  EXPECT_EQ(site_search("zeppelin", "notes"), just("Zeppelin Aerostatics Notes"));
  EXPECT_EQ(site_total("sitebulk", "jobs"), 0) << "the build is held";

  site_index.hold_builds(false);
  site_index.wait_idle();
  EXPECT_EQ(site_total("sitebulk", "jobs"), 150);
  EXPECT_EQ(site_search("zeppelin", "notes"), just("Zeppelin Aerostatics Notes")) << "the edit was kept";
  EXPECT_EQ(server->app->services.search.index_builds(), site_builds + 1);
}

}  // namespace
