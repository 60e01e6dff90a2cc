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
// …and counts at most this many ("200 or more"): after a bulk import of thousands of jobs a
// digest read every matching page, 40 alerts took 42 s of a worker (issue 52).
inline constexpr int kMaxJobsCounted = 200;

bool is_frequency(std::string_view frequency);
std::int64_t period_ms(std::string_view frequency);  // daily: 24 h, weekly: 7 days

// A digest covers the jobs posted in (since_at, until]. An alert made (or turned on again) at
// now_ms starts with since_at one millisecond earlier, so a job posted within the same
// millisecond — an import running beside the student's click — is in the first digest, not
// lost between two periods.
inline std::int64_t covered_from(std::int64_t now_ms) { return now_ms - 1; }

}  // namespace pathshala::alerts
