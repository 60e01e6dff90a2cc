// The admin API over real HTTP: CRUD for every collection and year, jobs, projects and
// courses; each validation rule answered with its field; 409 on a stale edit; the change
// visible on the public API at once; the activity log.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"
#include "store/store.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace bhttp = boost::beast::http;
namespace json = boost::json;
using bhttp::verb;

namespace {

class AdminApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new TestServer();
    ASSERT_TRUE(
        server->accounts
            ->create_user({"editor@example.com", "Editor", std::nullopt, "editor-pass-1", true}, accounts::now_ms())
            .ok());
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  void SetUp() override {
    auto r = admin.post("/api/auth/login", R"({"email":"editor@example.com","password":"editor-pass-1"})");
    ASSERT_EQ(r.status, 200u) << r.body;
  }
  // A write with the CSRF token and, when given, If-Match.
  Reply write(verb method, const std::string& target, const std::string& body, const std::string& if_match = "") {
    return write_as(admin, method, target, body, if_match);
  }
  static Reply write_as(Browser& who, verb method, const std::string& target, const std::string& body,
                        const std::string& if_match = "") {
    std::map<std::string, std::string> headers{{"Content-Type", "application/json"},
                                               {"X-CSRF-Token", who.cookies["ps_csrf"]}};
    if (!if_match.empty()) headers["If-Match"] = if_match;
    return who.send(method, target, body, headers);
  }
  // Another admin, signed in with a browser of their own; their uid.
  static std::string another_admin(Browser& browser, const std::string& email, const std::string& name) {
    auto user = server->accounts->create_user({email, name, std::nullopt, "another-pass-1", true}, accounts::now_ms());
    EXPECT_TRUE(user.ok());
    auto r = browser.post("/api/auth/login", R"({"email":")" + email + R"(","password":"another-pass-1"})");
    EXPECT_EQ(r.status, 200u) << r.body;
    return user.ok() ? user->uid : "";
  }
  json::array audit_items(const std::string& query) {
    auto r = admin.get("/api/admin/audit?" + query);
    EXPECT_EQ(r.status, 200u) << query << ": " << r.body;
    return r.status == 200u ? json_object(r.body).at("items").as_array() : json::array();
  }
  json::array public_items(const std::string& target) {
    return json::parse(server->fetch(target).body).at("items").as_array();
  }
  static TestServer* server;
  Browser admin{*server};
};
TestServer* AdminApi::server = nullptr;

const std::string kNote =
    R"({"title":"Compiler Design — Unit 1","description":"Unit-wise notes.","imageUrl":"Handwritten Notes",
  "subject":"Compiler Design","downloadUrl":"/files/uploads/cd.pdf","fileType":"PDF"})";

TEST_F(AdminApi, EveryMaterialCollectionAndYearHasCreateReadUpdateDelete) {
  const std::string paper =
      R"J({"title":"Maths (2024-25)","downloadUrl":"/files/pyq/m.pdf","subject":"Maths","index":"7"})J";
  const std::string card =
      R"({"title":"DBMS Notes","subject":"DBMS","imageUrl":"/files/i.svg","downloadUrl":"/files/d.pdf",
    "price":"149","originalPrice":298})";
  for (const char* year : {"firstYear", "secondYear", "thirdYear", "fourthYear"}) {
    for (const char* slug : {"important-topics", "quantum", "notes", "practical", "previous-year", "bl-notes"}) {
      const std::string base = std::string("/api/admin/catalog/") + slug + "/" + year;
      const std::string body = std::string(slug) == "previous-year" ? paper
                               : std::string(slug) == "bl-notes"    ? card
                                                                    : kNote;
      const auto before = public_items(std::string("/api/catalog/") + slug + "/" + year).size();
      auto created = write(verb::post, base, body);
      ASSERT_EQ(created.status, 201u) << base << ": " << created.body;
      auto record = json_object(created.body);
      const std::string id(record.at("id").as_string());
      EXPECT_EQ(created.header("etag"), "\"1\"");
      EXPECT_EQ(public_items(std::string("/api/catalog/") + slug + "/" + year).size(), before + 1) << base;

      auto read = admin.get(base + "/" + id);
      ASSERT_EQ(read.status, 200u);
      EXPECT_EQ(json_object(read.body).at("version").as_int64(), 1);

      record["title"] = "Renamed " + std::string(slug);
      auto updated = write(verb::put, base + "/" + id, json::serialize(record), "\"1\"");
      ASSERT_EQ(updated.status, 200u) << updated.body;
      EXPECT_EQ(updated.header("etag"), "\"2\"");
      bool shown = false;
      for (const auto& item : public_items(std::string("/api/catalog/") + slug + "/" + year))
        shown = shown || item.at("title") == json::value("Renamed " + std::string(slug));
      EXPECT_TRUE(shown) << base;

      auto deleted = write(verb::delete_, base + "/" + id, "", "\"2\"");
      EXPECT_EQ(deleted.status, 200u) << deleted.body;
      EXPECT_EQ(public_items(std::string("/api/catalog/") + slug + "/" + year).size(), before);
      EXPECT_EQ(admin.get(base + "/" + id).status, 404u);
    }
  }
}

