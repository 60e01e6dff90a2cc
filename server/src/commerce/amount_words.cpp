#include "commerce/amount_words.hpp"

namespace pathshala::commerce {

namespace {

const char* const kOnes[] = {"",         "One",     "Two",     "Three",     "Four",     "Five",    "Six",
                             "Seven",    "Eight",   "Nine",    "Ten",       "Eleven",   "Twelve",  "Thirteen",
                             "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"};
const char* const kTens[] = {"", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"};

// 1–99.
std::string below_hundred(int n) {
  if (n < 20) return kOnes[n];
  return std::string(kTens[n / 10]) + (n % 10 ? std::string("-") + kOnes[n % 10] : "");
}

// 1–999.
std::string below_thousand(int n) {
  std::string out;
  if (n >= 100) out = std::string(kOnes[n / 100]) + " Hundred";
  if (n % 100) out += (out.empty() ? "" : " ") + below_hundred(n % 100);
  return out;
}

std::string join(std::string a, const std::string& b) { return a.empty() ? b : b.empty() ? a : a + " " + b; }

// Whole numbers, Indian style: crores of crores repeat ("Ten Thousand Crore").
std::string number_in_words(std::int64_t n) {
  if (n == 0) return "Zero";
  std::string out;
  if (n >= 10'000'000) {
    out = number_in_words(n / 10'000'000) + " Crore";
    n %= 10'000'000;
  }
  if (n >= 100'000) {
    out = join(out, below_hundred(static_cast<int>(n / 100'000)) + " Lakh");
    n %= 100'000;
  }
  if (n >= 1'000) {
    out = join(out, below_hundred(static_cast<int>(n / 1'000)) + " Thousand");
    n %= 1'000;
  }
  if (n > 0) out = join(out, below_thousand(static_cast<int>(n)));
  return out;
}

}  // namespace

std::string rupees_in_words(std::int64_t paise) {
  if (paise < 0) return "Minus " + rupees_in_words(-paise);
  const std::int64_t rupees = paise / 100;
  const int rest = static_cast<int>(paise % 100);
  std::string out = "Rupees " + number_in_words(rupees);
  if (rest > 0) out += " and " + below_hundred(rest) + " Paise";
  return out + " Only";
}

}  // namespace pathshala::commerce
