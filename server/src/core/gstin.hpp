#pragma once
// GSTINs (India's GST registration numbers), checked the same way wherever one is given: the
// seller's file, a buyer at checkout, a student's profile (issue 50).
#include <string>
#include <string_view>

namespace pathshala::core {

// Checks a GSTIN's form: 2-digit state code, PAN (5 letters, 4 digits, a letter), entity
// number, 'Z', and the check character (the GSTN's base-36 checksum).
bool valid_gstin(std::string_view gstin);

// As a person types one ("27aapfu0939f1zv "): spaces dropped, letters in capitals.
std::string normal_gstin(std::string_view typed);

}  // namespace pathshala::core
