// PublicPages (the pages of the web app as the server sends them: drawing is page_drawing.cpp,
// the sitemap public_sitemap.cpp) on the request path (issue 47): a page drawn before is sent at once, fresh or
// stale; a page never drawn is drawn once however many ask for it at the same moment; after an
// edit the refresher (a background thread at a low CPU priority) checks each stale page's API
// answers and draws again only the pages whose answers changed. Counted for /metrics.
#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include <atomic>
#include <condition_variable>
#include <future>
#include <limits>
#include <map>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "pages/page_stats.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::pages {

namespace {
// How often the refresher looks at the content stamp when nothing woke it: an edit made in
// another instance reaches the store's version within Store::kVersionRecheck (50 ms).
constexpr auto kRefreshInterval = std::chrono::milliseconds(50);
}  // namespace

struct PublicPages::Flights {
  std::mutex mutex;
  std::unordered_map<std::string, std::shared_future<Rendered>> under_way;
  std::condition_variable released;
  bool held = false;  // tests: renders wait
};

struct PublicPages::Refresher {
  std::mutex mutex;
  std::condition_variable wake;
  bool stopping = false;
  std::atomic<bool> kicked{false}, held{false};
  std::thread thread;
};

PublicPages::PublicPages(catalog::CatalogService& catalog, jobs::JobsService& jobs, audit::AuditRepository& audit,
                         std::string site_name, ContentVersions versions, std::size_t cache_bytes)
    : catalog_(catalog),
      jobs_(jobs),
      audit_(audit),
      site_name_(std::move(site_name)),
      stamp_(std::move(versions.pages)),
      // GET /api/auth/session's answer to a request without a session.
      nobody_(core::make_document(boost::json::serialize(boost::json::object{{"user", nullptr}}))),
      cache_(cache_bytes),
      sitemaps_(std::move(versions.all), 64, 64u << 20),
      flights_(std::make_unique<Flights>()),
      stats_(std::make_unique<Stats>()),
      refresher_(std::make_unique<Refresher>()) {}

PublicPages::~PublicPages() { stop(); }

void PublicPages::set_shell(const DocumentShell* shell, std::function<std::string()> origin) {
  shell_ = shell;
  origin_ = std::move(origin);
}

std::optional<PublicPages::Rendered> PublicPages::find(const PageRequest& request) {
  if (!renderer_ || !shell_) return Rendered{200, nullptr};
  auto found = cache_.find(request.key);
  if (!found) {
    stats_->misses.fetch_add(1, std::memory_order_relaxed);
    return std::nullopt;
  }
  if (found->stamp == stamp_()) {
    stats_->hits.fetch_add(1, std::memory_order_relaxed);
  } else {
    if (refresher_ && !refresher_->kicked.exchange(true)) refresher_->wake.notify_one();
    // A signed-in visitor (an admin who just made the edit, a student who just bought) gets
    // the page drawn anew on the render pool; visitors without a session, crawlers and floods
    // of URLs get the old page at once while the refresher draws it.
    if (!request.signed_out) {
      stats_->misses.fetch_add(1, std::memory_order_relaxed);
      return std::nullopt;
    }
    stats_->stale.fetch_add(1, std::memory_order_relaxed);
  }
  return Rendered{found->status, found->html->body.empty() ? nullptr : found->html};
}

