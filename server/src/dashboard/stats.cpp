#include "dashboard/stats.hpp"

#include <boost/json.hpp>

#include <chrono>
#include <cstdio>
#include <map>

#include "accounts/accounts_service.hpp"
#include "commerce/commerce_service.hpp"
#include "core/csv.hpp"
#include "downloads/downloads_service.hpp"

namespace pathshala::dashboard {

namespace json = boost::json;

namespace {

constexpr std::int64_t kDayMs = 86'400'000;
constexpr std::int64_t kIstOffsetMs = 19'800'000;  // UTC+05:30

std::string date_of(std::int64_t day) {
  using namespace std::chrono;
  const year_month_day ymd{sys_days{days{day}}};
  char out[16];
  std::snprintf(out, sizeof out, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                static_cast<unsigned>(ymd.day()));
  return out;
}

std::optional<std::int64_t> day_of(const std::string& date) {
  int y = 0;
  unsigned m = 0, d = 0;
  char tail = 0;
  if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3) return std::nullopt;
  using namespace std::chrono;
  const year_month_day ymd{year{y}, month{m}, day{d}};
  if (!ymd.ok()) return std::nullopt;
  return sys_days{ymd}.time_since_epoch().count();
}

// "1234.50": paise as rupees for the CSV.
std::string rupees(std::int64_t paise) {
  char out[32];
  std::snprintf(out, sizeof out, "%s%lld.%02lld", paise < 0 ? "-" : "", static_cast<long long>(std::llabs(paise) / 100),
                static_cast<long long>(std::llabs(paise) % 100));
  return out;
}

struct Day {
  std::int64_t revenue = 0, refunded = 0, orders = 0, signups = 0, downloads = 0;
};

}  // namespace

core::Result<Period> period_of(const std::string& from, const std::string& to, std::int64_t now_ms) {
  const auto bad = [](const char* why) { return core::Error::invalid("invalid-parameter", why); };
  Period p;
  if (to.empty()) {
    p.last_day = (now_ms + kIstOffsetMs) / kDayMs;
  } else if (auto d = day_of(to)) {
    p.last_day = *d;
  } else {
    return bad("to must be a date like 2026-11-25.");
  }
  if (from.empty()) {
    p.first_day = p.last_day - 29;
  } else if (auto d = day_of(from)) {
    p.first_day = *d;
  } else {
    return bad("from must be a date like 2026-11-01.");
  }
  if (p.first_day > p.last_day) return bad("from must not be after to.");
  if (p.last_day - p.first_day + 1 > kMaxDays) return bad("A period is at most 366 days.");
  return p;
}

json::object Stats::numbers(const Period& p) {
  const std::int64_t from_ms = p.first_day * kDayMs - kIstOffsetMs;
  const std::int64_t to_ms = (p.last_day + 1) * kDayMs - kIstOffsetMs;
  const auto sales = commerce_.sales(from_ms, to_ms);
  const auto signups = accounts_.signups_per_day(from_ms, to_ms, kIstOffsetMs);
  const auto downloads = downloads_.per_day(p.first_day, p.last_day);

  std::map<std::string, Day> by_date;
  for (const auto& d : sales.days) {
    auto& day = by_date[d.date];
    day.revenue = d.revenue - d.refunded;
    day.refunded = d.refunded;
    day.orders = d.orders;
  }
  json::array days;
  Day totals;
  for (std::int64_t day = p.first_day; day <= p.last_day; ++day) {
    const auto date = date_of(day);
    Day d = by_date.count(date) ? by_date[date] : Day{};
    if (auto s = signups.find(day); s != signups.end()) d.signups = s->second;
    if (auto n = downloads.find(day); n != downloads.end()) d.downloads = n->second;
    totals.revenue += d.revenue;
    totals.refunded += d.refunded;
    totals.orders += d.orders;
    totals.signups += d.signups;
    totals.downloads += d.downloads;
    days.push_back(json::object{{"date", date},
                                {"revenue", d.revenue},
                                {"refunded", d.refunded},
                                {"orders", d.orders},
                                {"signups", d.signups},
                                {"downloads", d.downloads}});
  }
  json::object by_status;
  for (const auto& [status, n] : sales.orders_by_status) by_status[status] = n;
  json::array items;
  for (const auto& i : sales.top_items)
    items.push_back(
        json::object{{"type", i.type}, {"id", i.id}, {"title", i.title}, {"orders", i.orders}, {"revenue", i.revenue}});
  json::array coupons;
  for (const auto& c : sales.coupons)
    coupons.push_back(json::object{{"code", c.code}, {"uses", c.uses}, {"discount", c.discount}});
  return {{"from", date_of(p.first_day)},
          {"to", date_of(p.last_day)},
          {"days", std::move(days)},
          {"totals", json::object{{"revenue", totals.revenue},
                                  {"refunded", totals.refunded},
                                  {"orders", totals.orders},
                                  {"signups", totals.signups},
                                  {"downloads", totals.downloads}}},
          {"ordersByStatus", std::move(by_status)},
          {"topItems", std::move(items)},
          {"coupons", std::move(coupons)}};
}

std::string Stats::csv(const Period& p) {
  const auto n = numbers(p);
  std::string out = core::csv_line({"date", "revenue_inr", "refunded_inr", "orders", "signups", "downloads"});
  for (const auto& v : n.at("days").as_array()) {
    const auto& d = v.as_object();
    out += core::csv_line({std::string(d.at("date").as_string()), rupees(d.at("revenue").as_int64()),
                           rupees(d.at("refunded").as_int64()), std::to_string(d.at("orders").as_int64()),
                           std::to_string(d.at("signups").as_int64()), std::to_string(d.at("downloads").as_int64())});
  }
  return out;
}

}  // namespace pathshala::dashboard
