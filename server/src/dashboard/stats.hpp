#pragma once
// The admin's dashboard (issue 29): sales, signups and downloads per day over a period, each
// number asked of the module that owns it (commerce, accounts, downloads) and computed in the
// store. Days are India's (IST); downloads are counted per UTC day (how they are kept) and
// shown on the day with the same date.
#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <string>

#include "core/error.hpp"

namespace pathshala::commerce {
class CommerceService;
}
namespace pathshala::accounts {
class AccountsService;
}
namespace pathshala::downloads {
class DownloadsService;
}

namespace pathshala::dashboard {

// The longest period one answer covers.
inline constexpr int kMaxDays = 366;

struct Period {
  std::int64_t first_day = 0, last_day = 0;  // day numbers since 1970-01-01, inclusive
};

// from and to as YYYY-MM-DD (either may be empty: to defaults to today in India, from to 29
// days before to). invalid-parameter when malformed, reversed or longer than kMaxDays.
core::Result<Period> period_of(const std::string& from, const std::string& to, std::int64_t now_ms);

class Stats {
 public:
  Stats(commerce::CommerceService& commerce, accounts::AccountsService& accounts,
        downloads::DownloadsService& downloads)
      : commerce_(commerce), accounts_(accounts), downloads_(downloads) {}

  // docs/openapi.yaml Stats: every day of the period listed (zeros included).
  boost::json::object numbers(const Period& period);
  // The days as CSV: date, revenue (rupees, net), refunded, orders, signups, downloads.
  std::string csv(const Period& period);

 private:
  commerce::CommerceService& commerce_;
  accounts::AccountsService& accounts_;
  downloads::DownloadsService& downloads_;
};

}  // namespace pathshala::dashboard
