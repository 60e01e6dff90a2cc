#include "core/csv.hpp"

namespace pathshala::core {

namespace {

// "-118.00", "+5", "12": an optional sign, digits, at most one decimal point.
bool plain_number(std::string_view cell) {
  if (!cell.empty() && (cell.front() == '-' || cell.front() == '+')) cell.remove_prefix(1);
  bool digit = false, point = false;
  for (char c : cell) {
    if (c >= '0' && c <= '9')
      digit = true;
    else if (c == '.' && !point)
      point = true;
    else
      return false;
  }
  return digit;
}

}  // namespace

bool looks_like_formula(std::string_view cell) {
  return !cell.empty() && std::string_view("=+-@\t\r").find(cell.front()) != std::string_view::npos &&
         !plain_number(cell);
}

std::string csv_line(const std::vector<std::string>& cells) {
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) out += ',';
    // OWASP CSV injection: a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR
    // first) is written with a ' before it, inside quotes, so it stays text.
    const bool formula = looks_like_formula(cells[i]);
    const std::string c = formula ? "'" + cells[i] : cells[i];
    // A row of one empty cell is written "": a bare empty line reads back as no row at all
    // (found by server/fuzz/fuzz_table_file.cpp).
    const bool lone_empty = cells.size() == 1 && c.empty();
    // A cell that starts with U+FEFF is quoted too: first in a file, a reader takes those
    // bytes for Excel's byte-order mark and drops them (found by fuzz_table_file).
    const bool starts_like_bom = c.starts_with("\xEF\xBB\xBF");
    if (!formula && !lone_empty && !starts_like_bom && c.find_first_of(",\"\r\n") == std::string::npos) {
      out += c;
      continue;
    }
    out += '"';
    for (char ch : c) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    out += '"';
  }
  return out + "\r\n";
}

}  // namespace pathshala::core
