#pragma once
// Job alert digests on the durable background queue:
//   alerts.queue-digests  recurring (every 10 minutes, on whichever instance claims it):
//                         claims the due digests and queues a mail task for each;
//   mail.year-digest      the weekly new-material mail (year_digests.hpp), made the same way;
//   mail.job-digest       makes the digest mail when it runs (payload: the alert and the
//                         period) and sends it: the jobs posted in the period that the
//                         alert's search matches, with links, and List-Unsubscribe +
//                         List-Unsubscribe-Post (RFC 8058) for that alert. Nothing to send
//                         (the alert was turned off or deleted, the jobs went) is done too.
// `pathshala send-digests` runs the same two steps at once (send_due_digests).
#include <chrono>
#include <string>

#include "alerts/alerts_service.hpp"
#include "mail/mail.hpp"

namespace pathshala::background {
class TaskRunner;
}
namespace pathshala::accounts {
class AccountsService;
}
namespace pathshala::core {
struct Config;
}

namespace pathshala::alerts {

inline constexpr const char* kDigestMailKind = "mail.job-digest";
inline constexpr const char* kQueueDigestsKind = "alerts.queue-digests";
inline constexpr std::chrono::minutes kQueueEvery{10};

// The digest mail of an alert for jobs posted in (since, until]; nothing when there is none
// to send. Links point at site_origin; the one-click URL is
// <origin>/api/alerts/unsubscribe?token=…, the page for people <origin>/alerts/unsubscribe?token=….
std::optional<mail::Mail> digest_mail(AlertsService& alerts, const JobAlert& alert, const std::string& to,
                                      std::int64_t since, std::int64_t until, const std::string& site_origin,
                                      const std::string& site_name);

// Registers the mail kind (before the runner starts; every process, so a command can send).
void register_digest_tasks(background::TaskRunner& runner, AlertsService& alerts, accounts::AccountsService& accounts,
                           mail::Mailer& mailer, const core::Config& config);
// The recurring kind (serve, before the runner starts): due digests are queued every interval.
void queue_digests_every(background::TaskRunner& runner, AlertsService& alerts, accounts::AccountsService& accounts,
                         std::chrono::milliseconds interval = kQueueEvery);

// The weekly new-material mail of a student for what was added in [since, until), to the
// second (CatalogService::added_between); nothing when nothing was. Unsubscribed by the token of "year-<uid>".
std::optional<mail::Mail> year_digest_mail(AlertsService& alerts, const std::string& uid, const std::string& to,
                                           std::int64_t since, std::int64_t until, const std::string& site_origin,
                                           const std::string& site_name);

struct DigestsSent {
  int job_alerts = 0, new_material = 0;
};
// Queues every due digest now (job alerts and new-material mails), then runs the queued
// digest mails on this thread. How many of each were queued.
DigestsSent send_due_digests(background::TaskRunner& runner, AlertsService& alerts, accounts::AccountsService& accounts,
                             std::int64_t now_ms);

}  // namespace pathshala::alerts
