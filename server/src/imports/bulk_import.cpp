#include "imports/bulk_import.hpp"

#include <boost/json.hpp>

#include "admin/records_json.hpp"
#include "catalog/catalog_service.hpp"
#include "catalog/options.hpp"
#include "catalog/validation.hpp"
#include "core/csv.hpp"
#include "core/url_safety.hpp"
#include "core/validation.hpp"
#include "jobs/jobs_service.hpp"
#include "jobs/validation.hpp"

namespace pathshala::imports {

namespace json = boost::json;

namespace {

using Record = std::variant<catalog::Material, catalog::PreviousYearPaper, catalog::Course, jobs::Job>;

bool is_jobs(const ImportTarget& t) { return t.collection == "jobs"; }

// Keys a saved admin-API list carries that are not the record's fields.
const std::set<std::string> kIgnoredKeys = {"version", "postedAt"};

// A material's description may be given by its option label ("Notes"): it stands for the
// fixed sentence the admin form would choose.
void expand_description_label(catalog::Material& m) {
  for (const auto& option : catalog::kDescriptionOptions)
    if (m.description == option.label) m.description = std::string(option.text);
}

// The row as a record of the target's type, or the first field of the wrong type.
core::Result<Record> record_of(const ImportTarget& t, const json::object& row) {
  std::string id;
  if (const auto* v = row.if_contains("id")) {
    if (!v->is_string() || !core::is_record_id(v->as_string()))
      return core::invalid_field("id",
                                 "An id is letters, digits, - and _ (at most 64); leave it empty for a new record.");
    id = std::string(v->as_string());
  }
  auto with_id = [&](auto parsed) -> core::Result<Record> {
    if (!parsed) return parsed.error();
    parsed->id = id;
    return Record(std::move(*parsed));
  };
  if (is_jobs(t)) return with_id(admin::job_from_json(row));
  if (t.collection == "previous-year") {
    auto p = admin::paper_from_json(row);
    if (p) p->year = t.year;
    return with_id(std::move(p));
  }
  if (t.collection == "bl-notes") {
    auto c = admin::course_from_json(row);
    if (c) {
      c->kind = "bl-notes";
      c->year = t.year;
    }
    return with_id(std::move(c));
  }
  auto m = admin::material_from_json(row);
  if (m) {
    m->collection = t.collection;
    m->year = t.year;
    expand_description_label(*m);
  }
  return with_id(std::move(m));
}

std::optional<core::Error> check(Record& r) {
  return std::visit(
      [](auto& record) {
        using T = std::decay_t<decltype(record)>;
        if constexpr (std::is_same_v<T, jobs::Job>) {
          jobs::normalize(record);
          return jobs::validate(record);
        } else {
          catalog::normalize(record);
          return catalog::validate(record);
        }
      },
      r);
}

json::object shown(const Record& r) {
  auto o = std::visit([](const auto& record) { return admin::admin_json(record); }, r);
  o.erase("version");
  if (o.contains("id") && o["id"].as_string().empty()) o.erase("id");
  return o;
}

struct Parsed {
  std::vector<RowResult> rows;
  std::vector<Record> records;  // the valid rows' records
  std::size_t invalid = 0;
};

std::vector<std::string> example_row(const ImportTarget& t);

// The template's example row, unchanged (every column it has holds the example's value).
bool is_example(const ImportTarget& t, const json::object& row) {
  const auto columns = template_columns(t);
  const auto example = example_row(t);
  for (std::size_t i = 0; i < columns.size(); ++i) {
    const auto* v = row.if_contains(columns[i]);
    if (!v || !v->is_string() || v->as_string() != example[i]) return false;
  }
  return true;
}

std::vector<std::string> warnings_for(const json::object& row, const std::filesystem::path& files_root) {
  std::vector<std::string> out;
  for (const auto& [key, value] : row) {
    if (!value.is_string()) continue;
    const std::string cell(value.as_string());
    if (core::looks_like_formula(cell))
      out.push_back("The " + std::string(key) + " starts with “" + cell.substr(0, 1) +
                    "”: a spreadsheet may run it as a formula. Check that it is meant.");
    // A link to a file of this site that is not there (a typo, or not uploaded yet).
    if (key != "downloadUrl" && key != "imageUrl") continue;
    const auto path = cell.starts_with("/") ? core::link_path(cell) : std::nullopt;
    if (!path || !path->starts_with("/files/")) continue;
    if (!std::filesystem::is_regular_file(files_root / path->substr(std::string_view("/files/").size())))
      out.push_back("No file at " + *path + " on this site: upload it first, or fix the link.");
  }
  return out;
}

core::Result<Parsed> parse(const ImportTarget& t, TableFormat format, std::string_view content,
                           const std::filesystem::path& files_root) {
  std::set<std::string> columns;
  for (const auto& c : template_columns(t)) columns.insert(c);
  columns.insert("id");
  if (!is_jobs(t) && t.collection != "previous-year") columns.insert("position");
  auto table = read_table(format, content, columns, kIgnoredKeys);
  if (!table) return table.error();
  Parsed out;
  for (std::size_t i = 0; i < table->size(); ++i) {
    RowResult result;
    result.row = i + 1;
    const auto& row = (*table)[i];
    if (is_example(t, row)) {
      result.example = true;
      result.record = row;
      out.rows.push_back(std::move(result));
      continue;
    }
    result.warnings = warnings_for(row, files_root);
    auto record = record_of(t, row);
    if (!record) {
      result.error = record.error();
      result.record = row;
    } else {
      result.error = check(*record);
      result.record = shown(*record);
      if (!result.error) out.records.push_back(std::move(*record));
    }
    if (result.error) ++out.invalid;
    out.rows.push_back(std::move(result));
  }
  return out;
}

}  // namespace

std::string ImportTarget::label() const { return year.empty() ? collection : collection + " · " + year; }

core::Result<ImportTarget> import_target(std::string_view collection, std::string_view year) {
  if (collection == "jobs") return ImportTarget{"jobs", ""};
  if (!catalog::is_year_collection(collection))
    return core::invalid_field("collection",
                               "Choose what to import: notes, quantum, important-topics, practical, previous-year, "
                               "bl-notes or jobs.");
  if (!catalog::is_year(year))
    return core::invalid_field("year", "Choose the year: firstYear, secondYear, thirdYear or fourthYear.");
  return ImportTarget{std::string(collection), std::string(year)};
}

std::vector<std::string> template_columns(const ImportTarget& t) {
  if (is_jobs(t))
    return {"role",        "company", "skills",     "field",    "batch",    "qualification",
            "eligibility", "salary",  "experience", "location", "applyUrl", "topCompany"};
  if (t.collection == "previous-year") return {"title", "subject", "downloadUrl", "index"};
  if (t.collection == "bl-notes")
    return {"title",         "cardTitle",          "subject",    "description", "imageUrl", "price",
            "originalPrice", "discountPercentage", "downloadUrl"};
  return {"title", "subject", "description", "imageUrl", "downloadUrl", "fileType"};
}

namespace {
// The first column says what the row is, so nobody mistakes it for data; unchanged, the
// importer skips it (is_example).
constexpr const char* kExampleMark = "EXAMPLE (skipped on import; replace or delete this row): ";

std::vector<std::string> example_row(const ImportTarget& t) {
  if (is_jobs(t))
    return {std::string(kExampleMark) + "Graduate Engineer Trainee",
            "Example Infotech",
            "Java, SQL",
            "Software",
            "2021-25",
            "B.Tech (CS/IT)",
            "60% throughout",
            "4-6 LPA",
            "Fresher",
            "Noida",
            "https://example.com/careers/get",
            "false"};
  if (t.collection == "previous-year")
    return {std::string(kExampleMark) + "Engineering Mathematics-I 2023-24", "Engineering Mathematics-I",
            "/files/papers/maths-2023.pdf", "1"};
  if (t.collection == "bl-notes")
    return {std::string(kExampleMark) + "Data Structures Notes",
            "Data Structures",
            "Data Structures",
            "Unit-wise notes with solved questions.",
            "/files/images/ds-notes.svg",
            "99",
            "199",
            "50",
            "/files/notes/ds-notes.pdf"};
  return {std::string(kExampleMark) + "Operating Systems Unit 1",
          "Operating Systems",
          "Notes",
          "Handwritten Notes",
          "/files/notes/os-unit-1.pdf",
          "PDF"};
}
}  // namespace

std::string template_file(const ImportTarget& t, TableFormat format) {
  const auto columns = template_columns(t);
  const auto example = example_row(t);
  if (format == TableFormat::csv) return core::csv_line(columns) + core::csv_line(example);
  json::object row;
  for (std::size_t i = 0; i < columns.size(); ++i) row[columns[i]] = example[i];
  return json::serialize(json::array{row}) + "\n";
}

core::Result<std::vector<RowResult>> BulkImport::preview(const ImportTarget& target, TableFormat format,
                                                         std::string_view content) {
  auto parsed = parse(target, format, content, files_root_);
  if (!parsed) return parsed.error();
  return std::move(parsed->rows);
}

std::variant<Committed, RowsRejected, core::Error> BulkImport::commit(const ImportTarget& target, TableFormat format,
                                                                      std::string_view content, std::int64_t now_ms) {
  auto parsed = parse(target, format, content, files_root_);
  if (!parsed) return parsed.error();
  if (parsed->invalid > 0) return RowsRejected{std::move(parsed->rows), parsed->invalid};
  Committed out;
  if (is_jobs(target)) {
    std::vector<jobs::Job> list;
    for (auto& r : parsed->records) list.push_back(std::get<jobs::Job>(std::move(r)));
    auto stored = jobs_.import_all(std::move(list), now_ms);
    if (!stored) return stored.error();
    for (const auto& j : stored->inserted) out.items.push_back(admin::admin_json(j));
    out.skipped_ids = std::move(stored->skipped_ids);
    return out;
  }
  catalog::Batch batch;
  for (auto& r : parsed->records) {
    std::visit(
        [&](auto& record) {
          using T = std::decay_t<decltype(record)>;
          if constexpr (std::is_same_v<T, catalog::Material>) batch.materials.push_back(std::move(record));
          if constexpr (std::is_same_v<T, catalog::PreviousYearPaper>) batch.papers.push_back(std::move(record));
          if constexpr (std::is_same_v<T, catalog::Course>) batch.courses.push_back(std::move(record));
        },
        r);
  }
  auto stored = catalog_.import_batch(std::move(batch));
  if (!stored) return stored.error();
  for (const auto& m : stored->inserted.materials) out.items.push_back(admin::admin_json(m));
  for (const auto& p : stored->inserted.papers) out.items.push_back(admin::admin_json(p));
  for (const auto& c : stored->inserted.courses) out.items.push_back(admin::admin_json(c));
  out.skipped_ids = std::move(stored->skipped_ids);
  return out;
}

}  // namespace pathshala::imports