TEST_F(AdminApi, AStaleEditIs409AndChangesNothing) {
  auto created = write(verb::post, "/api/admin/catalog/notes/thirdYear", kNote);
  ASSERT_EQ(created.status, 201u);
  auto record = json_object(created.body);
  const std::string item = "/api/admin/catalog/notes/thirdYear/" + std::string(record.at("id").as_string());
  record["title"] = "First editor";
  ASSERT_EQ(write(verb::put, item, json::serialize(record), "\"1\"").status, 200u);
  record["title"] = "Second editor, from the old copy";
  auto stale = write(verb::put, item, json::serialize(record), "\"1\"");
  EXPECT_EQ(stale.status, 409u);
  EXPECT_EQ(error_code(stale), "conflict");
  EXPECT_EQ(json_object(admin.get(item).body).at("title"), "First editor");
  // The body's version counts when there is no If-Match; none at all is refused.
  record["version"] = 1;
  EXPECT_EQ(write(verb::put, item, json::serialize(record)).status, 409u);
  record.erase("version");
  auto unversioned = write(verb::put, item, json::serialize(record));
  EXPECT_EQ(unversioned.status, 400u);
  EXPECT_EQ(json_object(unversioned.body).at("error").at("field"), "version");
  EXPECT_EQ(write(verb::delete_, item, "", "\"1\"").status, 409u);
  EXPECT_EQ(write(verb::delete_, item, "", "\"2\"").status, 200u);
}

// Conditional requests on a record (issue 31): its ETag is its version. GET answers
// If-None-Match with 304 and an unmet If-Match with 412; If-Match: * matches any existing
// record. Every kind edits with the ETag its creation returned (a job's said 0, not 1).
TEST_F(AdminApi, ConditionalRequestsFollowTheRecordsETag) {
  const std::vector<std::pair<std::string, std::string>> kinds = {
      {"/api/admin/catalog/notes/thirdYear", kNote},
      {"/api/admin/jobs", R"({"role":"Tester","company":"Acme","field":"Software","experience":"Fresher",
                              "location":"Pune","applyUrl":"https://acme.example/apply"})"},
  };
  for (const auto& [base, body] : kinds) {
    auto created = write(verb::post, base, body);
    ASSERT_EQ(created.status, 201u) << base << ": " << created.body;
    const auto etag = created.header("etag");
    auto record = json_object(created.body);
    EXPECT_EQ(etag, "\"" + std::to_string(record.at("version").as_int64()) + "\"") << base;
    const std::string item = base + "/" + std::string(record.at("id").as_string());
    EXPECT_EQ(admin.get(item, {{"If-None-Match", etag}}).status, 304u) << base;
    EXPECT_EQ(admin.get(item, {{"If-Match", "\"999\""}}).status, 412u) << base;
    EXPECT_EQ(admin.get(item, {{"If-Match", etag}}).status, 200u) << base;
    auto edited = write(verb::put, item, json::serialize(record), etag);
    EXPECT_EQ(edited.status, 200u) << base << ": the creation's ETag is the stored version; " << edited.body;
    EXPECT_EQ(write(verb::delete_, item, "", "*").status, 200u) << base << ": If-Match: * matches any version";
    EXPECT_EQ(write(verb::delete_, item, "", "*").status, 404u) << base << ": but only an existing record";
  }
}

