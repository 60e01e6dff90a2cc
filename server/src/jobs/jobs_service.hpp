#pragma once
// The job portal: saving jobs (validated; salary and experience parsed once, on save) and
// answering searches with filters, sort and paging as cached JSON documents.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/document.hpp"
#include "core/error.hpp"
#include "core/live_index.hpp"
#include "jobs/job_snapshot.hpp"
#include "jobs/repository.hpp"
#include "jobs/types.hpp"

namespace pathshala::jobs {

// Reads the query parameters of GET /api/jobs (q, field, experience, sort, limit, cursor);
// an invalid-parameter error names the bad one.
core::Result<JobSearch> parse_job_search(const std::function<std::optional<std::string>(std::string_view)>& param);

class JobsService {
 public:
  // index_file: where the index is kept between runs (job_index_file.hpp); empty: nowhere.
  explicit JobsService(Repository& repository, std::filesystem::path index_file = {});
  ~JobsService();

  // {"items":[Job...], "next": cursor or null, "total": n}. Answered from the in-memory
  // index (job_snapshot.hpp), which applies each edit as it is made and rebuilds in the
  // background after bulk changes (core/live_index.hpp).
  core::DocumentPtr search(const JobSearch& search);
  // The index as it is now (site-wide search reads every job from it; the sitemap too).
  std::shared_ptr<const JobSnapshot> snapshot();
  // A key that changes whenever the index's answers do (pages rendered from it are cached
  // under that: JobSnapshot::content_key); and the ids of the jobs changed between two
  // versions (nothing: too many, rebuild; see repository.hpp).
  std::int64_t index_content_key();
  // The same key of the index as it is, without applying the edits it has not seen (0 before
  // it is loaded): never waits, so a network thread may read it.
  std::int64_t peek_content_key() const;
  std::optional<std::vector<std::string>> changed_ids(std::int64_t after, std::int64_t upto, std::size_t limit);
  // Starts building the index in the background (server start-up).
  void warm();
  // {"items":["Software", ...]} distinct non-empty fields, alphabetical
  core::DocumentPtr fields();
  // How many times this process has built the index in full, and applied edits to it (tests
  // and the log: an edit is applied, not rebuilt; one elsewhere, e.g. to the catalog, is
  // neither).
  std::int64_t index_builds() const;
  std::int64_t index_refreshes() const;
  core::LiveIndex<JobSnapshot, std::int64_t>& live_index();  // tests: hold a build, wait for it
  // The loaded index's size and how long its last full build took (/metrics); nothing
  // before it is loaded (a scrape never starts a build).
  struct IndexStats {
    std::size_t jobs = 0, index_bytes = 0, text_bytes = 0;
    double build_ms = 0;
  };
  std::optional<IndexStats> index_stats();
  // One job, as in search's items (its own page, /jobs/{id}); not-found when there is none.
  core::Result<core::DocumentPtr> job(std::string_view id);

  // Saves a new job posted at posted_at_ms (the caller passes now; the demo seed and tests
  // pass earlier times) and returns it with its id. Required: role, company, applyUrl.
  core::Result<Job> create(Job job, std::int64_t posted_at_ms);
  // Several at once, all or none (seeding, imports).
  core::Result<std::vector<Job>> create_all(std::vector<Job> jobs,
                                            const std::function<std::int64_t(std::size_t)>& posted_at_ms);
  // Stores jobs from elsewhere (seeding, imports), all or none: a job with an id keeps it
  // (core::is_record_id) and is skipped when that id is already stored, so running the same
  // import twice is harmless; one without gets a new id. A job's postedAt is kept when
  // given, otherwise it is now_ms.
  struct ImportOutcome {
    std::vector<Job> inserted;
    std::vector<std::string> skipped_ids;
  };
  core::Result<ImportOutcome> import_all(std::vector<Job> jobs, std::int64_t now_ms);

  // Replaces the job's fields; postedAt stays as it was. With expected_version, a job
  // changed since is a conflict. Answers the job as stored, with its new version.
  core::Result<Job> update(std::string_view id, Job job, core::Version expected_version = std::nullopt);
  core::Status remove(std::string_view id, core::Version expected_version = std::nullopt);
  std::optional<Job> find(std::string_view id);
  // One page of jobs for the admin and the sitemap: the same index and matching as search.
  JobsPage list(const JobSearch& search);
  bool has_jobs();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::jobs
