#include "papers/questions.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string_view>

// How an AKTU paper's text becomes questions. Every rule is here, in the order it applies.
//
// Lines. Each page is split into lines and each line cleaned: OCR noise ("|" table borders,
// "_" runs, roll-no boxes, private-use bullets) becomes a space, Unicode spaces become spaces
// and URLs (watermarks like "www.aktuonline.com", not the words "HTTP" or "WWW") are removed.
// A "|" right after Devanagari is kept: OCR writes the danda that way. Runs of spaces are
// kept until the marks are cut off (a gap of two or more is the layout's column boundary).
//
// Page furniture, dropped wherever it appears: printed-page and page-number lines, "Sub
// Code", "Paper Id", "Roll No", "Time: 3 Hours", "Total Marks: 70", the "B.TECH … EXAMINATION"
// line, "P.T.O.", AKTU's print stamp ("QP23DP1_290 | 18-Jan-2024 1:30:26 PM | 117.55.242.131"),
// the "Q no. Question Marks CO" table header and lines without a letter or digit. On later
// pages two more: a line in the top eight that repeats a line of page 1's header (the subject
// title), and a line among the first or last four of two or more pages (digits ignored).
// Lines that start with a question number are never dropped as furniture.
//
// Structure. "SECTION A" / "SECTION-B" / "PART C" sets the section and closes the question
// being read; the rest of its line is read on. Numbers at the start of a line, chained
// ("Q 2 (a) (i) …"):
//   top level  "Q1", "Q.1", "Q 2", "Q.No.3", "Que 4", "1.", "2)", "2 (a)"; OCR's "l."/"I."
//              for the first. Accepted only in sequence — the next, or one skipped for OCR
//              losses; 1 again after a section heading; a number whose line was only an
//              instruction, without parts, does not count — so a "3." inside a question's
//              list does not start a question. In a paper numbered "Q1", a bare "1." never
//              does. Before the first question anything goes: those were notes.
//   part       "a.", "a)", "(a)", in sequence from "a"; and AKTU's newer "1-a." — once a
//              paper numbers parts that way, "(a)"…"(d)" are MCQ options and stay in the text.
//   sub-part   "(i)", "ii)", "iii." in sequence. "(i)" after part (h) is part (i).
// Mid-line, only the expected next marker splits a line, and only after a sentence or marks
// ended: "(b)" after "?", ".", ":", ")", "]" or a number, "b." after a number or bracket,
// "Q3" likewise. Anything else mid-line is text.
//
// Sub-parts: when the part they belong to has text of its own ("Write short notes on:"),
// they stay in it as "(i) … (ii) …" — they only make sense together. When it has none
// ("(a) (i) Define stack. (ii) …"), each is its own question, numbered "2(a)(i)".
//
// Text. Lines join with a space (a word hyphenated at a line end joins without one). The
// marks at a line's end are cut off: "[10]", "(07)", "(7 marks)", "CO3", "K2", "L3", "BL2",
// "(CO1, K2)", a number before a CO/K tag, and bare numbers when the layout separates them
// (a gap of two or more spaces) or they look like the marks/CO columns (two numbers, the
// second at most 6; one number after "?", ".", ":", ")" or a danda). Other numbers are the
// question's own: "for n = 10", "Sort 5 3 8 1 9", "(1, 2)", "f(2)". "7 x 3 = 21" goes.
// Instructions go: "Attempt all questions in brief", "Attempt any three of the following:",
// "Note: …", "All questions carry equal marks", AKTU's general instructions ("Illustrate
// your answers …"). A numbered line that is only an instruction ("1. Attempt all questions
// in brief.") is a container, not a question; its parts are. A top-level stem with parts
// that is not an instruction ("1. Consider the relation R(A, B, C) …") is question "1".
//
// Everything before a paper's first section heading (the "General Instructions: 1. …
// 2. …" list of newer papers) is dropped when the paper has sections. Text before the first
// question is the paper's header and dropped. A question's page is the page of its number;
// it may continue on the next page. Devanagari and other non-ASCII text passes unchanged.

