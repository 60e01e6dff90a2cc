#include "search/search_index.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "catalog/aktu_subjects.hpp"
#include "catalog/subject_codes.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "core/text_fold.hpp"
#include "search/words.hpp"

namespace pathshala::search {

namespace {

enum Field : std::uint8_t { kCode = 1, kTitle = 2, kSubject = 4, kBody = 8, kMeta = 16, kPage = 32 };
constexpr std::uint8_t kStrongFields = kCode | kTitle | kSubject;
constexpr std::uint8_t kRecordFields = kCode | kTitle | kSubject | kBody | kMeta;

float field_weight(std::uint8_t fields) {
  if (fields & kCode) return 10;
  if (fields & kTitle) return 4;
  if (fields & kSubject) return 3;
  if (fields & kBody) return 1;
  if (fields & kMeta) return 0.5f;
  return 0.3f;  // kPage
}

constexpr std::array<std::string_view, kKinds> kSlugs{"previous-year", "important-topics", "quantum", "notes",
                                                      "practical",     "bl-notes",         "premium", "projects",
                                                      "jobs",          "documents"};
constexpr std::array<std::string_view, kKinds> kLabels{
    "Previous-year papers", "Important topics", "Quantum",       "Notes", "Practical files",
    "Brevi Learning notes", "Premium courses",  "Mini projects", "Jobs",  "Documents"};
// Words a student adds to say what kind of thing they want ("data structure pyq").
constexpr std::array<std::string_view, kKinds> kKindWords{"pyq previous year paper papers question questions exam",
                                                          "important topics topic questions imp",
                                                          "quantum book books",
                                                          "notes note handwritten study material",
                                                          "practical practicals file files lab",
                                                          "brevi learning notes note",
                                                          "premium course courses",
                                                          "mini project projects",
                                                          "job jobs career placement",
                                                          "syllabus document documents policy terms"};
constexpr std::array<std::string_view, 4> kYearWords{"first year", "second year", "third year", "fourth year"};

// The deletion variants are only looked up, never compared as text (a match is checked by
// edit distance afterwards), so a 64-bit hash is enough.
constexpr auto hash_of = core::fnv1a_64;

// Byte offsets of each code point's start, and the end.
std::vector<std::size_t> code_point_starts(std::string_view s) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < s.size(); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) out.push_back(i);
  out.push_back(s.size());
  return out;
}

// Every string made by deleting one code point of s.
template <class F>
void for_each_deletion(std::string_view s, F&& f) {
  const auto starts = code_point_starts(s);
  std::string variant;
  for (std::size_t k = 0; k + 1 < starts.size(); ++k) {
    variant.assign(s.substr(0, starts[k]));
    variant.append(s.substr(starts[k + 1]));
    f(variant);
  }
}

std::vector<char32_t> code_points(std::string_view s) {
  std::vector<char32_t> out;
  const auto starts = code_point_starts(s);
  for (std::size_t k = 0; k + 1 < starts.size(); ++k) {
    char32_t c = 0;
    for (std::size_t i = starts[k]; i < starts[k + 1]; ++i) c = (c << 8) | static_cast<unsigned char>(s[i]);
    out.push_back(c);  // a code point's bytes as one number: equal iff the code points are
  }
  return out;
}

// True when a and b are one substitution, insertion, deletion or swap of neighbours apart.
bool one_edit_apart(std::string_view a_text, std::string_view b_text) {
  auto a = code_points(a_text), b = code_points(b_text);
  if (a.size() > b.size()) std::swap(a, b);
  if (b.size() - a.size() > 1) return false;
  std::size_t i = 0;
  while (i < a.size() && a[i] == b[i]) ++i;
  if (i == a.size()) return b.size() != a.size();  // equal, or one letter added at the end
  if (a.size() == b.size()) {
    if (std::equal(a.begin() + i + 1, a.end(), b.begin() + i + 1)) return true;  // substitution
    return i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i] &&
           std::equal(a.begin() + i + 2, a.end(), b.begin() + i + 2);  // neighbours swapped
  }
  return std::equal(a.begin() + i, a.end(), b.begin() + i + 1);  // one letter inserted
}

