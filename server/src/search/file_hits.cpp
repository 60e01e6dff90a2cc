#include "search/file_hits.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "core/text_fold.hpp"
#include "search/words.hpp"

namespace pathshala::search {

namespace {

struct Token {
  std::size_t begin = 0, end = 0;  // byte offsets in the page's text
  bool match = false;
};

bool word_byte(unsigned char c) { return c >= 0x80 || core::is_word_code_point(c); }

// The page's words, each marked when it is one of the query's (folded as search folds).
std::vector<Token> tokens_of(std::string_view text, const std::vector<Word>& query, bool last_is_prefix) {
  std::vector<Token> out;
  for (std::size_t i = 0; i < text.size();) {
    if (!word_byte(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    Token t{i, i, false};
    while (t.end < text.size() && word_byte(static_cast<unsigned char>(text[t.end]))) ++t.end;
    for (const auto& w : words_of(text.substr(t.begin, t.end - t.begin))) {
      for (std::size_t q = 0; q < query.size() && !t.match; ++q) {
        const bool prefix = last_is_prefix && q + 1 == query.size();
        t.match = w.text == query[q].text || (prefix && w.text.starts_with(query[q].text));
      }
    }
    out.push_back(t);
    i = t.end;
  }
  return out;
}

// The text between two offsets with its runs of white space (line breaks) made one space.
std::string flattened(std::string_view text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f') {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  if (space) out += ' ';
  return out;
}

// How many of the query's words the page holds as typed, letter case aside (a quick look
// before the exact one).
std::size_t words_on_page(std::string_view page, const std::vector<Word>& query) {
  const auto same = [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
  };
  std::size_t count = 0;
  for (const auto& w : query)
    if (std::search(page.begin(), page.end(), w.text.begin(), w.text.end(), same) != page.end()) ++count;
  return count;
}

void add_part(std::vector<SnippetPart>& parts, std::string text, bool match) {
  if (text.empty()) return;
  if (!parts.empty() && parts.back().match == match)
    parts.back().text += text;
  else
    parts.push_back({std::move(text), match});
}

}  // namespace

FileHit file_hit(const std::vector<std::string>& pages, std::string_view q) {
  const auto query = words_of(q);
  FileHit hit;
  if (query.empty() || q.empty()) return hit;
  const auto last = static_cast<unsigned char>(q.back());
  const bool last_is_prefix = last >= 0x80 || core::is_word_code_point(last);

  // The page: the first with the most of the query's words. Found by a plain case-blind
  // search of each page for each word first (a file may hold 300 pages; folding every word
  // of every page for each result cost 100 ms a query at 10,000 pages); only when no page
  // holds any word as typed (a folded accent, an old code) is every page folded.
  std::vector<std::size_t> order;
  std::size_t best_count = 0;
  for (std::size_t p = 0; p < pages.size(); ++p) {
    const auto count = words_on_page(pages[p], query);
    if (count > best_count) {
      best_count = count;
      order.assign(1, p);
    }
  }
  if (order.empty())
    for (std::size_t p = 0; p < pages.size(); ++p) order.push_back(p);
  std::vector<Token> best_tokens;
  std::size_t best_words = 0;
  for (const auto p : order) {
    auto tokens = tokens_of(pages[p], query, last_is_prefix);
    std::set<std::string_view> found;
    for (const auto& t : tokens)
      if (t.match) found.insert(std::string_view(pages[p]).substr(t.begin, t.end - t.begin));
    if (found.size() > best_words) {
      best_words = found.size();
      best_tokens = std::move(tokens);
      hit.page = static_cast<int>(p) + 1;
    }
  }
  if (hit.page == 0) return hit;

  const std::string_view text = pages[static_cast<std::size_t>(hit.page) - 1];
  const auto first = static_cast<std::size_t>(
      std::find_if(best_tokens.begin(), best_tokens.end(), [](const Token& t) { return t.match; }) -
      best_tokens.begin());
  // A few words before the first match, then as many after as fit.
  std::size_t from = first >= 8 ? first - 8 : 0, to = first;
  while (to + 1 < best_tokens.size() && best_tokens[to + 1].end - best_tokens[from].begin <= kSnippetBytes) ++to;
  while (from < first && best_tokens[to].end - best_tokens[from].begin > kSnippetBytes) ++from;

  if (best_tokens[from].begin > 0) add_part(hit.snippet, "…", false);
  std::size_t at = best_tokens[from].begin;
  for (std::size_t i = from; i <= to; ++i) {
    const auto& t = best_tokens[i];
    add_part(hit.snippet, flattened(text.substr(at, t.begin - at)), false);
    add_part(hit.snippet, std::string(text.substr(t.begin, t.end - t.begin)), t.match);
    at = t.end;
  }
  if (to + 1 < best_tokens.size()) add_part(hit.snippet, "…", false);
  return hit;
}

}  // namespace pathshala::search
