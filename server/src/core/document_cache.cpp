#include "core/document_cache.hpp"

namespace pathshala::core {

DocumentPtr DocumentCache::get(const std::string& key, const std::function<std::optional<std::string>()>& build) {
  const std::int64_t current = content_version_();
  {
    std::shared_lock lock(mutex_);
    if (version_ == current) {
      if (auto it = entries_.find(key); it != entries_.end()) return it->second;
    }
  }
  DocumentPtr doc;
  if (auto body = build()) doc = make_document(std::move(*body));
  std::unique_lock lock(mutex_);
  if (version_ != current || entries_.size() >= max_entries_) {
    entries_.clear();
    version_ = current;
  }
  if (doc) entries_.emplace(key, doc);
  return doc;
}

}  // namespace pathshala::core
