#pragma once
// The job index kept on disk between runs (issue 26: a restart over a million jobs answers
// within seconds, not after a full build), and where its shown texts live while it runs
// (shown_texts.hpp: they are mapped from this file, not held in the heap).
//
// A full build writes the file as it goes: the shown texts as the store's rows are read,
// then the rest of the index with the jobs' version it was built at and the change log's
// entry for that version (store/changes.hpp), into a temporary file of this process's own
// (instances may share a data directory) renamed over the old one.
// At start-up the file is used when its format is this build's, it reads back whole and
// consistent, and the log still holds that same entry at that version — so it is this
// database's history, not another's that reached the same number — and the changes since are
// applied as usual. Anything else means a full build.
//
// The layout: the format's line, the shown texts' size, the shown texts, the version, the log
// entry, then JobIndex::write's bytes (the searched values' job lists last).
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "jobs/job_index.hpp"
#include "jobs/shown_texts.hpp"

namespace pathshala::jobs {

class JobIndexFileWriter {
 public:
  // Starts the temporary file beside `file`; throws ShownTextsError when it cannot be made.
  explicit JobIndexFileWriter(std::filesystem::path file);
  ~JobIndexFileWriter();  // removes the temporary file unless committed (its mapping stays valid)
  JobIndexFileWriter(const JobIndexFileWriter&) = delete;
  JobIndexFileWriter& operator=(const JobIndexFileWriter&) = delete;

  ShownTextsWriter& texts();  // for JobIndex::Builder
  // After the build: the rest of `index` (built with texts()), then the file takes the old
  // one's place. false (and a warning in the log) when it could not be written: the index
  // still works, from the temporary file's mapping.
  bool commit(std::int64_t version, const std::string& log_entry, const JobIndex& index);

 private:
  class Texts;
  std::unique_ptr<Texts> texts_;
};

struct SavedJobIndex {
  std::int64_t version = 0;
  std::string log_entry;  // "table/id" of the change at version
  std::shared_ptr<const JobIndex> index;
};

std::optional<SavedJobIndex> load_job_index(const std::filesystem::path& file);

}  // namespace pathshala::jobs