TEST_F(AdminApi, ValidationErrorsNameTheFieldAndStoreNothing) {
  const auto before = public_items("/api/catalog/notes/secondYear").size();
  auto field_of = [&](const std::string& target, const std::string& body) {
    auto r = write(verb::post, target, body);
    EXPECT_EQ(r.status, 400u) << body << " → " << r.body;
    if (r.status != 400u) return std::string();
    auto e = json_object(r.body).at("error").as_object();
    EXPECT_EQ(e.at("code"), "invalid-field");
    return std::string(e.at("field").as_string());
  };
  const std::string notes = "/api/admin/catalog/notes/secondYear";
  EXPECT_EQ(field_of(notes, R"({"subject":"S","downloadUrl":"/f.pdf"})"), "title");
  EXPECT_EQ(field_of(notes, R"({"title":"T","downloadUrl":"/f.pdf"})"), "subject");
  EXPECT_EQ(field_of(notes, R"J({"title":"T","subject":"S","downloadUrl":"javascript:alert(1)"})J"), "downloadUrl");
  EXPECT_EQ(field_of(notes, R"({"title":"T","subject":"S","downloadUrl":"/f.pdf","fileType":"DOC"})"), "fileType");
  EXPECT_EQ(field_of(notes, R"({"title":7,"subject":"S","downloadUrl":"/f.pdf"})"), "title");
  EXPECT_EQ(
      field_of("/api/admin/catalog/previous-year/firstYear", R"({"title":"T","downloadUrl":"/f.pdf","index":"x"})"),
      "index");
  const std::string course = R"({"title":"C","subject":"S","imageUrl":"/i.svg","downloadUrl":"/d.pdf")";
  EXPECT_EQ(field_of("/api/admin/courses", course + "}"), "price");
  EXPECT_EQ(field_of("/api/admin/courses", course + R"(,"price":"12.5"})"), "price");
  EXPECT_EQ(field_of("/api/admin/courses", course + R"(,"price":-5})"), "price");
  EXPECT_EQ(field_of("/api/admin/courses", course + R"(,"price":500,"originalPrice":400})"), "originalPrice");
  const std::string project =
      R"({"cardTitle":"P","site_name":"S","image":"/i.svg","site_url":"https://e.org","buy_url":"https://e.org/b","price":1)";
  EXPECT_EQ(field_of("/api/admin/projects", project + R"(,"level":"expert"})"), "level");
  EXPECT_EQ(field_of("/api/admin/projects", project + R"(,"level":"beginner","ss1_url":"data:x"})"), "ss1_url");
  EXPECT_EQ(field_of("/api/admin/jobs", R"({"role":"R","company":"C"})"), "applyUrl");
  EXPECT_EQ(field_of("/api/admin/jobs", R"({"role":"R","company":"C","applyUrl":"https://e.org","topCompany":"yes"})"),
            "topCompany");
  EXPECT_EQ(public_items("/api/catalog/notes/secondYear").size(), before);
  auto broken = write(verb::post, notes, "{not json");
  EXPECT_EQ(broken.status, 400u);
  EXPECT_EQ(error_code(broken), "invalid-json");
}

TEST_F(AdminApi, JobsProjectsAndCoursesShowOnTheirPublicPages) {
  auto job = write(verb::post, "/api/admin/jobs",
                   R"({"role":"Firmware Intern","company":"Orbit Labs","field":"Electronics","salary":"3-4 LPA",
                       "experience":"Fresher","location":"Pune","applyUrl":"https://orbit.example/apply","topCompany":true,
                       "postedAt":1})");
  ASSERT_EQ(job.status, 201u) << job.body;
  EXPECT_GT(json_object(job.body).at("postedAt").as_int64(), 1'700'000'000'000);  // the server's time, not the form's
  auto found = json::parse(server->fetch("/api/jobs?q=orbit").body).as_object();
  ASSERT_EQ(found.at("total").as_int64(), 1);
  EXPECT_EQ(found.at("items").at(0).at("role"), "Firmware Intern");
  auto listed = json::parse(admin.get("/api/admin/jobs?q=orbit").body).as_object();
  EXPECT_EQ(listed.at("total").as_int64(), 1);

  auto project =
      write(verb::post, "/api/admin/projects",
            R"({"cardTitle":"Hostel Mess Menu","site_name":"MessMate","level":"intermediate","image":"/files/i.svg",
                           "site_url":"https://mess.example","buy_url":"https://mess.example/buy","price":399,"originalPrice":799,
                           "tech1":"React"})");
  ASSERT_EQ(project.status, 201u) << project.body;
  const std::string project_id(json_object(project.body).at("id").as_string());
  EXPECT_EQ(json_object(server->fetch("/api/projects/" + project_id).body).at("cardTitle"), "Hostel Mess Menu");

  auto course = write(verb::post, "/api/admin/courses",
                      R"({"title":"System Design Basics","subject":"Design","imageUrl":"/files/c.svg",
                          "downloadUrl":"/files/c.pdf","price":999,"originalPrice":1999})");
  ASSERT_EQ(course.status, 201u) << course.body;
  const std::string course_id(json_object(course.body).at("id").as_string());
  EXPECT_EQ(json_object(server->fetch("/api/courses/" + course_id).body).at("price").as_int64(), 999);
  // A notes card is not a premium course.
  auto bl = json::parse(server->fetch("/api/catalog/bl-notes/firstYear").body).at("items").at(0).at("id");
  EXPECT_EQ(admin.get("/api/admin/courses/" + std::string(bl.as_string())).status, 404u);
}

