// jobs::Repository on the store (SQLite or PostgreSQL): plain reads and writes; the change
// log (store/changes.hpp) tells the in-memory index what to apply.
#include "jobs/sql_repository.hpp"

#include "store/changes.hpp"
#include "store/store.hpp"

namespace pathshala::jobs {

namespace {

using store::Db;
using store::Stmt;

constexpr const char* kColumns =
    "j.id, j.role, j.company, j.skills, j.field, j.batch, j.qualification, j.eligibility, j.salary, "
    "j.experience, j.location, j.apply_url, j.posted_at, j.top_company, j.version";

Job read_job(const Stmt& s) {
  return Job{s.text(0), s.text(1), s.text(2),  s.text(3),  s.text(4),     s.text(5),          s.text(6),    s.text(7),
             s.text(8), s.text(9), s.text(10), s.text(11), s.integer(12), s.integer(13) != 0, s.integer(14)};
}

constexpr const char* kParsedColumns = ", j.salary_max, j.exp_min_months, j.exp_max_months";

// A row of kColumns + kParsedColumns.
JobRecord read_record(const Stmt& s) {
  JobRecord r{read_job(s), std::nullopt, std::nullopt, std::nullopt};
  if (!s.is_null(15)) r.salary_max = s.integer(15);
  if (!s.is_null(16)) r.exp_min_months = static_cast<int>(s.integer(16));
  if (!s.is_null(17)) r.exp_max_months = static_cast<int>(s.integer(17));
  return r;
}

// Parameters 1–17 of INSERT and UPDATE, in the order of their column lists.
void bind_record(Stmt& s, const JobRecord& r) {
  const Job& j = r.job;
  s.bind(1, j.id)
      .bind(2, j.role)
      .bind(3, j.company)
      .bind(4, j.skills)
      .bind(5, j.field)
      .bind(6, j.batch)
      .bind(7, j.qualification)
      .bind(8, j.eligibility)
      .bind(9, j.salary)
      .bind(10, j.experience)
      .bind(11, j.location)
      .bind(12, j.apply_url)
      .bind(13, j.posted_at)
      .bind(14, j.top_company ? 1 : 0);
  if (r.salary_max)
    s.bind(15, *r.salary_max);
  else
    s.bind_null(15);
  if (r.exp_min_months)
    s.bind(16, *r.exp_min_months);
  else
    s.bind_null(16);
  if (r.exp_max_months)
    s.bind(17, *r.exp_max_months);
  else
    s.bind_null(17);
}

class SqlRepository final : public Repository {
 public:
  explicit SqlRepository(store::Store& store) : store_(store) {}

  std::int64_t content_version() override { return store_.content_version(store::Store::Domain::jobs); }

  std::optional<std::vector<std::string>> changed_ids(std::int64_t after, std::int64_t upto,
                                                      std::size_t limit) override {
    auto changes = store::changes_between(store_, store::Store::Domain::jobs, after, upto, limit);
    if (!changes) return std::nullopt;
    std::vector<std::string> ids;
    for (auto& c : *changes) ids.push_back(std::move(c.id));
    return ids;
  }

  std::optional<std::string> change_at(std::int64_t version) override {
    auto c = store::change_at(store_, store::Store::Domain::jobs, version);
    if (!c) return std::nullopt;
    return c->table + '/' + c->id;
  }

  bool any() override {
    bool found = false;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT 1 FROM jobs LIMIT 1");
      found = s.step();
      while (s.step()) {
      }
    });
    return found;
  }

  void read_all(const std::function<void()>& start, const std::function<void(JobRecord&&)>& visit) override {
    store_.read([&](Db& db) {
      start();
      auto s = db.prepare(std::string("SELECT ") + kColumns + kParsedColumns + " FROM jobs j");
      while (s.step()) visit(read_record(s));
    });
  }

  std::optional<JobRecord> record(std::string_view id) override {
    std::optional<JobRecord> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kColumns + kParsedColumns + " FROM jobs j WHERE j.id = ?");
      s.bind(1, id);
      if (s.step()) out = read_record(s);
      while (s.step()) {
      }
    });
    return out;
  }

  std::vector<std::string> fields() override {
    std::vector<std::string> out;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT DISTINCT field FROM jobs WHERE field <> '' ORDER BY field");
      while (s.step()) out.push_back(s.text(0));
    });
    return out;
  }

  std::optional<Job> job(std::string_view id) override {
    std::optional<Job> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kColumns + " FROM jobs j WHERE j.id = ?");
      s.bind(1, id);
      if (s.step()) out = read_job(s);
      while (s.step()) {
      }
    });
    return out;
  }

  std::vector<std::string> insert(const std::vector<JobRecord>& records) override {
    std::vector<std::string> skipped;
    store_.write([&](Db& db) {
      skipped.clear();  // a write may run again (PostgreSQL retries serialization failures)
      for (const auto& r : records) {
        auto s = db.prepare(
            "INSERT INTO jobs (id, role, company, skills, field, batch, qualification, eligibility, salary, "
            "experience, location, apply_url, posted_at, top_company, salary_max, exp_min_months, exp_max_months) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO NOTHING");
        bind_record(s, r);
        s.run();
        if (db.changes() == 0) skipped.push_back(r.job.id);
      }
    });
    return skipped;
  }

  core::WriteOutcome update(const JobRecord& r, core::Version expected) override {
    auto outcome = core::WriteOutcome::done;
    store_.write([&](Db& db) {
      auto s = db.prepare(
          "UPDATE jobs SET role = ?2, company = ?3, skills = ?4, field = ?5, batch = ?6, qualification = ?7, "
          "eligibility = ?8, salary = ?9, experience = ?10, location = ?11, apply_url = ?12, posted_at = ?13, "
          "top_company = ?14, salary_max = ?15, exp_min_months = ?16, exp_max_months = ?17, version = version + 1 "
          "WHERE id = ?1 AND (CAST(?18 AS BIGINT) IS NULL OR version = ?18)");
      bind_record(s, r);
      if (expected)
        s.bind(18, *expected);
      else
        s.bind_null(18);
      s.run();
      if (db.changes() == 0)
        outcome = db.has_row("jobs", r.job.id) ? core::WriteOutcome::stale : core::WriteOutcome::missing;
    });
    return outcome;
  }

  core::WriteOutcome remove(std::string_view id, core::Version expected) override {
    auto outcome = core::WriteOutcome::done;
    store_.write([&](Db& db) {
      auto s = db.prepare("DELETE FROM jobs WHERE id = ?1 AND (CAST(?2 AS BIGINT) IS NULL OR version = ?2)");
      s.bind(1, id);
      if (expected)
        s.bind(2, *expected);
      else
        s.bind_null(2);
      s.run();
      if (db.changes() == 0) outcome = db.has_row("jobs", id) ? core::WriteOutcome::stale : core::WriteOutcome::missing;
    });
    return outcome;
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlRepository>(store); }

bool links_to(store::Db& db, std::string_view url) {
  auto used = db.prepare("SELECT EXISTS(SELECT 1 FROM jobs WHERE apply_url = ?)");
  used.bind(1, url);
  const bool linked = used.step() && used.integer(0) != 0;
  while (used.step()) {
  }
  return linked;
}

}  // namespace pathshala::jobs
