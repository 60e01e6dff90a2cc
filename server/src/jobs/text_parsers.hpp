#pragma once
// Salary and experience are free text written by people ("3-6 LPA", "25,000/month",
// "Fresher", "2+ years"). These parse them once, when a job is saved, into numbers that
// queries can sort and filter on. Anything they cannot read gives nullopt: such jobs sort
// last by salary and match only the "all" experience filter.
#include <cstdint>
#include <optional>
#include <string_view>

namespace pathshala::jobs {

// Upper bound of the salary range in rupees per year ("3-6 LPA" → 600000,
// "25,000/month" → 300000). Only rupee amounts: other currencies give nullopt.
std::optional<std::int64_t> parse_salary_max(std::string_view text);

// The whole range in rupees per year ("3-6 LPA" → 300000–600000; one figure: min = max).
struct SalaryRange {
  std::int64_t min = 0, max = 0;
};
std::optional<SalaryRange> parse_salary_range(std::string_view text);

// schema.org's employmentType for a job, from its role and salary text: INTERN (intern,
// internship, stipend), PART_TIME, CONTRACTOR (contract, freelance), else FULL_TIME.
const char* employment_type(std::string_view role, std::string_view salary);

struct ExperienceRange {
  int min_months = 0;
  std::optional<int> max_months;  // nullopt: open-ended ("2+ years")
};
// "Fresher" → {0, 0}; "0-1 years" → {0, 12}; "2+ years" → {24, open}; "6 months" → {6, 6}.
std::optional<ExperienceRange> parse_experience(std::string_view text);

}  // namespace pathshala::jobs
