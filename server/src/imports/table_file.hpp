#pragma once
// Reads the rows of an uploaded table for a bulk import: CSV (RFC 4180: a header row, quoted
// fields with "" for a quote and line breaks inside quotes, CRLF or LF, a UTF-8 BOM
// ignored) or JSON (an array of objects, or {"items":[...]} as the admin API lists them).
// Every row becomes a JSON object of its non-empty cells (CSV cells as strings; the record
// parsers accept numbers and true/false as text). A file that cannot be read as a whole is
// one invalid error saying why; the rows' own problems are the caller's.
#include <boost/json/object.hpp>

#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace pathshala::imports {

inline constexpr std::size_t kMaxImportRows = 1000;

enum class TableFormat { csv, json };

// columns: the names a row may carry; any other column (CSV) or key (JSON) is refused, so a
// typo in a header cannot silently drop a field. ignored: keys accepted and dropped (e.g.
// "version" in a file saved from the admin API).
core::Result<std::vector<boost::json::object>> read_table(TableFormat format, std::string_view content,
                                                          const std::set<std::string>& columns,
                                                          const std::set<std::string>& ignored = {});

// The cells of a CSV text, row by row; an unterminated quote is an error.
core::Result<std::vector<std::vector<std::string>>> parse_csv(std::string_view text);

// Exports and templates are written with core::csv_line (core/csv.hpp).

}  // namespace pathshala::imports
