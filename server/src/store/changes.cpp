#include "store/changes.hpp"

#include <algorithm>
#include <unordered_set>

namespace pathshala::store {

namespace {
const char* name_of(Store::Domain domain) { return domain == Store::Domain::jobs ? "jobs" : "catalog"; }
}  // namespace

void log_change(Db& db, Store::Domain domain, const std::string& table, const std::string& id) {
  const std::string key = std::string(name_of(domain)) + "_version";
  db.prepare("UPDATE meta SET value = value + 1 WHERE key = 'content_version'").run();
  db.prepare("UPDATE meta SET value = value + 1 WHERE key = ?").bind(1, key).run();
  std::int64_t version = 0;
  {
    auto q = db.prepare("SELECT value FROM meta WHERE key = ?");
    q.bind(1, key);
    if (q.step()) version = q.integer(0);
    while (q.step()) {
    }
  }
  db.prepare("INSERT INTO content_changes (domain, version, record_table, record_id) VALUES (?, ?, ?, ?)")
      .bind(1, name_of(domain))
      .bind(2, version)
      .bind(3, table)
      .bind(4, id)
      .run();
  db.prepare("DELETE FROM content_changes WHERE domain = ? AND version = ?")
      .bind(1, name_of(domain))
      .bind(2, version - 10000)
      .run();
}

std::optional<Change> change_at(Store& store, Store::Domain domain, std::int64_t version) {
  std::optional<Change> out;
  store.read([&](Db& db) {
    out.reset();
    auto q = db.prepare("SELECT record_table, record_id FROM content_changes WHERE domain = ? AND version = ?");
    q.bind(1, name_of(domain)).bind(2, version);
    if (q.step()) out = Change{q.text(0), q.text(1)};
    while (q.step()) {
    }
  });
  return out;
}

std::optional<std::vector<Change>> changes_between(Store& store, Store::Domain domain, std::int64_t after,
                                                   std::int64_t upto, std::size_t limit) {
  if (upto <= after) return std::vector<Change>{};
  if (static_cast<std::uint64_t>(upto - after) > limit) return std::nullopt;
  const char* name = name_of(domain);
  std::vector<Change> rows;
  store.read([&](Db& db) {
    rows.clear();
    auto q = db.prepare(
        "SELECT record_table, record_id FROM content_changes WHERE domain = ? AND version > ? AND version <= ? "
        "ORDER BY version");
    q.bind(1, name).bind(2, after).bind(3, upto);
    while (q.step()) rows.push_back({q.text(0), q.text(1)});
  });
  if (rows.size() != static_cast<std::uint64_t>(upto - after)) return std::nullopt;
  // Each record once, at its last change.
  std::vector<Change> out;
  std::unordered_set<std::string> seen;
  for (auto it = rows.rbegin(); it != rows.rend(); ++it)
    if (seen.insert(it->table + '/' + it->id).second) out.push_back(std::move(*it));
  std::reverse(out.begin(), out.end());
  return out;
}

}  // namespace pathshala::store
