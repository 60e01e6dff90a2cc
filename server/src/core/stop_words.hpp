#pragma once
// English words that say nothing about a topic ("of", "the", "what"): the question groups
// drop them before comparing questions, and search never highlights one on its own. One
// list, so both agree on what a content word is.
#include <string_view>

namespace pathshala::core {

// The list, written as folded words separated by single spaces.
inline constexpr std::string_view kEnglishStopWords =
    "a an the of in on for to and or with without its it is are was were be been being by as at from into onto "
    "over under about that this these those which what whats how why when where who whom whose between among any "
    "all your you do does did can could would should will shall may might must also has have had not than then "
    "there their them they he she we our us his her each every such some other more most very so if but while both "
    "either one only same own just using used via per etc eg ie i s t ii iii iv vi vii viii ix like here well need";

// Whether `word` (folded: lower case) is in kEnglishStopWords.
bool is_stop_word(std::string_view word);

}  // namespace pathshala::core
