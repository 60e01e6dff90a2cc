// The page path on /metrics (issue 47): lookups by outcome, the cache, the refresher, and
// renders by route pattern with their latency. In pathshala_http (the writer is the http
// layer's).
#include "pages/page_stats.hpp"

namespace pathshala::pages {

void PublicPages::write_metrics(http::MetricsWriter& w) const {
  const auto c = counts();
  const auto cache = cache_.stats();
  w.family("pathshala_page_cache_lookups_total", "counter",
           "Server-rendered pages asked for, by outcome: fresh (hit), drawn before but older than the content "
           "(stale: sent while it is drawn again), never drawn (miss).");
  w.sample("pathshala_page_cache_lookups_total", static_cast<double>(c.hits), {{"outcome", "hit"}});
  w.sample("pathshala_page_cache_lookups_total", static_cast<double>(c.stale), {{"outcome", "stale"}});
  w.sample("pathshala_page_cache_lookups_total", static_cast<double>(c.misses), {{"outcome", "miss"}});
  w.counter("pathshala_page_cache_evictions_total", "Rendered pages evicted to keep the cache under its bound.",
            static_cast<double>(cache.evictions));
  w.gauge("pathshala_page_cache_entries", "Rendered pages in the cache.", static_cast<double>(cache.entries));
  w.gauge("pathshala_page_cache_bytes", "What the rendered pages in the cache cost against its bound.",
          static_cast<double>(cache.bytes));
  w.gauge("pathshala_page_cache_max_bytes", "The page cache's bound.", static_cast<double>(cache_.max_bytes()));
  w.family("pathshala_page_refresh_checks_total", "counter",
           "Stale pages checked after an edit, by outcome: kept (their API answers unchanged) or drawn again.");
  w.sample("pathshala_page_refresh_checks_total", static_cast<double>(c.kept), {{"outcome", "kept"}});
  w.sample("pathshala_page_refresh_checks_total", static_cast<double>(c.checks - std::min(c.checks, c.kept)),
           {{"outcome", "drawn"}});
  std::lock_guard lock(stats_->mutex);
  w.family("pathshala_page_render_failures_total", "counter",
           "Page renders that failed (the app's shell was sent), by route pattern.");
  for (const auto& [route, l] : stats_->by_route)
    w.sample("pathshala_page_render_failures_total", static_cast<double>(l.failures), {{"route", route}});
  w.family("pathshala_page_render_seconds", "histogram",
           "Time to draw a page (its data and the app's renderer), by route pattern.");
  for (const auto& [route, l] : stats_->by_route) {
    std::uint64_t cumulative = 0;
    for (std::size_t b = 0; b <= http::Metrics::kBucketCount; ++b) {
      cumulative += l.buckets[b];
      w.sample("pathshala_page_render_seconds_bucket", static_cast<double>(cumulative),
               {{"route", route},
                {"le", b < http::Metrics::kBucketCount ? http::metric_number(http::Metrics::kBuckets[b]) : "+Inf"}});
    }
    w.sample("pathshala_page_render_seconds_sum", l.sum, {{"route", route}});
    w.sample("pathshala_page_render_seconds_count", static_cast<double>(l.count), {{"route", route}});
  }
}

}  // namespace pathshala::pages
