#pragma once
// The dates the rendered pages write, from the API's epoch milliseconds, in UTC.
#include <cstdint>
#include <string>

namespace pathshala::pages {

// "2026-11-22T10:15:00Z": JSON-LD dates and <time datetime>.
std::string iso_date(std::int64_t epoch_ms);

// "22 Nov 2026", as a person reads the day (the app's formatDate writes the same).
std::string day_of(std::int64_t epoch_ms);

}  // namespace pathshala::pages
