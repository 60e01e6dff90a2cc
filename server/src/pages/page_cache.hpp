#pragma once
// Rendered pages (issue 47): kept by canonical key, bounded in bytes, the least recently used
// evicted one at a time (never dropped whole: a flood of distinct URLs pushes out the coldest
// pages, not the home page). Each page remembers the content stamp it was drawn at and the API
// answers it was drawn from (their ETags), so after an edit a page whose answers did not change
// is stamped again without a render, and only the pages that show the edit are drawn again
// (PublicPages' refresher). A page whose stamp is old is still served (stale-while-revalidate)
// while that happens. Thread-safe; every call holds the lock for a map operation only.
#include <cstdint>
#include <list>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/document.hpp"

namespace pathshala::pages {

// One API answer a page was drawn from, as it was then.
struct PageSource {
  std::string path;
  unsigned status = 200;
  std::string etag;
};

// What is needed to draw a page again without its visitor: the URL the app draws and whether
// it is the signed-out variant (the origin is the site's one).
struct PageRequest {
  std::string key;      // the cache key: canonical path, the query the page reads, the variant
  std::string url;      // what the app is asked to draw ("/Job_portal?q=java")
  std::string pattern;  // the app's route ("/jobs/:id"), for metrics
  bool signed_out = false;
  // Asked with a query string the page does not read: a page only for signed-in visitors
  // (which may read it: a reset link's token) then goes as the app's shell.
  bool with_query = false;
};

struct CachedPage {
  unsigned status = 200;
  core::DocumentPtr html;
  std::int64_t stamp = 0;  // the content stamp read before its data was
  std::vector<PageSource> sources;
  PageRequest request;
};

class PageCache {
 public:
  explicit PageCache(std::size_t max_bytes) : max_bytes_(max_bytes) {}

  // The page under key (made most recently used), if any: what a visitor is sent.
  struct Found {
    unsigned status;
    core::DocumentPtr html;
    std::int64_t stamp;
  };
  std::optional<Found> find(const std::string& key);
  // Stores (or replaces) a page; evicts the least recently used until under the bound. A page
  // larger than the whole bound is not kept.
  void put(CachedPage page);
  // The page still holds html (not replaced meanwhile): its stamp becomes stamp.
  void restamp(const std::string& key, const core::DocumentPtr& html, std::int64_t stamp);
  // Pages whose stamp is not `now`, most recently used first (the ones visitors see first).
  std::vector<CachedPage> stale(std::int64_t now) const;

  struct Stats {
    std::size_t entries = 0, bytes = 0;
    std::uint64_t evictions = 0;
  };
  Stats stats() const;
  std::size_t max_bytes() const { return max_bytes_; }

  // What a page costs against the bound: its key, its request, its sources and its body with
  // room for the Brotli and gzip copies a Document makes on first use (each well under half).
  static std::size_t cost(const CachedPage& page);

 private:
  using Order = std::list<std::string>;  // keys, most recently used first
  struct Entry {
    CachedPage page;
    std::size_t cost = 0;
    Order::iterator position;
  };
  void evict_until(std::size_t room);

  std::size_t max_bytes_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
  Order order_;
  std::size_t bytes_ = 0;
  std::uint64_t evictions_ = 0;
};

}  // namespace pathshala::pages
