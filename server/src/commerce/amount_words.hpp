#pragma once
// An amount in words as Indian invoices write it, in the Indian numbering system (thousand,
// lakh, crore): 58882 paise → "Rupees Five Hundred Eighty-Eight and Eighty-Two Paise Only".
#include <cstdint>
#include <string>

namespace pathshala::commerce {

std::string rupees_in_words(std::int64_t paise);

}  // namespace pathshala::commerce