bool has_digit(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string joined(const std::vector<Word>& words) {
  std::string out;
  for (const auto& w : words) {
    if (!out.empty()) out += ' ';
    out += w.text;
  }
  return out;
}

// Subject names of the subject list as space-separated words, with their codes, longest
// first: how a title such as "Data Structure - Important Topics" gets its code.
const std::vector<std::pair<std::string, std::string>>& subject_name_keys() {
  static const std::vector<std::pair<std::string, std::string>> keys = [] {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& s : catalog::aktu_subjects()) {
      auto code = words_of(s.code);
      if (code.size() == 1 && code[0].code) out.emplace_back(' ' + joined(words_of(s.name)) + ' ', code[0].text);
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    return out;
  }();
  return keys;
}

std::string code_named_in(const std::string& words_key) {
  const std::string padded = ' ' + words_key + ' ';
  for (const auto& [name, code] : subject_name_keys())
    if (padded.find(name) != std::string::npos) return code;
  return {};
}

// Per-thread scratch space, one slot per document, reset by bumping the epoch rather than
// clearing (a query touches few documents of many).
struct Scratch {
  std::vector<std::uint32_t> epoch_of;
  std::vector<std::uint16_t> words_matched;
  std::vector<std::uint16_t> strong_words;
  std::vector<std::int16_t> strong_word_seen;
  std::vector<std::uint16_t> record_words;  // words matched by the record itself, not its file
  std::vector<std::int16_t> record_word_seen;
  std::vector<float> score, word_score;
  std::uint32_t epoch = 0;
  void fit(std::size_t n) {
    if (epoch_of.size() != n) {
      epoch_of.assign(n, 0);
      words_matched.assign(n, 0);
      strong_words.assign(n, 0);
      strong_word_seen.assign(n, -1);
      record_words.assign(n, 0);
      record_word_seen.assign(n, -1);
      score.assign(n, 0);
      word_score.assign(n, 0);
      epoch = 0;
    }
    if (++epoch == 0) {
      std::fill(epoch_of.begin(), epoch_of.end(), 0);
      epoch = 1;
    }
  }
};

}  // namespace

std::string_view kind_slug(Kind kind) { return kSlugs[static_cast<std::size_t>(kind)]; }
std::string_view kind_label(Kind kind) { return kLabels[static_cast<std::size_t>(kind)]; }
std::optional<Kind> kind_of_slug(std::string_view slug) {
  for (std::size_t i = 0; i < kKinds; ++i)
    if (kSlugs[i] == slug) return static_cast<Kind>(i);
  return std::nullopt;
}

// The terms as a build gathers them, in the order first seen (sorted when it finishes).
struct SearchIndex::Building {
  std::unordered_map<std::string, std::uint32_t> ids;
  std::vector<std::string> terms;
  std::vector<std::vector<Posting>> postings;

  void add(const std::string& term, std::uint32_t doc, std::uint8_t field) {
    auto [it, inserted] = ids.try_emplace(term, static_cast<std::uint32_t>(terms.size()));
    if (inserted) {
      terms.push_back(term);
      postings.emplace_back();
    }
    auto& list = postings[it->second];
    if (!list.empty() && list.back().doc == doc)
      list.back().fields |= field;
    else
      list.push_back({doc, field});
  }
  void add_words(std::string_view text, std::uint32_t doc, std::uint8_t field, std::string* code) {
    for (const auto& w : words_of(text)) {
      if (w.code && field == kPage) {  // a code inside a file is its text, not the record's code
        add(w.text, doc, kPage);
      } else if (w.code) {
        add(w.text, doc, kCode);
        if (code && code->empty()) *code = w.text;
        // "bcs" and "301" alone find the code too (and "bcs 30", typed so far, by prefix).
        std::size_t letters = 0;
        while (letters < w.text.size() && w.text[letters] >= 'a' && w.text[letters] <= 'z') ++letters;
        add(w.text.substr(0, letters), doc, kBody);
        add(w.text.substr(letters), doc, kBody);
      } else {
        add(w.text, doc, field);
      }
    }
  }
};

SearchIndex::SearchIndex(const std::vector<SearchDoc>& docs) {
  Building building;
  for (const auto& doc : docs) add(doc, building);
  finish(building);
}

SearchIndex::Builder::Builder() : index_(new SearchIndex()), building_(std::make_unique<Building>()) {}
SearchIndex::Builder::~Builder() = default;
void SearchIndex::Builder::add(const SearchDoc& doc) { index_->add(doc, *building_); }
std::shared_ptr<const SearchIndex> SearchIndex::Builder::finish() {
  index_->finish(*building_);
  building_ = std::make_unique<Building>();
  return std::exchange(index_, std::shared_ptr<SearchIndex>(new SearchIndex()));
}