TEST_F(AdminApi, ListsPageAndSearch) {
  auto first = json::parse(admin.get("/api/admin/catalog/notes/firstYear?limit=3").body).as_object();
  ASSERT_EQ(first.at("items").as_array().size(), 3u);
  ASSERT_TRUE(first.at("next").is_string());
  auto second =
      json::parse(
          admin.get("/api/admin/catalog/notes/firstYear?limit=3&cursor=" + std::string(first.at("next").as_string()))
              .body)
          .as_object();
  EXPECT_NE(second.at("items").at(0).at("id"), first.at("items").at(0).at("id"));
  auto search = json::parse(admin.get("/api/admin/catalog/notes/firstYear?q=PHYSICS").body).as_object();
  for (const auto& item : search.at("items").as_array())
    EXPECT_NE(std::string(item.at("title").as_string()).find("Physics"), std::string::npos);
  EXPECT_EQ(admin.get("/api/admin/catalog/notes/firstYear?limit=0").status, 400u);
  EXPECT_EQ(admin.get("/api/admin/catalog/jobs/firstYear").status, 404u);
  EXPECT_EQ(admin.get("/api/admin/catalog/notes/fifthYear").status, 404u);
}

TEST_F(AdminApi, OptionsComeFromTheServer) {
  auto o = json_object(admin.get("/api/admin/options").body);
  ASSERT_EQ(o.at("descriptions").as_array().size(), 4u);
  EXPECT_EQ(o.at("descriptions").at(0).at("label"), "Notes");
  EXPECT_EQ(o.at("imageLabels").as_array().size(), 4u);
  EXPECT_EQ(o.at("fileTypes").as_array().size(), 2u);
}

