#include "search/site_snapshot.hpp"

#include <algorithm>

#include "search/site_documents.hpp"

namespace pathshala::search {

SiteSnapshot::SiteSnapshot(Versions versions, const std::vector<SearchDoc>& docs)
    : SiteSnapshot(versions, std::make_shared<const SearchIndex>(docs)) {}

SiteSnapshot::SiteSnapshot(Versions versions, std::shared_ptr<const SearchIndex> base)
    : versions_(versions),
      base_(std::move(base)),
      base_keys_(std::make_shared<const core::KeyPositions>(static_cast<std::uint32_t>(base_->size()),
                                                            [&](std::uint32_t d) { return base_key(d); })),
      delta_(std::make_shared<const SearchIndex>(std::vector<SearchDoc>{})) {}

std::string SiteSnapshot::base_key(std::uint32_t doc) const { return record_key(base_->doc(doc)); }

std::optional<std::uint32_t> SiteSnapshot::base_position(const std::string& key) const {
  return base_keys_->find(key, [&](std::uint32_t d) { return base_key(d); });
}

SiteSnapshot::SiteSnapshot(const SiteSnapshot& before, Versions versions,
                           const std::vector<std::pair<std::string, std::optional<SearchDoc>>>& changes, bool skipped)
    : versions_(versions),
      partial_(skipped || before.partial_),
      base_(before.base_),
      base_keys_(before.base_keys_),
      overlay_(before.overlay_.with(changes, [&](const std::string& key) { return base_position(key); })),
      delta_(std::make_shared<const SearchIndex>(overlay_.present())) {}

SearchResults SiteSnapshot::search(const SearchRequest& request, const std::vector<std::int64_t>& base_popularity,
                                   const std::vector<std::int64_t>& delta_popularity) const {
  Hits hits;
  base_->collect(request, base_popularity, overlay_.hidden(), hits);
  delta_->collect(request, delta_popularity, {}, hits);
  return rank(std::move(hits), request.wanted);
}

}  // namespace pathshala::search
