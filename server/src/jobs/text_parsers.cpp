#include "jobs/text_parsers.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace pathshala::jobs {

namespace {

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool has(const std::string& s, std::string_view word) { return s.find(word) != std::string::npos; }

// True when `word` appears as a whole word (letters around it are not part of it).
bool has_word(const std::string& s, std::string_view word) {
  for (size_t pos = s.find(word); pos != std::string::npos; pos = s.find(word, pos + 1)) {
    const bool left = pos == 0 || !std::isalpha(static_cast<unsigned char>(s[pos - 1]));
    const size_t end = pos + word.size();
    const bool right = end >= s.size() || !std::isalpha(static_cast<unsigned char>(s[end]));
    if (left && right) return true;
  }
  return false;
}

struct Number {
  double value;
  bool thousands;  // written with a k suffix: "25k"
};

// Numbers in the text: "8,00,000" → 800000, "4.5" → 4.5, "25k" → 25 (thousands).
std::vector<Number> numbers(const std::string& s) {
  std::vector<Number> out;
  for (size_t i = 0; i < s.size();) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    std::string digits;
    while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == ',' ||
                            (s[i] == '.' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]))))) {
      if (s[i] != ',') digits += s[i];
      ++i;
    }
    size_t j = i;
    while (j < s.size() && s[j] == ' ') ++j;
    const bool k =
        j < s.size() && s[j] == 'k' && (j + 1 >= s.size() || !std::isalpha(static_cast<unsigned char>(s[j + 1])));
    // strtod, not stod: a number too long for a double is HUGE_VAL here (rejected below by
    // the callers' bounds), where stod would throw std::out_of_range.
    out.push_back({std::strtod(digits.c_str(), nullptr), k});
  }
  return out;
}

bool mentions_other_currency(const std::string& s) {
  return has(s, "$") || has(s, "usd") || has(s, "€") || has(s, "eur") || has(s, "£") || has(s, "gbp");
}

}  // namespace

std::optional<std::int64_t> parse_salary_max(std::string_view text) {
  const auto range = parse_salary_range(text);
  if (!range) return std::nullopt;
  return range->max;
}

const char* employment_type(std::string_view role, std::string_view salary) {
  const std::string s = lower_ascii(role) + " " + lower_ascii(salary);
  if (has(s, "intern") || has(s, "stipend") || has(s, "trainee")) return "INTERN";
  if (has(s, "part-time") || has(s, "part time")) return "PART_TIME";
  if (has(s, "contract") || has(s, "freelance")) return "CONTRACTOR";
  return "FULL_TIME";
}

std::optional<SalaryRange> parse_salary_range(std::string_view text) {
  const std::string s = lower_ascii(text);
  if (mentions_other_currency(s)) return std::nullopt;
  const auto nums = numbers(s);
  if (nums.empty()) return std::nullopt;

  const bool lakh = has(s, "lpa") || has(s, "lakh") || has_word(s, "lac") || has_word(s, "lacs") || has(s, "l.p.a") ||
                    has_word(s, "l");
  const bool crore = has(s, "crore") || has_word(s, "cr") || has(s, "cpa");
  const bool monthly = has(s, "month") || has(s, "/mo") || has_word(s, "pm") || has(s, "p.m");
  const bool hourly = has(s, "hour") || has(s, "/hr") || has_word(s, "ph");
  if (hourly) return std::nullopt;

  double best = 0, least = 0;
  for (const auto& n : nums) {
    const double v = n.value * (n.thousands ? 1000.0 : 1.0);
    best = std::max(best, v);
    least = least == 0 ? v : std::min(least, v);
  }
  // The unit of the largest figure applies to the range ("3-6 LPA", "25k-30k/month").
  double scale;
  if (crore)
    scale = 1e7;
  else if (lakh)
    scale = 1e5;
  else if (monthly)
    scale = 12;
  else if (best >= 100000)
    scale = 1;  // a plain annual figure: "800000", "₹ 6,00,000"
  else if (best >= 1000)
    scale = 12;  // a plain small figure is a monthly stipend
  else
    return std::nullopt;  // "6-8" with no unit: cannot tell
  const double yearly = best * scale;
  // Under ₹1 a year ("0.000001 LPA") would round to 0.
  if (yearly < 1 || yearly > 1e10) return std::nullopt;
  // A low figure of another scale ("2023 batch, 6 LPA") is not the range's start.
  double low = least * scale;
  if (low < 1 || low > yearly || low < yearly / 100) low = yearly;
  return SalaryRange{static_cast<std::int64_t>(std::llround(low)), static_cast<std::int64_t>(std::llround(yearly))};
}

std::optional<ExperienceRange> parse_experience(std::string_view text) {
  const std::string s = lower_ascii(text);
  const auto nums = numbers(s);
  const bool fresher = has(s, "fresher") || has(s, "entry level") || has(s, "entry-level") || has(s, "no experience");
  const bool months = has(s, "month") && !has(s, "year") && !has(s, "yr");
  const int unit = months ? 1 : 12;
  auto to_months = [&](double v) { return static_cast<int>(std::lround(v * unit)); };

  if (nums.empty()) {
    if (fresher) return ExperienceRange{0, 0};
    return std::nullopt;
  }
  const bool years_or_months = has(s, "year") || has(s, "yr") || months || has(s, "+") || fresher;
  if (!years_or_months && nums.size() > 2) return std::nullopt;
  const bool open =
      has(s, "+") || has(s, "minimum") || has(s, "min ") || has(s, "at least") || has(s, "atleast") || has(s, "above");
  const bool up_to = has(s, "up to") || has(s, "upto") || has(s, "max") || has(s, "less than");
  // A figure beyond a working life is not an experience requirement (and its months would
  // not fit an int): unreadable, like any other text we cannot make sense of.
  const auto too_long = [&](double v) { return !(v * unit <= 100 * 12); };

  if (nums.size() >= 2) {
    double a = nums[0].value, b = nums[1].value;
    if (a > b) std::swap(a, b);
    if (too_long(b)) return std::nullopt;
    return ExperienceRange{fresher ? 0 : to_months(a), to_months(b)};
  }
  const double v = nums[0].value;
  if (too_long(v)) return std::nullopt;
  if (fresher) return ExperienceRange{0, to_months(v)};  // "Fresher - 2 years"
  if (up_to) return ExperienceRange{0, to_months(v)};
  if (open) return ExperienceRange{to_months(v), std::nullopt};
  return ExperienceRange{to_months(v), to_months(v)};
}

}  // namespace pathshala::jobs
