#pragma once
// The job index as searched at one jobs version (issue 26): a base index of every job as it
// was when built, and the jobs changed since applied on top — a changed or deleted job hides
// its base entry, and the changed jobs that still exist are searched in a small index of
// their own; the two answers are merged in the search's order. An edit costs a copy of the
// changes so far (at most kMaxChanged), never a pass over every job; past that, the service
// builds a new base in the background (core/live_index.hpp).
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/overlay.hpp"
#include "jobs/job_index.hpp"
#include "jobs/repository.hpp"
#include "jobs/types.hpp"

namespace pathshala::jobs {

class JobSnapshot {
 public:
  // Changes applied one by one: at most kMaxAtOnce in one refresh (more is a bulk change,
  // built in the background) and kMaxChanged since the base was built.
  static constexpr std::size_t kMaxAtOnce = 100;
  static constexpr std::size_t kMaxChanged = 2000;
  static std::size_t room(std::size_t changed) { return std::min(kMaxAtOnce, kMaxChanged - changed); }

  JobSnapshot(std::int64_t version, std::vector<JobRecord> records);
  JobSnapshot(std::int64_t version, std::shared_ptr<const JobIndex> base);  // e.g. read from a file
  // `before` with these jobs changed (a record: created or updated; nothing: deleted), which
  // brings it to the jobs' version `applied`. `skipped_to`: the changes between
  // before.applied() and it were left out — a bulk change that a background build is
  // bringing — so the snapshot holds every change only up to before.version(), plus these
  // edits made after `skipped_to`.
  JobSnapshot(const JobSnapshot& before, std::int64_t applied,
              const std::vector<std::pair<std::string, std::optional<JobRecord>>>& changes,
              std::optional<std::int64_t> skipped_to = std::nullopt);

  // Every change up to this version is in the snapshot.
  std::int64_t version() const { return version_; }
  // The store's version it has applied the edits up to: version(), or past it when a bulk
  // change between was skipped (kept for the background build).
  std::int64_t applied() const { return applied_; }
  // Every change after this version (up to applied()) is in the snapshot: version() when
  // nothing was skipped, else where the skipped bulk change ends. Site-wide search follows
  // the job index by these three, so it leaves out what the job index leaves out.
  std::int64_t edits_from() const { return edits_from_; }
  // Changes whenever what the snapshot answers does: the caches of its answers and of the
  // pages rendered from it are kept under this.
  std::int64_t content_key() const { return applied_ * 2 + (applied_ != version_ ? 1 : 0); }
  std::size_t changed() const { return overlay_.size(); }
  JobsPage search(const JobSearch& search) const;
  // Every job, newest first (site-wide search's build, the sitemap).
  void for_each(const std::function<void(const Job&)>& visit) const;
  std::size_t size() const;

  struct Memory {
    std::size_t jobs = 0, index_bytes = 0, text_bytes = 0;
    std::size_t shown_bytes = 0;  // the shown texts (counted in index_bytes unless mapped)
    bool shown_mapped = false;
  };
  Memory memory() const;  // of the base index
  const JobIndex& base() const { return *base_; }

 private:
  // The jobs a filter matches, base and changed merged in its order, until visit says stop.
  // visit gets the index and the job's position in it.
  void merge(const JobIndex::Filter& filter, const std::function<bool(const JobIndex&, std::uint32_t)>& visit) const;

  std::int64_t version_, applied_, edits_from_;
  std::shared_ptr<const JobIndex> base_;
  core::Overlay<JobRecord> overlay_;       // every job changed since the base was built, by id
  std::shared_ptr<const JobIndex> delta_;  // the changed jobs that exist
};

}  // namespace pathshala::jobs
