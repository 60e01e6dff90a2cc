#pragma once
// The site-wide search index: every material, paper, course card, mini project and job as a
// document, and an inverted index of their words (search/words.hpp). Immutable once built:
// the records changed since are searched in a second, small one beside it and the hits of
// both ranked together (site_snapshot.hpp), so queries never lock. Thread-safe for concurrent queries (scratch space is
// per thread).
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::search {

enum class Kind : std::uint8_t {
  previous_year,
  important_topics,
  quantum,
  notes,
  practical,
  bl_notes,
  premium,
  projects,
  jobs,
  documents  // the site's own (syllabus, legal pages: catalog/site_files.hpp)
};
inline constexpr std::size_t kKinds = 10;
std::string_view kind_slug(Kind kind);   // previous-year, important-topics, …, jobs, documents
std::string_view kind_label(Kind kind);  // "Previous-year papers", …
std::optional<Kind> kind_of_slug(std::string_view slug);

struct SearchDoc {
  Kind kind = Kind::notes;
  int year = -1;  // 0..3 (firstYear..fourthYear), -1 for kinds without a year
  std::string id;
  std::string title;
  std::string subtitle;  // one line of context shown under the title
  std::string subject;
  std::string url;
  bool download = false;
  std::string body;  // searched, not shown: description, skills, company, technologies, …
  // The text of each page of its file that everyone may see (issue 27: a paper's questions,
  // a note's pages; a priced item's free pages only). Searched below every other field: a
  // document found only here is a file hit, ranked under the records found otherwise.
  std::vector<std::string> pages = {};
};

struct SearchRequest {
  std::string_view q;
  std::optional<Kind> kind;  // only this kind
  int year = -1;             // only this year (kinds without a year left out)
  int user_year = -1;        // the student's own year, ranked first after exact matches
  std::size_t wanted = 5;    // best matches needed per kind (offset + limit)
};

class SearchIndex;

// A document as an index keeps it (issue 26, memory): its shown texts read in place, not a
// SearchDoc of its own (what was searched but is not shown, the body, is not kept at all).
struct DocView {
  Kind kind = Kind::notes;
  int year = -1;
  bool download = false;
  std::string_view id, title, subtitle, subject, url;
  const std::vector<std::string>* pages = nullptr;  // never null
};

// Document `at` of an index: hit.doc->title reads it in place.
struct DocRef {
  const SearchIndex* index = nullptr;
  std::uint32_t at = 0;
  DocView operator*() const;
  std::string_view title() const;  // what ranking compares, without the rest
  std::string_view id() const;
  struct Arrow {
    DocView view;
    const DocView* operator->() const { return &view; }
  };
  Arrow operator->() const { return {**this}; }
};

// One matching document and its ranking key.
struct Hit {
  int tier = 0;      // 3 exact code or title, 2 every word exact in code/title/subject, 1 other, 0 in its file
  int own_year = 0;  // 1 when of the student's year
  std::int64_t popularity = 0;
  float score = 0;
  bool in_file = false;  // some word matched only the text inside its file (tier 0)
  DocRef doc;
};
using Hits = std::array<std::vector<Hit>, kKinds>;  // by kind, in no order

struct KindResults {
  std::size_t total = 0;
  std::vector<Hit> best;  // up to `wanted` documents, best first
};
struct SearchResults {
  std::array<KindResults, kKinds> kinds;
  std::vector<Kind> order;  // kinds with matches, best first
};

// The best `wanted` hits of each kind, and the kinds in order of their best hit (hits
// gathered from several indexes rank as if they were one).
SearchResults rank(Hits hits, std::size_t wanted);

class SearchIndex {
  struct Building;  // the terms as they are gathered

 public:
  // Documents added one at a time (a build over a million jobs never holds them all as
  // SearchDocs: each is indexed and kept compactly as it comes).
  class Builder {
   public:
    Builder();
    ~Builder();
    void add(const SearchDoc& doc);
    std::shared_ptr<const SearchIndex> finish();

   private:
    std::shared_ptr<SearchIndex> index_;
    std::unique_ptr<Building> building_;
  };
  explicit SearchIndex(const std::vector<SearchDoc>& docs);

  // popularity[doc]: recent downloads, a ranking signal (may be empty: all zero).
  SearchResults search(const SearchRequest& request, const std::vector<std::int64_t>& popularity) const;
  // The matches of the request, added to hits; documents at the positions in `hidden`
  // (sorted) are left out.
  void collect(const SearchRequest& request, const std::vector<std::int64_t>& popularity,
               const std::vector<std::uint32_t>& hidden, Hits& hits) const;

  std::size_t size() const { return stored_.size(); }
  DocView doc(std::uint32_t d) const;
  std::string_view id_of(std::uint32_t d) const { return text(d, kId); }
  std::string_view title_of(std::uint32_t d) const { return text(d, kTitle); }
  std::size_t terms() const { return terms_.size(); }
  std::size_t memory_bytes() const;  // an estimate of what the index holds

 private:
  SearchIndex() = default;
  void add(const SearchDoc& doc, Building& building);
  void finish(Building& building);
  struct Posting {
    std::uint32_t doc;
    std::uint8_t fields;  // bits of Field
  };
  struct Expansion {
    std::uint32_t term;
    float weight;  // exact 1, prefix and typo less
    bool exact;
  };
  std::vector<Expansion> expand(const std::string& word, bool is_code, bool prefix) const;
  std::optional<std::uint32_t> find_term(std::string_view term) const;

  // Each document's texts one after another in texts_: id, title, subtitle, subject, url, then
  // what ranking compares (the title's words space-separated, the canonical subject code or "").
  enum Text : std::uint8_t { kId, kTitle, kSubtitle, kSubject, kUrl, kTitleKey, kCode, kTexts };
  struct Stored {
    std::uint64_t at = 0;                     // where its texts start
    std::array<std::uint32_t, kTexts> end{};  // where each ends, from `at`
    Kind kind = Kind::notes;
    std::int8_t year = -1;
    bool download = false;
  };
  std::string_view text(std::uint32_t d, Text t) const {
    const auto& s = stored_[d];
    const std::uint32_t from = t == 0 ? 0 : s.end[t - 1];
    return std::string_view(texts_).substr(s.at + from, s.end[t] - from);
  }
  std::string texts_;
  std::vector<Stored> stored_;
  // The text of the pages of the few documents that have a file read (sorted by document).
  std::vector<std::pair<std::uint32_t, std::vector<std::string>>> pages_;
  std::vector<std::string> terms_;  // sorted
  std::vector<std::vector<Posting>> postings_;
  // One-deletion variants (as 64-bit hashes) of every term of 4+ letters → term, sorted:
  // how a one-letter typo finds its word (SymSpell), each candidate checked by distance.
  std::vector<std::pair<std::uint64_t, std::uint32_t>> deletions_;
};

}  // namespace pathshala::search
