#pragma once
// /Job_portal?q=&field=&experience=&sort= as the app reads it, and the GET /api/jobs path the
// app then asks for its first page. The server renders a filtered portal from the same search
// and embeds the answer under that exact path, so the app takes the page over without
// fetching it again (web: features/jobs/routes/JobPortal.tsx `searchFrom`,
// features/jobs/api/get-jobs.ts `jobsUrl`; keep them in step).
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::pages {

// A query string parameter's decoded value ('+' as a space), if present.
using QueryParam = std::function<std::optional<std::string>(std::string_view)>;

struct JobPortalQuery {
  std::string q;                   // as typed
  std::string field;               // "" for every field
  std::string experience = "all";  // all, fresher, 1-3 or 3+ (anything else: all)
  std::string sort = "recent";     // recent or salary (anything else: recent)
  bool operator==(const JobPortalQuery&) const = default;
};

JobPortalQuery job_portal_query(const QueryParam& param);

// "/api/jobs?q=…&field=…&experience=…&sort=…&limit=20", defaults left out, in that order.
std::string jobs_api_path(const JobPortalQuery& query);

// application/x-www-form-urlencoded as URLSearchParams writes it: letters, digits and *-._
// as they are, a space as '+', every other byte of the UTF-8 as %XX (upper-case hex).
std::string form_urlencode(std::string_view value);

}  // namespace pathshala::pages
