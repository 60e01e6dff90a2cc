#include "alerts/year_digests.hpp"

#include <algorithm>

#include "alerts/types.hpp"
#include "core/text.hpp"
#include "search/site_documents.hpp"
#include "store/store.hpp"

namespace pathshala::alerts {

namespace {
constexpr std::int64_t kWeek = 7LL * 24 * 60 * 60 * 1000;
// A weekly mail lists at most this many items (a site-wide import is not one mail of 1,000).
constexpr int kMaxItems = 30;
}  // namespace

YearDigests::YearDigests(store::Store& store, catalog::CatalogService& catalog, jobs::JobsService& jobs,
                         library::LibraryService& library, accounts::AccountsService& accounts)
    : store_(store), catalog_(catalog), jobs_(jobs), library_(library), accounts_(accounts) {}

std::optional<int> YearDigests::year_of(const std::string& uid) {
  const auto user = accounts_.user(uid);
  if (!user || !user->semester || *user->semester < 1 || *user->semester > 8) return std::nullopt;
  return (*user->semester - 1) / 2;
}

std::vector<std::string> YearDigests::saved_subjects(const std::string& uid) {
  std::vector<std::string> out;
  for (const auto& saved : library_.saved(uid)) {
    const auto& subject = saved.item.subject;
    if (subject.empty()) continue;
    const auto folded = core::ascii_lower(subject);
    if (std::none_of(out.begin(), out.end(), [&](const std::string& s) { return core::ascii_lower(s) == folded; }))
      out.push_back(subject);
  }
  return out;
}

YearDigestState YearDigests::state(const std::string& uid) {
  YearDigestState out;
  store_.read([&](store::Db& db) {
    auto s = db.prepare("SELECT enabled, next_due_at FROM year_digests WHERE uid = ?");
    s.bind(1, uid);
    out.enabled = false;
    out.next_due_at.reset();
    if (s.step()) {
      out.enabled = s.integer(0) != 0;
      if (out.enabled) out.next_due_at = s.integer(1);
    }
    while (s.step()) {
    }
  });
  if (auto year = year_of(uid)) out.year = std::string(catalog::kYears[static_cast<std::size_t>(*year)].key);
  out.subjects = saved_subjects(uid);
  return out;
}

YearDigestState YearDigests::set(const std::string& uid, bool enabled, std::int64_t now_ms) {
  store_.write([&](store::Db& db) {
    // Turned on (again): the first mail lists what is added from now, a week later.
    db.prepare(
          "INSERT INTO year_digests (uid, enabled, since_at, next_due_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (uid) "
          "DO UPDATE SET since_at = CASE WHEN year_digests.enabled = 0 AND ?2 = 1 THEN ?3 ELSE year_digests.since_at "
          "END, next_due_at = CASE WHEN year_digests.enabled = 0 AND ?2 = 1 THEN ?4 ELSE year_digests.next_due_at END, "
          "enabled = ?2")
        .bind(1, uid)
        .bind(2, enabled ? 1 : 0)
        .bind(3, now_ms)
        .bind(4, now_ms + kWeek)
        .run();
  });
  return state(uid);
}

void YearDigests::turn_off(const std::string& uid) {
  store_.write(
      [&](store::Db& db) { db.prepare("UPDATE year_digests SET enabled = 0 WHERE uid = ?").bind(1, uid).run(); });
}

int YearDigests::queue_due(std::int64_t now_ms, const std::function<void(store::Db&, const YearDigestDue&)>& queue) {
  struct Row {
    std::string uid;
    std::int64_t since, next_due;
  };
  std::vector<Row> due;
  store_.read([&](store::Db& db) {
    due.clear();
    auto s = db.prepare(
        "SELECT uid, since_at, next_due_at FROM year_digests WHERE enabled = 1 AND next_due_at <= ? ORDER BY "
        "next_due_at, uid LIMIT 1000");
    s.bind(1, now_ms);
    while (s.step()) due.push_back({s.text(0), s.integer(1), s.integer(2)});
  });
  int queued = 0;
  for (const auto& row : due) {
    auto next_due = row.next_due + kWeek;
    if (next_due <= now_ms) next_due = now_ms + kWeek;
    const YearDigestDue d{row.uid, row.since, now_ms};
    const bool anything_new = !items(row.uid, d.since, d.until).empty();
    bool claimed = false;
    store_.write([&](store::Db& db) {
      claimed = false;
      db.prepare(
            "UPDATE year_digests SET since_at = ?, next_due_at = ? WHERE uid = ? AND enabled = 1 AND next_due_at = ? "
            "AND since_at = ?")
          .bind(1, now_ms)
          .bind(2, next_due)
          .bind(3, row.uid)
          .bind(4, row.next_due)
          .bind(5, row.since)
          .run();
      if (db.changes() == 0) return;
      claimed = true;
      if (anything_new) queue(db, d);
    });
    if (claimed && anything_new) ++queued;
  }
  return queued;
}

std::vector<search::SearchDoc> YearDigests::items(const std::string& uid, std::int64_t since, std::int64_t until) {
  const auto year = year_of(uid);
  std::vector<std::string> subjects;
  for (const auto& s : saved_subjects(uid)) subjects.push_back(core::ascii_lower(s));
  std::vector<search::SearchDoc> out;
  for (const auto& [kind, id] : catalog_.added_between(since, until, 1000)) {
    auto doc = search::current_item(catalog_, jobs_, kind, id);
    if (!doc) continue;
    const bool for_year = year && doc->year == *year;
    const bool for_subject = !doc->subject.empty() && std::find(subjects.begin(), subjects.end(),
                                                                core::ascii_lower(doc->subject)) != subjects.end();
    if (!for_year && !for_subject) continue;
    out.push_back(std::move(*doc));
    if (static_cast<int>(out.size()) >= kMaxItems) break;
  }
  return out;
}

}  // namespace pathshala::alerts
