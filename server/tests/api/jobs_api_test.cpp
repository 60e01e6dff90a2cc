// GET /api/jobs and /api/jobs/fields over real HTTP: search, each filter, sort, paging and
// bad parameters.
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "../support/test_server.hpp"
#include "store/store.hpp"

using namespace pathshala;
namespace json = boost::json;

namespace {

class JobsApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server = new test_support::TestServer();
    // A few jobs with edge cases beside the demo ones.
    {
      jobs::Job j;
      j.role = "Développeur Logiciel";
      j.company = "ÉCOLE Numérique";
      j.field = "Software";
      j.salary = "Not disclosed";
      j.experience = "Not specified";
      j.location = "Pune";
      j.apply_url = "https://careers.example.org/apply";
      ASSERT_TRUE(server->jobs->create(j, 1000).ok());  // the oldest job of all
      j.role = "Principal Architect";
      j.company = "Zeta Corp";
      j.salary = "1.2 Cr";
      j.experience = "10+ years";
      ASSERT_TRUE(server->jobs->create(j, 2000).ok());
    }
  }
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
  // Returned by value: a range-for over get(...).at("items") would outlive its object.
  static json::array items(const std::string& target) { return get(target).at("items").as_array(); }
  static std::vector<std::string> roles(const json::object& page) {
    std::vector<std::string> out;
    for (const auto& j : page.at("items").as_array()) out.emplace_back(j.at("role").as_string());
    return out;
  }
};
test_support::TestServer* JobsApi::server = nullptr;

TEST_F(JobsApi, ListsRecentFirstWithEveryField) {
  auto page = get("/api/jobs");
  EXPECT_EQ(page.at("total").as_int64(), 44);
  auto list = page.at("items").as_array();
  ASSERT_EQ(list.size(), 20u);  // default limit
  std::int64_t last = std::numeric_limits<std::int64_t>::max();
  for (const auto& j : list) {
    EXPECT_LE(j.at("postedAt").as_int64(), last);
    last = j.at("postedAt").as_int64();
  }
  std::vector<std::string> keys;
  for (const auto& kv : list[0].as_object()) keys.emplace_back(kv.key());
  // employmentType always; salaryRange when the salary text gives rupees (read by the rules
  // search sorts by), for the app's JobPosting.
  std::vector<std::string> expected{"id",       "role",          "company",     "skills",     "field",
                                    "batch",    "qualification", "eligibility", "salary",     "experience",
                                    "location", "applyUrl",      "postedAt",    "topCompany", "employmentType"};
  const auto& first = list[0].as_object();
  if (first.contains("salaryRange")) expected.push_back("salaryRange");
  EXPECT_EQ(keys, expected);
  EXPECT_TRUE(first.at("topCompany").is_bool());
  const std::string type(first.at("employmentType").as_string());
  EXPECT_TRUE(type == "FULL_TIME" || type == "PART_TIME" || type == "INTERN" || type == "CONTRACTOR") << type;
  bool some_range = false;
  for (const auto& j : list)
    if (const auto* range = j.as_object().if_contains("salaryRange")) {
      some_range = true;
      EXPECT_LE(range->at("min").as_int64(), range->at("max").as_int64());
    }
  EXPECT_TRUE(some_range);
}

TEST_F(JobsApi, PagesWithTheNextCursorUntilTheEnd) {
  std::set<std::string> ids;
  std::string target = "/api/jobs?limit=15";
  int pages = 0;
  while (true) {
    auto page = get(target);
    for (const auto& j : page.at("items").as_array()) ids.insert(std::string(j.at("id").as_string()));
    ++pages;
    if (page.at("next").is_null()) break;
    target = "/api/jobs?limit=15&cursor=" + std::string(page.at("next").as_string());
  }
  EXPECT_EQ(pages, 3);
  EXPECT_EQ(ids.size(), 44u);
}

TEST_F(JobsApi, SearchMatchesRoleCompanyLocationAndFieldInAnyCase) {
  EXPECT_EQ(get("/api/jobs?q=vlsi").at("total").as_int64(), 3);             // role
  EXPECT_EQ(get("/api/jobs?q=NIMBUS%20soft").at("total").as_int64(), 7);    // company
  EXPECT_EQ(get("/api/jobs?q=greater%20noida").at("total").as_int64(), 7);  // location
  EXPECT_EQ(get("/api/jobs?q=mechanical").at("total").as_int64(), 6);       // field (and role)
  EXPECT_EQ(roles(get("/api/jobs?q=%C3%A9cole%20num")),
            (std::vector<std::string>{"Développeur Logiciel"}));  // école, any case
  EXPECT_EQ(roles(get("/api/jobs?q=D%C3%89VELOPPEUR")), (std::vector<std::string>{"Développeur Logiciel"}));
  EXPECT_EQ(get("/api/jobs?q=zz").at("total").as_int64(), 0);  // short query: a scan
  EXPECT_EQ(get("/api/jobs?q=ze").at("total").as_int64(), 1);
  EXPECT_EQ(get("/api/jobs?q=%22%27%25_").at("total").as_int64(), 0);  // quotes and wildcards are just text
}

