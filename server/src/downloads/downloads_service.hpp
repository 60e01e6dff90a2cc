#pragma once
// Popular downloads (issue 15): every download of a free material or previous-year paper
// through /api/downloads/{id} is counted, once per visitor per item per UTC day, and the
// counts rank "Most downloaded this week", show in the admin tables and feed search.
//
// No personal data is stored. A visitor is the anonymous `ps_visitor` cookie: a random id
// signed with the installation's visitor key (visitor_cookie.hpp), so only the server mints
// visitors. Only a download that carries a valid cookie, issued with an earlier download,
// counts: a browser without one (or with a forged one) is given one and counted from its
// downloads in a later hour on (not at once: a client collecting cookies to spend them
// counted 800 fake downloads in 1.3 s — issue 52). New cookies are capped per client address (kNewVisitorsPerAddress an
// hour, across instances); beyond that a download gets none. Only a BLAKE2b hash of the id
// keyed with the day's random salt is stored (download_salts: one per UTC day, shared by
// every instance), and the visits and salts of days before yesterday are deleted, after
// which no hash can be linked to anyone. Counted visits per address per item per day are
// capped too (kMaxVisitsPerAddress, 3: a family or a hostel room), so a script replaying many
// cookies from one address inflates a count by at most that much.
//
// Downloads do not change the content version (that would flush every cached document):
// the counts are held in a snapshot refreshed from the store at most every 30 seconds, and
// at once in this process after it counts a download (other instances' downloads show
// within 30 s). Thread-safe.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "catalog/catalog_service.hpp"
#include "core/document.hpp"
#include "core/error.hpp"
#include "downloads/repository.hpp"
#include "downloads/visitor_cookie.hpp"

namespace pathshala::downloads {

using CountMap = std::unordered_map<std::string, std::int64_t>;  // item id -> downloads
struct CountsSnapshot {
  std::uint64_t generation = 0;  // changes whenever any count changes
  CountMap week;                 // last 7 days
  CountMap month;                // last 30 days
  CountMap total;                // all time
};

// Who downloads: the visitor cookie's value as the request carried it (checked here), and
// the client address (Context::client_address; an IPv6 address's /64).
struct Visitor {
  std::optional<std::string> cookie;
  std::string address;
};

// A download's answer: where the file is, and a new visitor cookie to set when the request
// carried no valid one and its address may still be given one.
struct Download {
  std::string url;
  std::optional<std::string> new_cookie;
};

// GET /api/popular's parameters.
struct PopularQuery {
  std::optional<std::string> year;  // firstYear..fourthYear; all years when absent
  int limit = 6;
  static constexpr int kMaxLimit = 20;
};
// year and limit from the query string (param returns a parameter's decoded value); an
// invalid-parameter error names the bad one.
core::Result<PopularQuery> parse_popular_query(
    const std::function<std::optional<std::string>(std::string_view)>& param);

struct DownloadsOptions {
  // Count a cookie in the hour it was issued too (Config::count_new_visitors_at_once).
  bool count_new_visitors_at_once = false;
  std::function<std::int64_t()> now_ms;          // the wall clock (tests move it); default core::now_ms
  std::int64_t snapshot_max_age_ms = 30 * 1000;  // how stale counts() may be
  // The installation's visitor cookie key (VisitorCookies::kKeyBytes; the same on every
  // instance: app/services.cpp loads it from the store's secrets). Required.
  std::string visitor_key;
};

class DownloadsService {
 public:
  static constexpr int kMaxVisitsPerAddress = 3;     // counted per address per item per day
  static constexpr int kNewVisitorsPerAddress = 20;  // cookies issued per address per UTC hour
  static constexpr long long kVisitorCookieMaxAge = 365LL * 24 * 60 * 60;

  DownloadsService(Repository& repository, catalog::CatalogService& catalog, DownloadsOptions options);
  ~DownloadsService();
  DownloadsService(const DownloadsService&) = delete;
  DownloadsService& operator=(const DownloadsService&) = delete;

  // The download URL of a material or previous-year paper (a site path or an http(s) URL);
  // not_found for an unknown id or an item whose link is neither. When `count` is true (a
  // GET, not a HEAD): a valid visitor cookie counts the visit; without one, a new cookie is
  // issued unless the address has had its share this hour (and nothing is counted).
  // Counting and issuing are best effort: a store failure is logged, the URL returned.
  core::Result<Download> download(std::string_view id, const Visitor& visitor, bool count = true);

  // GET /api/popular: {"items":[PopularItem…]}, the week's most downloaded items first
  // (ties by title), leaving out items no longer in the catalog.
  core::DocumentPtr popular(const PopularQuery& query);

  // Thread-safe; cheap (returns the current snapshot, refreshing it when older than 30 s).
  std::shared_ptr<const CountsSnapshot> counts();

  // An item's downloads in all (0 when none), from counts().
  std::int64_t total(std::string_view id);

  // Downloads counted per UTC day from from_day to to_day (days since 1970), for the admin's
  // dashboard; read from the store, not the snapshot.
  std::map<std::int64_t, std::int64_t> per_day(std::int64_t from_day, std::int64_t to_day);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::downloads
