#include "papers/question_groups.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "core/stop_words.hpp"
#include "core/text_fold.hpp"

// When two questions are the same question.
//
// Words. The text is folded (core::fold_for_search: case, compatibility forms, Latin
// accents; Devanagari kept as written) and split into words. Dropped: numbers (marks,
// numbering, data); "Q2", "CO3", "K2" and "marks" should any be left in a text; single
// letters (the variables of "A + B * C", the "s" of "Prim's") unless joined to the next
// word by "-" or "+" ("B-tree", "B+ tree" keep "b", "b+"); Roman numerals of sub-parts;
// English stop-words; the instruction verbs examiners swap freely (explain, describe,
// discuss, write, define, what is, elaborate, illustrate, state, give, find, draw …); filler
// ("with a suitable example", "neat", "in brief"). English words lose a plural, an "-ing",
// "-ed", "-ation", "-ion", "-ive" or "-al" and a final "e" ("sorting"/"sorts" → "sort",
// "insertion"/"inserted" → "insert", "queues" → "queu"), and a few synonyms meet:
// differentiate/distinguish/difference/compare, advantage/merit/benefit, disadvantage/
// drawback/limitation, prove/show, feature/property/characteristic, use/usage/application.
// Other scripts are compared word for word, less a few Hindi postpositions and instruction
// verbs ("को परिभाषित कीजिए", "का वर्णन कीजिए").
//
// Topic and generic words. Words like "algorithm", "working", "concept", "method",
// "technique", "diagram", "problem" say how a topic is asked, not which: they weigh 0.3
// where a topic word weighs 1 ("Write the quick sort algorithm" is "Explain the working of
// quick sort"). A question of generic words only ("What is an algorithm?") uses them as its
// topic words.
//
// The rule, for questions a and b with topic word sets A and B:
//   - A == B: same (wording changes, numbering and marks never split a group);
//   - the smaller set has at most two words: different. Short questions must match
//     exactly: "Define stack" / "Define queue", "Explain quick sort" / "Explain merge
//     sort", "Binary tree" / "Binary search tree" differ in one word of two or three;
//   - otherwise the weighted Jaccard similarity of all words (Σ weight of shared words /
//     Σ weight of all words) must reach 0.55 when one set contains the other (b only adds
//     detail: "… and analyse its best and worst case complexity"), and 0.75 when each has a
//     topic word the other lacks (a substitution: "quick" for "merge", "prefix" for
//     "postfix" changes the question even among many shared words).
// The thresholds come from realistic AKTU pairs, kept as tests (tests/data/questions_test.cpp).
//
// Groups. Pairwise sameness is not transitive, so groups are built greedily with complete
// linkage: questions are taken newest paper first (session, then paper_id, then paper
// order), and each joins the group all of whose members it is the same question as (of
// several, the one with the highest mean similarity, then the oldest group), or starts a
// new one. "Explain binary search tree" ~ "Explain insertion in a binary search tree" ~
// "Write algorithms for insertion, deletion and searching a node in a binary search tree",
// but the first and the last never share a group. A question is compared with each earlier
// one at most once: O(n²) comparisons of small sorted word sets.

