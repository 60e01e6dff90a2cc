#pragma once
// The words search compares: text folded (core::fold_for_search) and split into words, with
// subject codes joined and canonical ("BCS-301", "bcs 301" and "KCS301" are all "bcs301"),
// Roman numerals as digits ("Mathematics-II" has the word "2") and a few abbreviations
// students type spelled out ("maths" is "mathematics"). Titles and queries go through the
// same function, so whatever it does, both sides agree.
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::search {

struct Word {
  std::string text;
  bool code = false;  // a subject code
};

std::vector<Word> words_of(std::string_view text);

// Length in code points (the typo rule counts letters, not bytes).
std::size_t letters_in(std::string_view word);

}  // namespace pathshala::search
