#include "commerce/invoice_numbers.hpp"

#include <chrono>
#include <cstdio>

#include "store/store.hpp"

namespace pathshala::commerce {

namespace {

// India Standard Time: UTC+05:30 all year.
constexpr std::int64_t kIstOffsetMs = (5 * 60 + 30) * 60'000LL;

std::chrono::year_month_day india_day(std::int64_t epoch_ms) {
  using namespace std::chrono;
  return year_month_day{floor<days>(sys_time<milliseconds>(milliseconds(epoch_ms + kIstOffsetMs)))};
}

}  // namespace

std::string financial_year(std::int64_t epoch_ms) {
  const auto day = india_day(epoch_ms);
  const int year = static_cast<int>(day.year());
  const int first = static_cast<unsigned>(day.month()) >= 4 ? year : year - 1;
  char out[8];
  std::snprintf(out, sizeof out, "%02d%02d", first % 100, (first + 1) % 100);
  return out;
}

std::string india_date(std::int64_t epoch_ms) {
  const auto day = india_day(epoch_ms);
  char out[16];
  std::snprintf(out, sizeof out, "%04d-%02u-%02u", static_cast<int>(day.year()), static_cast<unsigned>(day.month()),
                static_cast<unsigned>(day.day()));
  return out;
}

std::string next_document_number(store::Db& db, const char* prefix, std::int64_t epoch_ms) {
  const std::string series = std::string(prefix) + "/" + financial_year(epoch_ms);
  // One statement that creates the series or takes its next number, locking the row until
  // the transaction ends: two payments at once get consecutive numbers, never the same one.
  auto s = db.prepare(
      "INSERT INTO invoice_series (series, last) VALUES (?, 1) ON CONFLICT (series) DO UPDATE SET last = "
      "invoice_series.last + 1 RETURNING last");
  s.bind(1, series);
  std::int64_t number = 0;
  if (s.step()) number = s.integer(0);
  while (s.step()) {
  }
  char digits[16];
  std::snprintf(digits, sizeof digits, "%06lld", static_cast<long long>(number));
  return series + "/" + digits;
}

}  // namespace pathshala::commerce
