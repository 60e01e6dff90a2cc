// Fills a data directory with N generated jobs for `make bench` (default 100,000), saved
// through the same JobsService the product uses, so salary and experience are
// parsed exactly as for real posts. Deterministic: the same N gives the same jobs.
//
//   generate_jobs --data DIR [--count N]
#include <array>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>

#include "jobs/jobs_service.hpp"
#include "jobs/sql_repository.hpp"
#include "store/store.hpp"

using namespace pathshala;

int main(int argc, char** argv) {
  std::string data;
  long count = 100000;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string flag = argv[i];
    if (flag == "--data")
      data = argv[i + 1];
    else if (flag == "--count")
      count = std::strtol(argv[i + 1], nullptr, 10);
  }
  if (data.empty() || count <= 0) {
    std::cerr << "usage: generate_jobs --data DIR [--count N]\n";
    return 2;
  }
  constexpr std::array roles = {
      "Software Engineer",         "Frontend Developer", "Backend Developer",    "Data Analyst",
      "Machine Learning Engineer", "Embedded Engineer",  "VLSI Design Engineer", "Graduate Engineer Trainee",
      "Production Engineer",       "Site Engineer",      "Structural Engineer",  "Electrical Engineer",
      "Network Engineer",          "QA Engineer",        "DevOps Engineer",      "Business Analyst"};
  constexpr std::array fields = {"Software",    "Software",   "Software",   "Data",  "Data",  "Electronics",
                                 "Electronics", "Mechanical", "Mechanical", "Civil", "Civil", "Core",
                                 "Core",        "Software",   "Software",   "Data"};
  constexpr std::array companies = {"Nimbus Softech",     "Ganga Infra",     "Pragati Labs",   "Sahyadri Tech",
                                    "Yamuna Electronics", "Vindhya Works",   "Kaveri Systems", "Narmada Analytics",
                                    "Himalaya Motors",    "Aravali Builders"};
  constexpr std::array locations = {"Noida",  "Lucknow", "Bengaluru", "Pune",    "Hyderabad", "Greater Noida",
                                    "Kanpur", "Chennai", "Gurugram",  "Kolkata", "Indore",    "Jaipur"};
  constexpr std::array salaries = {
      "3-6 LPA", "₹4.5 LPA",    "6-9 LPA", "₹25,000/month", "Not disclosed", "10-14 LPA", "₹18k - 22k per month",
      "3.6 LPA", "Competitive", "8 LPA"};
  constexpr std::array experiences = {"Fresher",   "0-1 years", "1-3 years",    "2+ years",
                                      "3-5 years", "5+ yrs",    "Not specified"};

  auto store = store::Store::open_sqlite(data);
  store->migrate();
  std::mt19937 rng(42);
  auto pick = [&](const auto& list) { return list[rng() % list.size()]; };
  const auto now =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count();
  auto repository = jobs::make_sql_repository(*store);
  jobs::JobsService service(*repository);
  std::vector<jobs::Job> batch;
  std::vector<std::int64_t> posted;
  for (long i = 0; i < count; ++i) {
    {
      const size_t r = rng() % roles.size();
      jobs::Job j;
      j.role = roles[r];
      j.field = fields[r];
      j.company = pick(companies);
      j.location = pick(locations);
      j.salary = pick(salaries);
      j.experience = pick(experiences);
      j.skills = "Problem solving, communication";
      j.batch = "2025, 2026";
      j.qualification = "B.Tech";
      j.eligibility = "No active backlogs";
      j.apply_url = "/files/jobs/apply.pdf";
      j.top_company = rng() % 10 == 0;
      batch.push_back(j);
      posted.push_back(now - static_cast<std::int64_t>(rng() % (90LL * 24 * 3600 * 1000)));
    }
  }
  // One transaction for all, as an import would.
  auto created = service.create_all(std::move(batch), [&](std::size_t i) { return posted[i]; });
  if (!created) {
    std::cerr << "generate_jobs: " << created.error().message << "\n";
    return 1;
  }
  std::cout << "generated " << count << " jobs in " << data << "\n";
  return 0;
}
