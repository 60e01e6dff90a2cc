#include "jobs/job_snapshot.hpp"

#include <algorithm>

namespace pathshala::jobs {

JobSnapshot::JobSnapshot(std::int64_t version, std::vector<JobRecord> records)
    : JobSnapshot(version, std::make_shared<const JobIndex>(std::move(records))) {}

JobSnapshot::JobSnapshot(std::int64_t version, std::shared_ptr<const JobIndex> base)
    : version_(version),
      applied_(version),
      edits_from_(version),
      base_(std::move(base)),
      delta_(std::make_shared<const JobIndex>(std::vector<JobRecord>{})) {}

JobSnapshot::JobSnapshot(const JobSnapshot& before, std::int64_t applied,
                         const std::vector<std::pair<std::string, std::optional<JobRecord>>>& changes,
                         std::optional<std::int64_t> skipped_to)
    : version_(skipped_to || before.applied_ != before.version_ ? before.version_ : applied),
      applied_(applied),
      edits_from_(skipped_to                           ? *skipped_to
                  : before.applied_ != before.version_ ? before.edits_from_
                                                       : applied),
      base_(before.base_),
      overlay_(before.overlay_.with(changes, [&](const std::string& id) { return base_->position_of(id); })),
      delta_(std::make_shared<const JobIndex>(overlay_.present())) {}

void JobSnapshot::merge(const JobIndex::Filter& f,
                        const std::function<bool(const JobIndex&, std::uint32_t)>& visit) const {
  auto in_base = base_->walk(f);
  auto in_delta = delta_->walk(f);
  auto next_base = [&] {
    for (;;) {
      auto p = in_base.next();
      if (!p || !overlay_.hides(*p)) return p;
    }
  };
  auto a = next_base();
  auto b = in_delta.next();
  while (a || b) {
    if (a && (!b || JobIndex::before(*base_, *a, *delta_, *b, f.by_salary))) {
      if (!visit(*base_, *a)) return;
      a = next_base();
    } else {
      if (!visit(*delta_, *b)) return;
      b = in_delta.next();
    }
  }
}

JobsPage JobSnapshot::search(const JobSearch& s) const {
  JobsPage page;
  const auto f = JobIndex::filter_of(s);
  page.total = base_->count(f) + delta_->count(f) - base_->count_among(f, overlay_.hidden());
  // Only until the page is full.
  const auto offset = static_cast<std::size_t>(s.offset);
  const auto wanted = offset + static_cast<std::size_t>(s.limit);
  std::size_t passed = 0;
  if (wanted > 0)
    merge(f, [&](const JobIndex& index, std::uint32_t j) {
      // Only the jobs on the page are made (a deep page passes thousands).
      if (passed++ >= offset) page.items.push_back(index.job(j));
      return passed < wanted;
    });
  return page;
}

void JobSnapshot::for_each(const std::function<void(const Job&)>& visit) const {
  merge(JobIndex::filter_of(JobSearch{}), [&](const JobIndex& index, std::uint32_t j) {
    visit(index.job(j));
    return true;
  });
}

std::size_t JobSnapshot::size() const { return base_->size() - overlay_.hidden().size() + delta_->size(); }

JobSnapshot::Memory JobSnapshot::memory() const {
  return {base_->size(), base_->memory_bytes(), base_->indexed_text_bytes(), base_->shown_text_bytes(),
          base_->shown_texts_mapped()};
}

}  // namespace pathshala::jobs
