// The in-memory indexes' incremental updates against full builds (issue 26): random
// sequences of creates, updates and deletes, applied a few at a time the way the services
// apply the change log, must give exactly the answers of an index built afresh from the
// records as they end up — for every query, filter, sort and page tried. Fixed seeds, so a
// failure replays.
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "jobs/job_snapshot.hpp"
#include "search/site_documents.hpp"
#include "search/site_snapshot.hpp"

using namespace pathshala;

namespace {

template <class T>
const T& pick(std::mt19937& random, const std::vector<T>& from) {
  return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(random)];
}

// ---- jobs ----------------------------------------------------------------------------

const std::vector<std::string> kRoles{"Developer", "Développeur", "Data Engineer", "Analyst", "Tester", "Devops Lead"};
const std::vector<std::string> kCompanies{"Acme", "ÉCOLE Numérique", "Zeta", "Andromeda Labs", "Pune Tech"};
const std::vector<std::string> kLocations{"Pune", "Noida", "Remote", "Bengaluru", ""};
const std::vector<std::string> kFields{"Software", "Electronics", "Data", ""};

jobs::JobRecord random_job(std::mt19937& random, const std::string& id) {
  jobs::JobRecord r;
  r.job.id = id;
  r.job.role = pick(random, kRoles);
  r.job.company = pick(random, kCompanies);
  r.job.location = pick(random, kLocations);
  r.job.field = pick(random, kFields);
  r.job.apply_url = "https://example.org/" + id;
  r.job.posted_at = std::uniform_int_distribution<int>(1, 8)(random) * 1000;  // ties: the id decides
  if (random() % 3) r.salary_max = std::uniform_int_distribution<int>(1, 6)(random) * 100000;
  const int experience[] = {-1, 0, 12, 24, 36, 60};
  if (const int e = experience[random() % 6]; e >= 0) r.exp_min_months = e;
  return r;
}

std::vector<std::string> ids_of(const jobs::JobsPage& page) {
  std::vector<std::string> out;
  for (const auto& j : page.items) out.push_back(j.id);
  return out;
}

void expect_same_job_answers(const jobs::JobSnapshot& incremental, const jobs::JobSnapshot& fresh,
                             const std::string& when) {
  ASSERT_EQ(incremental.size(), fresh.size()) << when;
  for (const char* q : {"", "dev", "de", "e", "ecole", "pune", "lead", "zzz", "andromeda labs"})
    for (const char* field : {"", "Software", "Data", "Nowhere"})
      for (auto experience : {jobs::ExperienceFilter::all, jobs::ExperienceFilter::fresher,
                              jobs::ExperienceFilter::one_to_three, jobs::ExperienceFilter::three_plus})
        for (auto sort : {jobs::Sort::recent, jobs::Sort::salary})
          for (auto [offset, limit] : {std::pair{0, 7}, std::pair{5, 10}, std::pair{0, 50}}) {
            jobs::JobSearch s;
            s.q = q;
            s.field = field;
            s.experience = experience;
            s.sort = sort;
            s.offset = offset;
            s.limit = limit;
            const auto a = incremental.search(s), b = fresh.search(s);
            ASSERT_EQ(a.total, b.total) << when << " q=" << q << " field=" << field;
            ASSERT_EQ(ids_of(a), ids_of(b)) << when << " q=" << q << " field=" << field << " offset=" << offset;
          }
  std::vector<std::string> all_a, all_b;
  incremental.for_each([&](const jobs::Job& j) { all_a.push_back(j.id); });
  fresh.for_each([&](const jobs::Job& j) { all_b.push_back(j.id); });
  EXPECT_EQ(all_a, all_b) << when;
}

TEST(IncrementalIndexes, JobEditsGiveTheAnswersOfAFreshBuild) {
  std::mt19937 random(26);
  std::map<std::string, jobs::JobRecord> truth;
  int next_id = 0;
  auto new_id = [&] { return "job" + std::to_string(next_id++); };
  for (int i = 0; i < 200; ++i) {
    auto id = new_id();
    truth[id] = random_job(random, id);
  }
  auto records = [&] {
    std::vector<jobs::JobRecord> out;
    for (const auto& [id, r] : truth) out.push_back(r);
    return out;
  };
  auto snapshot = std::make_shared<const jobs::JobSnapshot>(1, records());
  std::int64_t version = 1;
  for (int step = 1; step <= 120; ++step) {
    // A few changes at once, as one refresh applies them.
    std::vector<std::pair<std::string, std::optional<jobs::JobRecord>>> changes;
    const int n = std::uniform_int_distribution<int>(1, 4)(random);
    for (int c = 0; c < n; ++c) {
      const int op = static_cast<int>(random() % 3);
      if (op == 0 || truth.empty()) {  // create
        auto id = new_id();
        truth[id] = random_job(random, id);
        changes.emplace_back(id, truth[id]);
      } else {
        auto it = truth.begin();
        std::advance(it, static_cast<long>(random() % truth.size()));
        const auto id = it->first;
        if (op == 1) {  // update (sometimes the same record again: an edit that changed nothing)
          if (random() % 4) it->second = random_job(random, id);
          changes.emplace_back(id, it->second);
        } else {  // delete
          truth.erase(it);
          changes.emplace_back(id, std::nullopt);
        }
      }
    }
    snapshot = std::make_shared<const jobs::JobSnapshot>(*snapshot, ++version, changes);
    if (step % 20 == 0)
      expect_same_job_answers(*snapshot, jobs::JobSnapshot(version, records()), "step " + std::to_string(step));
  }
  EXPECT_GT(snapshot->changed(), 100u);  // the base was really searched beside many changes
}

