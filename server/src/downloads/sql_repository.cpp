// downloads::Repository on the store. The SQL is the dialect SQLite and PostgreSQL share
// (ON CONFLICT, table-qualified columns in DO UPDATE); none of these tables has a trigger,
// so counting a download never bumps the content version.
#include "downloads/sql_repository.hpp"

#include <algorithm>

#include "store/store.hpp"

namespace pathshala::downloads {

namespace {

using store::Db;

// Records one visit (the row that says a visitor, or a new-visitor slot, was counted) unless
// the address already has max_per_address of them for that day and item; true when written.
bool insert_visit_if_address_has_room(Db& db, const Visit& v, int max_per_address) {
  {
    auto from_address =
        db.prepare("SELECT COUNT(*) FROM download_visits WHERE day = ? AND item_id = ? AND address_hash = ?");
    from_address.bind(1, v.day).bind(2, v.item_id).bind(3, v.address_hash);
    if (from_address.step() && from_address.integer(0) >= max_per_address) return false;
  }
  db.prepare(
        "INSERT INTO download_visits (day, item_id, visitor_hash, address_hash) VALUES (?, ?, ?, ?) "
        "ON CONFLICT (day, item_id, visitor_hash) DO NOTHING")
      .bind(1, v.day)
      .bind(2, v.item_id)
      .bind(3, v.visitor_hash)
      .bind(4, v.address_hash)
      .run();
  return db.changes() == 1;
}

class SqlRepository final : public Repository {
 public:
  explicit SqlRepository(store::Store& store) : store_(store) {}

  std::int64_t content_version() override { return store_.content_version(store::Store::Domain::catalog); }

  std::string day_salt(std::int64_t day, const std::string& candidate, std::int64_t keep_from) override {
    std::string salt;
    store_.write([&](Db& db) {
      db.prepare("INSERT INTO download_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING")
          .bind(1, day)
          .bind(2, candidate)
          .run();
      auto q = db.prepare("SELECT salt FROM download_salts WHERE day = ?");
      q.bind(1, day);
      salt = q.step() ? q.text(0) : candidate;
      // Without the salt, yesterday's hashes can no longer be linked to a cookie or address.
      db.prepare("DELETE FROM download_visits WHERE day < ?").bind(1, keep_from).run();
      db.prepare("DELETE FROM download_salts WHERE day < ?").bind(1, keep_from).run();
    });
    return salt;
  }

  bool count_visit(const Visit& v, int max_per_address, std::string_view issued_this_hour) override {
    bool counted = false;
    store_.write([&](Db& db) {
      counted = false;  // the function may run again (a PostgreSQL retry)
      for (const std::string_view item : {std::string_view(v.item_id), issued_this_hour}) {
        auto seen = db.prepare("SELECT 1 FROM download_visits WHERE day = ? AND item_id = ? AND visitor_hash = ?");
        seen.bind(1, v.day).bind(2, item).bind(3, v.visitor_hash);
        if (seen.step()) return;  // counted already, or a cookie issued this hour
      }
      if (!insert_visit_if_address_has_room(db, v, max_per_address)) return;
      db.prepare(
            "INSERT INTO download_counts (item_id, day, downloads) VALUES (?, ?, 1) "
            "ON CONFLICT (item_id, day) DO UPDATE SET downloads = download_counts.downloads + 1")
          .bind(1, v.item_id)
          .bind(2, v.day)
          .run();
      db.prepare(
            "INSERT INTO download_totals (item_id, downloads) VALUES (?, 1) "
            "ON CONFLICT (item_id) DO UPDATE SET downloads = download_totals.downloads + 1")
          .bind(1, v.item_id)
          .run();
      counted = true;
    });
    return counted;
  }

  bool admit_new_visitor(const Visit& v, int max_per_address) override {
    bool admitted = false;
    store_.write([&](Db& db) {
      admitted = false;  // the function may run again (a PostgreSQL retry)
      admitted = insert_visit_if_address_has_room(db, v, max_per_address);
    });
    return admitted;
  }

  StoredCounts counts(std::int64_t week_from, std::int64_t month_from) override {
    StoredCounts out;
    store_.read([&](Db& db) {
      auto daily = db.prepare("SELECT item_id, day, downloads FROM download_counts WHERE day >= ?");
      daily.bind(1, std::min(week_from, month_from));
      while (daily.step()) {
        const auto id = daily.text(0);
        const auto day = daily.integer(1);
        const auto n = daily.integer(2);
        if (day >= week_from) out.week[id] += n;
        if (day >= month_from) out.month[id] += n;
      }
      auto totals = db.prepare("SELECT item_id, downloads FROM download_totals");
      while (totals.step()) out.total[totals.text(0)] = totals.integer(1);
    });
    return out;
  }

  std::map<std::int64_t, std::int64_t> per_day(std::int64_t from_day, std::int64_t to_day) override {
    std::map<std::int64_t, std::int64_t> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(
          "SELECT day, SUM(downloads) FROM download_counts WHERE day >= ? AND day <= ? GROUP BY day ORDER BY day");
      s.bind(1, from_day).bind(2, to_day);
      while (s.step()) out[s.integer(0)] = s.integer(1);
    });
    return out;
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlRepository>(store); }

}  // namespace pathshala::downloads
