#include "reports/reports_service.hpp"

#include <sodium.h>
#include <boost/json.hpp>

#include <algorithm>
#include <map>
#include <stdexcept>

#include "background/task_repository.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "search/site_documents.hpp"

namespace pathshala::reports {

namespace json = boost::json;

namespace {

template <std::size_t N>
bool one_of(const std::array<std::string_view, N>& values, std::string_view value) {
  return std::find(values.begin(), values.end(), value) != values.end();
}

// The limit counts addresses, and keeps none: a hash (BLAKE2b) is enough to count, keyed with
// the installation's secret (unkeyed, every IPv4 address could be tried against a copy of
// the database: issue 52), and the store forgets it after the hour the limit looks at.
std::string address_key(const std::string& address, const std::string& key) {
  core::ensure_sodium();
  const std::string message = "report-address:" + address;
  unsigned char out[16];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(message.data()), message.size(),
                     reinterpret_cast<const unsigned char*>(key.data()), key.size());
  return core::to_hex(out, sizeof out);
}

}  // namespace

ReportsService::ReportsService(Repository& repository, catalog::CatalogService& catalog, jobs::JobsService& jobs,
                               audit::AuditRepository& audit, std::string address_key)
    : repository_(repository), catalog_(catalog), jobs_(jobs), audit_(audit), address_key_(std::move(address_key)) {
  if (address_key_.size() < crypto_generichash_KEYBYTES_MIN || address_key_.size() > crypto_generichash_KEYBYTES_MAX)
    throw std::invalid_argument("the report address key must be 16 to 64 bytes");
}

core::Result<Report> ReportsService::submit(const NewReport& wanted, std::int64_t now_ms) {
  if (!search::is_item_kind(wanted.kind))
    return core::Error::invalid("invalid-field", "The kind must be material, paper, course, project or job.", "kind");
  if (!one_of(kReasons, wanted.reason)) return core::Error::invalid("invalid-field", "Choose what is wrong.", "reason");
  const auto details = core::trim(wanted.details);
  if (core::utf8_length(details) > kMaxDetails)
    return core::Error::invalid("invalid-field", "Say it in at most 1000 characters.", "details");
  if (wanted.reason == "other" && details.empty())
    return core::Error::invalid("invalid-field", "Say in a few words what is wrong.", "details");
  const auto item = search::current_item(catalog_, jobs_, wanted.kind, wanted.item_id);
  if (!item) return core::Error::not_found("That item is no longer on the site.");
  Report r;
  r.kind = wanted.kind;
  r.item_id = wanted.item_id;
  r.item_title = item->title;
  r.reason = wanted.reason;
  r.details = details;
  r.reporter_uid = wanted.reporter_uid;
  r.created_at = now_ms;
  constexpr std::int64_t kHour = 60LL * 60 * 1000;
  if (repository_.add(r, address_key(wanted.client_address, address_key_), now_ms - kHour, kMaxPerAddressPerHour) ==
      AddOutcome::too_many) {
    auto e = core::Error::make(core::ErrorKind::too_many, "too-many-reports",
                               "Thank you — we have many reports from you already. Please try again in an hour.");
    e.retry_after_seconds = 3600;
    return e;
  }
  return r;
}

core::Result<std::vector<ReportedItem>> ReportsService::items(const std::string& state) {
  if (!one_of(kStates, state))
    return core::Error::invalid("invalid-parameter", "state must be open, fixed or dismissed.", "state");
  std::vector<ReportedItem> out;
  std::map<std::pair<std::string, std::string>, std::size_t> at;
  // Newest first, so each item's first report decides its place.
  for (auto& r : repository_.in_state(state, 2000)) {
    const auto key = std::make_pair(r.kind, r.item_id);
    auto found = at.find(key);
    if (found == at.end()) {
      ReportedItem item{r.kind, r.item_id, r.item_title, "", false, {}};
      if (auto now = search::current_item(catalog_, jobs_, r.kind, r.item_id)) {
        item.title = now->title;
        item.url = now->url;
        item.exists = true;
      }
      found = at.emplace(key, out.size()).first;
      out.push_back(std::move(item));
    }
    out[found->second].reports.push_back(std::move(r));
  }
  return out;
}

core::Result<int> ReportsService::handle(const std::string& kind, const std::string& item_id, const std::string& state,
                                         const Admin& admin, std::int64_t now_ms) {
  if (state != "fixed" && state != "dismissed")
    return core::Error::invalid("invalid-parameter", "A report is marked fixed or dismissed.", "state");
  const auto handled = repository_.handle(
      kind, item_id, state, admin.uid, now_ms, [&](store::Db& db, const std::vector<Report>& reports) {
        if (state != "fixed") return;
        // One mail per signed-in reporter, however many reports they sent about the item.
        std::vector<std::string> told;
        for (const auto& r : reports) {
          if (!r.reporter_uid || std::find(told.begin(), told.end(), *r.reporter_uid) != told.end()) continue;
          told.push_back(*r.reporter_uid);
          background::NewTask task;
          task.kind = kFixedMailKind;
          task.label = "Report fixed: " + r.item_title;
          task.payload =
              json::serialize(json::object{{"uid", *r.reporter_uid}, {"title", r.item_title}, {"reason", r.reason}});
          background::TaskRepository::enqueue(db, task, now_ms);
        }
      });
  if (handled.empty()) return core::Error::not_found("That item has no open reports.");
  json::object after{{"state", state}, {"reports", handled.size()}, {"kind", kind}, {"id", item_id}};
  audit_.append({0, now_ms, admin.uid, "update", "reports", kind + "/" + item_id,
                 json::serialize(json::object{{"state", "open"}, {"reports", handled.size()}}), json::serialize(after),
                 admin.name, admin.email, handled.front().item_title});
  return static_cast<int>(handled.size());
}

}  // namespace pathshala::reports
