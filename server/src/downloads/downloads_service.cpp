#include "downloads/downloads_service.hpp"

#include <sodium.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <tuple>

#include <boost/json.hpp>

#include "catalog/types.hpp"
#include "core/clock.hpp"
#include "core/document_cache.hpp"
#include "core/hash.hpp"
#include "core/url_safety.hpp"
#include "core/validation.hpp"

namespace pathshala::downloads {

namespace json = boost::json;

namespace {

constexpr std::int64_t kHourMs = 60 * 60 * 1000;
constexpr std::int64_t kDayMs = 24 * kHourMs;
// Addresses this process knows have had their new visitors this hour (so a client asking
// again and again costs no write); a bound, cleared when reached.
constexpr std::size_t kMaxFullAddresses = 100000;
// Items looked up in the catalog, kept until the content changes; a bound, as ids that were
// downloaded are few but the table must not grow without limit.
constexpr std::size_t kMaxKnownItems = 100000;
// GET /api/popular answers per generation: 5 year choices × 20 limits.
constexpr std::size_t kMaxPopularDocuments = 1000;
constexpr std::chrono::milliseconds kWaitForCounts{100};
constexpr std::int64_t kRetryRefreshMs = 1000;

std::int64_t steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// A keyed BLAKE2b hash (128 bits, hex) of text; the key is derived from the day's salt.
std::string keyed_hash(const std::string& salt, std::string_view text) {
  core::ensure_sodium();
  unsigned char key[crypto_generichash_KEYBYTES];
  crypto_generichash(key, sizeof key, reinterpret_cast<const unsigned char*>(salt.data()), salt.size(), nullptr, 0);
  unsigned char out[16];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(text.data()), text.size(), key,
                     sizeof key);
  return core::to_hex(out, sizeof out);
}

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

// What a popular list and a download need of a catalog item.
struct Item {
  std::string kind;  // the collection slug: previous-year, important-topics, quantum, notes, practical
  std::string id;
  std::string title;
  std::optional<std::string> subject;
  std::string year;
  std::string download_url;
};

}  // namespace

core::Result<PopularQuery> parse_popular_query(
    const std::function<std::optional<std::string>(std::string_view)>& param) {
  PopularQuery q;
  if (auto year = param("year")) {
    if (!catalog::is_year(*year)) return bad_parameter("year must be " + catalog::year_keys_in_words() + ".");
    q.year = *year;
  }
  if (auto limit = param("limit")) {
    int v = 0;
    auto [end, ec] = std::from_chars(limit->data(), limit->data() + limit->size(), v);
    if (ec != std::errc() || end != limit->data() + limit->size() || v < 1 || v > PopularQuery::kMaxLimit)
      return bad_parameter("limit must be a number from 1 to 20.");
    q.limit = v;
  }
  return q;
}

struct DownloadsService::Impl {
  Impl(Repository& r, catalog::CatalogService& c, DownloadsOptions o)
      : repository(r),
        catalog(c),
        options(std::move(o)),
        cookies(options.visitor_key),
        popular_cache([&r] { return r.content_version(); }, kMaxPopularDocuments, 8u << 20) {
    if (!options.now_ms) options.now_ms = core::now_ms;
  }
  Repository& repository;
  catalog::CatalogService& catalog;
  DownloadsOptions options;
  VisitorCookies cookies;
  core::DocumentCache popular_cache;

  std::int64_t today() const { return options.now_ms() / kDayMs; }

  // ---- The day's salt (one per UTC day, in the store, shared by every instance).
  std::mutex salt_mutex;
  std::int64_t salt_day = -1;
  std::string salt;

  std::string salt_for(std::int64_t day) {
    std::lock_guard lock(salt_mutex);
    if (salt_day != day) {
      // Yesterday's salt is kept (an instance whose clock is a little behind still counts
      // into the right day); older ones go, with their visits.
      salt = repository.day_salt(day, core::random_hex(32), day - 1);
      salt_day = day;
    }
    return salt;
  }

  // ---- Catalog items by id, while the content version stays the same.
  std::mutex items_mutex;
  std::int64_t items_version = -1;
  std::unordered_map<std::string, std::optional<Item>> items;

  // remember_missing: also remember that an id is not in the catalog (the ids of the counts,
  // which are few; never those of requests, which anyone can make up).
  std::optional<Item> item(const std::string& id, bool remember_missing) {
    const auto version = repository.content_version();
    {
      std::lock_guard lock(items_mutex);
      if (items_version != version) {
        items.clear();
        items_version = version;
      }
      if (auto it = items.find(id); it != items.end()) return it->second;
    }
    std::optional<Item> found;
    if (auto m = catalog.find_material(id))
      found = Item{m->collection, m->id, m->title, m->subject, m->year, m->download_url};
    else if (auto p = catalog.find_paper(id))
      found = Item{"previous-year", p->id, p->title, p->subject, p->year, p->download_url};
    if (found || remember_missing) {
      std::lock_guard lock(items_mutex);
      if (items_version == version) {
        if (items.size() >= kMaxKnownItems) items.clear();
        items.emplace(id, found);
      }
    }
    return found;
  }