TEST_F(AdminApi, TheActivityLogRecordsWhoDidWhatBeforeAndAfter) {
  auto created = write(verb::post, "/api/admin/catalog/quantum/fourthYear", kNote);
  ASSERT_EQ(created.status, 201u);
  auto record = json_object(created.body);
  const std::string id(record.at("id").as_string());
  record["title"] = "Quantum, revised";
  ASSERT_EQ(write(verb::put, "/api/admin/catalog/quantum/fourthYear/" + id, json::serialize(record), "\"1\"").status,
            200u);
  ASSERT_EQ(write(verb::delete_, "/api/admin/catalog/quantum/fourthYear/" + id, "").status, 200u);
  auto log = json_object(admin.get("/api/admin/audit?limit=3").body);
  const auto& items = log.at("items").as_array();
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].at("action"), "delete");
  EXPECT_EQ(items[0].at("after"), nullptr);
  EXPECT_EQ(items[1].at("action"), "update");
  EXPECT_EQ(items[1].at("before").at("title"), "Compiler Design — Unit 1");
  EXPECT_EQ(items[1].at("after").at("title"), "Quantum, revised");
  EXPECT_EQ(items[2].at("action"), "create");
  EXPECT_EQ(items[2].at("before"), nullptr);
  for (const auto& e : items) {
    EXPECT_EQ(e.at("entity"), "catalog/quantum/fourthYear");
    EXPECT_EQ(e.at("entityId"), json::value(id));
    EXPECT_EQ(e.at("actor").at("email"), "editor@example.com");
    EXPECT_EQ(e.at("actor").at("name"), "Editor");
  }
  EXPECT_EQ(items[2].at("entityTitle"), "Compiler Design — Unit 1");
  EXPECT_EQ(items[0].at("entityTitle"), "Quantum, revised");
  ASSERT_TRUE(log.at("next").is_string());
}

// Issue 30, item 7: an entry names the admin and the record as they were, so it still does
// once the record is deleted and the admin's account is gone.
TEST_F(AdminApi, EntriesNameTheAdminAndTheRecordEvenOnceBothAreGone) {
  Browser ravi{*server};
  const auto uid = another_admin(ravi, "ravi.kumar@example.com", "Ravi Kumar");
  ASSERT_FALSE(uid.empty());
  auto job = write_as(ravi, verb::post, "/api/admin/jobs",
                      R"({"role":"Data Analyst","company":"Acme Analytics","field":"Computer Science",
                          "applyUrl":"https://acme.example/apply"})");
  ASSERT_EQ(job.status, 201u) << job.body;
  const std::string job_id(json_object(job.body).at("id").as_string());
  ASSERT_EQ(write_as(ravi, verb::delete_, "/api/admin/jobs/" + job_id, "").status, 200u);
  auto note = write_as(ravi, verb::post, "/api/admin/catalog/practical/secondYear", kNote);
  ASSERT_EQ(note.status, 201u) << note.body;
  auto record = json_object(note.body);
  const std::string note_id(record.at("id").as_string());
  record["title"] = "Compiler Design — Lab file";
  ASSERT_EQ(
      write_as(ravi, verb::put, "/api/admin/catalog/practical/secondYear/" + note_id, json::serialize(record), "\"1\"")
          .status,
      200u);
  ASSERT_EQ(write_as(ravi, verb::delete_, "/api/admin/catalog/practical/secondYear/" + note_id, "").status, 200u);
  // The records are gone, and so is Ravi's account.
  EXPECT_EQ(admin.get("/api/admin/jobs/" + job_id).status, 404u);
  EXPECT_EQ(admin.get("/api/admin/catalog/practical/secondYear/" + note_id).status, 404u);
  server->store->write(
      [&](store::Db& db) { db.prepare("DELETE FROM users WHERE uid = ?").bind(1, std::string_view(uid)).run(); });
  ASSERT_FALSE(server->accounts->user(uid));

  const auto items = audit_items("actor=" + uid);
  ASSERT_EQ(items.size(), 5u) << json::serialize(items);
  struct Expected {
    const char *action, *entity, *title;
    std::string id;
  };
  const std::vector<Expected> expected = {
      {"delete", "catalog/practical/secondYear", "Compiler Design — Lab file", note_id},
      {"update", "catalog/practical/secondYear", "Compiler Design — Lab file", note_id},
      {"create", "catalog/practical/secondYear", "Compiler Design — Unit 1", note_id},
      {"delete", "jobs", "Data Analyst at Acme Analytics", job_id},
      {"create", "jobs", "Data Analyst at Acme Analytics", job_id},
  };
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const auto& e = items[i].as_object();
    EXPECT_EQ(e.at("action"), expected[i].action) << i;
    EXPECT_EQ(e.at("entity"), expected[i].entity) << i;
    EXPECT_EQ(e.at("entityId"), json::value(expected[i].id)) << i;
    EXPECT_EQ(e.at("entityTitle"), expected[i].title) << i;
    EXPECT_EQ(e.at("actor").at("uid"), json::value(uid)) << i;
    EXPECT_EQ(e.at("actor").at("name"), "Ravi Kumar") << i;
    EXPECT_EQ(e.at("actor").at("email"), "ravi.kumar@example.com") << i;
  }
  // The filter's admins still list him by name.
  auto filters = json_object(admin.get("/api/admin/audit/filters").body);
  bool listed = false;
  for (const auto& a : filters.at("actors").as_array())
    listed |=
        a.at("uid") == json::value(uid) && a.at("name") == "Ravi Kumar" && a.at("email") == "ravi.kumar@example.com";
  EXPECT_TRUE(listed) << json::serialize(filters.at("actors"));
}

