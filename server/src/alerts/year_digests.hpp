#pragma once
// "New material for my year": a student opts in (profile) to a weekly mail of the materials,
// previous-year papers and Brevi notes cards added for their year (from their semester) and
// for the subjects of the items in their library. Claimed once per week like a job alert's
// digest: since_at and next_due_at move in the transaction that queues the mail task, which
// makes the mail when it runs. Unsubscribed by the same signed one-click token as alerts,
// for the id "year-<uid>".
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "accounts/accounts_service.hpp"
#include "catalog/catalog_service.hpp"
#include "jobs/jobs_service.hpp"
#include "library/library_service.hpp"
#include "search/search_index.hpp"

namespace pathshala::store {
class Db;
class Store;
}  // namespace pathshala::store

namespace pathshala::alerts {

inline constexpr const char* kYearDigestMailKind = "mail.year-digest";
inline constexpr const char* kYearDigestPrefix = "year-";  // unsubscribe token ids

struct YearDigestState {
  bool enabled = false;
  std::optional<std::string> year;    // firstYear…fourthYear, from the semester
  std::vector<std::string> subjects;  // of the items saved in the library
  std::optional<std::int64_t> next_due_at;
};

// One due mail: who, and the period.
struct YearDigestDue {
  std::string uid;
  std::int64_t since = 0, until = 0;
};

class YearDigests {
 public:
  YearDigests(store::Store& store, catalog::CatalogService& catalog, jobs::JobsService& jobs,
              library::LibraryService& library, accounts::AccountsService& accounts);

  YearDigestState state(const std::string& uid);
  YearDigestState set(const std::string& uid, bool enabled, std::int64_t now_ms);
  void turn_off(const std::string& uid);
  // Claims each due mail and runs queue(db, due) in the claim's transaction; how many.
  int queue_due(std::int64_t now_ms, const std::function<void(store::Db&, const YearDigestDue&)>& queue);
  // What the mail of (uid, since, until) lists: added in [since, until), for the year or a saved
  // subject, as the items are now; newest first.
  std::vector<search::SearchDoc> items(const std::string& uid, std::int64_t since, std::int64_t until);

 private:
  std::optional<int> year_of(const std::string& uid);
  std::vector<std::string> saved_subjects(const std::string& uid);

  store::Store& store_;
  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  library::LibraryService& library_;
  accounts::AccountsService& accounts_;
};

}  // namespace pathshala::alerts
