#pragma once
// The job portal's records and searches. JSON through Boost.JSON's value_from.
#include <boost/json/fwd.hpp>
#include <boost/json/value_from.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pathshala::jobs {

struct Job {
  std::string id;
  std::string role, company, skills, field, batch, qualification, eligibility, salary, experience, location, apply_url;
  std::int64_t posted_at = 0;  // epoch ms, set by the server on create
  bool top_company = false;
  std::int64_t version = 0;  // bumped by every update
};

// {id, role, company, skills, field, batch, qualification, eligibility, salary, experience,
//  location, applyUrl, postedAt, topCompany}
void tag_invoke(const boost::json::value_from_tag&, boost::json::value& out, const Job& job);

enum class ExperienceFilter { all, fresher, one_to_three, three_plus };
enum class Sort { recent, salary };

struct JobSearch {
  std::string q;      // matched against role, company, location and field
  std::string field;  // exact field, "" = any
  ExperienceFilter experience = ExperienceFilter::all;
  Sort sort = Sort::recent;
  static constexpr int kDefaultLimit = 20;
  int limit = kDefaultLimit;
  int offset = 0;
  static constexpr int kMaxLimit = 50;
  static constexpr int kMaxOffset = 100000;
  static constexpr std::size_t kMaxQueryLength = 100;
};

struct JobsPage {
  std::vector<Job> items;
  std::int64_t total = 0;
};

}  // namespace pathshala::jobs
