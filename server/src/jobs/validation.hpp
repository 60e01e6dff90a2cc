#pragma once
// The rules a job must meet before it is stored (SPEC §5: role, company and applyUrl
// required; the rest bounded free text). normalize trims every field first.
#include <optional>

#include "core/error.hpp"
#include "jobs/types.hpp"

namespace pathshala::jobs {

void normalize(Job& j);
std::optional<core::Error> validate(const Job& j);

}  // namespace pathshala::jobs
