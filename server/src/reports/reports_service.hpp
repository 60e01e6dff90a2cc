#pragma once
// "This file is wrong": anyone (signed in or not) reports a problem with an item; admins see
// the open reports grouped by item and mark an item's reports fixed or dismissed. Each
// handling is in the activity log, and signed-in reporters are mailed when their report is
// fixed (a task of the durable queue, queued in the same transaction).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "audit/audit.hpp"
#include "catalog/catalog_service.hpp"
#include "core/error.hpp"
#include "jobs/jobs_service.hpp"
#include "reports/repository.hpp"

namespace pathshala::background {
class TaskRunner;
}
namespace pathshala::accounts {
class AccountsService;
}
namespace pathshala::mail {
class Mailer;
}
namespace pathshala::core {
struct Config;
}

namespace pathshala::reports {

inline constexpr const char* kFixedMailKind = "mail.report-fixed";

struct NewReport {
  std::string kind, item_id, reason, details;
  std::optional<std::string> reporter_uid;
  std::string client_address;  // what the per-address limit counts
};

// An item's reports in one state, newest first; the item as it is now (title, url) or, when
// it was deleted since, as it was reported.
struct ReportedItem {
  std::string kind, item_id, title, url;
  bool exists = true;
  std::vector<Report> reports;
};

struct Admin {
  std::string uid, name, email;
};

// The name of the installation secret that keys the address hash (app/services.cpp loads it).
inline constexpr const char* kAddressKeySecret = "reports-address-key";

class ReportsService {
 public:
  // address_key: the installation secret the sender's address is hashed with
  // (kAddressKeySecret, 32 bytes; the same on every instance).
  ReportsService(Repository& repository, catalog::CatalogService& catalog, jobs::JobsService& jobs,
                 audit::AuditRepository& audit, std::string address_key);

  // Errors: invalid (kind, reason, details too long, "other" without details), not_found
  // (no such item), too_many (the address sent kMaxPerAddressPerHour in the last hour).
  core::Result<Report> submit(const NewReport& report, std::int64_t now_ms);
  // Items with reports in state (open | fixed | dismissed), the most recently reported first.
  core::Result<std::vector<ReportedItem>> items(const std::string& state);
  // Marks the item's open reports fixed or dismissed. Errors: invalid (state), not_found (no
  // open report of that item). How many were handled.
  core::Result<int> handle(const std::string& kind, const std::string& item_id, const std::string& state,
                           const Admin& admin, std::int64_t now_ms);

 private:
  Repository& repository_;
  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  audit::AuditRepository& audit_;
  std::string address_key_;
};

// The "your report is fixed" mail handler (before the runner starts).
void register_report_mails(background::TaskRunner& runner, accounts::AccountsService& accounts, mail::Mailer& mailer,
                           const core::Config& config);

}  // namespace pathshala::reports