  // ---- The counts snapshot.
  // Exactness: a refresh waits for the counts in progress and holds new ones back while it
  // reads the store, so every download counted here is either in what it read or added
  // after it, never lost or counted twice.
  std::mutex mutex;
  std::condition_variable changed;
  std::shared_ptr<const CountsSnapshot> snapshot = std::make_shared<CountsSnapshot>();
  bool loaded = false;
  std::int64_t loaded_at = 0;   // steady ms
  std::int64_t loaded_day = 0;  // the UTC day the week and month were read for
  std::uint64_t generation = 0;
  CountMap pending;  // downloads counted here since the snapshot was read
  int counting = 0;  // counts being written
  bool refreshing = false;

  // ---- New visitors: at most kNewVisitorsPerAddress cookies per address per UTC hour,
  // counted in the store (every instance shares the count).
  std::mutex full_mutex;
  std::unordered_map<std::string, std::int64_t> full;  // address -> the hour it is full for

  std::optional<std::string> new_visitor(const std::string& address) {
    const auto now = options.now_ms();
    const auto hour = now / kHourMs;
    {
      std::lock_guard lock(full_mutex);
      if (auto it = full.find(address); it != full.end() && it->second == hour) return std::nullopt;
    }
    const auto day = now / kDayMs;
    const auto day_salt = salt_for(day);
    auto cookie = cookies.issue();
    const auto id = cookie.substr(0, VisitorCookies::kIdHexDigits);
    Visit issued{day, kNewVisitorsItem + std::to_string(hour % 24), keyed_hash(day_salt, "visitor:" + id),
                 keyed_hash(day_salt, "address:" + address)};
    if (repository.admit_new_visitor(issued, DownloadsService::kNewVisitorsPerAddress)) return cookie;
    std::lock_guard lock(full_mutex);
    if (full.size() >= kMaxFullAddresses) full.clear();
    full[address] = hour;
    return std::nullopt;
  }

  // Counts the download of item `id` by the visitor `visitor_id` (a verified cookie's).
  void count(const std::string& id, const std::string& visitor_id, const std::string& address) {
    const auto day = today();
    const auto day_salt = salt_for(day);
    Visit visit{day, id, keyed_hash(day_salt, "visitor:" + visitor_id), keyed_hash(day_salt, "address:" + address)};
    {
      std::unique_lock lock(mutex);
      changed.wait(lock, [&] { return !refreshing; });
      ++counting;
    }
    // A cookie counts from the hour after it was issued: a script collecting fresh cookies
    // to spend at once counted 800 of 1,000 fake downloads (issue 52).
    const auto issued_this_hour = options.count_new_visitors_at_once
                                      ? std::string()
                                      : kNewVisitorsItem + std::to_string(options.now_ms() / kHourMs % 24);
    bool counted = false;
    try {
      counted = repository.count_visit(visit, kMaxVisitsPerAddress, issued_this_hour);
    } catch (...) {
      std::lock_guard lock(mutex);
      --counting;
      changed.notify_all();
      throw;
    }
    std::lock_guard lock(mutex);
    if (counted) ++pending[id];
    --counting;
    changed.notify_all();
  }

  // The snapshot with the pending downloads added (a new generation); mutex held.
  void apply_pending() {
    if (pending.empty()) return;
    auto next = std::make_shared<CountsSnapshot>(*snapshot);
    for (const auto& [id, n] : pending) {
      next->week[id] += n;
      next->month[id] += n;
      next->total[id] += n;
    }
    pending.clear();
    next->generation = ++generation;
    snapshot = std::move(next);
  }

  bool fresh(std::int64_t now, std::int64_t day) const {
    return loaded && now - loaded_at < options.snapshot_max_age_ms && loaded_day == day;
  }

