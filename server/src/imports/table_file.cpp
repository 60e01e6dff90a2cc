#include "imports/table_file.hpp"

#include <boost/json.hpp>

#include "core/json_fields.hpp"
#include "core/text.hpp"

namespace pathshala::imports {

namespace json = boost::json;

namespace {

core::Error unreadable(std::string message) { return core::Error::invalid("invalid-file", std::move(message)); }

std::string known_list(const std::set<std::string>& columns) {
  std::string out;
  for (const auto& c : columns) out += (out.empty() ? "" : ", ") + c;
  return out;
}

core::Error unknown_column(const std::string& name, const std::set<std::string>& columns) {
  return unreadable("Unknown column “" + name + "”. The columns for this collection are: " + known_list(columns) + ".");
}

core::Error too_many_rows() {
  return unreadable("The file has more than " + std::to_string(kMaxImportRows) + " rows; split it into smaller files.");
}

bool blank(const std::vector<std::string>& row) {
  for (const auto& c : row)
    if (!core::trim(c).empty()) return false;
  return true;
}

core::Result<std::vector<json::object>> rows_from_csv(std::string_view content, const std::set<std::string>& columns,
                                                      const std::set<std::string>& ignored) {
  auto cells = parse_csv(content);
  if (!cells) return cells.error();
  std::erase_if(*cells, blank);
  if (cells->empty()) return unreadable("The file is empty: it needs a header row and at least one row of data.");
  std::vector<std::string> header;
  for (const auto& h : cells->front()) header.push_back(std::string(core::trim(h)));
  for (const auto& h : header) {
    if (h.empty()) return unreadable("A column in the header row has no name.");
    if (!columns.count(h) && !ignored.count(h)) return unknown_column(h, columns);
  }
  for (std::size_t i = 0; i < header.size(); ++i)
    for (std::size_t j = i + 1; j < header.size(); ++j)
      if (header[i] == header[j]) return unreadable("The column “" + header[i] + "” appears twice in the header row.");
  if (cells->size() == 1) return unreadable("The file has a header row but no rows of data.");
  if (cells->size() - 1 > kMaxImportRows) return too_many_rows();
  std::vector<json::object> rows;
  for (std::size_t r = 1; r < cells->size(); ++r) {
    const auto& row = (*cells)[r];
    if (row.size() > header.size())
      return unreadable("Row " + std::to_string(r) + " has " + std::to_string(row.size()) +
                        " cells but the header names " + std::to_string(header.size()) + " columns.");
    json::object o;
    for (std::size_t c = 0; c < row.size(); ++c) {
      auto value = core::trim(row[c]);
      if (!value.empty() && !ignored.count(header[c])) o[header[c]] = value;
    }
    rows.push_back(std::move(o));
  }
  return rows;
}

core::Result<std::vector<json::object>> rows_from_json(std::string_view content, const std::set<std::string>& columns,
                                                       const std::set<std::string>& ignored) {
  boost::system::error_code ec;
  json::value doc = json::parse(content, ec);
  if (ec) return unreadable("The file is not valid JSON (" + ec.message() + ").");
  if (!core::numbers_are_finite(doc)) return unreadable("The file holds a number too large to be a price or count.");
  const json::array* items = doc.if_array();
  if (auto* o = doc.if_object())
    if (auto* list = o->if_contains("items")) items = list->if_array();
  if (!items) return unreadable("The JSON file must hold an array of records (or {\"items\": [...]}).");
  if (items->empty()) return unreadable("The file holds no records.");
  if (items->size() > kMaxImportRows) return too_many_rows();
  std::vector<json::object> rows;
  for (std::size_t i = 0; i < items->size(); ++i) {
    const auto* o = (*items)[i].if_object();
    if (!o) return unreadable("Record " + std::to_string(i + 1) + " is not an object.");
    json::object row;
    for (const auto& [key, value] : *o) {
      const std::string name(key);
      if (ignored.count(name)) continue;
      if (!columns.count(name)) return unknown_column(name, columns);
      if (!value.is_null()) row[name] = value;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

}  // namespace

core::Result<std::vector<std::vector<std::string>>> parse_csv(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // Excel's UTF-8 BOM
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string cell;
  bool quoted = false;       // inside a quoted field
  bool row_started = false;  // anything read since the last line break
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c != '"') {
        cell += c;
      } else if (i + 1 < text.size() && text[i + 1] == '"') {
        cell += '"';
        ++i;
      } else {
        quoted = false;
      }
      continue;
    }
    if (c == '"' && core::trim(cell).empty()) {
      cell.clear();
      quoted = true;
      row_started = true;
    } else if (c == ',') {
      row.push_back(std::move(cell));
      cell.clear();
      row_started = true;
    } else if (c == '\n' || c == '\r') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      if (row_started || !cell.empty()) row.push_back(std::move(cell));
      rows.push_back(std::move(row));
      row.clear();
      cell.clear();
      row_started = false;
    } else {
      cell += c;
      row_started = true;
    }
  }
  if (quoted) return unreadable("The CSV file ends inside a quoted field: a closing \" is missing.");
  if (row_started || !cell.empty()) {
    row.push_back(std::move(cell));
    rows.push_back(std::move(row));
  }
  return rows;
}

core::Result<std::vector<json::object>> read_table(TableFormat format, std::string_view content,
                                                   const std::set<std::string>& columns,
                                                   const std::set<std::string>& ignored) {
  return format == TableFormat::csv ? rows_from_csv(content, columns, ignored)
                                    : rows_from_json(content, columns, ignored);
}

}  // namespace pathshala::imports
