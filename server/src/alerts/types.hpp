#pragma once
// A job alert: a student's saved job search, mailed as a digest of new matching jobs.
#include <cstdint>
#include <string>
#include <string_view>

namespace pathshala::alerts {

struct JobAlert {
  std::string id, uid;
  // The portal's search, as its query string names it (/Job_portal?q=&field=&experience=).
  std::string q, field, experience;
  std::string frequency;  // daily | weekly
  bool enabled = true;
  std::int64_t created_at = 0;
  std::int64_t since_at = 0;     // the next digest lists jobs posted after this
  std::int64_t next_due_at = 0;  // when it is due
};

inline constexpr int kMaxAlertsPerStudent = 5;
// A digest lists at most this many jobs, then links to the portal for the rest.
inline constexpr int kMaxJobsListed = 20;

bool is_frequency(std::string_view frequency);
std::int64_t period_ms(std::string_view frequency);  // daily: 24 h, weekly: 7 days

}  // namespace pathshala::alerts