PublicPages::Rendered PublicPages::render(const PageRequest& request) {
  if (!renderer_ || !shell_) return {200, nullptr};
  std::promise<Rendered> promise;
  std::shared_future<Rendered> theirs;
  {
    std::lock_guard lock(flights_->mutex);
    auto [it, mine] = flights_->under_way.try_emplace(request.key);
    if (mine)
      it->second = promise.get_future().share();
    else
      theirs = it->second;
  }
  if (theirs.valid()) return theirs.get();  // drawn once: wait for the render under way
  {
    std::unique_lock lock(flights_->mutex);
    flights_->released.wait(lock, [&] { return !flights_->held; });
  }
  auto landed = [&] {
    std::lock_guard lock(flights_->mutex);
    flights_->under_way.erase(request.key);
  };
  // Drawn by a render that landed just before this one was asked (they wait in the pool's
  // queue, not here): that page, not a second render. (A stale one is drawn again.)
  if (auto found = cache_.find(request.key); found && found->stamp == stamp_()) {
    const Rendered out{found->status, found->html->body.empty() ? nullptr : found->html};
    promise.set_value(out);
    landed();
    return out;
  }
  try {
    const auto started = std::chrono::steady_clock::now();
    auto drawn = draw(request);
    stats_->observe(request.pattern, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(),
                    drawn.has_value());
    Rendered out{200, nullptr};
    if (drawn) {
      out = Rendered{drawn->status, drawn->html->body.empty() ? nullptr : drawn->html};
      cache_.put(std::move(*drawn));
    }
    promise.set_value(out);
    landed();
    return out;
  } catch (...) {
    promise.set_exception(std::current_exception());
    landed();
    throw;
  }
}

void PublicPages::refresh(const CachedPage& page) {
  stats_->checks.fetch_add(1, std::memory_order_relaxed);
  // Read before the answers: a page is never stamped newer than what it was compared with.
  const auto stamp = stamp_();
  bool same = true;
  for (const auto& source : page.sources) {
    const auto answer = api_ ? api_(source.path) : std::nullopt;
    if (!answer || answer->status != source.status || (answer->body ? answer->body->etag : "") != source.etag) {
      same = false;
      break;
    }
  }
  if (same) {
    cache_.restamp(page.request.key, page.html, stamp);
    stats_->kept.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  render(page.request);
}

void PublicPages::refresh_loop() {
  // At the API's priority, unlike the render pool's threads: only edits start this work (not
  // visitors), and at nice 10 a busy machine left it seconds behind an edit.
  auto swept = std::numeric_limits<std::int64_t>::min();
  for (;;) {
    {
      std::unique_lock lock(refresher_->mutex);
      refresher_->wake.wait_for(lock, kRefreshInterval,
                                [&] { return refresher_->stopping || refresher_->kicked.load(); });
      if (refresher_->stopping) return;
      refresher_->kicked = false;
    }
    if (!renderer_ || !shell_ || refresher_->held) continue;
    const auto now = stamp_();
    if (now == swept) continue;
    // Most recently used first: the pages visitors are looking at.
    for (const auto& page : cache_.stale(now)) {
      {
        std::lock_guard lock(refresher_->mutex);
        if (refresher_->stopping) return;
      }
      try {
        refresh(page);
      } catch (const std::exception& e) {
        spdlog::warn("page {} could not be checked after an edit: {}", page.request.url, e.what());
      }
    }
    swept = now;
  }
}

void PublicPages::start() {
  if (refresher_->thread.joinable()) return;
  refresher_->thread = std::thread([this] { refresh_loop(); });
}

void PublicPages::stop() {
  if (!refresher_ || !refresher_->thread.joinable()) return;
  {
    std::lock_guard lock(refresher_->mutex);
    refresher_->stopping = true;
  }
  refresher_->wake.notify_all();
  refresher_->thread.join();
}

void PublicPages::hold_renders(bool held) {
  {
    std::lock_guard lock(flights_->mutex);
    flights_->held = held;
  }
  flights_->released.notify_all();
}

void PublicPages::hold_refresher(bool held) {
  refresher_->held = held;
  refresher_->wake.notify_one();
}

std::uint64_t PublicPages::renders_of(const std::string& pattern) const {
  std::lock_guard lock(stats_->mutex);
  const auto it = stats_->by_route.find(pattern);
  return it == stats_->by_route.end() ? 0 : it->second.count - it->second.failures;
}

bool PublicPages::wait_fresh(std::chrono::milliseconds limit) {
  const auto until = std::chrono::steady_clock::now() + limit;
  while (!cache_.stale(stamp_()).empty()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return true;
}

PublicPages::Counts PublicPages::counts() const {
  const auto& s = *stats_;
  return {s.hits.load(),     s.misses.load(), s.stale.load(), s.renders.load(),
          s.failures.load(), s.checks.load(), s.kept.load()};
}

}  // namespace pathshala::pages
