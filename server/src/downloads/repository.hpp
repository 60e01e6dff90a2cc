#pragma once
// The download counts' data (migrations/0008_downloads.sql), behind an interface the service
// uses without knowing the database. Implementation: sql_repository.cpp (the SQL both
// databases share).
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>

namespace pathshala::downloads {

using CountMap = std::unordered_map<std::string, std::int64_t>;  // item id -> downloads

// One visitor's download of one item on one UTC day, as stored: keyed hashes only. A new
// visitor cookie issued is stored the same way, under the item id kNewVisitorsItem + the
// hour of the day (not an item id: those have no '@').
struct Visit {
  std::int64_t day = 0;  // UTC days since 1970-01-01
  std::string item_id;
  std::string visitor_hash;  // of the visitor cookie's id
  std::string address_hash;  // of the client address (the per-address caps)
};
inline constexpr const char* kNewVisitorsItem = "@new-visitors:";

// Sums of the daily counts: over the days from week_from, from month_from, and in all.
struct StoredCounts {
  CountMap week, month, total;
};

class Repository {
 public:
  virtual ~Repository() = default;
  // Changes whenever the catalog changes (not when a download is counted).
  virtual std::int64_t content_version() = 0;
  // The salt of `day`: `candidate` when none is stored yet, else the stored one (every
  // instance gets the same). Deletes the salts and visits of days before keep_from.
  virtual std::string day_salt(std::int64_t day, const std::string& candidate, std::int64_t keep_from) = 0;
  // Counts the visit unless this visitor was already counted for this item that day,
  // max_per_address visits from the same address were, or its cookie was issued this hour
  // (a new-visitor row under issued_this_hour, the item id admit_new_visitor used this
  // hour); true when counted.
  virtual bool count_visit(const Visit& visit, int max_per_address, std::string_view issued_this_hour) = 0;
  // Records a new visitor cookie issued to visit.address_hash (visit.item_id names the hour)
  // unless max_per_address already were; true when recorded. Counts no download.
  virtual bool admit_new_visitor(const Visit& visit, int max_per_address) = 0;
  virtual StoredCounts counts(std::int64_t week_from, std::int64_t month_from) = 0;
  // Downloads counted per UTC day (day number since 1970 → count) from from_day to to_day
  // inclusive; days without any are left out.
  virtual std::map<std::int64_t, std::int64_t> per_day(std::int64_t from_day, std::int64_t to_day) = 0;
};

}  // namespace pathshala::downloads
