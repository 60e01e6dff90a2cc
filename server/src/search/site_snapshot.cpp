#include "search/site_snapshot.hpp"

#include <algorithm>

#include "search/site_documents.hpp"

namespace pathshala::search {

SiteSnapshot::SiteSnapshot(Versions versions, std::vector<SearchDoc> docs)
    : versions_(versions),
      base_(std::make_shared<const SearchIndex>(std::move(docs))),
      delta_(std::make_shared<const SearchIndex>(std::vector<SearchDoc>{})) {
  auto positions = std::make_shared<std::unordered_map<std::string, std::uint32_t>>();
  const auto& d = base_->docs();
  positions->reserve(d.size());
  for (std::uint32_t i = 0; i < d.size(); ++i) positions->emplace(record_key(d[i]), i);
  base_position_ = std::move(positions);
}

SiteSnapshot::SiteSnapshot(const SiteSnapshot& before, Versions versions,
                           const std::vector<std::pair<std::string, std::optional<SearchDoc>>>& changes, bool skipped)
    : versions_(versions),
      partial_(skipped || before.partial_),
      base_(before.base_),
      base_position_(before.base_position_),
      overlay_(before.overlay_.with(changes,
                                    [&](const std::string& key) -> std::optional<std::uint32_t> {
                                      auto it = base_position_->find(key);
                                      if (it == base_position_->end()) return std::nullopt;
                                      return it->second;
                                    })),
      delta_(std::make_shared<const SearchIndex>(overlay_.present())) {}

SearchResults SiteSnapshot::search(const SearchRequest& request, const std::vector<std::int64_t>& base_popularity,
                                   const std::vector<std::int64_t>& delta_popularity) const {
  Hits hits;
  base_->collect(request, base_popularity, overlay_.hidden(), hits);
  delta_->collect(request, delta_popularity, {}, hits);
  return rank(std::move(hits), request.wanted);
}

}  // namespace pathshala::search
