#pragma once
// Job search in memory (GET /api/jobs): every job, pre-sorted both ways (recent, salary),
// with a trigram index over the folded role, company, location and field, so any query,
// filter, sort and page is answered without the database. Same rules as the SQL search it
// replaced (a substring of one of the four fields, case-insensitively; now also
// accent-insensitively, and the same on SQLite and PostgreSQL). Immutable: JobsService builds
// a new one when the content version changes. Thread-safe.
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "jobs/repository.hpp"
#include "jobs/types.hpp"

namespace pathshala::jobs {

class JobIndex {
 public:
  explicit JobIndex(std::vector<JobRecord> records);

  JobsPage search(const JobSearch& search) const;
  const std::vector<Job>& jobs() const { return jobs_; }  // newest first
  std::size_t memory_bytes() const;

 private:
  // Experience filters' buckets of a job's minimum experience: every filter but "all" is one.
  enum Bucket : std::uint8_t { kFresher, kOneToThree, kThreePlus, kOther, kBuckets };
  // Jobs per (field, bucket): a search's total is a sum of these, so a page is found by
  // walking only until it is full, however many jobs match.
  using Counts = std::vector<std::uint32_t>;  // [field * kBuckets + bucket]

  // The jobs matching a text query, as positions in both orders, each ascending.
  struct Matches {
    std::vector<std::uint32_t> recent;  // indexes into jobs_
    std::vector<std::uint32_t> salary;  // indexes into by_salary_
    Counts counts;
  };
  std::shared_ptr<const Matches> matches(const std::string& folded_query) const;
  std::int64_t total(const Counts& counts, int field, int bucket) const;  // -1: any

  std::vector<std::string> fields_;      // distinct fields; a job's field is an index here
  std::vector<std::uint16_t> field_of_;  // per job
  std::vector<std::uint8_t> bucket_of_;  // per job
  Counts all_counts_;

  std::vector<Job> jobs_;                       // posted_at descending, then id
  std::vector<std::string> text_;               // folded role \n company \n location \n field
  std::vector<std::uint32_t> by_salary_;        // jobs_ indexes: salary descending (unknown last), then recent
  std::vector<std::uint32_t> salary_position_;  // jobs_ index → position in by_salary_
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> trigrams_;  // 3 bytes → jobs_ indexes

  // Matches of recent queries (a query's matches serve every filter, sort and page of it).
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::shared_ptr<const Matches>> cache_;
  static constexpr std::size_t kMaxCachedQueries = 512;
};

}  // namespace pathshala::jobs