TEST_F(JobsApi, FiltersByFieldAndExperience) {
  for (const auto& j : items("/api/jobs?field=Civil&limit=50")) EXPECT_EQ(j.at("field"), "Civil");
  EXPECT_EQ(get("/api/jobs?field=Civil").at("total").as_int64(), 6);
  for (const auto& j : items("/api/jobs?experience=fresher&limit=50")) {
    auto e = std::string(j.at("experience").as_string());
    EXPECT_TRUE(e == "Fresher" || e == "0-1 years") << e;
  }
  for (const auto& j : items("/api/jobs?experience=1-3&limit=50")) {
    auto e = std::string(j.at("experience").as_string());
    EXPECT_TRUE(e == "1-3 years" || e == "2+ years") << e;
  }
  for (const auto& j : items("/api/jobs?experience=3%2B&limit=50")) {
    auto e = std::string(j.at("experience").as_string());
    EXPECT_TRUE(e == "3-5 years" || e == "10+ years") << e;
  }
  // "Not specified" matches only "all".
  EXPECT_EQ(get("/api/jobs?q=d%C3%A9veloppeur&experience=fresher").at("total").as_int64(), 0);
  EXPECT_EQ(get("/api/jobs?q=d%C3%A9veloppeur&experience=all").at("total").as_int64(), 1);
  EXPECT_EQ(get("/api/jobs?field=Astrology").at("total").as_int64(), 0);
}

TEST_F(JobsApi, SortsBySalaryUpperBoundWithUnparseableLast) {
  auto all = items("/api/jobs?sort=salary&limit=50");
  auto more = get("/api/jobs?sort=salary&limit=50&cursor=50");
  EXPECT_EQ(all[0].at("role"), "Principal Architect");  // 1.2 Cr
  EXPECT_EQ(all[1].at("salary"), "6-9 LPA");
  EXPECT_EQ(all.back().at("salary"), "Not disclosed");
  bool seen_unparsed = false;
  for (const auto& j : all) {
    const bool unparsed = j.at("salary") == "Not disclosed";
    EXPECT_FALSE(seen_unparsed && !unparsed) << "a parsed salary after an unparseable one";
    seen_unparsed |= unparsed;
  }
  EXPECT_TRUE(more.at("items").as_array().empty());
}

TEST_F(JobsApi, FieldsAreDistinctAndSorted) {
  auto fields = items("/api/jobs/fields");
  std::vector<std::string> names;
  for (const auto& f : fields) names.emplace_back(f.as_string());
  EXPECT_EQ(names, (std::vector<std::string>{"Civil", "Core", "Data", "Electronics", "Mechanical", "Software"}));
}

// Issue 26, content versions per domain: a catalog edit leaves the job index and the jobs'
// cached answers alone (it used to rebuild all 100,000 jobs); a job edit is searched at once.
TEST_F(JobsApi, ACatalogEditDoesNotRebuildTheJobIndex) {
  using Domain = store::Store::Domain;
  get("/api/jobs?q=architect");
  const auto builds = server->jobs->index_builds();
  const auto jobs_before = server->store->content_version(Domain::jobs);
  const auto catalog_before = server->store->content_version(Domain::catalog);
  const auto all_before = server->store->content_version(Domain::all);
  auto courses = server->catalog->list_courses("premium", "");
  ASSERT_FALSE(courses.empty());
  auto course = courses.front();
  course.title += " (edited)";
  ASSERT_TRUE(server->catalog->update_course(course.id, course).ok());
  EXPECT_GT(server->store->content_version(Domain::catalog), catalog_before);
  EXPECT_GT(server->store->content_version(Domain::all), all_before);
  EXPECT_EQ(server->store->content_version(Domain::jobs), jobs_before);
  EXPECT_EQ(roles(get("/api/jobs?q=architect")), std::vector<std::string>{"Principal Architect"});
  EXPECT_EQ(server->jobs->index_builds(), builds) << "a catalog edit rebuilt the job index";

  jobs::Job j;
  j.role = "Quantum Welder";
  j.company = "Fusion Works";
  j.apply_url = "https://careers.example.org/welder";
  const auto refreshes = server->jobs->index_refreshes();
  ASSERT_TRUE(server->jobs->create(j, 3000).ok());
  EXPECT_GT(server->store->content_version(Domain::jobs), jobs_before);
  const auto catalog_now = server->store->content_version(Domain::catalog);
  EXPECT_EQ(roles(get("/api/jobs?q=quantum%20welder")), std::vector<std::string>{"Quantum Welder"});
  EXPECT_EQ(server->jobs->index_builds(), builds) << "one new job rebuilt the index instead of being applied to it";
  EXPECT_EQ(server->jobs->index_refreshes(), refreshes + 1);
  EXPECT_EQ(server->store->content_version(Domain::catalog), catalog_now) << "a job edit moved the catalog";
}

TEST_F(JobsApi, BadParametersAre400) {
  for (const char* t : {"/api/jobs?sort=cheapest", "/api/jobs?limit=-1", "/api/jobs?limit=0", "/api/jobs?limit=10000",
                        "/api/jobs?limit=abc", "/api/jobs?cursor=xyz", "/api/jobs?cursor=-5",
                        "/api/jobs?cursor=99999999999", "/api/jobs?experience=senior"}) {
    auto r = server->fetch(t);
    EXPECT_EQ(r.status, 400) << t;
    EXPECT_EQ(json::parse(r.body).at("error").at("code"), "invalid-parameter") << t;
  }
  auto long_q = server->fetch("/api/jobs?q=" + std::string(200, 'a'));
  EXPECT_EQ(long_q.status, 400);
}

}  // namespace
