#include "catalog/subject_codes.hpp"

#include <cctype>
#include <unordered_map>

#include "catalog/aktu_subjects.hpp"
#include "catalog/types.hpp"

namespace pathshala::catalog {

namespace {

bool all_of(std::string_view s, bool (*pred)(char)) {
  for (char c : s)
    if (!pred(c)) return false;
  return !s.empty();
}
bool is_lower_letter(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The old scheme's (2018-19, K…) codes of subjects the new scheme (2022-23, B…) kept, from
// AKTU's published evaluation schemes. Only subjects that kept their name and content are
// mapped; a code moved to another subject is left alone rather than guessed.
const std::unordered_map<std::string, std::string>& old_to_new() {
  static const std::unordered_map<std::string, std::string> table{
      {"kas101", "bas101"}, {"kas201", "bas101"}, {"kas102", "bas202"}, {"kas202", "bas202"}, {"kas103", "bas103"},
      {"kas203", "bas203"}, {"kee101", "bee201"}, {"kee201", "bee201"}, {"kec101", "bec101"}, {"kec201", "bec101"},
      {"kme101", "bme101"}, {"kme201", "bme101"}, {"kcs101", "bcs201"}, {"kcs201", "bcs201"}, {"kcs301", "bcs301"},
      {"kcs302", "bcs302"}, {"kcs303", "bcs303"}, {"kas302", "bas403"}, {"kas402", "bas403"}, {"kve301", "bve401"},
      {"kve401", "bve401"}, {"kcs401", "bcs401"}, {"kcs402", "bcs402"}, {"kcs501", "bcs501"}, {"kcs502", "bcs602"},
      {"kcs503", "bcs503"}, {"kcs601", "bcs601"}, {"kcs602", "bcs502"}, {"kcs603", "bcs603"}, {"knc501", "bnc501"},
  };
  return table;
}

}  // namespace

std::optional<std::string> join_code(std::string_view letters, std::string_view digits) {
  if (letters.size() < 2 || letters.size() > 4 || digits.size() != 3) return std::nullopt;
  if (!all_of(letters, is_lower_letter) || !all_of(digits, is_digit)) return std::nullopt;
  return std::string(letters) + std::string(digits);
}

bool is_code(std::string_view w) {
  std::size_t letters = 0;
  while (letters < w.size() && is_lower_letter(w[letters])) ++letters;
  if (letters < 2 || letters > 4) return false;
  const auto digits = w.substr(letters);
  return digits.size() == 3 && all_of(digits, is_digit);
}

std::string canonical_code(std::string_view code) {
  auto it = old_to_new().find(std::string(code));
  return it == old_to_new().end() ? std::string(code) : it->second;
}

std::optional<std::string> subject_code_of(const PreviousYearPaper& paper) {
  const auto upper = [](std::string s) {
    for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
  };
  // The title's words, lower case, split at anything but a letter or digit ("BCS-301" is two).
  std::vector<std::string> words;
  std::string word;
  for (char c : paper.title + " ") {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) {
      word += static_cast<char>(std::tolower(u));
    } else if (!word.empty()) {
      words.push_back(std::move(word));
      word.clear();
    }
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (is_code(words[i])) return upper(canonical_code(words[i]));
    if (i + 1 < words.size())
      if (auto joined = join_code(words[i], words[i + 1])) return upper(canonical_code(*joined));
  }
  if (!paper.subject || paper.subject->empty()) return std::nullopt;
  for (const auto& s : aktu_subjects())
    if (s.year == paper.year && s.name == *paper.subject) return s.code;
  return std::nullopt;
}

}  // namespace pathshala::catalog
