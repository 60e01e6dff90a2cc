// GET /api/search over real HTTP: the matching rules (each with an example that fails
// without it), grouping, paging, the student's own year, admin edits found at once, and bad
// parameters.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "../support/browser.hpp"
#include "../support/test_server.hpp"

using namespace pathshala;
namespace json = boost::json;

namespace {

class SearchApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server = new test_support::TestServer(); }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static test_support::TestServer* server;

  static json::object get(const std::string& target) {
    auto r = server->fetch(target);
    EXPECT_EQ(r.status, 200) << target << " " << r.body;
    return json::parse(r.body).as_object();
  }
  static json::array groups(const std::string& target) { return get(target).at("groups").as_array(); }
  // The group of a kind, or an empty object.
  static json::object group(const json::array& gs, std::string_view kind) {
    for (const auto& g : gs)
      if (g.at("kind").as_string() == kind) return g.as_object();
    return {};
  }
  static std::vector<std::string> titles(const json::object& g) {
    std::vector<std::string> out;
    if (g.empty()) return out;
    for (const auto& item : g.at("items").as_array()) out.emplace_back(item.at("title").as_string());
    return out;
  }
  static bool any_title_has(const json::array& gs, std::string_view text) {
    for (const auto& g : gs)
      for (const auto& item : g.at("items").as_array())
        if (std::string_view(item.at("title").as_string()).find(text) != std::string_view::npos) return true;
    return false;
  }
  static void expect_bad(const std::string& target) {
    auto r = server->fetch(target);
    EXPECT_EQ(r.status, 400) << target;
    EXPECT_NE(r.body.find("\"invalid-parameter\""), std::string::npos) << target << " " << r.body;
  }
  static std::string add_material(const std::string& title, const std::string& year = "thirdYear") {
    catalog::Material m;
    m.collection = "notes";
    m.year = year;
    m.title = title;
    m.description = "Added by a test.";
    m.image_label = "Handwritten Notes";
    m.subject = "Testing";
    m.download_url = "/files/notes/test.pdf";
    auto created = server->catalog->create_material(m);
    EXPECT_TRUE(created.ok());
    return created.ok() ? created->id : "";
  }
};
test_support::TestServer* SearchApi::server = nullptr;

TEST_F(SearchApi, SubjectCodeFindsThatSubjectsPapersAndNotesGroupedByKind) {
  for (const char* q : {"bcs%20301", "BCS301", "bcs-301", "KCS301"}) {
    auto answer = get(std::string("/api/search?q=") + q);
    auto gs = answer.at("groups").as_array();
    auto papers = group(gs, "previous-year");
    ASSERT_FALSE(papers.empty()) << q;
    EXPECT_EQ(papers.at("label").as_string(), "Previous-year papers");
    EXPECT_EQ(papers.at("total").as_int64(), 3) << q;  // the 2023-24, 2022-23 and 2021-22 papers
    for (const auto& t : titles(papers)) EXPECT_NE(t.find("BCS301 Data Structure"), std::string::npos) << t;
    auto notes = group(gs, "notes");
    ASSERT_FALSE(notes.empty()) << q;
    EXPECT_EQ(titles(notes).front(), "Data Structure Notes (BCS301)");
    const auto& item = notes.at("items").as_array().front().as_object();
    EXPECT_EQ(item.at("year").as_string(), "secondYear");
    EXPECT_EQ(item.at("subject").as_string(), "Data Structure");
    EXPECT_EQ(item.at("download").as_bool(), true);
    EXPECT_EQ(item.at("url").as_string(), "/api/downloads/" + std::string(item.at("id").as_string()));
    EXPECT_FALSE(any_title_has(gs, "BCS302")) << q;  // another subject
    EXPECT_GE(answer.at("total").as_int64(), 5);
  }
}

TEST_F(SearchApi, MatchingRules) {
  add_material("Théorie des Graphes");
  add_material("ग्राफ सिद्धांत नोट्स");
  EXPECT_TRUE(any_title_has(groups("/api/search?q=THEORIE%20graphes"), "Théorie des Graphes"));  // case, accents
  EXPECT_TRUE(any_title_has(groups("/api/search?q=graphes%20theorie"), "Théorie des Graphes"));  // any order
  EXPECT_TRUE(any_title_has(groups("/api/search?q=grapes%20"), "Théorie des Graphes"));          // one-letter typo
  EXPECT_FALSE(any_title_has(groups("/api/search?q=grap%20"), "Théorie des Graphes"));  // a finished short word
  EXPECT_TRUE(any_title_has(groups("/api/search?q=grap"), "Théorie des Graphes"));      // … or being typed
  EXPECT_TRUE(
      any_title_has(groups("/api/search?q=%E0%A4%B8%E0%A4%BF%E0%A4%A6%E0%A5%8D%E0%A4%A7%E0%A4%BE%E0%A4%82%E0%A4%A4"),
                    "ग्राफ सिद्धांत नोट्स"));  // Hindi, as typed: सिद्धांत
  EXPECT_TRUE(any_title_has(groups("/api/search?q=maths%202%20quantum"), "Engineering Mathematics-II Quantum"));
  EXPECT_FALSE(any_title_has(groups("/api/search?q=maths%202%20quantum"), "Engineering Mathematics-I Quantum"));
  // Every word must match.
  EXPECT_TRUE(groups("/api/search?q=data%20structure%20zzzqqq").empty());
}

