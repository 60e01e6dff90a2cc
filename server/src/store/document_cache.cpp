#include "store/document_cache.hpp"

namespace pathshala::store {

core::DocumentPtr DocumentCache::get(const std::string& key, const std::function<std::optional<std::string>(Db&)>& build) {
  const std::int64_t current = store_.content_version();
  {
    std::shared_lock lock(mutex_);
    if (version_ == current) {
      if (auto it = entries_.find(key); it != entries_.end()) return it->second;
    }
  }
  core::DocumentPtr doc;
  store_.read([&](Db& db) {
    if (auto body = build(db)) doc = core::make_document(std::move(*body));
  });
  std::unique_lock lock(mutex_);
  if (version_ != current || entries_.size() >= max_entries_) {
    entries_.clear();
    version_ = current;
  }
  if (doc) entries_.emplace(key, doc);
  return doc;
}

}  // namespace pathshala::store
