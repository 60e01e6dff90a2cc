#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/error.hpp"

namespace pathshala::core {

// How a repository's update or delete went. An edit names the version of the record it
// started from (nothing: any version); stale means someone else changed the record since.
enum class WriteOutcome { done, missing, stale };
using Version = std::optional<std::int64_t>;

// not_found "No such <what>; it may have been deleted."
Error missing_record(std::string_view what);
// The error a write outcome means for a record called <what> ("record", "job"): not_found,
// conflict "conflict", or nothing when it was done.
std::optional<Error> error_of(WriteOutcome outcome, std::string_view what);

}  // namespace pathshala::core
