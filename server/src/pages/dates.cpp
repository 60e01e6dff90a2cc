#include "pages/dates.hpp"

#include <ctime>

namespace pathshala::pages {

namespace {
std::string utc(std::int64_t epoch_ms, const char* format) {
  const auto t = static_cast<std::time_t>(epoch_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  const auto n = std::strftime(buf, sizeof buf, format, &tm);
  return std::string(buf, n);
}
}  // namespace

std::string iso_date(std::int64_t epoch_ms) { return utc(epoch_ms, "%Y-%m-%dT%H:%M:%SZ"); }

std::string day_of(std::int64_t epoch_ms) {
  auto day = utc(epoch_ms, "%e %b %Y");
  if (!day.empty() && day.front() == ' ') day.erase(0, 1);
  return day;
}

}  // namespace pathshala::pages
