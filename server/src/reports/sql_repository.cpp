// reports::Repository on the store, SQLite or PostgreSQL (one SQL).
#include "reports/repository.hpp"
#include "store/store.hpp"

namespace pathshala::reports {

namespace {

// In read_report's order.
constexpr const char* kColumnNames =
    "id, kind, item_id, item_title, reason, details, reporter_uid, state, created_at, handled_at, handled_by";

Report read_report(const store::Stmt& s) {
  Report r;
  r.id = s.integer(0);
  r.kind = s.text(1);
  r.item_id = s.text(2);
  r.item_title = s.text(3);
  r.reason = s.text(4);
  r.details = s.text(5);
  r.reporter_uid = s.optional_text(6);
  r.state = s.text(7);
  r.created_at = s.integer(8);
  r.handled_at = s.optional_integer(9);
  r.handled_by = s.optional_text(10);
  return r;
}

class SqlReports final : public Repository {
 public:
  explicit SqlReports(store::Store& store) : store_(store) {}

  AddOutcome add(const Report& r, const std::string& address_key, std::int64_t window_start, int max) override {
    AddOutcome outcome = AddOutcome::added;
    store_.write([&](store::Db& db) {
      outcome = AddOutcome::added;
      auto sent = db.prepare("SELECT COUNT(*) FROM reports WHERE address_key = ? AND created_at >= ?");
      sent.bind(1, address_key).bind(2, window_start);
      const bool over = sent.step() && sent.integer(0) >= max;
      while (sent.step()) {
      }
      if (over) {
        outcome = AddOutcome::too_many;
        return;
      }
      db.prepare(
            "INSERT INTO reports (kind, item_id, item_title, reason, details, reporter_uid, address_key, state, "
            "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)")
          .bind(1, r.kind)
          .bind(2, r.item_id)
          .bind(3, r.item_title)
          .bind(4, r.reason)
          .bind(5, r.details)
          .bind_optional(6, r.reporter_uid)
          .bind(7, address_key)
          .bind(8, r.created_at)
          .run();
      // Only the last hour's hashes are needed (the limit's window): older ones are forgotten.
      db.prepare("UPDATE reports SET address_key = '' WHERE created_at < ? AND address_key <> ''")
          .bind(1, window_start)
          .run();
    });
    return outcome;
  }

  std::vector<Report> in_state(const std::string& state, int limit) override {
    std::vector<Report> out;
    store_.read([&](store::Db& db) {
      out.clear();
      auto s = db.prepare(std::string("SELECT ") + kColumnNames +
                          " FROM reports WHERE state = ? ORDER BY created_at DESC, id DESC LIMIT ?");
      s.bind(1, state).bind(2, limit);
      while (s.step()) out.push_back(read_report(s));
    });
    return out;
  }

  std::vector<Report> handle(const std::string& kind, const std::string& item_id, const std::string& state,
                             const std::string& admin_uid, std::int64_t now_ms,
                             const std::function<void(store::Db&, const std::vector<Report>&)>& also) override {
    std::vector<Report> handled;
    store_.write([&](store::Db& db) {
      handled.clear();  // PostgreSQL may run this again
      auto s = db.prepare(std::string("UPDATE reports SET state = ?, handled_at = ?, handled_by = ? WHERE kind = ? AND "
                                      "item_id = ? AND state = 'open' RETURNING ") +
                          kColumnNames);
      s.bind(1, state).bind(2, now_ms).bind(3, admin_uid).bind(4, kind).bind(5, item_id);
      while (s.step()) handled.push_back(read_report(s));
      if (!handled.empty()) also(db, handled);
    });
    return handled;
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlReports>(store); }

}  // namespace pathshala::reports