void SearchIndex::add(const SearchDoc& doc, Building& building) {
  const auto d = static_cast<std::uint32_t>(stored_.size());
  std::string code;
  building.add_words(doc.subject, d, kSubject, &code);
  building.add_words(doc.title, d, kTitle, &code);
  // No code written: the subject list's code of the subject (or title) it names.
  if (code.empty()) code = code_named_in(joined(words_of(doc.subject)));
  if (code.empty()) code = code_named_in(joined(words_of(doc.title)));
  if (!code.empty()) building.add_words(code, d, kCode, nullptr);
  building.add_words(doc.subtitle, d, kBody, nullptr);
  building.add_words(doc.body, d, kBody, nullptr);
  building.add_words(kKindWords[static_cast<std::size_t>(doc.kind)], d, kMeta, nullptr);
  if (doc.year >= 0 && doc.year < 4)
    building.add_words(kYearWords[static_cast<std::size_t>(doc.year)], d, kMeta, nullptr);
  for (const auto& page : doc.pages) building.add_words(page, d, kPage, nullptr);
  // What is shown and what ranking compares, kept; the body and the pages' words only indexed.
  Stored stored;
  stored.at = texts_.size();
  stored.kind = doc.kind;
  stored.year = static_cast<std::int8_t>(doc.year >= 0 && doc.year < 4 ? doc.year : -1);
  stored.download = doc.download;
  const auto title_key = joined(words_of(doc.title));
  const std::array<std::string_view, kTexts> texts{doc.id,  doc.title, doc.subtitle, doc.subject,
                                                   doc.url, title_key, code};
  for (std::size_t t = 0; t < kTexts; ++t) {
    texts_ += texts[t];
    const auto end = texts_.size() - stored.at;
    if (end > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("a search document over 4 GiB");
    stored.end[t] = static_cast<std::uint32_t>(end);
  }
  stored_.push_back(stored);
  if (!doc.pages.empty()) pages_.emplace_back(d, doc.pages);
}

void SearchIndex::finish(Building& building) {
  auto& terms = building.terms;
  auto& postings = building.postings;
  // Terms sorted (prefix search walks a range of them).
  std::vector<std::uint32_t> order(terms.size());
  for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](auto a, auto b) { return terms[a] < terms[b]; });
  terms_.reserve(terms.size());
  postings_.reserve(terms.size());
  for (auto i : order) {
    terms_.push_back(std::move(terms[i]));
    postings[i].shrink_to_fit();  // a long list's doubling left up to as much room again
    postings_.push_back(std::move(postings[i]));
  }
  for (std::uint32_t t = 0; t < terms_.size(); ++t) {
    const auto& term = terms_[t];
    if (has_digit(term) || letters_in(term) < 4) continue;
    for_each_deletion(term, [&](const std::string& v) { deletions_.emplace_back(hash_of(v), t); });
  }
  std::sort(deletions_.begin(), deletions_.end());
  texts_.shrink_to_fit();
  stored_.shrink_to_fit();
}

DocView SearchIndex::doc(std::uint32_t d) const {
  static const std::vector<std::string> kNoPages;
  const auto& s = stored_[d];
  DocView v{s.kind,        s.year,   s.download, text(d, kId), text(d, kTitle), text(d, kSubtitle), text(d, kSubject),
            text(d, kUrl), &kNoPages};
  if (auto it =
          std::lower_bound(pages_.begin(), pages_.end(), d, [](const auto& p, std::uint32_t x) { return p.first < x; });
      it != pages_.end() && it->first == d)
    v.pages = &it->second;
  return v;
}

DocView DocRef::operator*() const { return index->doc(at); }
std::string_view DocRef::title() const { return index->title_of(at); }
std::string_view DocRef::id() const { return index->id_of(at); }

std::optional<std::uint32_t> SearchIndex::find_term(std::string_view term) const {
  auto it = std::lower_bound(terms_.begin(), terms_.end(), term);
  if (it == terms_.end() || *it != term) return std::nullopt;
  return static_cast<std::uint32_t>(it - terms_.begin());
}

