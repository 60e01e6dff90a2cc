#pragma once
// What the page path counts (PublicPages::Stats): lookups, renders and their latency by route
// pattern, the refresher's checks. Shared by page_serving.cpp, which counts, and
// page_metrics_http.cpp, which writes them for /metrics.
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>

#include "http/metrics.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::pages {

struct PublicPages::Stats {
  std::atomic<std::uint64_t> hits{0}, misses{0}, stale{0}, renders{0}, failures{0}, checks{0}, kept{0};
  struct Latency {
    std::uint64_t buckets[http::Metrics::kBucketCount + 1] = {};  // not cumulative; the last is +Inf
    std::uint64_t count = 0, failures = 0;
    double sum = 0;
  };
  mutable std::mutex mutex;
  std::map<std::string, Latency> by_route;

  void observe(const std::string& route, double seconds, bool ok) {
    (ok ? renders : failures).fetch_add(1, std::memory_order_relaxed);
    std::lock_guard lock(mutex);
    auto& l = by_route[route];
    std::size_t b = 0;
    while (b < http::Metrics::kBucketCount && seconds > http::Metrics::kBuckets[b]) ++b;
    ++l.buckets[b];
    ++l.count;
    if (!ok) ++l.failures;
    l.sum += seconds;
  }
};

}  // namespace pathshala::pages
