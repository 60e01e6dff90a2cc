#include "core/write_outcome.hpp"

#include <string>

namespace pathshala::core {

Error missing_record(std::string_view what) {
  return Error::not_found("No such " + std::string(what) + "; it may have been deleted.");
}

std::optional<Error> error_of(WriteOutcome outcome, std::string_view what) {
  if (outcome == WriteOutcome::missing) return missing_record(what);
  if (outcome == WriteOutcome::stale)
    return Error::conflict("conflict", "Someone else changed this " + std::string(what) +
                                           " after you opened it. Reload it to see their change.");
  return std::nullopt;
}

}  // namespace pathshala::core
