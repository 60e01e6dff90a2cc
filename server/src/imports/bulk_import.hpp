#pragma once
// The Data uploader (/dataa): an admin's CSV or JSON file of materials, previous-year
// papers, Brevi notes cards or jobs for one collection (and year), previewed row by row
// with each row's validation result, then stored all or nothing through the catalog and
// jobs services, so imported records meet exactly the rules of the admin form.
#include <boost/json/object.hpp>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/error.hpp"
#include "imports/table_file.hpp"

namespace pathshala::catalog {
class CatalogService;
}
namespace pathshala::jobs {
class JobsService;
}

namespace pathshala::imports {

// collection: a catalog slug with a year (notes, quantum, important-topics, practical,
// previous-year, bl-notes) or "jobs" (no year).
struct ImportTarget {
  std::string collection;
  std::string year;
  std::string label() const;  // "notes · thirdYear", "jobs"
};
core::Result<ImportTarget> import_target(std::string_view collection, std::string_view year);

// The target's columns in template order (the first of them required or not, as the form).
std::vector<std::string> template_columns(const ImportTarget& target);
// A template file: the header (CSV) or field names (JSON) and one example row, marked as
// the example in its first column; an import skips that row as long as it is unchanged.
std::string template_file(const ImportTarget& target, TableFormat format);

struct RowResult {
  std::size_t row = 0;  // 1-based, data rows only
  std::optional<core::Error> error;
  boost::json::object record;  // as the admin API shows it (no id unless the file gave one)
  bool example = false;        // the template's example row, unchanged: skipped
  // Things the admin should look at, which do not stop the import: a link to a file this
  // site does not have, a cell a spreadsheet would run as a formula.
  std::vector<std::string> warnings;
};

struct Committed {
  std::vector<boost::json::object> items;  // as stored
  std::vector<std::string> skipped_ids;    // rows whose id was already stored
};
// A commit refused because of its rows: every row's result, nothing stored.
struct RowsRejected {
  std::vector<RowResult> rows;
  std::size_t invalid = 0;
};

class BulkImport {
 public:
  // files_root: where /files/… links point on this site (checked for the preview's warnings).
  BulkImport(catalog::CatalogService& catalog, jobs::JobsService& jobs, std::filesystem::path files_root)
      : catalog_(catalog), jobs_(jobs), files_root_(std::move(files_root)) {}

  // Every row's validation result; an error when the file cannot be read at all.
  core::Result<std::vector<RowResult>> preview(const ImportTarget& target, TableFormat format,
                                               std::string_view content);
  // Stores every row or none.
  std::variant<Committed, RowsRejected, core::Error> commit(const ImportTarget& target, TableFormat format,
                                                            std::string_view content, std::int64_t now_ms);

 private:
  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  std::filesystem::path files_root_;
};

}  // namespace pathshala::imports
