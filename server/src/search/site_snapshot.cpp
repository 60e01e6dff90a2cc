#include "search/site_snapshot.hpp"

#include <algorithm>

#include "core/hash.hpp"
#include "search/site_documents.hpp"

namespace pathshala::search {

SiteSnapshot::SiteSnapshot(Versions versions, const std::vector<SearchDoc>& docs)
    : SiteSnapshot(versions, std::make_shared<const SearchIndex>(docs)) {}

SiteSnapshot::SiteSnapshot(Versions versions, std::shared_ptr<const SearchIndex> base)
    : versions_(versions),
      base_(std::move(base)),
      delta_(std::make_shared<const SearchIndex>(std::vector<SearchDoc>{})) {
  auto keys = std::make_shared<std::vector<std::pair<std::uint32_t, std::uint32_t>>>();
  keys->reserve(base_->size());
  for (std::uint32_t i = 0; i < base_->size(); ++i) keys->emplace_back(core::fnv1a_32(record_key(base_->doc(i))), i);
  std::sort(keys->begin(), keys->end());
  base_keys_ = std::move(keys);
}

std::optional<std::uint32_t> SiteSnapshot::base_position(const std::string& key) const {
  const auto h = core::fnv1a_32(key);
  for (auto it = std::lower_bound(base_keys_->begin(), base_keys_->end(), std::make_pair(h, std::uint32_t{0}));
       it != base_keys_->end() && it->first == h; ++it)
    if (record_key(base_->doc(it->second)) == key) return it->second;
  return std::nullopt;
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
