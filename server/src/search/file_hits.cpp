#include "search/file_hits.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdint>
#include <optional>

#include "core/stop_words.hpp"
#include "core/text_fold.hpp"
#include "search/words.hpp"

namespace pathshala::search {

namespace {

// A word of the page: its bytes, and which of the query's words it is (bit q for query word q;
// a page word can be two query words when the query repeats one).
struct Token {
  std::size_t begin = 0, end = 0;  // byte offsets in the page's text
  std::uint64_t words = 0;
  bool marked = false;  // shown highlighted
};

// What the page is searched for: the query's words, which of them say something (stop words
// like "of" do not, unless the query has nothing else), and whether the last is a prefix.
struct Query {
  std::vector<Word> words;
  std::uint64_t content = 0;  // bits of the words that are not stop words
  bool last_is_prefix = false;
};

// Queries longer than this compare only their first kMaxWords words (bits of a uint64_t).
constexpr std::size_t kMaxWords = 64;

bool word_byte(unsigned char c) { return c >= 0x80 || core::is_word_code_point(c); }

Query query_of(std::string_view q) {
  Query query;
  query.words = words_of(q);
  if (query.words.size() > kMaxWords) query.words.resize(kMaxWords);
  const auto last = static_cast<unsigned char>(q.back());
  query.last_is_prefix = last >= 0x80 || core::is_word_code_point(last);
  for (std::size_t i = 0; i < query.words.size(); ++i)
    if (query.words[i].code || !core::is_stop_word(query.words[i].text)) query.content |= std::uint64_t{1} << i;
  if (query.content == 0)  // "what is" alone: its words are all there is to show
    query.content = query.words.size() == kMaxWords ? ~std::uint64_t{0} : (std::uint64_t{1} << query.words.size()) - 1;
  return query;
}

// The page's words, each with the query's words it is (folded as search folds).
std::vector<Token> tokens_of(std::string_view text, const Query& query) {
  std::vector<Token> out;
  for (std::size_t i = 0; i < text.size();) {
    if (!word_byte(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    Token t{i, i};
    while (t.end < text.size() && word_byte(static_cast<unsigned char>(text[t.end]))) ++t.end;
    for (const auto& w : words_of(text.substr(t.begin, t.end - t.begin))) {
      for (std::size_t q = 0; q < query.words.size(); ++q) {
        const bool prefix = query.last_is_prefix && q + 1 == query.words.size();
        if (w.text == query.words[q].text || (prefix && w.text.starts_with(query.words[q].text)))
          t.words |= std::uint64_t{1} << q;
      }
    }
    out.push_back(t);
    i = t.end;
  }
  return out;
}

// Marks the words to highlight: every content word of the query, and a stop word only inside
// a run of the query's words in the query's order ("tower [of] hanoi"), never on its own.
void mark(std::vector<Token>& tokens, const Query& query) {
  std::size_t run = 0;  // length of the in-order run ending at the previous token
  std::uint64_t run_words = 0, run_content = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    auto& t = tokens[i];
    t.marked = (t.words & query.content) != 0;
    // The run goes on when this word is the query word after one the previous word was.
    const std::uint64_t follows = run > 0 ? (run_words << 1) & t.words : 0;
    if (follows != 0) {
      ++run;
      run_words = follows;
    } else {
      run = t.words != 0 ? 1 : 0;
      run_words = t.words;
      run_content = 0;
    }
    run_content |= t.words & query.content;
    if (run >= 2 && run_content != 0)
      for (std::size_t k = i + 1 - run; k <= i; ++k) tokens[k].marked = true;
  }
}

// How good a passage is: the query's content words it holds (each once), then the longest
// run of the query's words in order (the phrase as typed).
struct Score {
  int words = 0, phrase = 0;
  auto operator<=>(const Score&) const = default;
};

// The best passage of at most kSnippetBytes starting at a marked word: its first and last
// marked words, and its score.
struct Passage {
  std::size_t first = 0, last = 0;
  Score score;
};

std::optional<Passage> best_passage(const std::vector<Token>& tokens, const Query& query) {
  std::optional<Passage> best;
  for (std::size_t s = 0; s < tokens.size(); ++s) {
    if (!tokens[s].marked) continue;
    Passage p{s, s, {}};
    std::uint64_t seen = 0;
    int run = 0;
    std::uint64_t run_words = 0;
    for (std::size_t e = s; e < tokens.size() && tokens[e].end - tokens[s].begin <= kSnippetBytes; ++e) {
      const auto& t = tokens[e];
      const std::uint64_t follows = run > 0 ? (run_words << 1) & t.words : 0;
      run = follows != 0 ? run + 1 : (t.words != 0 ? 1 : 0);
      run_words = follows != 0 ? follows : t.words;
      p.score.phrase = std::max(p.score.phrase, run);
      if (!t.marked) continue;
      seen |= t.words & query.content;
      p.last = e;
    }
    p.score.words = std::popcount(seen);
    if (!best || p.score > best->score) best = p;
  }
  return best;
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

// How many of the query's content words the page holds as typed, letter case aside (a quick
// look before the exact one).
std::size_t words_on_page(std::string_view page, const Query& query) {
  const auto same = [](char a, char b) {
    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
  };
  std::size_t count = 0;
  for (std::size_t q = 0; q < query.words.size(); ++q) {
    const auto& w = query.words[q].text;
    if ((query.content >> q & 1) != 0 && std::search(page.begin(), page.end(), w.begin(), w.end(), same) != page.end())
      ++count;
  }
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
  FileHit hit;
  if (q.empty()) return hit;
  const auto query = query_of(q);
  if (query.words.empty()) return hit;

  // The pages worth a close look: those with the most of the query's content words, found by
  // a plain case-blind search of each page for each word first (a file may hold 300 pages;
  // folding every word of every page for each result cost 100 ms a query at 10,000 pages);
  // only when no page holds any word as typed (a folded accent, an old code) is every page
  // folded.
  std::vector<std::size_t> order;
  std::size_t best_count = 0;
  for (std::size_t p = 0; p < pages.size(); ++p) {
    const auto count = words_on_page(pages[p], query);
    if (count > best_count) {
      best_count = count;
      order.clear();
    }
    if (count == best_count && count > 0) order.push_back(p);
  }
  if (order.empty())
    for (std::size_t p = 0; p < pages.size(); ++p) order.push_back(p);

  // Of those, the page with the best passage (the first of equals), and the passage.
  std::vector<Token> best_tokens;
  std::optional<Passage> best;
  for (const auto p : order) {
    auto tokens = tokens_of(pages[p], query);
    mark(tokens, query);
    const auto passage = best_passage(tokens, query);
    if (passage && (!best || passage->score > best->score)) {
      best = passage;
      best_tokens = std::move(tokens);
      hit.page = static_cast<int>(p) + 1;
    }
  }
  if (!best) return hit;

  const std::string_view text = pages[static_cast<std::size_t>(hit.page) - 1];
  const auto& tokens = best_tokens;
  // A few words before the passage, the passage, then as many words after as fit.
  std::size_t from = best->first >= 8 ? best->first - 8 : 0, to = best->last;
  while (to + 1 < tokens.size() && tokens[to + 1].end - tokens[from].begin <= kSnippetBytes) ++to;
  while (from < best->first && tokens[to].end - tokens[from].begin > kSnippetBytes) ++from;

  if (tokens[from].begin > 0) add_part(hit.snippet, "…", false);
  std::size_t at = tokens[from].begin;
  for (std::size_t i = from; i <= to; ++i) {
    const auto& t = tokens[i];
    // Marked words apart only by white space are one mark ("[tower of hanoi]").
    auto gap = flattened(text.substr(at, t.begin - at));
    const bool joins = i > from && tokens[i - 1].marked && t.marked && gap == " ";
    add_part(hit.snippet, std::move(gap), joins);
    add_part(hit.snippet, std::string(text.substr(t.begin, t.end - t.begin)), t.marked);
    at = t.end;
  }
  if (to + 1 < tokens.size()) add_part(hit.snippet, "…", false);
  return hit;
}

}  // namespace pathshala::search
