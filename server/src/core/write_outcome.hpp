#pragma once
#include <cstdint>
#include <optional>

namespace pathshala::core {

// How a repository's update or delete went. An edit names the version of the record it
// started from (nothing: any version); stale means someone else changed the record since.
enum class WriteOutcome { done, missing, stale };
using Version = std::optional<std::int64_t>;

}  // namespace pathshala::core
