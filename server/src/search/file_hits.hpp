#pragma once
// Where a document found by the text inside its file (issue 27) matched: the page and a short
// passage around the query's words there, the words flagged, for a search result to show
// ("Page 2: …the working of [quick sort] with…") and to open the preview at.
#include <string>
#include <string_view>
#include <vector>

#include "search/search_index.hpp"

namespace pathshala::search {

struct SnippetPart {
  std::string text;
  bool match = false;
};

struct FileHit {
  int page = 0;  // 1-based; 0 when no page holds a word of the query
  std::vector<SnippetPart> snippet;
};

// The page of `pages` and the passage of about kSnippetBytes on it that hold the most of the
// query's words (stop words like "of" count only inside the phrase), the phrase as typed
// winning between equals; the first of equals; the last word as a prefix when still being
// typed. The passage is cut at words, "…" where cut, and flags the query's words, a stop word
// only inside a run of them in the query's order ("tower of hanoi").
FileHit file_hit(const std::vector<std::string>& pages, std::string_view q);
inline FileHit file_hit(const SearchDoc& doc, std::string_view q) { return file_hit(doc.pages, q); }
inline FileHit file_hit(const DocView& doc, std::string_view q) { return file_hit(*doc.pages, q); }

inline constexpr std::size_t kSnippetBytes = 200;

}  // namespace pathshala::search
