#pragma once
// The job_alerts table (migrations/*/0017_job_alerts.sql) behind an interface.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "alerts/types.hpp"

namespace pathshala::store {
class Db;
class Store;
}  // namespace pathshala::store

namespace pathshala::alerts {

enum class CreateOutcome { created, full };

class Repository {
 public:
  virtual ~Repository() = default;
  // Inserts the alert unless its student has `max` already (one transaction).
  virtual CreateOutcome create(const JobAlert& alert, int max) = 0;
  virtual std::vector<JobAlert> of(const std::string& uid) = 0;  // oldest first
  virtual std::optional<JobAlert> find(const std::string& id) = 0;
  // Turns an alert on or off and sets how often it comes; false when there is no such alert.
  // Turning one on again starts its next period now (no digest of what came while it was off).
  virtual bool set(const std::string& id, bool enabled, const std::string& frequency, std::int64_t now_ms) = 0;
  virtual bool remove(const std::string& id) = 0;
  // Enabled alerts due at now, oldest due first, at most limit.
  virtual std::vector<JobAlert> due(std::int64_t now_ms, int limit) = 0;
  // Claims the digest of `alert` as read by due(): when it is still enabled and still due at
  // that time, moves since_at to until and next_due_at to next_due, then runs also(db) in the
  // same transaction (which queues the mail). True when this caller claimed it.
  virtual bool claim(const JobAlert& alert, std::int64_t until, std::int64_t next_due,
                     const std::function<void(store::Db&)>& also) = 0;
};

std::unique_ptr<Repository> make_sql_repository(store::Store& store);

}  // namespace pathshala::alerts
