#include "search/words.hpp"

#include <unordered_map>

#include "catalog/subject_codes.hpp"
#include "core/text.hpp"
#include "core/text_fold.hpp"

namespace pathshala::search {

namespace {

// Decodes one UTF-8 code point at s[i] (valid UTF-8: fold_for_search's output) and advances i.
char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto b = static_cast<unsigned char>(s[i]);
  int extra = b < 0x80 ? 0 : b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3;
  char32_t c = extra == 0 ? b : extra == 1 ? (b & 0x1F) : extra == 2 ? (b & 0x0F) : (b & 0x07);
  ++i;
  while (extra-- > 0 && i < s.size()) c = (c << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  return c;
}

std::vector<std::string> raw_words(const std::string& folded) {
  std::vector<std::string> out;
  std::string current;
  for (std::size_t i = 0; i < folded.size();) {
    const std::size_t start = i;
    const char32_t c = next_code_point(folded, i);
    if (core::is_word_code_point(c)) {
      current.append(folded, start, i - start);
    } else if (!current.empty()) {
      out.push_back(std::move(current));
      current.clear();
    }
  }
  if (!current.empty()) out.push_back(std::move(current));
  return out;
}

const std::unordered_map<std::string, std::string>& replacements() {
  static const std::unordered_map<std::string, std::string> table{
      {"i", "1"},
      {"ii", "2"},
      {"iii", "3"},
      {"iv", "4"},
      {"vi", "6"},
      {"vii", "7"},
      {"viii", "8"},
      {"maths", "mathematics"},
      {"engg", "engineering"},
      {"pyqs", "pyq"},
      {"1st", "first"},
      {"2nd", "second"},
      {"3rd", "third"},
      {"4th", "fourth"},
      {"final", "fourth"},
  };
  return table;
}

}  // namespace

std::size_t letters_in(std::string_view word) { return core::utf8_length(word); }

std::vector<Word> words_of(std::string_view text) {
  const auto raw = raw_words(core::fold_for_search(text));
  std::vector<Word> out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (i + 1 < raw.size()) {
      if (auto joined = catalog::join_code(raw[i], raw[i + 1])) {
        out.push_back({catalog::canonical_code(*joined), true});
        ++i;
        continue;
      }
    }
    if (catalog::is_code(raw[i])) {
      out.push_back({catalog::canonical_code(raw[i]), true});
      continue;
    }
    auto r = replacements().find(raw[i]);
    out.push_back({r == replacements().end() ? raw[i] : r->second, false});
  }
  return out;
}

}  // namespace pathshala::search
