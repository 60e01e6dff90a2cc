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
  const std::size_t size = doc ? key.size() + doc->body.size() : 0;
  if (!doc || size > max_bytes_) return doc;
  std::unique_lock lock(mutex_);
  if (version_ != current || entries_.size() >= max_entries_ || bytes_ + size > max_bytes_) {
    entries_.clear();
    bytes_ = 0;
    version_ = current;
  }
  if (entries_.emplace(key, doc).second) bytes_ += size;
  return doc;
}

std::size_t DocumentCache::entries() const {
  std::shared_lock lock(mutex_);
  return entries_.size();
}

std::size_t DocumentCache::bytes() const {
  std::shared_lock lock(mutex_);
  return bytes_;
}

}  // namespace pathshala::core
