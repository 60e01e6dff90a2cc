#include "alerts/alerts_service.hpp"

#include <algorithm>

#include "core/hash.hpp"

namespace pathshala::alerts {

core::Result<jobs::JobSearch> search_of(const std::string& q, const std::string& field, const std::string& experience) {
  return jobs::parse_job_search([&](std::string_view name) -> std::optional<std::string> {
    if (name == "q") return q;
    if (name == "field") return field;
    if (name == "experience") return experience;
    return std::nullopt;
  });
}

namespace {

core::Error unknown_frequency() {
  return core::Error::invalid("invalid-field", "How often must be daily or weekly.", "frequency");
}

core::Error no_such_alert() { return core::Error::not_found("You have no such job alert."); }

}  // namespace

AlertsService::AlertsService(Repository& repository, jobs::JobsService& jobs, YearDigests& year_digests,
                             std::string unsubscribe_key)
    : repository_(repository), jobs_(jobs), year_digests_(year_digests), tokens_(std::move(unsubscribe_key)) {}

core::Result<JobAlert> AlertsService::create(const std::string& uid, const NewAlert& wanted, std::int64_t now_ms) {
  auto search = search_of(wanted.q, wanted.field, wanted.experience);
  if (!search) return search.error();
  if (!is_frequency(wanted.frequency)) return unknown_frequency();
  JobAlert alert;
  alert.id = core::random_hex(16);
  alert.uid = uid;
  // Kept as the portal reads them (trimmed), so the alert is the search the student saw.
  alert.q = search->q;
  alert.field = search->field;
  alert.experience = wanted.experience == "all" ? "" : wanted.experience;
  alert.frequency = wanted.frequency;
  alert.created_at = now_ms;
  alert.since_at = covered_from(now_ms);
  alert.next_due_at = now_ms + period_ms(alert.frequency);
  for (const auto& have : repository_.of(uid))
    if (have.q == alert.q && have.field == alert.field && have.experience == alert.experience)
      return core::Error::conflict("alert-exists", "You have an alert for this search already: see your profile.");
  if (repository_.create(alert, kMaxAlertsPerStudent) == CreateOutcome::full)
    return core::Error::conflict("too-many-alerts", "You have " + std::to_string(kMaxAlertsPerStudent) +
                                                        " job alerts, the most there can be: delete one first.");
  return alert;
}

std::vector<JobAlert> AlertsService::of(const std::string& uid) { return repository_.of(uid); }

core::Result<JobAlert> AlertsService::change(const std::string& uid, const std::string& id, const AlertChange& change,
                                             std::int64_t now_ms) {
  auto alert = repository_.find(id);
  if (!alert || alert->uid != uid) return no_such_alert();
  if (change.frequency && !is_frequency(*change.frequency)) return unknown_frequency();
  const bool enabled = change.enabled.value_or(alert->enabled);
  const std::string frequency = change.frequency.value_or(alert->frequency);
  if (!repository_.set(id, enabled, frequency, now_ms)) return no_such_alert();
  auto now = repository_.find(id);
  if (!now) return no_such_alert();
  return std::move(*now);
}

core::Status AlertsService::remove(const std::string& uid, const std::string& id) {
  auto alert = repository_.find(id);
  if (!alert || alert->uid != uid) return no_such_alert();
  repository_.remove(id);
  return core::ok();
}

core::Status AlertsService::unsubscribe(const std::string& token, std::int64_t now_ms) {
  const auto id = tokens_.verify(token);
  if (!id)
    return core::Error::invalid("invalid-token",
                                "This unsubscribe link is not valid. Turn alerts off in your profile instead.");
  if (id->starts_with(kYearDigestPrefix)) {
    year_digests_.turn_off(id->substr(std::string_view(kYearDigestPrefix).size()));
  } else if (auto alert = repository_.find(*id)) {
    repository_.set(*id, false, alert->frequency, now_ms);
  }
  return core::ok();
}

std::pair<std::vector<jobs::Job>, std::int64_t> AlertsService::new_jobs(const JobAlert& alert, std::int64_t since,
                                                                        std::int64_t until, int limit) {
  std::vector<jobs::Job> out;
  std::int64_t total = 0;
  auto search = search_of(alert.q, alert.field, alert.experience);
  if (!search) return {out, 0};
  search->sort = jobs::Sort::recent;
  search->limit = jobs::JobSearch::kMaxLimit;
  // Newest first: read pages until the jobs are older than the last digest.
  const auto snapshot = jobs_.snapshot();
  for (search->offset = 0; search->offset <= jobs::JobSearch::kMaxOffset; search->offset += search->limit) {
    const auto page = snapshot->search(*search);
    bool older = false;
    for (const auto& job : page.items) {
      if (job.posted_at <= since) {
        older = true;
        break;
      }
      if (job.posted_at > until) continue;
      ++total;
      if (static_cast<int>(out.size()) < limit) out.push_back(job);
      if (total >= kMaxJobsCounted) break;  // as far as a mail counts
    }
    if (older || total >= kMaxJobsCounted ||
        static_cast<std::int64_t>(search->offset + page.items.size()) >= page.total)
      break;
  }
  return {out, total};
}

int AlertsService::queue_due(std::int64_t now_ms, const std::function<void(store::Db&, const Digest&)>& queue) {
  int queued = 0;
  // In batches, so a backlog after a long stop is worked through without one huge read.
  for (int batch = 0; batch < 1000; ++batch) {
    const auto due = repository_.due(now_ms, 200);
    for (const auto& alert : due) {
      const auto period = period_ms(alert.frequency);
      // The next period follows this one; after a long stop, it starts now (no burst of
      // catch-up digests).
      auto next_due = alert.next_due_at + period;
      if (next_due <= now_ms) next_due = now_ms + period;
      const Digest digest{alert, alert.since_at, now_ms};
      const bool anything_new = new_jobs(alert, digest.since, digest.until, 1).second > 0;
      const bool claimed = repository_.claim(alert, now_ms, next_due, [&](store::Db& db) {
        if (anything_new) queue(db, digest);
      });
      if (claimed && anything_new) ++queued;
    }
    if (due.size() < 200) break;
  }
  return queued;
}

}  // namespace pathshala::alerts
