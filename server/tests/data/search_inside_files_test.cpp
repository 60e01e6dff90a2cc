// Search inside files (issue 27) at the index: the text of a record's file pages is searched,
// a record found only there is a file hit ranked under every record found by its own words,
// codes inside a file are its text (not the record's code), and file_hit names the page and
// the passage with the words flagged.
#include <gtest/gtest.h>

#include "search/file_hits.hpp"
#include "search/search_index.hpp"

namespace {

using namespace pathshala::search;

SearchDoc paper(std::string id, std::string title, std::vector<std::string> pages) {
  SearchDoc d{
      Kind::previous_year, 1, std::move(id), std::move(title), "", "Data Structure", "/api/downloads/x", true, ""};
  d.pages = std::move(pages);
  return d;
}

std::vector<std::string> ids(const SearchResults& r, Kind kind) {
  std::vector<std::string> out;
  for (const auto& h : r.kinds[static_cast<std::size_t>(kind)].best) out.push_back(std::string(h.doc->id));
  return out;
}

TEST(SearchInsideFiles, APhraseOnlyInsideAFileFindsItsRecordBelowTitleHits) {
  SearchIndex index({paper("p1", "BCS301 Data Structure (2023-24)",
                           {"SECTION A", "2. Explain the working of quick sort with an example."}),
                     paper("p2", "Quick Sort Notes", {}), paper("p3", "BCS302 COA (2022-23)", {"Booth's algorithm"})});
  const auto r = index.search({"quick sort", std::nullopt, -1, -1, 10}, {});
  EXPECT_EQ(ids(r, Kind::previous_year), (std::vector<std::string>{"p2", "p1"}));
  const auto& best = r.kinds[static_cast<std::size_t>(Kind::previous_year)].best;
  EXPECT_FALSE(best[0].in_file);
  EXPECT_TRUE(best[1].in_file);
  EXPECT_EQ(best[1].tier, 0);
}

TEST(SearchInsideFiles, EveryWordMustBeSomewhereInTheRecordOrItsFile) {
  SearchIndex index({paper("p1", "BCS301 Data Structure (2023-24)", {"Explain the working of quick sort."})});
  EXPECT_EQ(ids(index.search({"quick sort 2023", std::nullopt, -1, -1, 10}, {}), Kind::previous_year),
            (std::vector<std::string>{"p1"}));  // "2023" in the title, the rest inside
  EXPECT_TRUE(ids(index.search({"merge sort", std::nullopt, -1, -1, 10}, {}), Kind::previous_year).empty());
}

TEST(SearchInsideFiles, ACodeInsideAFileIsItsTextNotTheRecordsCode) {
  auto carry_over = paper("p2", "Carry-over Paper (2023-24)", {"Sub Code: BCS301 ... Sub Code: BCS302"});
  carry_over.subject = "";  // of every subject: no code of its own
  SearchIndex index({paper("p1", "BCS301 Data Structure (2023-24)", {}), carry_over});
  const auto r = index.search({"BCS301 ", std::nullopt, -1, -1, 10}, {});
  ASSERT_EQ(ids(r, Kind::previous_year), (std::vector<std::string>{"p1", "p2"}));
  EXPECT_EQ(r.kinds[0].best[0].tier, 3);  // the paper of that code
  EXPECT_TRUE(r.kinds[0].best[1].in_file);
}

TEST(SearchInsideFiles, TheHitNamesThePageAndFlagsTheWordsInAShortPassage) {
  const auto doc = paper("p1", "BCS301 Data Structure (2023-24)",
                         {"Printed Pages: 2\nSECTION A\n1. Define a stack.",
                          "SECTION C\n3. (a) Explain the working of\nquick sort with a suitable example. 7 CO3\n" +
                              std::string(400, 'x') + " end"});
  const auto hit = file_hit(doc, "Quick sor");  // the last word still being typed
  EXPECT_EQ(hit.page, 2);
  std::string text, marked;
  for (const auto& part : hit.snippet) {
    text += part.text;
    if (part.match) marked += "[" + part.text + "]";
  }
  EXPECT_EQ(marked, "[quick sort]");                                              // one mark over the phrase
  EXPECT_NE(text.find("working of quick sort with"), std::string::npos) << text;  // the line break is a space
  EXPECT_EQ(text.rfind("…"), text.size() - std::string("…").size()) << text;      // cut after
  EXPECT_LE(text.size(), kSnippetBytes + 20);
  EXPECT_EQ(file_hit(doc, "heap").page, 0);
}

// The marked words of a hit's passage, each in brackets, and its whole text.
std::pair<std::string, std::string> marked_and_text(const FileHit& hit) {
  std::string text, marked;
  for (const auto& part : hit.snippet) {
    text += part.text;
    if (part.match) marked += "[" + part.text + "]";
  }
  return {marked, text};
}

TEST(SearchInsideFiles, TheHitShowsThePhraseNotAStopWordInAnotherQuestion) {
  // Issue 48: "tower of hanoi" highlighted only "of" in unrelated questions.
  const auto doc = paper("p1", "BCS301 Data Structure (2023-24)",
                         {"1. (a) What is the height of a complete binary tree?\n(b) List the types of queues.\n"
                          "2. (a) Give the time complexity of heap sort. " +
                          std::string(300, 'x') + "\n3. Write a recursive solution of Tower of Hanoi for n disks."});
  const auto hit = file_hit(doc, "tower of hanoi");
  EXPECT_EQ(hit.page, 1);
  const auto [marked, text] = marked_and_text(hit);
  EXPECT_EQ(marked, "[Tower of Hanoi]") << text;
  EXPECT_EQ(text.find("height"), std::string::npos) << text;
}

TEST(SearchInsideFiles, TheHitPrefersThePassageWithAllTheWordsInOrder) {
  // Issue 48: "binary search tree" showed "binary tree of height h".
  const auto doc =
      paper("p1", "BCS301 Data Structure (2023-24)",
            {"SECTION A\n1. (c) What is the maximum number of nodes in a binary tree of height h?",
             "SECTION B\n2. (a) Explain the search in a linked list.\n" + std::string(250, 'y') +
                 "\n(b) Insert 50, 30, 70, 20 into a binary search tree and delete 30. Show each step. 7 CO2"});
  const auto hit = file_hit(doc, "binary search tree");
  EXPECT_EQ(hit.page, 2);
  const auto [marked, text] = marked_and_text(hit);
  EXPECT_EQ(marked, "[binary search tree]") << text;
  EXPECT_NE(text.find("Insert 50, 30, 70, 20 into a binary search tree"), std::string::npos) << text;
}

TEST(SearchInsideFiles, AStopWordIsNeverHighlightedOnItsOwn) {
  const auto doc = paper("p1", "Notes", {"The working of a stack. The use of a queue in scheduling."});
  const auto [marked, text] = marked_and_text(file_hit(doc, "use of queue"));
  EXPECT_EQ(marked, "[use of][queue]") << text;  // "of" beside "use" as typed; the first "of" not
  // A query of stop words alone still shows where they are.
  EXPECT_EQ(marked_and_text(file_hit(doc, "the")).first, "[The][The]");
}

TEST(SearchInsideFiles, HindiIsMatchedAsTyped) {
  SearchIndex index({paper("p1", "Hindi Notes", {"प्रश्न 1. संगणक की परिभाषा लिखिए।"})});
  const auto r = index.search({"परिभाषा", std::nullopt, -1, -1, 10}, {});
  ASSERT_EQ(ids(r, Kind::previous_year), (std::vector<std::string>{"p1"}));
  const auto hit = file_hit(*r.kinds[0].best[0].doc, "परिभाषा");
  EXPECT_EQ(hit.page, 1);
  bool marked = false;
  for (const auto& part : hit.snippet) marked |= part.match && part.text == "परिभाषा";
  EXPECT_TRUE(marked);
}

}  // namespace