std::vector<SearchIndex::Expansion> SearchIndex::expand(const std::string& word, bool is_code, bool prefix) const {
  std::vector<Expansion> out;
  if (auto t = find_term(word)) out.push_back({*t, 1.0f, true});
  // The word being typed: every term it starts (from 2 letters; at most 100 terms, the
  // shortest words first in sorted order of equal prefixes).
  if (prefix && letters_in(word) >= 2) {
    std::size_t taken = 0;
    for (auto it = std::upper_bound(terms_.begin(), terms_.end(), word);
         it != terms_.end() && it->starts_with(word) && taken < 100; ++it, ++taken)
      out.push_back({static_cast<std::uint32_t>(it - terms_.begin()), 0.7f, false});
  }
  // A typo of one letter in a word of 5 letters or more.
  if (!is_code && !has_digit(word) && letters_in(word) >= 5) {
    std::vector<std::uint32_t> candidates;
    auto look = [&](std::string_view v) {
      const auto h = hash_of(v);
      for (auto it = std::lower_bound(deletions_.begin(), deletions_.end(), std::make_pair(h, std::uint32_t{0}));
           it != deletions_.end() && it->first == h; ++it)
        candidates.push_back(it->second);
    };
    look(word);                                                       // a letter missing from the word
    for_each_deletion(word, [&](const std::string& v) { look(v); });  // swapped, wrong or extra
    for_each_deletion(word, [&](const std::string& v) {
      if (auto t = find_term(v)) candidates.push_back(*t);  // one extra letter typed
    });
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    for (auto t : candidates) {
      if (terms_[t] == word) continue;
      const bool already = std::any_of(out.begin(), out.end(), [&](const Expansion& e) { return e.term == t; });
      if (!already && one_edit_apart(word, terms_[t])) out.push_back({t, 0.6f, false});
    }
  }
  return out;
}

SearchResults SearchIndex::search(const SearchRequest& request, const std::vector<std::int64_t>& popularity) const {
  Hits hits;
  collect(request, popularity, {}, hits);
  return rank(std::move(hits), request.wanted);
}

void SearchIndex::collect(const SearchRequest& request, const std::vector<std::int64_t>& popularity,
                          const std::vector<std::uint32_t>& hidden, Hits& hits) const {
  auto words = words_of(request.q);
  if (words.empty() || stored_.empty()) return;
  if (words.size() > 12) words.resize(12);  // a pasted paragraph: its first words decide
  // The last word is still being typed unless the query ends with a separator.
  // The last word is still being typed unless the query ends with a separator (a byte of a
  // non-ASCII letter counts as part of a word).
  const auto last = static_cast<unsigned char>(request.q.back());
  const bool last_is_prefix = last >= 0x80 || core::is_word_code_point(last);

  struct WordPlan {
    std::vector<Expansion> expansions;
    std::size_t postings = 0;
  };
  std::vector<WordPlan> plans;
  for (std::size_t i = 0; i < words.size(); ++i) {
    WordPlan p{expand(words[i].text, words[i].code, last_is_prefix && i + 1 == words.size()), 0};
    if (p.expansions.empty()) return;  // a word nothing has: no match (every word must match)
    for (const auto& e : p.expansions) p.postings += postings_[e.term].size();
    plans.push_back(std::move(p));
  }
  std::sort(plans.begin(), plans.end(), [](const WordPlan& a, const WordPlan& b) { return a.postings < b.postings; });

  // The base index and the small one of recent changes each keep their own scratch space
  // (one would be re-sized at every switch).
  thread_local std::array<Scratch, 2> scratches;
  auto& s = scratches[stored_.size() > 4096 ? 0 : 1];
  s.fit(stored_.size());
  std::vector<std::uint32_t> candidates;
  for (std::size_t w = 0; w < plans.size(); ++w) {
    const auto ww = static_cast<std::uint16_t>(w);
    for (const auto& e : plans[w].expansions) {
      for (const auto& p : postings_[e.term]) {
        const float sc = field_weight(p.fields) * e.weight;
        const bool strong = e.exact && (p.fields & kStrongFields);
        const bool record = p.fields & kRecordFields;
        const auto d = p.doc;
        if (w == 0 && s.epoch_of[d] != s.epoch) {
          s.epoch_of[d] = s.epoch;
          s.words_matched[d] = 1;
          s.score[d] = s.word_score[d] = sc;
          s.strong_words[d] = strong ? 1 : 0;
          s.strong_word_seen[d] = strong ? 0 : -1;
          s.record_words[d] = record ? 1 : 0;
          s.record_word_seen[d] = record ? 0 : -1;
          candidates.push_back(d);
          continue;
        }
        if (s.epoch_of[d] != s.epoch) continue;
        if (s.words_matched[d] == ww) {  // first hit of this word
          s.words_matched[d] = ww + 1;
          s.score[d] += sc;
          s.word_score[d] = sc;
        } else if (s.words_matched[d] == ww + 1 && sc > s.word_score[d]) {  // a better hit of it
          s.score[d] += sc - s.word_score[d];
          s.word_score[d] = sc;
        } else if (s.words_matched[d] != ww + 1) {
          continue;
        }
        if (strong && s.strong_word_seen[d] != static_cast<std::int16_t>(w)) {
          s.strong_word_seen[d] = static_cast<std::int16_t>(w);
          ++s.strong_words[d];
        }
        if (record && s.record_word_seen[d] != static_cast<std::int16_t>(w)) {
          s.record_word_seen[d] = static_cast<std::int16_t>(w);
          ++s.record_words[d];
        }
      }
    }
  }

  const std::string query_key = joined(words);
  const bool single_code = words.size() == 1 && words[0].code;
  for (auto d : candidates) {
    if (s.words_matched[d] != plans.size()) continue;
    const auto& doc = stored_[d];
    if (request.kind && doc.kind != *request.kind) continue;
    if (request.year >= 0 && doc.year != request.year) continue;
    if (!hidden.empty() && std::binary_search(hidden.begin(), hidden.end(), d)) continue;
    Hit h;
    h.doc = {this, d};
    h.score = s.score[d];
    h.in_file = s.record_words[d] != plans.size();
    if (h.in_file)  // found in its file only: under every record found by what it says itself
      h.tier = 0;
    else if ((single_code && text(d, kCode) == words[0].text) || text(d, kTitleKey) == query_key)
      h.tier = 3;
    else if (s.strong_words[d] == plans.size())
      h.tier = 2;
    else
      h.tier = 1;
    h.own_year = request.user_year >= 0 && doc.year == request.user_year ? 1 : 0;
    h.popularity = d < popularity.size() ? popularity[d] : 0;
    hits[static_cast<std::size_t>(doc.kind)].push_back(h);
  }
}

