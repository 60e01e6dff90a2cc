// The bulk import's table reader (imports::read_table, parse_csv, csv_line): an admin's
// upload, CSV or JSON. The first byte picks the format. Whatever the file: no crash, at most
// kMaxImportRows rows, no column outside the allowed ones, and a row written with csv_line
// reads back as it was.
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>

#include "check.hpp"
#include "core/csv.hpp"
#include "imports/table_file.hpp"

using namespace pathshala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto format = data[0] % 2 ? imports::TableFormat::json : imports::TableFormat::csv;
  const auto content = fuzz::as_text(data + 1, size - 1);
  const std::set<std::string> columns{"title", "subject", "year", "price", "downloadUrl"};
  if (auto rows = imports::read_table(format, content, columns, {"version"})) {
    FUZZ_CHECK(rows->size() <= imports::kMaxImportRows);
    for (const auto& row : *rows)
      for (const auto& kv : row) FUZZ_CHECK(columns.contains(std::string(kv.key())));
  }
  if (auto cells = imports::parse_csv(content); cells && !cells->empty()) {
    const auto& first = cells->front();
    bool plain = !first.empty();
    for (const auto& c : first) plain = plain && !core::looks_like_formula(c) && c.find('\r') == std::string::npos;
    if (plain) {
      const auto again = imports::parse_csv(core::csv_line(first));
      FUZZ_CHECK(again && !again->empty() && again->front() == first);
    }
  }
  return 0;
}
