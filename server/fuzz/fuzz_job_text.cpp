// The job salary and experience parsers (jobs::parse_salary_max, jobs::parse_experience):
// free text an admin types, or a bulk import carries, stored as numbers to sort and filter.
#include <cstddef>
#include <cstdint>
#include <string>

#include "check.hpp"
#include "jobs/text_parsers.hpp"

using namespace pathshala::jobs;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = pathshala::fuzz::as_text(data, size);

  if (const auto salary = parse_salary_max(text)) {
    FUZZ_CHECK(*salary > 0);
    FUZZ_CHECK(*salary <= 10'000'000'000);  // ₹1000 crore a year: the parser's own ceiling
  }

  if (const auto experience = parse_experience(text)) {
    FUZZ_CHECK(experience->min_months >= 0);
    if (experience->max_months) FUZZ_CHECK(*experience->max_months >= experience->min_months);
  }

  // Case never matters.
  std::string upper(text);
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  FUZZ_CHECK(parse_salary_max(upper) == parse_salary_max(text));
  const auto a = parse_experience(upper), b = parse_experience(text);
  FUZZ_CHECK(a.has_value() == b.has_value());
  if (a && b) FUZZ_CHECK(a->min_months == b->min_months && a->max_months == b->max_months);
  return 0;
}
