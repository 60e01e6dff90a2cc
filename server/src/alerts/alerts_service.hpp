#pragma once
// Job alerts: a student saves the portal's current search (q, field, experience) as an
// alert, daily or weekly, at most 5. Every period the jobs posted since the last digest that
// the portal's own search matches are mailed (nothing new: no mail). queue_due() claims each
// due digest and queues its mail in one transaction (alerts/repository.hpp), so a digest goes
// once per period with any number of instances; the mail task (digest_tasks.hpp) makes the
// mail when it runs.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "alerts/repository.hpp"
#include "alerts/unsubscribe_tokens.hpp"
#include "alerts/year_digests.hpp"
#include "core/error.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::alerts {

struct NewAlert {
  std::string q, field, experience;
  std::string frequency = "daily";
};

struct AlertChange {
  std::optional<bool> enabled;
  std::optional<std::string> frequency;
};

// A digest queue_due() claimed: the alert, and the period its mail lists jobs of.
struct Digest {
  JobAlert alert;
  std::int64_t since = 0, until = 0;
};

class AlertsService {
 public:
  AlertsService(Repository& repository, jobs::JobsService& jobs, YearDigests& year_digests,
                std::string unsubscribe_key);

  // Errors: invalid (a search the portal would refuse, an unknown frequency), conflict
  // "too-many-alerts" or "alert-exists" (the same search saved already).
  core::Result<JobAlert> create(const std::string& uid, const NewAlert& alert, std::int64_t now_ms);
  std::vector<JobAlert> of(const std::string& uid);
  // Errors: not_found (none of this student's), invalid (frequency).
  core::Result<JobAlert> change(const std::string& uid, const std::string& id, const AlertChange& change,
                                std::int64_t now_ms);
  core::Status remove(const std::string& uid, const std::string& id);

  // The one-click unsubscribe (RFC 8058): turns the token's alert (or the student's weekly
  // new-material mail, for an id "year-<uid>") off. Errors: invalid
  // "invalid-token". An alert deleted since is fine (nothing left to turn off).
  core::Status unsubscribe(const std::string& token, std::int64_t now_ms);
  std::string unsubscribe_token(const std::string& alert_id) const { return tokens_.sign(alert_id); }

  // Claims every due digest; queue(db, digest) queues its mail inside the claim's
  // transaction. A due alert with nothing new moves on to its next period, mailing nothing.
  // How many digests were queued.
  int queue_due(std::int64_t now_ms, const std::function<void(store::Db&, const Digest&)>& queue);

  // The jobs the alert's search matches that were posted in (since, until], newest first,
  // at most limit, and how many in all up to kMaxJobsCounted (reading stops there).
  std::pair<std::vector<jobs::Job>, std::int64_t> new_jobs(const JobAlert& alert, std::int64_t since,
                                                           std::int64_t until, int limit);
  std::optional<JobAlert> find(const std::string& id) { return repository_.find(id); }
  YearDigests& year_digests() { return year_digests_; }

 private:
  Repository& repository_;
  jobs::JobsService& jobs_;
  YearDigests& year_digests_;
  UnsubscribeTokens tokens_;
};

// The portal's search of an alert (its q, field and experience); invalid when the portal
// would refuse it.
core::Result<jobs::JobSearch> search_of(const std::string& q, const std::string& field, const std::string& experience);

}  // namespace pathshala::alerts
