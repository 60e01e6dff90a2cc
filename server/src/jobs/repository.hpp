#pragma once
// The job portal's data, behind an interface the service uses without knowing the database.
// Implementation: sql_repository.cpp (SQLite and PostgreSQL). Searches are answered from
// memory (job_snapshot.hpp), not here.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/write_outcome.hpp"
#include "jobs/types.hpp"

namespace pathshala::jobs {

// A job as stored: with salary and experience parsed once, on save, for sorting and
// filtering (nothing when the text could not be read).
struct JobRecord {
  Job job;
  std::optional<std::int64_t> salary_max;  // rupees a year
  std::optional<int> exp_min_months, exp_max_months;
};

class Repository {
 public:
  virtual ~Repository() = default;
  // Changes whenever a job changes, in any process sharing the database (not when
  // other content does: store::Store::Domain).
  virtual std::int64_t content_version() = 0;
  // The ids of the jobs changed after version `after` up to `upto` (created, updated or
  // deleted), each once; nothing when they are more than `limit` or cannot be listed
  // (store/changes.hpp): the index is then rebuilt.
  virtual std::optional<std::vector<std::string>> changed_ids(std::int64_t after, std::int64_t upto,
                                                              std::size_t limit) = 0;
  // "table/id" of the change logged at exactly that version, if the log still has it (how a
  // saved index knows it was built from this database: job_index_file.hpp).
  virtual std::optional<std::string> change_at(std::int64_t version) = 0;
  virtual bool any() = 0;  // whether there is a job at all
  // Every job with its parsed salary and experience (the in-memory search index's input), one
  // at a time, so the caller never holds them all (issue 26, memory). `start` is called before
  // the first row of each attempt: a read the store starts over (a lost connection) begins again.
  virtual void read_all(const std::function<void()>& start, const std::function<void(JobRecord&&)>& visit) = 0;
  virtual std::vector<std::string> fields() = 0;  // distinct non-empty fields, alphabetical
  virtual std::optional<Job> job(std::string_view id) = 0;
  virtual std::optional<JobRecord> record(std::string_view id) = 0;  // the job with its parsed numbers
  // All in one transaction, except jobs whose id is already stored (left as they are);
  // returns those ids.
  virtual std::vector<std::string> insert(const std::vector<JobRecord>& records) = 0;
  // expected_version: the version the edit started from (nothing: any).
  virtual core::WriteOutcome update(const JobRecord& record, core::Version expected_version) = 0;
  virtual core::WriteOutcome remove(std::string_view id, core::Version expected_version) = 0;
};

}  // namespace pathshala::jobs
