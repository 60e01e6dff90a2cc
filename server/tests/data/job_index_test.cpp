// The job index's matching against the rule it implements, written the plainest way: a job
// matches a query when the folded query is a substring of one of its folded role, company,
// location or field (never across two), and the answer is in posted_at order, then id.
// The index keeps each field as a dictionary of distinct values (searched_values.hpp), so
// this also tries values shared by many jobs, values of one job, empty values and queries
// shorter than a trigram.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <sstream>

#include "core/text_fold.hpp"
#include "jobs/gap_lists.hpp"
#include "jobs/job_snapshot.hpp"

using namespace pathshala;

namespace {

const std::vector<std::string> kShared{"Developer", "Développeur", "Data Engineer", "ÉCOLE Numérique", "Pune",   "",
                                       "Noida",     "Software",    "Remote",        "Zeta Ltd",        "Analyst"};

std::vector<jobs::JobRecord> jobs_for_test() {
  std::mt19937 random(2026);
  std::vector<jobs::JobRecord> out;
  for (int i = 0; i < 400; ++i) {
    auto value = [&] {  // mostly shared values, some of one job only
      return random() % 4 ? kShared[random() % kShared.size()] : "Unique " + std::to_string(random() % 1000) + " Co";
    };
    jobs::JobRecord r;
    r.job.id = "j" + std::to_string(i);
    r.job.role = value();
    r.job.company = value();
    r.job.location = value();
    r.job.field = value();
    r.job.posted_at = static_cast<std::int64_t>(random() % 50) * 1000;
    if (random() % 3) r.salary_max = static_cast<std::int64_t>(random() % 8) * 100000;
    const int experience[] = {-1, 0, 6, 12, 24, 36, 60};
    if (const int e = experience[random() % 7]; e >= 0) r.exp_min_months = e;
    out.push_back(r);
  }
  return out;
}

std::vector<std::string> expected(const std::vector<jobs::JobRecord>& records, const std::string& q) {
  const auto folded_q = core::fold_for_search(q);
  std::vector<const jobs::Job*> hits;
  for (const auto& r : records) {
    bool hit = folded_q.empty();
    for (auto field : {&jobs::Job::role, &jobs::Job::company, &jobs::Job::location, &jobs::Job::field})
      hit = hit || core::fold_for_search(r.job.*field).find(folded_q) != std::string::npos;
    if (hit) hits.push_back(&r.job);
  }
  std::sort(hits.begin(), hits.end(), [](auto* a, auto* b) {
    return a->posted_at != b->posted_at ? a->posted_at > b->posted_at : a->id < b->id;
  });
  std::vector<std::string> ids;
  for (auto* j : hits) ids.push_back(j->id);
  return ids;
}

TEST(JobIndexMatching, AQueryIsASubstringOfOneFieldAsTheRuleSays) {
  const auto records = jobs_for_test();
  const jobs::JobSnapshot index(1, records);
  std::vector<std::string> queries{"",         "e",  "de",          "dev",       "DÉVE",         "ecole numerique",
                                   "unique 1", "co", "pune\nnoida", "punenoida", "zeta ltd",     "ltd d",
                                   "zzz",      "a",  "ngineer",     "1 co",      "Unique 999 Co"};
  for (const auto& value : kShared)  // every substring of every shared value
    for (std::size_t from = 0; from < value.size(); ++from)
      for (std::size_t n = 1; from + n <= value.size() && n <= 5; ++n) queries.push_back(value.substr(from, n));
  for (const auto& q : queries) {
    jobs::JobSearch s;
    s.q = q;
    s.limit = 1000;
    const auto page = index.search(s);
    std::vector<std::string> ids;
    for (const auto& j : page.items) ids.push_back(j.id);
    const auto want = expected(records, q);
    ASSERT_EQ(page.total, static_cast<std::int64_t>(want.size())) << "q=" << q;
    ASSERT_EQ(ids, want) << "q=" << q;
  }
}

// The field and experience filters and the salary order, against the same rules written
// plainly: salaries known first, highest first, then the recent order.
TEST(JobIndexMatching, FiltersAndTheSalaryOrderAsTheRulesSay) {
  const auto records = jobs_for_test();
  const jobs::JobSnapshot index(1, records);
  const auto bucket_matches = [](const jobs::JobRecord& r, jobs::ExperienceFilter e) {
    const int m = r.exp_min_months.value_or(-1);
    switch (e) {
      case jobs::ExperienceFilter::fresher:
        return m == 0;
      case jobs::ExperienceFilter::one_to_three:
        return m >= 12 && m < 36;
      case jobs::ExperienceFilter::three_plus:
        return m >= 36;
      case jobs::ExperienceFilter::all:
        break;
    }
    return true;
  };
  for (const std::string q : {"", "e", "pune", "unique"})
    for (const std::string field : {"", "Software", "Pune", "Nowhere"})
      for (auto e : {jobs::ExperienceFilter::all, jobs::ExperienceFilter::fresher, jobs::ExperienceFilter::one_to_three,
                     jobs::ExperienceFilter::three_plus})
        for (auto sort : {jobs::Sort::recent, jobs::Sort::salary}) {
          std::vector<const jobs::JobRecord*> want;
          const auto matching = expected(records, q);
          for (const auto& r : records)
            if (std::find(matching.begin(), matching.end(), r.job.id) != matching.end() &&
                (field.empty() || r.job.field == field) && bucket_matches(r, e))
              want.push_back(&r);
          std::sort(want.begin(), want.end(), [&](auto* a, auto* b) {
            if (sort == jobs::Sort::salary) {
              const auto x = a->salary_max.value_or(-1), y = b->salary_max.value_or(-1);
              if ((x >= 0) != (y >= 0)) return x >= 0;
              if (x != y) return x > y;
            }
            return a->job.posted_at != b->job.posted_at ? a->job.posted_at > b->job.posted_at : a->job.id < b->job.id;
          });
          std::vector<std::string> want_ids;
          for (auto* r : want) want_ids.push_back(r->job.id);
          jobs::JobSearch s;
          s.q = q;
          s.field = field;
          s.experience = e;
          s.sort = sort;
          s.limit = 1000;
          const auto page = index.search(s);
          std::vector<std::string> ids;
          for (const auto& j : page.items) ids.push_back(j.id);
          ASSERT_EQ(page.total, static_cast<std::int64_t>(want_ids.size())) << q << "/" << field;
          ASSERT_EQ(ids, want_ids) << q << "/" << field << " sort " << static_cast<int>(sort);
        }
}

TEST(JobIndexMatching, GapListsReadBackOnlyWhole) {
  // Three lists of members 0..5: {0, 3}, {1, 2, 5}, {4}.
  const auto lists = jobs::GapLists::of_members({0, 1, 1, 0, 2, 1}, 3);
  EXPECT_EQ(lists.decode(0), (std::vector<std::uint32_t>{0, 3}));
  EXPECT_EQ(lists.decode(1), (std::vector<std::uint32_t>{1, 2, 5}));
  EXPECT_EQ(lists.decode(2), (std::vector<std::uint32_t>{4}));
  std::ostringstream bytes;
  core::BinaryWriter writer(bytes);
  lists.write(writer);
  const auto saved = bytes.str();
  jobs::GapLists read;
  core::BinaryReader whole(saved);
  EXPECT_TRUE(read.read(whole, 3, 6, 6));
  EXPECT_EQ(read.decode(1), (std::vector<std::uint32_t>{1, 2, 5}));
  core::BinaryReader fewer(saved);
  EXPECT_FALSE(jobs::GapLists().read(fewer, 3, 5, 6)) << "a member past the limit";
  core::BinaryReader other_count(saved);
  EXPECT_FALSE(jobs::GapLists().read(other_count, 3, 6, 7));
  auto cut = saved;
  cut.back() = static_cast<char>(cut.back() | 0x80);  // the last number now says more follows
  core::BinaryReader broken(cut);
  EXPECT_FALSE(jobs::GapLists().read(broken, 3, 6));
}

}  // namespace