namespace pathshala::papers {

namespace {

constexpr double kGenericWeight = 0.3;
constexpr double kElaborationThreshold = 0.55;
constexpr double kSubstitutionThreshold = 0.75;

char32_t next_code_point(std::string_view s, std::size_t& i) {  // s is valid UTF-8 (folded)
  const auto b = static_cast<unsigned char>(s[i]);
  int extra = b < 0x80 ? 0 : b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3;
  char32_t c = extra == 0 ? b : extra == 1 ? (b & 0x1F) : extra == 2 ? (b & 0x0F) : (b & 0x07);
  ++i;
  while (extra-- > 0 && i < s.size()) c = (c << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  return c;
}

bool is_ascii_word(const std::string& w) {
  return std::all_of(w.begin(), w.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

bool is_number(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A light English stemmer; both sides of every comparison go through it, so it need only
// be consistent, not linguistically right.
std::string stem(std::string w) {
  if (!is_ascii_word(w) || w.back() == '+') return w;
  const auto ends = [&](std::string_view s) { return w.size() > s.size() && w.ends_with(s); };
  if (w.size() > 4 && ends("ies")) {
    w.replace(w.size() - 3, 3, "y");
  } else if (w.size() > 4 && (ends("sses") || ends("xes") || ends("ches") || ends("shes"))) {
    w.resize(w.size() - 2);
  } else if (w.size() > 3 && w.back() == 's' && !ends("ss") && !ends("us") && !ends("is")) {
    w.pop_back();
  }
  if (w.size() > 5 && (ends("ing") || ends("ed"))) {
    w.resize(w.size() - (w.back() == 'g' ? 3 : 2));
    const auto n = w.size();
    if (n >= 2 && w[n - 1] == w[n - 2] && std::string_view("bdgmnprt").find(w.back()) != std::string_view::npos)
      w.pop_back();  // "mapping" → "map"
  } else if (w.size() > 8 && ends("ation")) {
    w.resize(w.size() - 5);  // "representation" → "represent"
  } else if (w.size() > 6 && (ends("tion") || ends("sion"))) {
    w.resize(w.size() - 3);  // "insertion" → "insert", "recursion" → "recurs"
  } else if (w.size() > 6 && (ends("ive") || ends("al"))) {
    w.resize(w.size() - (w.back() == 'e' ? 3 : 2));  // "recursive" → "recurs", "traversal" → "travers"
  }
  if (w.size() > 4 && w.back() == 'e') w.pop_back();
  return w;
}

// The word lists, written as words (space-separated); looked up by their stems.
// The stop words are core::kEnglishStopWords, shared with search's snippets.
// How a question is asked, not what: examiners swap these freely.
constexpr std::string_view kInstructionWords =
    "explain describe discuss write define definition elaborate illustrate state give mention enumerate outline "
    "comment highlight mean meant meaning understand understood find calculate compute determine evaluate obtain "
    "draw justify answer consider briefly brief detail detailed short note notes list marks";
constexpr std::string_view kFiller =
    "following given suitable example examples neat help proper appropriate various different necessary relevant "
    "clearly properly";
// Bilingual papers: postpositions, "what", "write", "explain", "define", "do".
constexpr std::string_view kHindi =
    "की का के को में है हैं और या से पर एक क्या किसी लिखिए लिखें लिखो कीजिए कीजिये करें समझाइए समझाइये वर्णन परिभाषित "
    "व्याख्या स्पष्ट";
// Say how a topic is asked, not which: weigh kGenericWeight.
constexpr std::string_view kGenericWords =
    "algorithm working work concept method technique procedure approach term significance importance role basic "
    "problem program diagram sketch figure purpose step analysis";
// Synonyms: the first word of each line stands for the others.
constexpr std::string_view kSynonyms[] = {
    "compare differentiate distinguish difference comparison contrast versus vs",
    "advantage merit benefit",
    "disadvantage demerit drawback limitation",
    "prove show",
    "characteristic feature property",
    "application use usage",
    "algorithm algo",
    "analysis analyse analyze",
    "program programme",
};

template <typename F>
void for_each_word(std::string_view list, F f) {
  while (!list.empty()) {
    const auto space = list.find(' ');
    if (space != 0) f(std::string(list.substr(0, space)));
    if (space == std::string_view::npos) break;
    list.remove_prefix(space + 1);
  }
}

enum class Kind { drop, generic };

const std::map<std::string, Kind>& kinds() {
  static const std::map<std::string, Kind> table = [] {
    std::map<std::string, Kind> t;
    for (const auto list : {core::kEnglishStopWords, kInstructionWords, kFiller, kHindi})
      for_each_word(list, [&](const std::string& w) { t[stem(w)] = Kind::drop; });
    for_each_word(kGenericWords, [&](const std::string& w) { t[stem(w)] = Kind::generic; });
    return t;
  }();
  return table;
}

const std::map<std::string, std::string>& synonyms() {
  static const std::map<std::string, std::string> table = [] {
    std::map<std::string, std::string> t;
    for (const auto line : kSynonyms) {
      std::string first;
      for_each_word(line, [&](const std::string& w) {
        if (first.empty()) first = stem(w);
        t[stem(w)] = first;
      });
    }
    return t;
  }();
  return table;
}

// "list" is a data structure as often as an instruction: a question about lists keeps it.
bool is_list_of_things(const std::vector<std::string>& words, std::size_t i) {
  return (i > 0 && (words[i - 1] == "linked" || words[i - 1] == "adjacency" || words[i - 1] == "linear" ||
                    words[i - 1] == "circular" || words[i - 1] == "doubly" || words[i - 1] == "singly")) ||
         (i + 1 < words.size() && words[i + 1] == "comprehension");
}

// Words of the folded text; a single letter joined to the next word by "-" or "+" (B-tree,
// B+ tree, k-means) is kept with its "+".
std::vector<std::string> raw_words(const std::string& folded, std::vector<bool>& joined) {
  std::vector<std::string> out;
  std::string current;
  const auto flush = [&](std::size_t i) {
    if (current.empty()) return;
    bool join = false;
    if (current.size() == 1 && is_ascii_word(current) && i < folded.size() && (folded[i] == '-' || folded[i] == '+')) {
      std::size_t k = i;
      while (k < folded.size() && folded[k] == '+') current += folded[k++];
      while (k < folded.size() && (folded[k] == '-' || folded[k] == ' ')) ++k;
      join = k < folded.size() && k > i;
    }
    out.push_back(std::move(current));
    joined.push_back(join);
    current.clear();
  };
  for (std::size_t i = 0; i < folded.size();) {
    const std::size_t start = i;
    const char32_t c = next_code_point(folded, i);
    if (core::is_word_code_point(c)) {
      current.append(folded, start, i - start);
    } else {
      flush(start);
    }
  }
  flush(folded.size());
  return out;
}

struct Terms {
  std::vector<std::string> topic, generic;  // sorted, distinct
};

Terms terms_of(std::string_view text) {
  std::vector<bool> joined;
  const auto words = raw_words(core::fold_for_search(text), joined);
  std::set<std::string> topic, generic;
  for (std::size_t i = 0; i < words.size(); ++i) {
    std::string w = words[i];
    if (is_number(w)) continue;
    const bool ascii = is_ascii_word(w);
    if (ascii && w.size() == 1 && !joined[i]) continue;  // a variable
    if (ascii && w.size() <= 4 && w.size() >= 2 &&
        ((w[0] == 'q' || w[0] == 'k') ? is_number(w.substr(1))
                                      : (w.starts_with("co") || w.starts_with("bl")) && is_number(w.substr(2))))
      continue;  // Q2, CO3, K2, BL4 left in the text
    w = stem(std::move(w));
    if (w == "list" && is_list_of_things(words, i)) {
      topic.insert(w);
      continue;
    }
    if (auto s = synonyms().find(w); s != synonyms().end()) w = s->second;
    const auto kind = kinds().find(w);
    if (kind == kinds().end()) {
      topic.insert(w);
    } else if (kind->second == Kind::generic) {
      generic.insert(w);
    }
  }
  Terms t{{topic.begin(), topic.end()}, {generic.begin(), generic.end()}};
  if (t.topic.empty()) std::swap(t.topic, t.generic);
  return t;
}

double weight(const std::vector<std::string>& words) { return static_cast<double>(words.size()); }

std::size_t shared(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::size_t n = 0;
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
    if (*i < *j) {
      ++i;
    } else if (*j < *i) {
      ++j;
    } else {
      ++n, ++i, ++j;
    }
  }
  return n;
}

// The similarity of a and b when they are the same question (the rule at the top).
std::optional<double> compare(const Terms& a, const Terms& b) {
  if (a.topic.empty() || b.topic.empty()) return std::nullopt;
  const double topic_shared = static_cast<double>(shared(a.topic, b.topic));
  const double generic_shared = static_cast<double>(shared(a.generic, b.generic));
  const double all = weight(a.topic) + weight(b.topic) - topic_shared +
                     kGenericWeight * (weight(a.generic) + weight(b.generic) - generic_shared);
  const double similarity = (topic_shared + kGenericWeight * generic_shared) / all;
  if (a.topic == b.topic) return similarity;
  if (std::min(a.topic.size(), b.topic.size()) <= 2) return std::nullopt;
  const bool one_contains_other = topic_shared == static_cast<double>(std::min(a.topic.size(), b.topic.size()));
  if (similarity >= (one_contains_other ? kElaborationThreshold : kSubstitutionThreshold)) return similarity;
  return std::nullopt;
}

// "2023-24" → (2023, "2023-24"); no year sorts oldest.
std::pair<int, std::string> session_key(const std::string& s) {
  for (std::size_t i = 0; i + 4 <= s.size(); ++i)
    if (std::all_of(s.begin() + static_cast<std::ptrdiff_t>(i), s.begin() + static_cast<std::ptrdiff_t>(i + 4),
                    [](char c) { return c >= '0' && c <= '9'; }) &&
        (i + 4 == s.size() || !(s[i + 4] >= '0' && s[i + 4] <= '9')))
      return {std::stoi(s.substr(i, 4)), s};
  return {-1, s};
}

struct Asked {
  const PaperQuestions* paper;
  const Question* question;
  std::size_t position;
  Terms terms;
};

}  // namespace

bool session_newer(const std::string& a, const std::string& b) { return session_key(a) > session_key(b); }

bool same_question(std::string_view a, std::string_view b) { return compare(terms_of(a), terms_of(b)).has_value(); }

std::vector<std::string> QuestionGroup::sessions() const {
  std::vector<std::string> out;
  for (const auto& o : occurrences)
    if (std::find(out.begin(), out.end(), o.session) == out.end()) out.push_back(o.session);
  std::sort(out.begin(), out.end(), session_newer);
  return out;
}

std::size_t QuestionGroup::count() const {
  std::set<std::string> papers;
  for (const auto& o : occurrences) papers.insert(o.paper_id);
  return papers.size();
}

std::vector<QuestionGroup> group_repeated(const std::vector<PaperQuestions>& papers, std::size_t min_count) {
  // Newest paper first, so a group's first member is the wording it shows.
  std::vector<const PaperQuestions*> order;
  for (const auto& p : papers) order.push_back(&p);
  std::stable_sort(order.begin(), order.end(), [](const PaperQuestions* a, const PaperQuestions* b) {
    if (a->session != b->session) return session_newer(a->session, b->session);
    return a->paper_id < b->paper_id;
  });
  std::vector<Asked> asked;
  for (const auto* p : order)
    for (std::size_t i = 0; i < p->questions.size(); ++i) {
      Terms t = terms_of(p->questions[i].text);
      if (!t.topic.empty()) asked.push_back({p, &p->questions[i], i, std::move(t)});
    }

  std::vector<std::vector<std::size_t>> clusters;  // indexes into asked
  for (std::size_t i = 0; i < asked.size(); ++i) {
    std::optional<std::size_t> best;
    double best_mean = -1;
    for (std::size_t c = 0; c < clusters.size(); ++c) {
      double sum = 0;
      bool all = true;
      for (const auto m : clusters[c]) {
        const auto s = compare(asked[i].terms, asked[m].terms);
        if (!s) {
          all = false;
          break;
        }
        sum += *s;
      }
      const double mean = sum / static_cast<double>(clusters[c].size());
      if (all && mean > best_mean) {
        best = c;
        best_mean = mean;
      }
    }
    if (best) {
      clusters[*best].push_back(i);
    } else {
      clusters.push_back({i});
    }
  }

  std::vector<QuestionGroup> groups;
  for (const auto& members : clusters) {
    QuestionGroup g;
    g.text = asked[members.front()].question->text;
    std::set<std::string> seen;
    for (const auto m : members) {
      const auto& a = asked[m];
      if (!seen.insert(a.paper->paper_id).second) continue;  // asked twice in one paper: once
      g.occurrences.push_back(
          {a.paper->paper_id, a.paper->session, a.question->page, a.question->text, a.question->number});
    }
    if (g.count() >= min_count) groups.push_back(std::move(g));
  }
  std::stable_sort(groups.begin(), groups.end(), [](const QuestionGroup& a, const QuestionGroup& b) {
    if (a.count() != b.count()) return a.count() > b.count();
    const auto& sa = a.occurrences.front().session;  // newest first within a group
    const auto& sb = b.occurrences.front().session;
    if (session_key(sa) != session_key(sb)) return session_newer(sa, sb);
    return a.text < b.text;
  });
  return groups;
}

}  // namespace pathshala::papers
