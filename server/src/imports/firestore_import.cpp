#include "imports/firestore_import.hpp"

#include <boost/json.hpp>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <functional>
#include <limits>

#include "accounts/accounts_service.hpp"
#include "admin/records_json.hpp"
#include "catalog/catalog_service.hpp"
#include "catalog/validation.hpp"
#include "commerce/commerce_service.hpp"
#include "core/validation.hpp"
#include "jobs/jobs_service.hpp"
#include "jobs/validation.hpp"

namespace pathshala::imports {

namespace json = boost::json;

namespace {

// The old collections that hold one document per year with a "materials" subcollection,
// and our slug for each.
const std::vector<std::pair<std::string, std::string>> kYearCollections = {
    {"Important Topics", "important-topics"},
    {"notes", "notes"},
    {"quantum", "quantum"},
    {"practical", "practical"},
    {"previousYear", "previous-year"},
    {"bl_notes", "bl-notes"},
};

// "2024-01-15T10:30:00Z", "2024-01-15T10:30:00.123+05:30", "2024-01-15" → epoch ms.
std::optional<std::int64_t> iso_ms(const std::string& s) {
  std::tm tm{};
  int consumed = 0;
  if (std::sscanf(s.c_str(), "%4d-%2d-%2d%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &consumed) != 3)
    return std::nullopt;
  std::size_t i = static_cast<std::size_t>(consumed);
  double fraction = 0;
  int offset_minutes = 0;
  if (i < s.size() && (s[i] == 'T' || s[i] == ' ')) {
    if (std::sscanf(s.c_str() + i + 1, "%2d:%2d:%2d%n", &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &consumed) != 3)
      return std::nullopt;
    i += 1 + static_cast<std::size_t>(consumed);
    if (i < s.size() && s[i] == '.') {
      std::size_t j = i + 1;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
      fraction = std::stod("0" + s.substr(i, j - i));
      i = j;
    }
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      int h = 0, m = 0;
      if (std::sscanf(s.c_str() + i + 1, "%2d:%2d", &h, &m) < 1) return std::nullopt;
      offset_minutes = (s[i] == '+' ? 1 : -1) * (h * 60 + m);
    } else if (i < s.size() && s[i] != 'Z') {
      return std::nullopt;
    }
  }
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  const std::time_t t = timegm(&tm);
  if (t == -1) return std::nullopt;
  return (static_cast<std::int64_t>(t) - offset_minutes * 60) * 1000 + static_cast<std::int64_t>(fraction * 1000);
}

// A timestamp in any of the shapes exports use.
// A time the site can use: 1970 to 2100 (a huge or negative number is no date: issue 52's
// createdAt −9.2e18 was kept as a huge positive).
constexpr double kLatestMs = 4102444800000.0;  // 2100-01-01
std::optional<std::int64_t> in_range(double ms) {
  if (!std::isfinite(ms) || ms < 0 || ms >= kLatestMs) return std::nullopt;
  return static_cast<std::int64_t>(ms);
}

// A Firestore timestamp (an object of seconds and nanoseconds, an ISO string, or a number of
// seconds or milliseconds) as ms since 1970; nothing when absent, unreadable or out of range.
std::optional<std::int64_t> timestamp_ms(const json::value* v) {
  if (!v) return std::nullopt;
  if (const auto* o = v->if_object()) {
    for (auto [s, n] : {std::pair{"_seconds", "_nanoseconds"}, std::pair{"seconds", "nanoseconds"}}) {
      if (const auto* secs = o->if_contains(s); secs && secs->is_number()) {
        const auto* nanos = o->if_contains(n);
        const double ns = nanos && nanos->is_number() ? nanos->to_number<double>() : 0;
        return in_range(secs->to_number<double>() * 1000 + ns / 1e6);
      }
    }
    if (const auto* t = o->if_contains("__time__"); t && t->is_string()) {
      const auto ms = iso_ms(std::string(t->as_string()));
      return ms ? in_range(static_cast<double>(*ms)) : std::nullopt;
    }
    return std::nullopt;
  }
  if (v->is_string()) {
    const auto ms = iso_ms(std::string(v->as_string()));
    return ms ? in_range(static_cast<double>(*ms)) : std::nullopt;
  }
  if (v->is_number()) {
    const double n = v->to_number<double>();
    return in_range(std::abs(n) < 100'000'000'000.0 ? n * 1000 : n);  // seconds or milliseconds since 1970
  }
  return std::nullopt;
}

// The document's own fields: subcollections dropped, whole-number doubles (how the hosted
// database stores every number) made integers so prices and indexes read as such.
json::object fields_of(const json::object& doc) {
  json::object out;
  for (const auto& [key, value] : doc) {
    if (key == "__collections__") continue;
    // Within int64's range only: casting 1e300 is undefined behaviour.
    if (value.is_double() && std::isfinite(value.as_double()) && std::floor(value.as_double()) == value.as_double() &&
        std::abs(value.as_double()) < 9.0e18)
      out[key] = static_cast<std::int64_t>(value.as_double());
    else
      out[key] = value;
  }
  return out;
}

const json::object* subcollection(const json::object& doc, const char* name) {
  const auto* subs = doc.if_contains("__collections__");
  if (!subs || !subs->is_object()) return nullptr;
  const auto* c = subs->as_object().if_contains(name);
  return c ? c->if_object() : nullptr;
}

std::string problem_text(const core::Error& e) { return e.field ? e.message + " (field " + *e.field + ")" : e.message; }

class Importer {
 public:
  Importer(catalog::CatalogService& catalog, jobs::JobsService& jobs, accounts::AccountsService& accounts,
           commerce::CommerceService& commerce, std::int64_t now_ms)
      : catalog_(catalog), jobs_(jobs), accounts_(accounts), commerce_(commerce), now_ms_(now_ms) {}

  FirestoreReport run(const json::object& root) {
    for (const auto& [name, value] : root) {
      const std::string collection(name);
      const auto* docs = value.if_object();
      if (!docs) {
        report_.problems.push_back(collection + ": not a collection of documents; skipped.");
        continue;
      }
      if (auto slug = year_collection_slug(collection))
        year_collection(collection, *slug, *docs);
      else if (collection == "jobs")
        each_doc("jobs", *docs, [&](const std::string& path, const std::string& id, const json::object& f) {
          return add_job(path, id, f);
        });
      else if (collection == "projects")
        each_doc("projects", *docs, [&](const std::string& path, const std::string& id, const json::object& f) {
          return add_catalog(path, id, admin::project_from_json(f), batch_.projects);
        });
      else if (collection == "premiumCourses")
        each_doc("premiumCourses", *docs, [&](const std::string& path, const std::string& id, const json::object& f) {
          auto c = admin::course_from_json(f);
          if (c) c->kind = "premium";
          return add_catalog(path, id, std::move(c), batch_.courses);
        });
      else if (collection == "users")
        each_doc("users", *docs, [&](const std::string& path, const std::string& id, const json::object& f) {
          return add_user(path, id, f);
        });
      else
        report_.problems.push_back(collection + ": not part of the old product's layout; skipped.");
    }
    store();
    return std::move(report_);
  }

 private:
  using DocFn = std::function<std::optional<std::string>(const std::string& path, const std::string& id,
                                                         const json::object& fields)>;

  static std::optional<std::string> year_collection_slug(const std::string& name) {
    for (const auto& [old_name, slug] : kYearCollections)
      if (name == old_name) return slug;
    return std::nullopt;
  }

  // Calls f for each document of a collection; f answers why it was skipped, if it was.
  void each_doc(const std::string& label, const json::object& docs, const DocFn& f) {
    auto& counts = report_.by_collection[label];
    for (const auto& [key, value] : docs) {
      const std::string id(key);
      const std::string path = label + "/" + id;
      std::optional<std::string> problem;
      if (!value.is_object())
        problem = "not a document.";
      else if (!core::is_record_id(id))
        problem = "its id cannot be kept (letters, digits, - and _, at most 64).";
      else
        problem = stored_or_why(f, path, id, value.as_object());
      if (problem) {
        ++counts.skipped;
        report_.problems.push_back(path + ": " + *problem);
      }
    }
  }

  // A document the database refused (it is down, full…) is that document's problem, not
  // the end of the run.
  static std::optional<std::string> stored_or_why(const DocFn& f, const std::string& path, const std::string& id,
                                                  const json::object& doc) {
    try {
      return f(path, id, fields_of(doc));
    } catch (const std::exception& e) {
      return std::string("not stored: ") + e.what();
    }
  }

  void year_collection(const std::string& name, const std::string& slug, const json::object& years) {
    for (const auto& [key, value] : years) {
      const std::string year(key);
      if (!catalog::is_year(year) || !value.is_object()) {
        report_.problems.push_back(name + "/" + year + ": not a year (firstYear…fourthYear); skipped.");
        continue;
      }
      const auto* materials = subcollection(value.as_object(), "materials");
      if (!materials) continue;
      each_doc(
          name + "/" + year, *materials,
          [&](const std::string& path, const std::string& id, const json::object& f) -> std::optional<std::string> {
            if (slug == "previous-year") {
              auto p = admin::paper_from_json(f);
              if (p) p->year = year;
              return add_catalog(path, id, std::move(p), batch_.papers);
            }
            if (slug == "bl-notes") {
              auto c = admin::course_from_json(f);
              if (c) {
                c->kind = "bl-notes";
                c->year = year;
              }
              return add_catalog(path, id, std::move(c), batch_.courses);
            }
            auto m = admin::material_from_json(f);
            if (m) {
              m->collection = slug;
              m->year = year;
            }
            return add_catalog(path, id, std::move(m), batch_.materials);
          });
    }
  }

  template <class T>
  std::optional<std::string> add_catalog(const std::string& path, const std::string& id, core::Result<T> parsed,
                                         std::vector<T>& into) {
    if (!parsed) return problem_text(parsed.error());
    parsed->id = id;
    catalog::normalize(*parsed);
    if (auto e = catalog::validate(*parsed)) return problem_text(*e);
    into.push_back(std::move(*parsed));
    label_of_id_[id] = path.substr(0, path.rfind('/'));
    return std::nullopt;
  }

  std::optional<std::string> add_job(const std::string& path, const std::string& id, const json::object& f) {
    auto parsed = admin::job_from_json(f);
    if (!parsed) return problem_text(parsed.error());
    parsed->id = id;
    parsed->posted_at = timestamp_ms(f.if_contains("postedAt")).value_or(0);
    jobs::normalize(*parsed);
    if (auto e = jobs::validate(*parsed)) return problem_text(*e);
    jobs_list_.push_back(std::move(*parsed));
    return std::nullopt;
  }

  // An old user and their purchases, in two steps that each commit on their own: the
  // account, then the purchases (all of them in one transaction). Both steps are idempotent,
  // so a run stopped between them is finished by the next.
  std::optional<std::string> add_user(const std::string& path, const std::string& id, const json::object& f) {
    accounts::ImportedUser u;
    if (auto problem = read_user(id, f, u)) return problem;
    auto imported = accounts_.import_user(u);
    if (!imported) return problem_text(imported.error());
    auto& counts = report_.by_collection["users"];
    ++(imported->outcome == accounts::UserImport::added ? counts.imported : counts.already_there);
    const auto& account = imported->account;
    if (imported->outcome == accounts::UserImport::email_taken)
      report_.notes.push_back(path + ": " + account.email + " already has an account (" + account.uid +
                              "); no second one was made.");
    // The old product's role is not trusted: whoever could write their own user document
    // there could have made themselves an admin.
    if (const auto role = text_field(f, "role"); role == "admin")
      report_.notes.push_back(path + ": admin role not imported for " + account.email +
                              ": grant it with `pathshala user make-admin --email " + account.email + "`.");
    else if (!role.empty() && role != "user")
      report_.notes.push_back(path + ": role “" + role + "” not imported; " + account.email + " is a user.");
    add_purchases(path, *imported, purchased_items(path, f), u.created_at);
    return std::nullopt;
  }

  static std::string text_field(const json::object& f, const char* name) {
    const auto* v = f.if_contains(name);
    return v && v->is_string() ? std::string(v->as_string()) : std::string();
  }

  std::optional<std::string> read_user(const std::string& id, const json::object& f, accounts::ImportedUser& u) const {
    u.uid = id;
    u.email = text_field(f, "email");
    u.name = text_field(f, "name");
    if (u.name.empty()) u.name = text_field(f, "displayName");
    if (const auto* s = f.if_contains("semester")) {
      // Checked before narrowing: 4294967299 became semester 3 (issue 52).
      if (s->is_int64() &&
          (s->as_int64() < std::numeric_limits<int>::min() || s->as_int64() > std::numeric_limits<int>::max()))
        return "semester " + std::to_string(s->as_int64()) + " is out of range.";
      if (s->is_int64()) u.semester = static_cast<int>(s->as_int64());
      if (s->is_string() && !s->as_string().empty()) {
        try {
          u.semester = std::stoi(std::string(s->as_string()));
        } catch (const std::exception&) {
          return "semester “" + std::string(s->as_string()) + "” is not a number.";
        }
      }
    }
    if (const auto* created = f.if_contains("createdAt"); created && !timestamp_ms(created))
      return "createdAt is not a date between 1970 and 2100.";
    u.created_at = timestamp_ms(f.if_contains("createdAt")).value_or(now_ms_);
    return std::nullopt;
  }

  std::vector<std::string> purchased_items(const std::string& path, const json::object& f) {
    std::vector<std::string> items;
    const auto* list = f.if_contains("purchasedCourses");
    if (!list || !list->is_array()) return items;
    for (const auto& c : list->as_array()) {
      if (c.is_string() && core::is_record_id(c.as_string()))
        items.emplace_back(c.as_string());
      else
        report_.problems.push_back(path + ": purchase " + json::serialize(c) + " skipped: not an item id.");
    }
    return items;
  }

  // The e-mail decides whose the purchases are, never the document id alone: an account the
  // import made gets them; an account that had the e-mail already only once it has verified
  // it — otherwise signing up with someone's address, unverified, would collect their
  // purchases.
  static bool may_receive_purchases(const accounts::ImportedAccount& a) {
    if (a.outcome == accounts::UserImport::added || a.account.email_verified) return true;
    // The account an earlier run made from this very document (its id and e-mail), never
    // used since: no password, never signed in to. Lets a run stopped after making it
    // and before granting be finished.
    return a.outcome == accounts::UserImport::already_there && !a.account.password_hash && !a.account.last_sign_in_at;
  }

  void add_purchases(const std::string& path, const accounts::ImportedAccount& to, std::vector<std::string> items,
                     std::int64_t granted_at) {
    auto& counts = report_.by_collection["purchases"];
    const auto& uid = to.account.uid;
    std::erase_if(items, [&](const std::string& item) {
      if (!commerce_.owns(uid, item)) return false;
      ++counts.already_there;
      return true;
    });
    if (items.empty()) return;
    if (!may_receive_purchases(to)) {
      counts.skipped += static_cast<int>(items.size());
      report_.problems.push_back(path + ": purchases " + joined(items) + " not granted: the account " + uid + " had " +
                                 to.account.email +
                                 " already and has not verified it; once it has, run the import again.");
      return;
    }
    try {
      const auto granted = commerce_.grant_imported(uid, items, granted_at);
      counts.imported += static_cast<int>(granted.size());
      counts.already_there += static_cast<int>(items.size() - granted.size());
      if (to.outcome == accounts::UserImport::email_taken)
        report_.notes.push_back(path + ": purchases " + joined(items) + " added to the account " + uid + " (" +
                                to.account.email + ", verified).");
    } catch (const std::exception& e) {
      counts.skipped += static_cast<int>(items.size());
      report_.problems.push_back(path + ": purchases " + joined(items) + " not granted (" + e.what() +
                                 "); run the import again.");
    }
  }

  static std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
  }

  // The catalog and the jobs, each in one transaction: every record was validated above,
  // so only the database itself can refuse them, and then the report says so.
  void store() {
    try {
      store_catalog();
    } catch (const std::exception& e) {
      report_.problems.push_back(std::string("catalog: nothing stored: ") + e.what());
    }
    try {
      store_jobs();
    } catch (const std::exception& e) {
      report_.problems.push_back(std::string("jobs: nothing stored: ") + e.what());
    }
  }

  void store_catalog() {
    auto stored = catalog_.import_batch(std::move(batch_));
    if (!stored) {  // cannot happen: every record was validated above
      report_.problems.push_back("catalog: nothing stored: " + stored.error().message);
    } else {
      for (const auto& id : stored->skipped_ids) ++report_.by_collection[label_of_id_[id]].already_there;
      auto count = [&](const auto& records) {
        for (const auto& r : records) ++report_.by_collection[label_of_id_[r.id]].imported;
      };
      count(stored->inserted.materials);
      count(stored->inserted.papers);
      count(stored->inserted.courses);
      count(stored->inserted.projects);
    }
  }

  void store_jobs() {
    auto jobs = jobs_.import_all(std::move(jobs_list_), now_ms_);
    if (!jobs) {
      report_.problems.push_back("jobs: nothing stored: " + jobs.error().message);
    } else {
      report_.by_collection["jobs"].imported += static_cast<int>(jobs->inserted.size());
      report_.by_collection["jobs"].already_there += static_cast<int>(jobs->skipped_ids.size());
    }
  }

  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  accounts::AccountsService& accounts_;
  commerce::CommerceService& commerce_;
  std::int64_t now_ms_;
  FirestoreReport report_;
  catalog::Batch batch_;
  std::vector<jobs::Job> jobs_list_;
  std::map<std::string, std::string> label_of_id_;  // record id → its collection's label
};

}  // namespace

int FirestoreReport::total_imported() const {
  int n = 0;
  for (const auto& [_, c] : by_collection) n += c.imported;
  return n;
}

std::string FirestoreReport::text() const {
  std::string out;
  std::size_t width = 10;
  for (const auto& [name, _] : by_collection) width = std::max(width, name.size());
  for (const auto& [name, c] : by_collection) {
    std::string line = "  " + name;
    line.resize(width + 4, ' ');
    out += line + std::to_string(c.imported) + " imported, " + std::to_string(c.already_there) + " already there, " +
           std::to_string(c.skipped) + " skipped\n";
  }
  if (by_collection.empty()) out += "  nothing to import\n";
  if (!notes.empty()) {
    out += "Worth knowing:\n";
    for (const auto& n : notes) out += "  " + n + "\n";
  }
  if (!problems.empty()) {
    out += "Skipped, and why:\n";
    for (const auto& p : problems) out += "  " + p + "\n";
  }
  return out;
}

core::Result<FirestoreReport> import_firestore(std::string_view export_json, catalog::CatalogService& catalog,
                                               jobs::JobsService& jobs, accounts::AccountsService& accounts,
                                               commerce::CommerceService& commerce, std::int64_t now_ms) {
  boost::system::error_code ec;
  auto doc = json::parse(export_json, ec);
  if (ec) return core::Error::invalid("invalid-file", "The export is not valid JSON (" + ec.message() + ").");
  if (!doc.is_object()) return core::Error::invalid("invalid-file", "The export must be a JSON object of collections.");
  return Importer(catalog, jobs, accounts, commerce, now_ms).run(doc.as_object());
}

}  // namespace pathshala::imports
