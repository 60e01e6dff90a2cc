#pragma once
// The one CSV writer (RFC 4180, CRLF): the import templates, the dashboard's figures, the GST
// returns and the invoice register are all written through it, so every export is safe to
// open in a spreadsheet.
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::core {

// A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a CR
// (OWASP CSV injection). A plain number ("-118.00", "+5") is a value, not a formula.
bool looks_like_formula(std::string_view cell);

// One CSV line of cells, quoted where needed; a cell that looks like a formula is written as
// text: a ' before it, inside quotes.
std::string csv_line(const std::vector<std::string>& cells);

}  // namespace pathshala::core
