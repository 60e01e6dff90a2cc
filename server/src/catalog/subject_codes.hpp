#pragma once
// AKTU subject codes as search and the catalog treat them. A code is 2 to 4 letters then 3 digits
// ("BCS301", "KOE081"); students type it with or without a space or hyphen ("bcs 301",
// "BCS-301") and by the old scheme's code (2018: K…) or the new one's (2022: B…). Search
// compares canonical codes: folded, joined, and old codes mapped to new where the subject list
// maps them.
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::catalog {

// "bcs" + "301" → "bcs301" when the two folded words form a code; nothing otherwise.
std::optional<std::string> join_code(std::string_view letters, std::string_view digits);
// True for a folded word shaped like a code ("bcs301").
bool is_code(std::string_view folded_word);
// The canonical form of a folded code: the new scheme's code for an old one the subject list
// maps ("kcs301" → "bcs301"), else the code itself.
std::string canonical_code(std::string_view folded_code);

struct PreviousYearPaper;
// The code of a paper's subject, upper case and canonical ("BCS301"): a code its title names
// ("BCS301 Data Structure (2023-24)"), else the subject list's code for its subject name in
// its year; nothing when neither says (a carry-over paper of every subject).
std::optional<std::string> subject_code_of(const PreviousYearPaper& paper);
}  // namespace pathshala::catalog