TEST_F(AdminApi, TheLogFiltersByAdminActionAndCollection) {
  Browser asha{*server};
  const auto asha_uid = another_admin(asha, "asha.verma@example.com", "Asha Verma");
  ASSERT_FALSE(asha_uid.empty());
  auto job = write_as(asha, verb::post, "/api/admin/jobs",
                      R"({"role":"QA Engineer","company":"Bright Tests","applyUrl":"https://bright.example/apply"})");
  ASSERT_EQ(job.status, 201u) << job.body;
  auto first = write_as(asha, verb::post, "/api/admin/catalog/notes/firstYear", kNote);
  ASSERT_EQ(first.status, 201u) << first.body;
  const std::string first_id(json_object(first.body).at("id").as_string());
  auto edited = json_object(first.body);
  edited["title"] = "Physics — Unit 2";
  ASSERT_EQ(
      write_as(asha, verb::put, "/api/admin/catalog/notes/firstYear/" + first_id, json::serialize(edited), "\"1\"")
          .status,
      200u);
  // The editor's own change, to another year's notes.
  auto second = write(verb::post, "/api/admin/catalog/notes/secondYear", kNote);
  ASSERT_EQ(second.status, 201u) << second.body;
  const std::string second_id(json_object(second.body).at("id").as_string());
  ASSERT_EQ(write(verb::delete_, "/api/admin/catalog/notes/secondYear/" + second_id, "").status, 200u);

  // By admin: Asha's three changes only, newest first.
  auto hers = audit_items("actor=" + asha_uid);
  ASSERT_EQ(hers.size(), 3u) << json::serialize(hers);
  EXPECT_EQ(hers[0].at("action"), "update");
  EXPECT_EQ(hers[0].at("entityTitle"), "Physics — Unit 2");
  EXPECT_EQ(hers[1].at("action"), "create");
  EXPECT_EQ(hers[2].at("entityTitle"), "QA Engineer at Bright Tests");
  for (const auto& e : hers) EXPECT_EQ(e.at("actor").at("name"), "Asha Verma");
  // Pages of a filtered list hold the filter.
  auto page = json_object(admin.get("/api/admin/audit?actor=" + asha_uid + "&limit=2").body);
  ASSERT_EQ(page.at("items").as_array().size(), 2u);
  ASSERT_TRUE(page.at("next").is_string());
  auto rest = audit_items("actor=" + asha_uid + "&limit=2&cursor=" + std::string(page.at("next").as_string()));
  ASSERT_EQ(rest.size(), 1u);
  EXPECT_EQ(rest[0].at("entity"), "jobs");

  // By action, alone and with the admin.
  auto deletes = audit_items("action=delete&limit=200");
  ASSERT_FALSE(deletes.empty());
  bool editors_delete = false;
  for (const auto& e : deletes) {
    EXPECT_EQ(e.at("action"), "delete");
    editors_delete |= e.at("entityId") == json::value(second_id);
  }
  EXPECT_TRUE(editors_delete);
  auto her_updates = audit_items("actor=" + asha_uid + "&action=update");
  ASSERT_EQ(her_updates.size(), 1u);
  EXPECT_EQ(her_updates[0].at("entityId"), json::value(first_id));

  // By collection: "catalog/notes" holds every year's notes; a year's entity holds its own.
  auto notes = audit_items("entity=catalog/notes&limit=200");
  std::set<std::string> ids;
  for (const auto& e : notes) {
    EXPECT_TRUE(std::string(e.at("entity").as_string()).starts_with("catalog/notes/")) << e.at("entity");
    if (e.at("entityId").is_string()) ids.emplace(e.at("entityId").as_string());
  }
  EXPECT_TRUE(ids.count(first_id));
  EXPECT_TRUE(ids.count(second_id));
  auto second_year = audit_items("entity=catalog/notes/secondYear&limit=200");
  ASSERT_FALSE(second_year.empty());
  for (const auto& e : second_year) EXPECT_EQ(e.at("entity"), "catalog/notes/secondYear");
  auto her_jobs = audit_items("entity=jobs&actor=" + asha_uid);
  ASSERT_EQ(her_jobs.size(), 1u);
  EXPECT_EQ(her_jobs[0].at("entityTitle"), "QA Engineer at Bright Tests");
  // An empty value is no filter.
  EXPECT_EQ(audit_items("action=&entity=&actor=&limit=5").size(), 5u);
  // Someone with no entries: nothing.
  EXPECT_TRUE(audit_items("actor=u_nobody").empty());

  // The filters' choices.
  auto filters = json_object(admin.get("/api/admin/audit/filters").body);
  EXPECT_EQ(json::serialize(filters.at("actions")), R"(["create","update","delete","upload","import","refund"])");
  bool notes_offered = false;
  for (const auto& c : filters.at("entities").as_array())
    notes_offered |= c.at("entity") == "catalog/notes" && c.at("label") == "Notes";
  EXPECT_TRUE(notes_offered) << json::serialize(filters.at("entities"));
  std::vector<std::string> names;
  for (const auto& a : filters.at("actors").as_array())
    if (a.at("name").is_string()) names.emplace_back(a.at("name").as_string());
  const auto asha_at = std::find(names.begin(), names.end(), "Asha Verma");
  const auto editor_at = std::find(names.begin(), names.end(), "Editor");
  ASSERT_NE(asha_at, names.end());
  ASSERT_NE(editor_at, names.end());
  EXPECT_LT(asha_at - names.begin(), editor_at - names.begin());  // by name
}

TEST_F(AdminApi, ABadFilterIsRefusedAndSaysWhich) {
  const std::vector<std::string> queries = {"action=publish",
                                            "action=DELETE",
                                            "entity=users",
                                            "entity=catalog/novels",
                                            "entity=catalog/notes/fifthYear",
                                            "entity=catalog/notes/",
                                            "actor=" + std::string(129, 'u'),
                                            "actor=two%20words"};
  for (const auto& query : queries) {
    auto r = admin.get("/api/admin/audit?" + query);
    ASSERT_EQ(r.status, 400u) << query << ": " << r.body;
    const auto error = json_object(r.body).at("error").as_object();
    EXPECT_EQ(error.at("code"), "invalid-parameter") << query;
    const std::string parameter = query.substr(0, query.find('='));
    EXPECT_NE(std::string(error.at("message").as_string()).find(parameter), std::string::npos)
        << query << ": " << error.at("message");
  }
}

// Entries written before the log kept names and titles (migration 0011) answer them as null
// and the account's e-mail, as the log showed them before: the app shows the ids.
TEST_F(AdminApi, AnEntryFromBeforeNamesWereKeptAnswersTheIds) {
  const std::string uid(json_object(admin.get("/api/auth/me").body).at("uid").as_string());
  server->store->write([&](store::Db& db) {
    db.prepare(
          "INSERT INTO audit_log (at, actor_uid, action, entity, entity_id, before_json, after_json) "
          "VALUES (1, ?, 'update', 'catalog/important-topics/fourthYear', 'old-record-1', '{}', '{}')")
        .bind(1, std::string_view(uid))
        .run();
  });
  auto items = audit_items("entity=catalog/important-topics/fourthYear&limit=1");
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].at("entityId"), "old-record-1");
  EXPECT_EQ(items[0].at("entityTitle"), nullptr);
  EXPECT_EQ(items[0].at("actor").at("name"), nullptr);
  EXPECT_EQ(items[0].at("actor").at("email"), "editor@example.com");
}

}  // namespace