  std::shared_ptr<const CountsSnapshot> counts() {
    const auto now = steady_ms();
    const auto day = today();
    std::unique_lock lock(mutex);
    if (fresh(now, day) || refreshing) {
      // While another thread refreshes, the current counts will do (the first ones excepted).
      changed.wait(lock, [&] { return loaded || !refreshing; });
      if (fresh(now, day) || refreshing) {
        apply_pending();
        return snapshot;
      }
    }
    refreshing = true;
    // Counts being written (each a short write) finish first; if one is held up behind a
    // long write of someone else's, the refresh is put off by a second rather than wait.
    const auto idle = [&] { return counting == 0; };
    if (!loaded)
      changed.wait(lock, idle);
    else if (!changed.wait_for(lock, kWaitForCounts, idle)) {
      refreshing = false;
      loaded_at = now - options.snapshot_max_age_ms + kRetryRefreshMs;
      changed.notify_all();
      apply_pending();
      return snapshot;
    }
    lock.unlock();
    std::optional<StoredCounts> read;
    try {
      read = repository.counts(day - 6, day - 29);
    } catch (const std::exception& e) {
      spdlog::warn("download counts: {}", e.what());
    } catch (...) {
      spdlog::warn("download counts: not read");
    }
    lock.lock();
    if (read) {
      const bool same =
          loaded && read->week == snapshot->week && read->month == snapshot->month && read->total == snapshot->total;
      if (!same) {
        auto next = std::make_shared<CountsSnapshot>();
        next->week = std::move(read->week);
        next->month = std::move(read->month);
        next->total = std::move(read->total);
        next->generation = ++generation;
        snapshot = std::move(next);
      }
      pending.clear();  // the store had them all: no count was written while it was read
    } else {
      apply_pending();  // keep what this process counted; try the store again later
    }
    loaded = true;
    loaded_at = now;
    loaded_day = day;
    refreshing = false;
    changed.notify_all();
    return snapshot;
  }

  std::string popular_body(const CountsSnapshot& counts, const PopularQuery& query) {
    // The week's counts from high to low; each run of equal counts ordered by title.
    std::map<std::int64_t, std::vector<std::string>, std::greater<>> by_count;
    for (const auto& [id, n] : counts.week)
      if (n > 0) by_count[n].push_back(id);
    json::array out;
    for (const auto& [n, ids] : by_count) {
      std::vector<Item> run;
      for (const auto& id : ids) {
        auto found = item(id, /*remember_missing=*/true);
        if (found && (!query.year || found->year == *query.year)) run.push_back(std::move(*found));
      }
      std::sort(run.begin(), run.end(),
                [](const Item& a, const Item& b) { return std::tie(a.title, a.id) < std::tie(b.title, b.id); });
      for (const auto& i : run) {
        if (out.size() >= static_cast<std::size_t>(query.limit)) break;
        json::object o{{"kind", i.kind}, {"id", i.id}, {"title", i.title}};
        if (i.subject) o["subject"] = *i.subject;
        o["year"] = i.year;
        o["url"] = "/api/downloads/" + i.id;
        o["downloads"] = n;
        out.push_back(std::move(o));
      }
      if (out.size() >= static_cast<std::size_t>(query.limit)) break;
    }
    return json::serialize(json::object{{"items", std::move(out)}});
  }
};

DownloadsService::DownloadsService(Repository& repository, catalog::CatalogService& catalog, DownloadsOptions options)
    : impl_(std::make_unique<Impl>(repository, catalog, std::move(options))) {}
DownloadsService::~DownloadsService() = default;

core::Result<Download> DownloadsService::download(std::string_view id, const Visitor& visitor, bool count) {
  if (!core::is_record_id(id)) return core::Error::not_found("No such download.");
  auto found = impl_->item(std::string(id), /*remember_missing=*/false);
  if (!found) return core::Error::not_found("No such download; it may have been removed.");
  if (!core::is_safe_link(found->download_url)) return core::Error::not_found("This item has no download.");
  Download out{found->download_url, std::nullopt};
  if (!count) return out;
  const auto visitor_id = visitor.cookie ? impl_->cookies.verify(*visitor.cookie) : std::nullopt;
  try {
    if (visitor_id)
      impl_->count(found->id, *visitor_id, visitor.address);
    else
      // None, or not one we issued (forged, re-signed, cut short): a new visitor, counted
      // from its next download on, never by this one, so a client that does not keep
      // cookies counts nothing. The cookie is the server's alone to mint, and the cap per
      // address bounds how many one address can collect.
      out.new_cookie = impl_->new_visitor(visitor.address);
  } catch (const std::exception& e) {
    spdlog::warn("download of {} not counted: {}", found->id, e.what());
  }
  return out;
}

core::DocumentPtr DownloadsService::popular(const PopularQuery& query) {
  auto counts = impl_->counts();
  const std::string key =
      std::to_string(counts->generation) + "|" + query.year.value_or("") + "|" + std::to_string(query.limit);
  return impl_->popular_cache.get(key,
                                  [&]() -> std::optional<std::string> { return impl_->popular_body(*counts, query); });
}

std::shared_ptr<const CountsSnapshot> DownloadsService::counts() { return impl_->counts(); }

std::int64_t DownloadsService::total(std::string_view id) {
  auto counts = impl_->counts();
  auto it = counts->total.find(std::string(id));
  return it == counts->total.end() ? 0 : it->second;
}

std::map<std::int64_t, std::int64_t> DownloadsService::per_day(std::int64_t from_day, std::int64_t to_day) {
  return impl_->repository.per_day(from_day, to_day);
}

}  // namespace pathshala::downloads
