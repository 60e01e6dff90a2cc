#include "alerts/digest_tasks.hpp"

#include <boost/json.hpp>
#include <boost/url.hpp>

#include "accounts/accounts_service.hpp"
#include "background/task_repository.hpp"
#include "background/task_runner.hpp"
#include "core/clock.hpp"
#include "core/config.hpp"
#include "search/search_index.hpp"

namespace pathshala::alerts {

namespace json = boost::json;

namespace {

// What the alert looks for, in words: "java · IT · freshers".
std::string describe(const JobAlert& a) {
  std::string out = a.q.empty() ? "all jobs" : a.q;
  if (!a.field.empty()) out += " · " + a.field;
  if (a.experience == "fresher") out += " · freshers";
  if (a.experience == "1-3") out += " · 1–3 years";
  if (a.experience == "3+") out += " · 3+ years";
  return out;
}

// The portal with the alert's search, as a student would have it in the address bar.
std::string portal_url(const std::string& origin, const JobAlert& a) {
  boost::urls::url url("/Job_portal");
  if (!a.q.empty()) url.params().append({"q", a.q});
  if (!a.field.empty()) url.params().append({"field", a.field});
  if (!a.experience.empty()) url.params().append({"experience", a.experience});
  return origin + std::string(url.buffer());
}

std::string date_of(std::int64_t ms) {
  const std::time_t t = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char out[32];
  std::strftime(out, sizeof out, "%d %b %Y", &tm);
  return out;
}

// A digest task's payload: whose digest (`key`: the alert id or the student's uid) and the
// period it covers.
struct Period {
  std::string key;
  std::int64_t since = 0, until = 0;
};

Period period_of(const background::Task& task, const char* key_name) {
  const auto payload = json::parse(task.payload).as_object();
  const auto* key = payload.if_contains(key_name);
  const auto integer = [&](const char* name) {
    const auto* v = payload.if_contains(name);
    return v && v->is_int64() ? v->as_int64() : std::int64_t{0};
  };
  return {key && key->is_string() ? std::string(key->as_string()) : std::string(), integer("since"), integer("until")};
}

// Inside the claim's transaction: the mail task exists exactly when the digest is claimed.
// The payload names the alert and the period, never the token or the address.
// The admin's Background work names a mail by whom it goes to (issue 49): the address as it
// is when the mail is queued, else the account's id.
std::string recipient(accounts::AccountsService& accounts, const std::string& uid) {
  const auto student = accounts.user(uid);
  return student && !student->email.empty() ? student->email : "student " + uid.substr(0, 8);
}

void queue_year_digest_mail(accounts::AccountsService& accounts, store::Db& db, const YearDigestDue& d) {
  background::NewTask task;
  task.kind = kYearDigestMailKind;
  task.label = "New material mail to " + recipient(accounts, d.uid);
  task.payload = json::serialize(json::object{{"uid", d.uid}, {"since", d.since}, {"until", d.until}});
  background::TaskRepository::enqueue(db, task, core::now_ms());
}

void queue_digest_mail(accounts::AccountsService& accounts, store::Db& db, const Digest& d) {
  background::NewTask task;
  task.kind = kDigestMailKind;
  task.label = "Job alert digest to " + recipient(accounts, d.alert.uid) + " (“" + describe(d.alert) + "”)";
  task.payload = json::serialize(json::object{{"alert", d.alert.id}, {"since", d.since}, {"until", d.until}});
  // Due at once (d.until is the period's end, which a command may set ahead of the clock).
  background::TaskRepository::enqueue(db, task, core::now_ms());
}

}  // namespace

std::optional<mail::Mail> digest_mail(AlertsService& alerts, const JobAlert& alert, const std::string& to,
                                      std::int64_t since, std::int64_t until, const std::string& origin,
                                      const std::string& site) {
  const auto [jobs, total] = alerts.new_jobs(alert, since, until, kMaxJobsListed);
  if (jobs.empty()) return std::nullopt;
  const std::string what = describe(alert);
  const std::string token = alerts.unsubscribe_token(alert.id);
  mail::Mail m;
  m.to = to;
  // Counting stops at kMaxJobsCounted: "200 or more".
  const std::string count = std::to_string(total) + (total >= kMaxJobsCounted ? " or more" : "");
  m.subject = count + (total == 1 ? " new job" : " new jobs") + " for your alert “" + what + "”";
  m.text = "Hello,\n\n" + count + (total == 1 ? " job was" : " jobs were") + " posted on " + site + " since " +
           date_of(since) + " that match your job alert “" + what + "”:\n\n";
  for (const auto& job : jobs) {
    m.text += "• " + job.role + " — " + job.company + (job.location.empty() ? "" : ", " + job.location) + "\n  " +
              origin + "/jobs/" + job.id + "\n";
  }
  if (total > static_cast<std::int64_t>(jobs.size()))
    m.text += (total >= kMaxJobsCounted
                   ? std::string("\n…and many more: ")
                   : "\n…and " + std::to_string(total - static_cast<std::int64_t>(jobs.size())) + " more: ") +
              portal_url(origin, alert) + "\n";
  m.text += "\nYou get this mail " + std::string(alert.frequency == "weekly" ? "every week" : "every day") +
            " because you saved this job alert on " + site + ".\nStop this alert: " + origin +
            "/alerts/unsubscribe?token=" + token + "\nAll your alerts: " + origin + "/profile\n\n— " + site + "\n";
  // RFC 8058: a mail client's "unsubscribe" POSTs "List-Unsubscribe=One-Click" to this URL.
  m.headers.emplace_back("List-Unsubscribe", "<" + origin + "/api/alerts/unsubscribe?token=" + token + ">");
  m.headers.emplace_back("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
  return m;
}

std::optional<mail::Mail> year_digest_mail(AlertsService& alerts, const std::string& uid, const std::string& to,
                                           std::int64_t since, std::int64_t until, const std::string& origin,
                                           const std::string& site) {
  const auto items = alerts.year_digests().items(uid, since, until);
  if (items.empty()) return std::nullopt;
  const std::string token = alerts.unsubscribe_token(kYearDigestPrefix + uid);
  mail::Mail m;
  m.to = to;
  m.subject = std::to_string(items.size()) + " new on " + site + " for your year and subjects";
  m.text = "Hello,\n\nAdded on " + site + " since " + date_of(since) + " for your year and the subjects you saved:\n\n";
  for (const auto& item : items)
    m.text += "• " + item.title + (item.subject.empty() ? "" : " (" + item.subject + ")") + " — " +
              std::string(search::kind_label(item.kind)) + "\n  " + origin + item.url + "\n";
  m.text += "\nYou get this mail every week because you asked for it in your profile on " + site +
            ".\nStop it: " + origin + "/alerts/unsubscribe?token=" + token + "\nYour profile: " + origin +
            "/profile\n\n— " + site + "\n";
  m.headers.emplace_back("List-Unsubscribe", "<" + origin + "/api/alerts/unsubscribe?token=" + token + ">");
  m.headers.emplace_back("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
  return m;
}

void register_digest_tasks(background::TaskRunner& runner, AlertsService& alerts, accounts::AccountsService& accounts,
                           mail::Mailer& mailer, const core::Config& config) {
  runner.handle(kYearDigestMailKind, [&alerts, &accounts, &mailer, &config](const background::Task& task,
                                                                            const std::atomic<bool>& stopping) {
    const auto period = period_of(task, "uid");
    // Turned off since it was queued, or the account is gone: nothing goes.
    if (!alerts.year_digests().state(period.key).enabled) return core::ok();
    const auto student = accounts.user(period.key);
    if (!student) return core::ok();
    auto mail = year_digest_mail(alerts, period.key, student->email, period.since, period.until,
                                 core::site_origin(config), config.site_name);
    if (!mail) return core::ok();
    mail->id = background::stable_id(task);
    return mailer.send(*mail, stopping);
  });
  runner.handle(kDigestMailKind, [&alerts, &accounts, &mailer, &config](const background::Task& task,
                                                                        const std::atomic<bool>& stopping) {
    const auto period = period_of(task, "alert");
    const auto alert = alerts.find(period.key);
    // Turned off or deleted since it was queued: nothing goes.
    if (!alert || !alert->enabled) return core::ok();
    const auto student = accounts.user(alert->uid);
    if (!student) return core::ok();
    auto mail = digest_mail(alerts, *alert, student->email, period.since, period.until, core::site_origin(config),
                            config.site_name);
    if (!mail) return core::ok();
    mail->id = background::stable_id(task);
    return mailer.send(*mail, stopping);
  });
}

// Claims every due digest (job alerts, then new-material mails) and queues its mail.
DigestsSent queue_due_digests(AlertsService& alerts, accounts::AccountsService& accounts, std::int64_t now_ms) {
  DigestsSent queued;
  queued.job_alerts =
      alerts.queue_due(now_ms, [&accounts](store::Db& db, const Digest& d) { queue_digest_mail(accounts, db, d); });
  queued.new_material = alerts.year_digests().queue_due(
      now_ms, [&accounts](store::Db& db, const YearDigestDue& d) { queue_year_digest_mail(accounts, db, d); });
  return queued;
}

void queue_digests_every(background::TaskRunner& runner, AlertsService& alerts, accounts::AccountsService& accounts,
                         std::chrono::milliseconds interval) {
  runner.every(kQueueDigestsKind, "Queue due job alert digests", interval,
               [&alerts, &accounts](const background::Task&, const std::atomic<bool>&) {
                 queue_due_digests(alerts, accounts, core::now_ms());
                 return core::ok();
               });
}

DigestsSent send_due_digests(background::TaskRunner& runner, AlertsService& alerts, accounts::AccountsService& accounts,
                             std::int64_t now_ms) {
  const auto sent = queue_due_digests(alerts, accounts, now_ms);
  runner.run_due_here(kDigestMailKind);
  runner.run_due_here(kYearDigestMailKind);
  return sent;
}

}  // namespace pathshala::alerts
