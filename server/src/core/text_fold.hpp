#pragma once
// Text as searches compare it (site-wide search, job search): Unicode case folding and
// compatibility forms (NFKC_Casefold: "ﬁ" is "fi", full-width "Ｂ" is "b"), and the accents
// of Latin, Greek and Cyrillic letters removed ("é" is "e"), so a student typing without
// accents finds accented titles. Other scripts are kept as typed, only normalised (NFC), so
// Hindi matches Hindi as written: stripping a Devanagari vowel sign would change the word.
// Invalid UTF-8 bytes are dropped. Built on utf8proc (Debian's libutf8proc).
#include <string>
#include <string_view>

namespace pathshala::core {

std::string fold_for_search(std::string_view text);

// True for a code point that is part of a word: a letter, a combining mark (Devanagari vowel
// signs and viramas are marks) or a digit; everything else separates words.
bool is_word_code_point(char32_t c);

}  // namespace pathshala::core