SearchResults rank(Hits hits, std::size_t wanted) {
  SearchResults results;
  // Ties end at the title, then the id (unique within a kind), so the order never depends
  // on where in an index a document sits.
  auto better = [](const Hit& a, const Hit& b) {
    if (a.tier != b.tier) return a.tier > b.tier;
    if (a.own_year != b.own_year) return a.own_year > b.own_year;
    if (a.popularity != b.popularity) return a.popularity > b.popularity;
    if (a.score != b.score) return a.score > b.score;
    if (a.doc.title() != b.doc.title()) return a.doc.title() < b.doc.title();
    return a.doc.id() < b.doc.id();
  };
  std::vector<std::pair<Hit, Kind>> group_best;
  for (std::size_t k = 0; k < kKinds; ++k) {
    auto& list = hits[k];
    if (list.empty()) continue;
    auto& out = results.kinds[k];
    out.total = list.size();
    const auto n = std::min(wanted, list.size());
    std::partial_sort(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(n), list.end(), better);
    out.best.assign(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(n));
    if (n == 0)  // wanted 0: still rank the group by its best match
      group_best.emplace_back(*std::min_element(list.begin(), list.end(), better), static_cast<Kind>(k));
    else
      group_best.emplace_back(list[0], static_cast<Kind>(k));
  }
  std::stable_sort(group_best.begin(), group_best.end(), [&](const auto& a, const auto& b) {
    const Hit &x = a.first, &y = b.first;
    if (x.tier != y.tier) return x.tier > y.tier;
    if (x.own_year != y.own_year) return x.own_year > y.own_year;
    return x.score > y.score;
  });
  for (const auto& [hit, kind] : group_best) results.order.push_back(kind);
  return results;
}

std::size_t SearchIndex::memory_bytes() const {
  std::size_t n =
      deletions_.capacity() * sizeof(deletions_[0]) + texts_.capacity() + stored_.capacity() * sizeof(Stored);
  for (const auto& [d, pages] : pages_)
    for (const auto& p : pages) n += sizeof(p) + p.capacity();
  for (const auto& t : terms_) n += sizeof(t) + t.capacity();
  for (const auto& p : postings_) n += sizeof(p) + p.capacity() * sizeof(Posting);
  return n;
}

}  // namespace pathshala::search
