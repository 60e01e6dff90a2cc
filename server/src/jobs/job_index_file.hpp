#pragma once
// The job index kept on disk between runs (issue 26: a restart over a million jobs answers
// within seconds, not after a full build). After each full build the index is written to a
// file (a temporary one renamed over it), with the jobs' version it was built at and the
// change log's entry for that version (store/changes.hpp). At start-up the file is used when
// its format is this build's, it reads back whole and consistent, and the log still holds
// that same entry at that version — so it is this database's history, not another's that
// reached the same number — and the changes since are applied as usual. Anything else means
// a full build.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "jobs/job_index.hpp"

namespace pathshala::jobs {

struct SavedJobIndex {
  std::int64_t version = 0;
  std::string log_entry;  // "table/id" of the change at version
  std::shared_ptr<const JobIndex> index;
};

// false (and a warning in the log) when the file could not be written; the old one stays.
bool save_job_index(const std::filesystem::path& file, std::int64_t version, const std::string& log_entry,
                    const JobIndex& index);
std::optional<SavedJobIndex> load_job_index(const std::filesystem::path& file);

}  // namespace pathshala::jobs