TEST_F(SearchApi, KindYearAndPaging) {
  auto first = get("/api/search?q=notes&kind=notes&limit=2");
  auto gs = first.at("groups").as_array();
  ASSERT_EQ(gs.size(), 1u);
  EXPECT_EQ(gs[0].at("kind").as_string(), "notes");
  ASSERT_EQ(gs[0].at("items").as_array().size(), 2u);
  ASSERT_TRUE(gs[0].at("next").is_string());
  const std::string next(gs[0].at("next").as_string());
  auto second = get("/api/search?q=notes&kind=notes&limit=2&cursor=" + next).at("groups").as_array();
  ASSERT_EQ(second.size(), 1u);
  EXPECT_NE(second[0].at("items").as_array()[0].at("id"), gs[0].at("items").as_array()[0].at("id"));
  EXPECT_EQ(second[0].at("total"), gs[0].at("total"));
  // Without kind, a few per group and no cursor.
  for (const auto& g : groups("/api/search?q=notes")) {
    EXPECT_LE(g.at("items").as_array().size(), 5u);
    EXPECT_TRUE(g.at("next").is_null());
  }
  // A year: only that year's items, and no kinds without a year.
  for (const auto& g : groups("/api/search?q=notes&year=firstYear")) {
    EXPECT_NE(g.at("kind").as_string(), "premium");
    for (const auto& item : g.at("items").as_array()) EXPECT_EQ(item.at("year").as_string(), "firstYear");
  }
}

TEST_F(SearchApi, JobsCoursesAndProjectsOpenTheirPages) {
  auto gs = groups("/api/search?q=engineer");
  auto jobs = group(gs, "jobs");
  ASSERT_FALSE(jobs.empty());
  const auto& job = jobs.at("items").as_array().front().as_object();
  EXPECT_EQ(job.at("url").as_string(), "/jobs/" + std::string(job.at("id").as_string()));
  EXPECT_EQ(job.at("download").as_bool(), false);
  auto projects = group(groups("/api/search?q=project"), "projects");
  ASSERT_FALSE(projects.empty());
  EXPECT_EQ(std::string(projects.at("items").as_array()[0].at("url").as_string()).rfind("/project/", 0), 0u);
}

TEST_F(SearchApi, AdminEditsAreFoundAtOnce) {
  EXPECT_TRUE(groups("/api/search?q=zymurgy").empty());
  const auto id = add_material("Zymurgy Handbook");
  EXPECT_TRUE(any_title_has(groups("/api/search?q=zymurgy"), "Zymurgy Handbook"));
  ASSERT_TRUE(server->catalog->delete_material(id).ok());
  EXPECT_TRUE(groups("/api/search?q=zymurgy").empty());
}

TEST_F(SearchApi, TheStudentsOwnYearFirst) {
  add_material("Quokka Studies", "firstYear");
  add_material("Quokka Studies", "fourthYear");
  auto year_of_first = [](const json::array& gs) {
    return std::string(group(gs, "notes").at("items").as_array()[0].at("year").as_string());
  };
  test_support::Browser fourth(*server);
  ASSERT_EQ(fourth
                .post("/api/auth/signup",
                      R"({"name":"Asha","semester":7,"email":"asha.search@example.com","password":"secret123"})")
                .status,
            201);
  auto r = fourth.get("/api/search?q=quokka");
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(year_of_first(json::parse(r.body).at("groups").as_array()), "fourthYear");
  test_support::Browser first(*server);
  ASSERT_EQ(first
                .post("/api/auth/signup",
                      R"({"name":"Ravi","semester":2,"email":"ravi.search@example.com","password":"secret123"})")
                .status,
            201);
  r = first.get("/api/search?q=quokka");
  EXPECT_EQ(year_of_first(json::parse(r.body).at("groups").as_array()), "firstYear");
}

TEST_F(SearchApi, BadParameters) {
  expect_bad("/api/search");
  expect_bad("/api/search?q=");
  expect_bad("/api/search?q=%20%20");
  expect_bad("/api/search?q=" + std::string(101, 'a'));
  expect_bad("/api/search?q=a%00b");
  expect_bad("/api/search?q=data&kind=books");
  expect_bad("/api/search?q=data&year=fifthYear");
  expect_bad("/api/search?q=data&limit=0");
  expect_bad("/api/search?q=data&limit=51");
  expect_bad("/api/search?q=data&limit=ten");
  expect_bad("/api/search?q=data&cursor=5");
  expect_bad("/api/search?q=data&kind=notes&cursor=-1");
  expect_bad("/api/search?q=data&kind=notes&cursor=abc");
  // 100 characters is fine, and punctuation only is no match, not an error.
  EXPECT_EQ(server->fetch("/api/search?q=" + std::string(100, 'a')).status, 200);
  EXPECT_EQ(get("/api/search?q=%2B%2B%2B").at("total").as_int64(), 0);
}

}  // namespace