// ---- site-wide search ----------------------------------------------------------------

const std::vector<std::string> kWords{"data",  "structure", "notes",   "compiler", "design",     "théorie", "automata",
                                      "maths", "quantum",   "physics", "datum",    "structures", "network", "bcs301"};

search::SearchDoc random_doc(std::mt19937& random, const std::string& id, search::Kind kind) {
  search::SearchDoc d;
  d.kind = kind;
  d.year = kind == search::Kind::jobs || kind == search::Kind::projects ? -1 : static_cast<int>(random() % 4);
  d.id = id;
  for (int w = 0, n = 1 + static_cast<int>(random() % 3); w < n; ++w) d.title += (w ? " " : "") + pick(random, kWords);
  if (random() % 2) d.subject = pick(random, kWords);
  d.body = pick(random, kWords) + " " + pick(random, kWords);
  d.url = "/x/" + id;
  return d;
}

std::vector<std::string> answer_of(const search::SearchResults& r) {
  std::vector<std::string> out;
  for (auto kind : r.order) {
    const auto& k = r.kinds[static_cast<std::size_t>(kind)];
    out.push_back(std::string(search::kind_slug(kind)) + ":" + std::to_string(k.total));
    for (const auto& hit : k.best) out.push_back(std::string(hit.doc->id));
  }
  return out;
}

TEST(IncrementalIndexes, CatalogAndJobEditsGiveTheSiteSearchOfAFreshBuild) {
  std::mt19937 random(32);
  const std::vector<search::Kind> kinds{search::Kind::notes, search::Kind::previous_year, search::Kind::quantum,
                                        search::Kind::projects, search::Kind::jobs};
  std::map<std::string, search::SearchDoc> truth;  // by record key
  int next_id = 0;
  auto create = [&]() -> std::pair<std::string, search::SearchDoc> {
    const auto kind = pick(random, kinds);
    auto doc = random_doc(random, "r" + std::to_string(next_id++), kind);
    return {search::record_key(doc), doc};
  };
  for (int i = 0; i < 150; ++i) truth.insert(create());
  auto docs = [&] {
    std::vector<search::SearchDoc> out;
    for (const auto& [key, d] : truth) out.push_back(d);
    return out;
  };
  search::SiteSnapshot snapshot({1, 1}, docs());
  for (int step = 1; step <= 100; ++step) {
    std::vector<std::pair<std::string, std::optional<search::SearchDoc>>> changes;
    for (int c = 0, n = 1 + static_cast<int>(random() % 3); c < n; ++c) {
      const int op = static_cast<int>(random() % 3);
      if (op == 0 || truth.empty()) {
        auto [key, doc] = create();
        truth[key] = doc;
        changes.emplace_back(key, doc);
      } else {
        auto it = truth.begin();
        std::advance(it, static_cast<long>(random() % truth.size()));
        const auto key = it->first;
        if (op == 1) {
          it->second = random_doc(random, it->second.id, it->second.kind);
          changes.emplace_back(key, it->second);
        } else {
          truth.erase(it);
          changes.emplace_back(key, std::nullopt);
        }
      }
    }
    snapshot = search::SiteSnapshot(snapshot, {1 + step, 1}, changes);
    if (step % 10 != 0) continue;
    search::SiteSnapshot fresh({1 + step, 1}, docs());
    ASSERT_EQ(snapshot.documents(), fresh.documents());
    for (const char* q : {"data", "data ", "dat", "structure notes", "strcture", "theorie", "bcs301", "bcs 301",
                          "quantum maths", "pyq data", "nothing"})
      for (int user_year : {-1, 1})
        for (std::size_t wanted : {std::size_t{0}, std::size_t{3}, std::size_t{20}}) {
          search::SearchRequest request{q, std::nullopt, -1, user_year, wanted};
          ASSERT_EQ(answer_of(snapshot.search(request, {}, {})), answer_of(fresh.search(request, {}, {})))
              << "step " << step << " q=" << q << " wanted=" << wanted;
          request.kind = search::Kind::notes;
          request.year = 1;
          ASSERT_EQ(answer_of(snapshot.search(request, {}, {})), answer_of(fresh.search(request, {}, {})))
              << "step " << step << " q=" << q << " notes of year 1";
        }
  }
}

}  // namespace
