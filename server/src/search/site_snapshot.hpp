#pragma once
// Site-wide search as searched at one catalog and jobs version (issue 26): a base index of
// every record as it was when built, and the records changed since on top — a changed or
// deleted record hides its base document, and the changed records that still exist are
// searched in a small index of their own; the hits of both are ranked together
// (search_index.hpp rank). An edit costs a copy of the changes so far (at most kMaxChanged),
// never a pass over every document; past that, SearchService builds a new base in the
// background (core/live_index.hpp). Like jobs/job_snapshot.hpp, for documents.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/key_positions.hpp"
#include "core/overlay.hpp"
#include "search/search_index.hpp"

namespace pathshala::search {

class SiteSnapshot {
 public:
  // Changes applied one by one: at most kMaxAtOnce in one refresh (more is a bulk change,
  // built in the background) and kMaxChanged since the base was built.
  static constexpr std::size_t kMaxAtOnce = 100;
  static constexpr std::size_t kMaxChanged = 2000;
  static std::size_t room(std::size_t changed) { return std::min(kMaxAtOnce, kMaxChanged - changed); }
  // Where its content is: the catalog's version, and the job index's (jobs/job_snapshot.hpp)
  // that it follows — applied(), version() and edits_from() — so that while the job index
  // leaves out a bulk change it is building, site search leaves out the same and still takes
  // the edits made since.
  struct Versions {
    std::int64_t catalog = 0, jobs = 0, jobs_complete = 0, jobs_edits_from = 0;
    bool operator==(const Versions&) const = default;
  };

  SiteSnapshot(Versions versions, const std::vector<SearchDoc>& docs);
  SiteSnapshot(Versions versions, std::shared_ptr<const SearchIndex> base);  // SearchIndex::Builder's
  // `before` with these records changed, by record_key (a document: created or updated;
  // nothing: deleted or no longer searchable), which brings it to `versions`. `skipped`: some
  // changes between were left out — a bulk change that a background build is bringing — and
  // only the edits made since applied (the snapshot is then partial until that build is in).
  SiteSnapshot(const SiteSnapshot& before, Versions versions,
               const std::vector<std::pair<std::string, std::optional<SearchDoc>>>& changes, bool skipped = false);

  // The versions it has applied the edits up to; partial: a bulk change before them is not in.
  const Versions& versions() const { return versions_; }
  bool partial() const { return partial_; }
  std::size_t changed() const { return overlay_.size(); }
  const SearchIndex& base() const { return *base_; }
  const SearchIndex& delta() const { return *delta_; }
  const std::shared_ptr<const SearchIndex>& base_index() const { return base_; }
  const std::shared_ptr<const SearchIndex>& delta_index() const { return delta_; }
  std::size_t documents() const { return base_->size() - overlay_.hidden().size() + delta_->size(); }

  // popularity: recent downloads per document of base() and of delta().
  SearchResults search(const SearchRequest& request, const std::vector<std::int64_t>& base_popularity,
                       const std::vector<std::int64_t>& delta_popularity) const;

 private:
  Versions versions_;
  bool partial_ = false;
  std::shared_ptr<const SearchIndex> base_;
  std::shared_ptr<const core::KeyPositions> base_keys_;  // the base's documents by record_key
  std::string base_key(std::uint32_t doc) const;
  std::optional<std::uint32_t> base_position(const std::string& key) const;
  core::Overlay<SearchDoc> overlay_;  // every record changed since the base was built
  std::shared_ptr<const SearchIndex> delta_;
};

}  // namespace pathshala::search