namespace pathshala::papers {

namespace {

constexpr auto kContinuous = std::regex_constants::match_continuous;

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

bool is_lower_ascii_letter(char c) { return c >= 'a' && c <= 'z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Runs of spaces to one, trimmed.
std::string collapse(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (is_blank(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
  return s;
}

// ---- Cleaning a line ------------------------------------------------------------------------

// The previous non-space character before `at` is Devanagari (U+0900–U+097F: E0 A4/A5 xx).
bool after_devanagari(const std::string& out) {
  auto end = out.find_last_not_of(' ');
  if (end == std::string::npos || end < 2) return false;
  return static_cast<unsigned char>(out[end - 2]) == 0xE0 &&
         (static_cast<unsigned char>(out[end - 1]) == 0xA4 || static_cast<unsigned char>(out[end - 1]) == 0xA5);
}

// "www.aktuonline.com", "https://…", "aktu.ac.in" — not "HTTP" or "WWW." in a question.
bool is_url(std::string_view token) {
  static const std::regex url(
      R"([(\[]?(https?://\S+|(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|in|org|net|edu)(/\S*)?)[)\].,]?)");
  const std::string t = lower(token);
  return t.size() <= 80 && std::regex_match(t, url);  // libstdc++'s regex recurses per character
}

// A space, but never more than two in a row: two already mark a column gap, and a longer
// run would only feed std::regex, which recurses once per character it repeats over.
void add_space(std::string& out) {
  if (out.size() < 2 || out[out.size() - 1] != ' ' || out[out.size() - 2] != ' ') out += ' ';
}

std::string clean_line(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const auto c = static_cast<unsigned char>(raw[i]);
    const auto next = [&](std::size_t k) { return i + k < raw.size() ? static_cast<unsigned char>(raw[i + k]) : 0; };
    if (c == '\t') {
      add_space(out);  // a tab is a column gap
      add_space(out);
    } else if (c == ' ' || c == '\r' || c == '\f' || c == '\v' || c == '_') {
      add_space(out);
    } else if (c == '|') {
      if (after_devanagari(out)) {
        out += '|';
      } else {
        add_space(out);
      }
    } else if (c == 0xC2 && next(1) == 0xA0) {  // no-break space
      add_space(out);
      i += 1;
    } else if (c == 0xE2 && next(1) == 0x80 && (next(2) <= 0x8A || next(2) == 0xAF)) {  // en/em/thin… spaces
      add_space(out);
      i += 2;
    } else if (c == 0xE3 && next(1) == 0x80 && next(2) == 0x80) {  // ideographic space
      add_space(out);
      i += 2;
    } else if (c == 0xEF && next(1) == 0xBB && next(2) == 0xBF) {  // byte-order mark
      i += 2;
    } else if (c == 0xEE || (c == 0xEF && next(1) >= 0x80 && next(1) <= 0xA3)) {  // private use: symbol-font bullets
      add_space(out);
      i += 2;
    } else {
      out += static_cast<char>(c);
    }
  }
  // Watermark URLs, token by token, keeping the spacing around them.
  for (std::size_t b = 0; b < out.size();) {
    while (b < out.size() && out[b] == ' ') ++b;
    std::size_t e = b;
    while (e < out.size() && out[e] != ' ') ++e;
    if (e > b && is_url(std::string_view(out).substr(b, e - b))) std::fill(out.begin() + b, out.begin() + e, ' ');
    b = e;
  }
  // Leading OCR debris: quotes, commas, bullets.
  std::string_view v = trim(out);
  while (!v.empty()) {
    if (v.front() == '\'' || v.front() == '`' || v.front() == ',' || v.front() == '*') {
      v.remove_prefix(1);
    } else if (v.starts_with("\xE2\x80\xA2") || v.starts_with("\xC2\xB7")) {  // • ·
      v.remove_prefix(v.starts_with("\xE2") ? 3 : 2);
    } else {
      break;
    }
    v = trim(v);
  }
  return std::string(v);
}

// The line as the furniture rules compare it: lower case, digits as "#", spaces collapsed.
std::string furniture_key(std::string_view line) {
  std::string key = collapse(lower(line));
  std::string out;
  for (char c : key)
    if (!is_digit(c)) {
      out += c;
    } else if (out.empty() || out.back() != '#') {
      out += '#';
    }
  return out;
}

// ---- Furniture ------------------------------------------------------------------------------

bool is_page_furniture(const std::string& l) {  // l: lower case, collapsed
  if (l.size() > 200) return false;             // headers are short; long lines are text
  static const std::array<std::regex, 13> patterns = {
      std::regex(R"(printed\s*pages?\b)"),
      std::regex(R"(\bpage\s*(no\.?\s*)?:?\s*\d+\s*(of|/)\s*\d+)"),
      std::regex(R"(^(page\s*(no\.?)?\s*:?\s*)?(-|–|\()?\s*\d{1,3}\s*(-|–|\))?$)"),  // "2", "- 2 -", "Page 2"
      std::regex(R"(^\d{1,3}\s*p\s*a\s*g\s*e$)"),                                    // "1 | P a g e"
      std::regex(R"(\bsub(ject)?\.?\s*code\b|\bpaper\s*(id|code)\b|\broll\s*no\b|\bregd?\.?\s*no\b)"),
      std::regex(R"(^time\s*(allowed)?\s*:?\s*\d+\s*(hours?|hrs?|minutes|mins?)\b)"),
      std::regex(R"(\b(total|max\.?|maximum|m\.)\s*marks\s*[:\-]?\s*\d)"),
      std::regex(R"((theory|semester|\bsem\b|b\.?\s?tech|m\.?\s?tech|\bmca\b|\bmba\b|b\.?\s?pharm).*examination)"),
      std::regex(R"(^examination\b.*\b20\d\d)"),
      std::regex(R"(^p\s*\.?\s*t\s*\.?\s*o\s*\.?$)"),
      std::regex(R"(\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|^qp\d|)"  // AKTU's print stamp: IP, "QP23…", date
                 R"(\b\d{1,2}-(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)-\d{4}\b)"),
      std::regex(R"(^(downloaded|download) from\b)"),
      std::regex(R"(^(general instructions?|imp)\s*:)"),
  };
  return std::any_of(patterns.begin(), patterns.end(), [&](const std::regex& re) { return std::regex_search(l, re); });
}

// "Q no. Question Marks CO BL": every word a column heading.
bool is_table_header(const std::string& l) {
  static const std::set<std::string> headings = {
      "q",   "qno", "no",  "sr", "sno", "s",     "question", "questions", "marks",  "mark",    "co",
      "cos", "bl",  "btl", "k",  "kl",  "level", "levels",   "bloom",     "blooms", "taxonomy"};
  std::string word;
  bool any = false;
  for (std::size_t i = 0; i <= l.size(); ++i) {
    if (i < l.size() && is_lower_ascii_letter(l[i])) {
      word += l[i];
    } else if (!word.empty()) {
      if (!headings.count(word)) return false;
      any = true;
      word.clear();
    } else if (i < l.size() && static_cast<unsigned char>(l[i]) >= 0x80) {
      return false;
    }
  }
  return any;
}

// No ASCII letter or digit and no non-ASCII text: "***", "-----".
bool is_contentless(std::string_view l) {
  return std::none_of(l.begin(), l.end(), [](char c) {
    return is_digit(c) || is_lower_ascii_letter(c) || (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80;
  });
}

// ---- Markers --------------------------------------------------------------------------------

struct Parsed {
  int value = 0;           // top number, letter (1 = a) or roman value
  std::size_t end = 0;     // where the marker (and its separator) ends
  int letter = 0;          // for "1-a.": the part's letter
  bool l_for_one = false;  // "l." / "I.": OCR's 1
  bool q_form = false;     // "Q1", "Q.1", "Que 1"
};

// After a marker: separators before the text.
std::size_t skip_separators(const std::string& l, std::size_t at) {
  while (at < l.size() && (is_blank(l[at]) || l[at] == ':' || l[at] == '-' || l[at] == '.')) ++at;
  return at;
}

std::optional<Parsed> match_at(const std::string& l, std::size_t at, const std::regex& re, bool letters) {
  std::smatch m;
  if (!std::regex_search(l.begin() + static_cast<std::ptrdiff_t>(at), l.end(), m, re, kContinuous)) return std::nullopt;
  Parsed p;
  const std::string v = m[1].str();
  if (letters) {
    p.value = v[0] - 'a' + 1;
  } else if (v == "l" || v == "i") {
    p.value = 1;
    p.l_for_one = true;
  } else {
    p.value = std::stoi(v);
  }
  p.end = at + static_cast<std::size_t>(m.length(0));
  return p;
}

std::optional<Parsed> parse_top(const std::string& l, std::size_t at) {
  static const std::regex q(R"((?:question|ques|que|q)\s*\.?\s*(?:no\s*\.?\s*)?[-:]?\s*(\d{1,2})(?!\d)\s*[.:)]?)");
  static const std::regex q_ocr(R"(q\s*\.?\s*([li])\s*(?=[.:)(])[.:)]?)");
  static const std::regex bare(R"((\d{1,2})\s*[.)](?!\d))");
  static const std::regex bare_before_part(R"((\d{1,2})(?=\s*\([a-z]\)))");
  static const std::regex bare_ocr(R"(([li])\s*[.)](?=\s))");
  for (const auto* re : {&q, &q_ocr, &bare, &bare_before_part, &bare_ocr})
    if (auto p = match_at(l, at, *re, false)) {
      p->q_form = re == &q || re == &q_ocr;
      return p;
    }
  return std::nullopt;
}

// "1-a.", AKTU's newer numbering of a part.
std::optional<Parsed> parse_combined(const std::string& l, std::size_t at) {
  static const std::regex re(R"((\d{1,2})\s*-\s*([a-z])\s*[.):]?(?=\s|$))");
  std::smatch m;
  if (!std::regex_search(l.begin() + static_cast<std::ptrdiff_t>(at), l.end(), m, re, kContinuous)) return std::nullopt;
  Parsed p;
  p.value = std::stoi(m[1].str());
  p.letter = m[2].str()[0] - 'a' + 1;
  p.end = at + static_cast<std::size_t>(m.length(0));
  return p;
}

std::optional<Parsed> parse_letter(const std::string& l, std::size_t at) {
  static const std::regex paren(R"(\(\s*([a-z])\s*\))");
  static const std::regex bare(R"(([a-z])\s*[.)](?=\s|$|\())");
  if (auto p = match_at(l, at, paren, true)) return p;
  return match_at(l, at, bare, true);
}

int roman_value(const std::string& r) {
  static const std::map<std::string, int> values = {{"i", 1},  {"ii", 2},  {"iii", 3},  {"iv", 4}, {"v", 5},
                                                    {"vi", 6}, {"vii", 7}, {"viii", 8}, {"ix", 9}, {"x", 10}};
  const auto it = values.find(r);
  return it == values.end() ? 0 : it->second;
}

std::string roman_text(int v) {
  static const std::array<const char*, 11> numerals = {"", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"};
  return v >= 1 && v <= 10 ? numerals[static_cast<std::size_t>(v)] : std::to_string(v);
}

std::optional<Parsed> parse_roman(const std::string& l, std::size_t at) {
  static const std::regex paren(R"(\(\s*(viii|vii|vi|iv|ix|v|x|iii|ii|i)\s*\))");
  static const std::regex bare(R"((viii|vii|vi|iv|ix|v|x|iii|ii|i)\s*[.)](?=\s|$))");
  for (const auto* re : {&paren, &bare}) {
    std::smatch m;
    if (!std::regex_search(l.begin() + static_cast<std::ptrdiff_t>(at), l.end(), m, *re, kContinuous)) continue;
    return Parsed{roman_value(m[1].str()), at + static_cast<std::size_t>(m.length(0))};
  }
  return std::nullopt;
}

struct Section {
  std::string name;
  std::size_t end = 0;  // where the heading ends in the line
};

std::optional<Section> parse_section(const std::string& line) {
  static const std::regex section(R"(^(?:section|sec\.)\s*(?:-|–|—|:)?\s*([a-e]|iv|iii|ii|i)(?![a-z]))");
  static const std::regex part(R"(^PART\s*(?:-|–|—|:)?\s*([A-E])(?![A-Za-z]))");
  std::smatch m;
  const std::string l = lower(line);
  if (std::regex_search(l, m, section)) {
    std::string s = m[1].str();
    std::transform(s.begin(), s.end(), s.begin(), [](char c) { return static_cast<char>(c - 'a' + 'A'); });
    return Section{s, static_cast<std::size_t>(m.length(0))};
  }
  if (std::regex_search(line, m, part)) return Section{m[1].str(), static_cast<std::size_t>(m.length(0))};
  return std::nullopt;
}

// A line that starts with something numbered: never furniture, never header.
bool looks_numbered(const std::string& l) {
  return parse_top(l, 0) || parse_letter(l, 0) || parse_roman(l, 0) || parse_combined(l, 0) || parse_section(l);
}

// ---- Marks ----------------------------------------------------------------------------------

bool is_number_word(std::string_view w) {
  return !w.empty() && w.size() <= 2 && std::all_of(w.begin(), w.end(), is_digit);
}

bool is_tag_word(const std::string& w) {  // "co3", "co-3", "k2", "l3", "bl2", "btl4"
  static const std::regex tag(R"((co|k|l|bl|btl|bt)-?\d{1,2})");
  return std::regex_match(w, tag);
}

// The inside of "[10]", "(07)", "(7 marks)", "(CO1, K2)". Only numbers must be one number:
// "(1, 2)" is a point.
bool is_marks_bracket(std::string_view inner) {
  std::string s;
  for (char c : lower(inner))
    if (!is_blank(c) && c != '-') s += c;
  static const std::regex list(R"(^(?:(?:\d{1,2}(?:marks?|m)?|(?:co|k|l|bl|btl|bt)\d{1,2}|marks?:?\d{1,2})[,;/]?)+$)");
  if (!std::regex_match(s, list)) return false;
  const bool only_numbers =
      std::all_of(s.begin(), s.end(), [](char c) { return is_digit(c) || c == ',' || c == ';' || c == '/'; });
  return !only_numbers || std::all_of(s.begin(), s.end(), is_digit);
}

// "(CO2)", "[CO1, K3]": tags only, no marks.
bool is_tag_bracket(std::string_view inner) {
  std::string s;
  for (char c : inner)
    if (!is_blank(c) && c != '-') s += c;
  static const std::regex tags(R"(^(?:(?:co|k|l|bl|btl|bt)\d{1,2}[,;/]?)+$)");
  return std::regex_match(s, tags);
}

struct MarksItem {
  std::size_t begin = 0;
  bool bare = false;  // a bare number
  int value = 0;
  bool tag = false;  // "CO3", "K2": a column that follows the marks (a bracket or "7 marks" is the marks)
};

// The line without the marks, CO and Bloom columns at its end (rules at the top).
std::string strip_marks(std::string_view line) {
  const std::string l = lower(line);
  std::vector<MarksItem> items;  // from the end
  std::size_t end = l.size();
  while (true) {
    while (end > 0 && is_blank(l[end - 1])) --end;
    if (end == 0) break;
    const char c = l[end - 1];
    if (c == ')' || c == ']') {
      const auto open = l.rfind(c == ')' ? '(' : '[', end - 1);
      if (open == std::string::npos || (open > 0 && !is_blank(l[open - 1]))) break;
      const std::string_view inner = std::string_view(l).substr(open + 1, end - open - 2);
      if (inner.size() > 40 || !is_marks_bracket(inner)) break;
      items.push_back({open, false, 0, is_tag_bracket(inner)});
      end = open;
      continue;
    }
    std::size_t b = end;
    while (b > 0 && !is_blank(l[b - 1])) --b;
    const std::string w = l.substr(b, end - b);
    if (is_number_word(w)) {
      items.push_back({b, true, std::stoi(w), false});
    } else if (is_tag_word(w)) {
      items.push_back({b, false, 0, true});
    } else if ((w == "co" || w == "k" || w == "bl" || w == "l") && !items.empty() && items.back().bare) {
      items.back() = {b, false, 0, true};  // "CO 3"
    } else if (w == "marks" || w == "mark") {
      std::size_t e = b;
      while (e > 0 && is_blank(l[e - 1])) --e;
      std::size_t nb = e;
      while (nb > 0 && !is_blank(l[nb - 1])) --nb;
      if (!is_number_word(l.substr(nb, e - nb))) break;
      items.push_back({nb, false, 0, false});  // "7 marks"
    } else {
      break;
    }
    end = items.back().begin;
  }
  const std::size_t n = items.size();
  if (n == 0) return std::string(line);
  const auto cut = [&](std::size_t at) { return std::string(trim(line.substr(0, at))); };
  const std::string_view before = trim(line.substr(0, items.back().begin));
  if (before.empty() && n <= 4) return "";  // a line of marks only (pdftotext's table cells)
  const auto gap_before = [&](std::size_t at) { return at >= 2 && is_blank(l[at - 1]) && is_blank(l[at - 2]); };
  const bool all_bare = std::all_of(items.begin(), items.end(), [](const MarksItem& m) { return m.bare; });
  std::size_t k = 0;  // how many items (from the end) are marks
  for (std::size_t i = std::min<std::size_t>(n, 4); i-- > 0;)
    if (gap_before(items[i].begin)) {  // the layout's column gap: everything after it
      k = i + 1;
      break;
    }
  if (!all_bare) {  // tags and brackets are marks; a bare number only last or before a CO/K tag
    while (k < n && (!items[k].bare || k == 0 || items[k - 1].tag)) ++k;
  } else if (k == 0) {
    const bool sentence_ended = std::string_view("?.:;)]|").find(before.back()) != std::string_view::npos ||
                                before.ends_with("\xE0\xA5\xA4");  // the danda
    if (n == 1 && sentence_ended) k = 1;
    if (n == 2 && items[0].value <= 6 && items[1].value <= 20) k = 2;  // marks, CO
  }
  return k == 0 ? std::string(line) : cut(items[k - 1].begin);
}

// ---- Instructions ---------------------------------------------------------------------------

std::string without_distributions(const std::string& text) {  // "7 x 3 = 21", "(2x10=20)"
  static const std::regex re(R"(\(?\s{0,3}\d{1,3}\s{0,3}(?:x|X|\*|×)\s{0,3}\d{1,3}\s{0,3}=\s{0,3}\d{1,3}\s{0,3}\)?)");
  return std::regex_replace(text, re, " ");
}

// The text after any instruction at its start ("Attempt any three of the following: …").
// Instructions are short: only the first 300 bytes are matched (std::regex recurses per
// character, so it never sees a whole long text).
std::string without_instruction(const std::string& text) {
  static const std::regex note(
      R"(^\s*(?:(?:note|general instructions?)\s*(?::|-|–)|this question paper|the question paper|)"
      R"(maximum marks for each|illustrate your answers?|no sheet should|preferably,? write|)"
      R"(use of (?:calculators?|mobile)))");
  static const std::regex re(
      R"(^\s*(?:)"
      R"((?:attempt|answer)\b[^?.:]{0,60}?\b(?:all|any|following|questions?|parts?|sections?|brief|either)\b)"
      R"([^?.:]{0,80}(?:[.:]-?|$)|)"
      R"((?:all|each) questions? carr(?:y|ies) equal marks\.?|)"
      R"(if (?:you )?requires? any missing data[^.]{0,80}\.?|)"
      R"(assume (?:any )?(?:missing|suitable) data[^.]{0,80}\.?)\s*)");
  if (std::regex_search(lower(text.substr(0, 300)), note)) return "";
  std::string rest = text;
  for (int round = 0; round < 3; ++round) {  // "Attempt all questions. All questions carry equal marks."
    std::smatch m;
    const std::string l = lower(rest.substr(0, 300));
    if (!std::regex_search(l, m, re, kContinuous) || m.length(0) == 0) break;
    if (l.size() < rest.size() && static_cast<std::size_t>(m.length(0)) == l.size())
      break;  // ran into the window's end
    rest = rest.substr(static_cast<std::size_t>(m.length(0)));
  }
  return rest;
}

// A draft's text as the question reads.
std::string finish_text(const std::string& raw) {
  std::string text = collapse(without_instruction(collapse(without_distributions(raw))));
  std::size_t start = 0;
  while (start < text.size() &&
         (text[start] == ':' || text[start] == '-' || text[start] == '.' || text[start] == ')' || text[start] == ' '))
    ++start;
  text.erase(0, start);
  return is_contentless(text) ? "" : text;
}

// ---- The reader -----------------------------------------------------------------------------

struct Line {
  std::string text;  // cleaned, spacing kept
  int page = 0;
  std::size_t index = 0;  // on its page
  bool top_or_bottom = false;
};

class Reader {
 public:
  void read(const Line& line) {
    const std::string l = lower(line.text);
    std::size_t at = 0;
    if (auto section = parse_section(line.text)) {  // what follows it on the line is read on
      close();
      if (!seen_section_) first_section_at_ = out_.size();
      seen_section_ = true;
      section_ = section->name;
      section_changed_ = true;
      top_ = 0;
      letter_ = 0;
      reset_sub();
      at = section->end;
    }
    read_from(line.text, l, at, line.page);
  }

  std::vector<Question> finish() {
    close();
    if (seen_section_) out_.erase(out_.begin(), out_.begin() + static_cast<std::ptrdiff_t>(first_section_at_));
    return std::move(out_);
  }

 private:
  struct Draft {
    std::string number, section, text;
    int page = 0;
    bool has_text = false;  // more than an instruction (kept up to date by add_text)
  };

  enum class SubMode { none, attach, split };

  // Markers at `at`, chained, then the text after them up to the next marker mid-line, and
  // again from there.
  void read_from(const std::string& text, const std::string& l, std::size_t at, int page) {
    while (at < l.size()) {
      at = read_markers(l, at, page);
      const std::size_t split = inline_marker(l, at);
      add_text(std::string_view(text).substr(at, split - at));
      at = split;
    }
  }

  // The markers chained at `at` ("Q 2 (a) (i)"), each started; returns where the text begins.
  std::size_t read_markers(const std::string& l, std::size_t at, int page) {
    at = skip_blanks(l, at);
    int level = 0;  // 1 after a top number, 2 after a part: what may follow in the chain
    while (at < l.size()) {
      if (level == 0) {
        if (auto c = parse_combined(l, at); c && accept_combined(*c)) {
          start_part(c->value, c->letter, true, page);
          at = skip_separators(l, c->end);
          level = 2;
          continue;
        }
        if (auto t = parse_top(l, at); t && accept_top(*t)) {
          start_top(*t, page);
          at = skip_separators(l, t->end);
          level = 1;
          continue;
        }
      }
      if (level <= 1) {
        auto p = parse_letter(l, at);
        auto r = parse_roman(l, at);
        const bool letter_ok = p && accept_letter(p->value, false);
        const bool roman_ok = r && accept_roman(r->value);
        if (letter_ok && (!roman_ok || p->value == letter_ + 1)) {
          start_part(top_, p->value, false, page);
          at = skip_separators(l, p->end);
          level = 2;
          continue;
        }
        if (roman_ok) {
          start_roman(r->value, page);
          at = skip_separators(l, r->end);
          level = 3;
          continue;
        }
      } else if (level == 2) {
        if (auto r = parse_roman(l, at); r && accept_roman(r->value)) {
          start_roman(r->value, page);
          at = skip_separators(l, r->end);
          level = 3;
          continue;
        }
      }
      break;
    }
    return at;
  }

  static std::size_t skip_blanks(const std::string& l, std::size_t at) {
    while (at < l.size() && is_blank(l[at])) ++at;
    return at;
  }

  // Where the expected next marker starts mid-line, or l.size().
  std::size_t inline_marker(const std::string& l, std::size_t from) const {
    for (std::size_t k = from + 1; k < l.size(); ++k) {
      if (!is_blank(l[k - 1]) || is_blank(l[k])) continue;
      std::size_t p = k - 1;
      while (p > from && is_blank(l[p])) --p;
      if (p <= from && is_blank(l[p])) continue;
      const char prev = l[p];
      const bool sentence_ended = std::string_view("?.:;)]").find(prev) != std::string_view::npos || is_digit(prev);
      const bool marks_ended = is_digit(prev) || prev == ')' || prev == ']';
      if (!sentence_ended) continue;
      if (l[k] == '(' && !combined_) {
        if (auto m = parse_letter(l, k); m && letter_ != 0 && m->value == letter_ + 1) return k;
        if (auto m = parse_roman(l, k); m && sub_mode_ == SubMode::split && m->value == roman_ + 1) return k;
      } else if (is_lower_ascii_letter(l[k]) && marks_ended && !combined_) {
        if (auto m = parse_letter(l, k); m && letter_ != 0 && m->value == letter_ + 1) return k;
      }
      if (l[k] == 'q')
        if (auto m = parse_top(l, k); m && m->q_form && !m->l_for_one && m->value == base_top() + 1) return k;
    }
    return l.size();
  }

  // The number the next top-level number follows. A top-level number that turned out to be
  // only an instruction, without parts ("2. All questions carry equal marks."), does not count.
  int base_top() const {
    const bool empty_top = draft_ && top_ != 0 && letter_ == 0 && roman_ == 0 && !draft_->has_text;
    return empty_top ? prev_top_ : last_top_;
  }

  // Nothing but instructions so far: the numbers seen were notes ("Note: 1. … 2. …").
  bool nothing_asked_yet() const { return out_.empty() && (!draft_ || !draft_->has_text); }

  bool accept_top(const Parsed& t) const {
    const int base = base_top();
    if (nothing_asked_yet()) return t.value == 1 || (!t.l_for_one && t.value <= last_top_ + 2);
    if (q_style_ && !t.q_form) return false;  // "1." in a paper numbered "Q1": a list in a question
    if (t.l_for_one) return false;            // OCR's "l." only for the first question
    if (section_changed_ && t.value == 1) return true;
    return t.value == base + 1 || t.value == base + 2;
  }

  bool accept_combined(const Parsed& c) const {
    const bool same_top = c.value == top_ && top_ != 0;
    if (same_top) return c.letter == letter_ + 1 || c.letter == letter_ + 2;
    return accept_top(c) && c.letter == 1;
  }

  bool accept_letter(int letter, bool combined) const {
    if (combined_ && !combined) return false;  // "(a)…(d)" are the MCQ's options
    if (letter_ == 0) return letter == 1;
    return letter == letter_ + 1 || letter == letter_ + 2;
  }

  bool accept_roman(int value) const {
    if (!draft_ && sub_mode_ != SubMode::split) return false;
    return roman_ == 0 ? value == 1 : value == roman_ + 1;
  }

  void start_top(const Parsed& t, int page) {
    const int base = base_top();
    if (nothing_asked_yet()) q_style_ = t.q_form;
    close();
    prev_top_ = base;
    top_ = last_top_ = t.value;
    section_changed_ = false;
    letter_ = 0;
    reset_sub();
    open(std::to_string(t.value), page);
  }

  void start_part(int top, int letter, bool combined, int page) {
    if (combined && top != top_) {
      prev_top_ = base_top();
      top_ = last_top_ = top;
      section_changed_ = false;
    }
    if (combined) combined_ = true;
    close();
    letter_ = letter;
    reset_sub();
    open(part_number(), page);
  }

  void start_roman(int value, int page) {
    if (roman_ == 0) sub_mode_ = draft_ && draft_->has_text ? SubMode::attach : SubMode::split;
    roman_ = value;
    if (sub_mode_ == SubMode::attach) {
      draft_->text += " (" + roman_text(value) + ") ";
      return;
    }
    close();
    open(part_number() + "(" + roman_text(value) + ")", page);
  }

  std::string part_number() const {
    std::string n = top_ ? std::to_string(top_) : "";
    if (letter_) n += "(" + std::string(1, static_cast<char>('a' + letter_ - 1)) + ")";
    return n;
  }

  void reset_sub() {
    roman_ = 0;
    sub_mode_ = SubMode::none;
  }

  void open(std::string number, int page) { draft_ = Draft{std::move(number), section_, "", page}; }

  void add_text(std::string_view chunk) {
    if (!draft_) return;  // the header, or an unnumbered instruction after a section heading
    const std::string text = collapse(strip_marks(without_distributions(std::string(chunk))));
    if (text.empty()) return;
    auto& t = draft_->text;
    const bool hyphenated = t.size() >= 2 && t.back() == '-' &&
                            std::isalpha(static_cast<unsigned char>(t[t.size() - 2])) &&
                            is_lower_ascii_letter(text.front());
    if (!t.empty() && t.back() != ' ' && !hyphenated) t += ' ';
    t += text;
    // Whether it is more than an instruction shows in its start; a long text is not re-read.
    if (!draft_->has_text) draft_->has_text = !finish_text(t.substr(0, 2000)).empty();
  }

  void close() {
    if (!draft_) return;
    std::string text = finish_text(draft_->text);
    if (!text.empty()) out_.push_back({std::move(text), draft_->number, draft_->section, draft_->page});
    draft_.reset();
  }

  std::vector<Question> out_;
  std::optional<Draft> draft_;
  std::string section_;
  bool seen_section_ = false;
  std::size_t first_section_at_ = 0;
  bool section_changed_ = false;
  bool combined_ = false;  // the paper numbers parts "1-a."
  bool q_style_ = false;   // the paper numbers questions "Q1", so a bare "1." is not one
  int last_top_ = 0;       // sequence check
  int prev_top_ = 0;       // the one before it
  int top_ = 0;            // numbering (0 in a section whose parts have no number)
  int letter_ = 0;         // 1 = a
  int roman_ = 0;
  SubMode sub_mode_ = SubMode::none;
};

// Cleaned lines of every page, page furniture removed (rules at the top).
std::vector<Line> content_lines(std::vector<PageText> pages) {
  std::stable_sort(pages.begin(), pages.end(), [](const PageText& a, const PageText& b) { return a.page < b.page; });
  std::vector<std::vector<Line>> by_page;
  for (const auto& page : pages) {
    auto& lines = by_page.emplace_back();
    std::size_t start = 0;
    while (start <= page.text.size()) {
      auto end = page.text.find('\n', start);
      if (end == std::string::npos) end = page.text.size();
      std::string text = clean_line(std::string_view(page.text).substr(start, end - start));
      if (!text.empty()) lines.push_back({std::move(text), page.page, lines.size(), false});
      start = end + 1;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) lines[i].top_or_bottom = i < 4 || i + 4 >= lines.size();
  }

  // Page 1's header: its lines before the first numbered one.
  std::set<std::string> header;
  if (!by_page.empty())
    for (const auto& line : by_page.front()) {
      if (looks_numbered(lower(line.text))) break;
      header.insert(furniture_key(line.text));
    }
  // Lines at the top or bottom of two or more pages.
  std::map<std::string, int> edge_counts;
  for (const auto& lines : by_page) {
    std::set<std::string> keys;
    for (const auto& line : lines)
      if (line.top_or_bottom && !looks_numbered(lower(line.text))) keys.insert(furniture_key(line.text));
    for (const auto& key : keys) ++edge_counts[key];
  }

  std::vector<Line> out;
  for (std::size_t p = 0; p < by_page.size(); ++p)
    for (auto& line : by_page[p]) {
      const std::string l = collapse(lower(line.text));
      if (is_contentless(l)) continue;
      if (!looks_numbered(l)) {
        if (is_table_header(l) || is_page_furniture(l)) continue;
        const std::string key = furniture_key(line.text);
        if (p > 0 && line.index < 8 && header.count(key)) continue;
        if (line.top_or_bottom && edge_counts[key] >= 2) continue;
      }
      out.push_back(std::move(line));
    }
  return out;
}

}  // namespace

std::vector<Question> cut_questions(const std::vector<PageText>& pages) {
  Reader reader;
  for (const auto& line : content_lines(pages)) reader.read(line);
  return reader.finish();
}

}  // namespace pathshala::papers
