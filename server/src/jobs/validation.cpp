#include "jobs/validation.hpp"

#include "core/text.hpp"
#include "core/validation.hpp"

namespace pathshala::jobs {

void normalize(Job& j) {
  for (auto* s : {&j.role, &j.company, &j.skills, &j.field, &j.batch, &j.qualification, &j.eligibility, &j.salary,
                  &j.experience, &j.location, &j.apply_url})
    *s = core::trim(*s);
}

// SPEC §5: role, company and applyUrl are required; the rest is bounded free text.
std::optional<core::Error> validate(const Job& j) {
  using core::check_optional;
  return core::first_error({
      core::check_required("role", "Role", j.role),
      core::check_required("company", "Company", j.company),
      core::check_link("applyUrl", "Apply link", j.apply_url),
      check_optional("skills", "Skills", j.skills, 1000),
      check_optional("field", "Field", j.field),
      check_optional("batch", "Batch", j.batch),
      check_optional("qualification", "Qualification", j.qualification),
      check_optional("eligibility", "Eligibility", j.eligibility, 1000),
      check_optional("salary", "Salary", j.salary),
      check_optional("experience", "Experience", j.experience),
      check_optional("location", "Location", j.location),
  });
}

}  // namespace pathshala::jobs
