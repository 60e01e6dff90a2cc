#include "pages/page_cache.hpp"

namespace pathshala::pages {

std::size_t PageCache::cost(const CachedPage& page) {
  std::size_t sources = 0;
  for (const auto& s : page.sources) sources += sizeof(PageSource) + s.path.size() + s.etag.size();
  const std::size_t body = page.html ? page.html->body.size() : 0;
  // Twice the key: once in the map, once in the recency list.
  return 2 * page.request.key.size() + page.request.url.size() + sources + body + body / 2 + sizeof(Entry) + 64;
}

std::optional<PageCache::Found> PageCache::find(const std::string& key) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(key);
  if (it == entries_.end()) return std::nullopt;
  order_.splice(order_.begin(), order_, it->second.position);
  const auto& page = it->second.page;
  return Found{page.status, page.html, page.stamp};
}

void PageCache::evict_until(std::size_t room) {
  while (!order_.empty() && bytes_ + room > max_bytes_) {
    auto it = entries_.find(order_.back());
    bytes_ -= it->second.cost;
    entries_.erase(it);
    order_.pop_back();
    ++evictions_;
  }
}

void PageCache::put(CachedPage page) {
  const std::size_t size = cost(page);
  if (size > max_bytes_) return;
  std::lock_guard lock(mutex_);
  if (auto it = entries_.find(page.request.key); it != entries_.end()) {
    bytes_ -= it->second.cost;
    order_.erase(it->second.position);
    entries_.erase(it);
  }
  evict_until(size);
  order_.push_front(page.request.key);
  const auto key = page.request.key;
  entries_.emplace(key, Entry{std::move(page), size, order_.begin()});
  bytes_ += size;
}

void PageCache::restamp(const std::string& key, const core::DocumentPtr& html, std::int64_t stamp) {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(key);
  if (it != entries_.end() && it->second.page.html == html) it->second.page.stamp = stamp;
}

std::vector<CachedPage> PageCache::stale(std::int64_t now) const {
  std::lock_guard lock(mutex_);
  std::vector<CachedPage> out;
  for (const auto& key : order_) {
    const auto& entry = entries_.at(key);
    if (entry.page.stamp != now) out.push_back(entry.page);
  }
  return out;
}

PageCache::Stats PageCache::stats() const {
  std::lock_guard lock(mutex_);
  return {entries_.size(), bytes_, evictions_};
}

}  // namespace pathshala::pages
