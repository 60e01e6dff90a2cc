#include "app/copy_data.hpp"

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <stdexcept>
#include <vector>

#include "store/store.hpp"

namespace pathshala::app {

namespace {

// Every table the migrations create, parents before children (foreign keys). meta,
// schema_migrations and content_changes are not copied: the target has its own (its
// triggers log the copied rows), and its content versions are moved past the source's, so
// every index rebuilds in full. A table missing from this list stops the copy (a new migration
// must add it here).
const std::vector<std::string> kTables = {"materials",
                                          "previous_year_papers",
                                          "courses",
                                          "projects",
                                          "jobs",
                                          "users",
                                          "user_identities",
                                          "sessions",
                                          "login_failures",
                                          "secrets",
                                          "audit_log",
                                          "uploads",
                                          "orders",
                                          "purchases",
                                          "payment_events",
                                          "refunds",
                                          "account_tokens",
                                          "login_codes",
                                          "download_salts",
                                          "download_visits",
                                          "download_counts",
                                          "download_totals",
                                          "background_tasks",
                                          "library_items",
                                          "recent_items",
                                          "job_alerts",
                                          "year_digests",
                                          "reports",
                                          "invoice_series",
                                          "refund_requests",
                                          "coupons",
                                          "coupon_items",
                                          "file_texts",
                                          "file_pages"};

std::vector<std::string> sqlite_tables(store::Db& db) {
  std::vector<std::string> out;
  auto s = db.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE "
      "'jobs_search%' AND name NOT IN ('meta', 'schema_migrations', 'content_changes') ORDER BY name");
  while (s.step()) out.push_back(s.text(0));
  return out;
}

std::vector<std::string> columns_of(store::Db& db, const std::string& table) {
  std::vector<std::string> out;
  auto s = db.prepare("SELECT name FROM pragma_table_info(?) ORDER BY cid");
  s.bind(1, table);
  while (s.step()) out.push_back(s.text(0));
  return out;
}

std::int64_t count(store::Db& db, const std::string& table) {
  auto s = db.prepare("SELECT count(*) FROM " + table);
  return s.step() ? s.integer(0) : 0;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

}  // namespace

CopyReport copy_data(store::Store& from, store::Store& to) {
  CopyReport report;
  if (from.dialect() != store::Dialect::sqlite || to.dialect() != store::Dialect::postgresql) {
    report.text = "copy-data copies from SQLite to PostgreSQL\n";
    return report;
  }
  // What to copy: every source table must be one we know.
  std::vector<std::string> unknown;
  from.read([&](store::Db& db) {
    for (const auto& t : sqlite_tables(db))
      if (std::find(kTables.begin(), kTables.end(), t) == kTables.end()) unknown.push_back(t);
  });
  if (!unknown.empty()) {
    report.text = "tables this version does not know how to copy: " + join(unknown, ", ") + "\n";
    return report;
  }
  std::string not_empty;
  to.read([&](store::Db& db) {
    for (const auto& t : kTables)
      if (count(db, t) > 0) not_empty += (not_empty.empty() ? "" : ", ") + t;
  });
  if (!not_empty.empty()) {
    report.text = "the target database already has data (" + not_empty + "); copy into an empty one\n";
    return report;
  }

  to.write([&](store::Db& target) {
    // A bulk load: the content triggers (versions, change log: migration 0013) would update a
    // meta row once per copied row, and within one transaction PostgreSQL walks every
    // earlier version of that row each time (quadratic: 100,000 jobs took longer than 5
    // minutes). They are off for the copy; the versions are moved past the source's below.
    for (const auto& table : kTables) target.exec("ALTER TABLE " + table + " DISABLE TRIGGER USER");
    from.read([&](store::Db& source) {
      for (const auto& table : kTables) {
        const auto columns = columns_of(source, table);
        std::vector<std::string> params;
        for (std::size_t i = 1; i <= columns.size(); ++i) params.push_back("?" + std::to_string(i));
        const std::string insert =
            "INSERT INTO " + table + " (" + join(columns, ", ") + ") VALUES (" + join(params, ", ") + ")";
        auto rows = source.prepare("SELECT " + join(columns, ", ") + " FROM " + table);
        while (rows.step()) {
          auto ins = target.prepare(insert);
          for (std::size_t c = 0; c < columns.size(); ++c) {
            const int col = static_cast<int>(c);
            if (rows.is_null(col))
              ins.bind_null(col + 1);
            else
              ins.bind(col + 1, std::string_view(rows.text(col)));  // PostgreSQL casts to the column's type
          }
          ins.run();
        }
      }
      // The audit log's, the task queue's and the reports' ids continue after the copied ones.
      for (const char* table : {"audit_log", "background_tasks", "reports"})
        target.exec(std::string("SELECT setval(pg_get_serial_sequence('") + table + "', 'id'), COALESCE((SELECT " +
                    "max(id) FROM " + table + "), 0) + 1, false)");
      // Caches keyed by the content versions must not take the copy for what they saw.
      for (const char* key : {"content_version", "catalog_version", "jobs_version"}) {
        auto version = source.prepare("SELECT value FROM meta WHERE key = ?");
        version.bind(1, key);
        const std::int64_t v = version.step() ? version.integer(0) : 0;
        while (version.step()) {
        }
        target.prepare("UPDATE meta SET value = GREATEST(value, ?) + 1 WHERE key = ?").bind(1, v).bind(2, key).run();
      }
    });
    for (const auto& table : kTables) target.exec("ALTER TABLE " + table + " ENABLE TRIGGER USER");
  });

  // Checked by counts.
  report.ok = true;
  from.read([&](store::Db& source) {
    to.read([&](store::Db& target) {
      for (const auto& table : kTables) {
        const auto a = count(source, table), b = count(target, table);
        report.text += table + ": " + std::to_string(b) + " rows";
        if (a != b) {
          report.ok = false;
          report.text += " (the source has " + std::to_string(a) + ")";
        }
        report.text += "\n";
      }
    });
  });
  return report;
}

int run_copy_data(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string from, to;
  for (std::size_t i = 0; i < args.size(); ++i) {
    auto take = [&](const std::string& flag, std::string& field) {
      if (args[i] == flag && i + 1 < args.size()) {
        field = args[++i];
        return true;
      }
      if (args[i].rfind(flag + "=", 0) == 0) {
        field = args[i].substr(flag.size() + 1);
        return true;
      }
      return false;
    };
    if (!take("--from", from) && !take("--to", to)) {
      err << "pathshala copy-data: unexpected " << args[i] << "\n";
      return 2;
    }
  }
  if (from.rfind("sqlite:", 0) != 0 || from.size() == 7 ||
      (to.rfind("postgresql://", 0) != 0 && to.rfind("postgres://", 0) != 0)) {
    err << "usage: pathshala copy-data --from sqlite:DATA_DIR --to postgresql://user:password@host/db\n";
    return 2;
  }
  try {
    const std::filesystem::path dir = from.substr(7);
    if (!std::filesystem::exists(dir / "pathshala.db")) {
      err << "pathshala copy-data: no pathshala.db in " << dir.string() << "\n";
      return 1;
    }
    auto source = store::Store::open_sqlite(dir);
    source->migrate();  // a site of an older version: brought up to this one first
    auto target = store::Store::open_postgresql(to, 2);
    target->migrate();
    auto report = copy_data(*source, *target);
    (report.ok ? out : err) << report.text;
    if (report.ok) out << "Copied. Start the servers with --database pointing at the new database.\n";
    return report.ok ? 0 : 1;
  } catch (const std::exception& e) {
    err << "pathshala copy-data: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace pathshala::app
