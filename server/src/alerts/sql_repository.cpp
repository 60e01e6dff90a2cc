// alerts::Repository on the store, SQLite or PostgreSQL (one SQL).
#include "alerts/repository.hpp"
#include "store/store.hpp"

namespace pathshala::alerts {

bool is_frequency(std::string_view frequency) { return frequency == "daily" || frequency == "weekly"; }

std::int64_t period_ms(std::string_view frequency) {
  constexpr std::int64_t kDay = 24LL * 60 * 60 * 1000;
  return frequency == "weekly" ? 7 * kDay : kDay;
}

namespace {

constexpr const char* kColumns =
    "id, uid, q, field, experience, frequency, enabled, created_at, since_at, next_due_at FROM job_alerts ";

JobAlert read_alert(const store::Stmt& s) {
  return {s.text(0), s.text(1),         s.text(2),    s.text(3),    s.text(4),
          s.text(5), s.integer(6) != 0, s.integer(7), s.integer(8), s.integer(9)};
}

class SqlAlerts final : public Repository {
 public:
  explicit SqlAlerts(store::Store& store) : store_(store) {}

  CreateOutcome create(const JobAlert& a, int max) override {
    CreateOutcome outcome = CreateOutcome::created;
    store_.write([&](store::Db& db) {
      outcome = CreateOutcome::created;
      auto count = db.prepare("SELECT COUNT(*) FROM job_alerts WHERE uid = ?");
      count.bind(1, a.uid);
      if (count.step() && count.integer(0) >= max) {
        outcome = CreateOutcome::full;
        return;
      }
      while (count.step()) {
      }
      db.prepare(
            "INSERT INTO job_alerts (id, uid, q, field, experience, frequency, enabled, created_at, since_at, "
            "next_due_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
          .bind(1, a.id)
          .bind(2, a.uid)
          .bind(3, a.q)
          .bind(4, a.field)
          .bind(5, a.experience)
          .bind(6, a.frequency)
          .bind(7, a.enabled ? 1 : 0)
          .bind(8, a.created_at)
          .bind(9, a.since_at)
          .bind(10, a.next_due_at)
          .run();
    });
    return outcome;
  }

  std::vector<JobAlert> of(const std::string& uid) override {
    std::vector<JobAlert> out;
    store_.read([&](store::Db& db) {
      out.clear();
      auto s = db.prepare(std::string("SELECT ") + kColumns + "WHERE uid = ? ORDER BY created_at, id");
      s.bind(1, uid);
      while (s.step()) out.push_back(read_alert(s));
    });
    return out;
  }

  std::optional<JobAlert> find(const std::string& id) override {
    std::optional<JobAlert> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kColumns + "WHERE id = ?");
      s.bind(1, id);
      out.reset();
      if (s.step()) out = read_alert(s);
      while (s.step()) {
      }
    });
    return out;
  }

  bool set(const std::string& id, bool enabled, const std::string& frequency, std::int64_t now_ms) override {
    bool changed = false;
    store_.write([&](store::Db& db) {
      // Turned on again (it was off): the digest starts from now, due a period later.
      db.prepare(
            "UPDATE job_alerts SET since_at = CASE WHEN enabled = 0 AND ?2 = 1 THEN ?4 ELSE since_at END, "
            "next_due_at = CASE WHEN enabled = 0 AND ?2 = 1 THEN ?5 ELSE next_due_at END, enabled = ?2, "
            "frequency = ?3 WHERE id = ?1")
          .bind(1, id)
          .bind(2, enabled ? 1 : 0)
          .bind(3, frequency)
          .bind(4, covered_from(now_ms))
          .bind(5, now_ms + period_ms(frequency))
          .run();
      changed = db.changes() > 0;
    });
    return changed;
  }

  bool remove(const std::string& id) override {
    bool removed = false;
    store_.write([&](store::Db& db) {
      db.prepare("DELETE FROM job_alerts WHERE id = ?").bind(1, id).run();
      removed = db.changes() > 0;
    });
    return removed;
  }

  std::vector<JobAlert> due(std::int64_t now_ms, int limit) override {
    std::vector<JobAlert> out;
    store_.read([&](store::Db& db) {
      out.clear();
      auto s = db.prepare(std::string("SELECT ") + kColumns +
                          "WHERE enabled = 1 AND next_due_at <= ? ORDER BY next_due_at, id LIMIT ?");
      s.bind(1, now_ms).bind(2, limit);
      while (s.step()) out.push_back(read_alert(s));
    });
    return out;
  }

  bool claim(const JobAlert& a, std::int64_t until, std::int64_t next_due,
             const std::function<void(store::Db&)>& also) override {
    bool claimed = false;
    store_.write([&](store::Db& db) {
      claimed = false;  // PostgreSQL may run this again
      db.prepare(
            "UPDATE job_alerts SET since_at = ?, next_due_at = ? WHERE id = ? AND enabled = 1 AND next_due_at = ? AND "
            "since_at = ?")
          .bind(1, until)
          .bind(2, next_due)
          .bind(3, a.id)
          .bind(4, a.next_due_at)
          .bind(5, a.since_at)
          .run();
      if (db.changes() == 0) return;
      also(db);
      claimed = true;
    });
    return claimed;
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlAlerts>(store); }

}  // namespace pathshala::alerts
