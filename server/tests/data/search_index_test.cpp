// The site-wide search index's matching and ranking rules, each with an example that fails
// without the rule.
#include <gtest/gtest.h>

#include "core/text_fold.hpp"
#include "search/search_index.hpp"
#include "search/words.hpp"

using namespace pathshala;
using search::Kind;
using search::SearchDoc;
using search::SearchIndex;

namespace {

SearchDoc doc(Kind kind, int year, std::string id, std::string title, std::string subject = "") {
  SearchDoc d;
  d.kind = kind;
  d.year = year;
  d.id = std::move(id);
  d.title = std::move(title);
  d.subject = std::move(subject);
  d.url = "/api/downloads/" + d.id;
  d.download = true;
  return d;
}

std::vector<SearchDoc> library() {
  return {
      doc(Kind::previous_year, 1, "p1", "BCS301 Data Structure (2023-24)", "Data Structure"),
      doc(Kind::notes, 1, "n1", "Data Structure Notes (BCS301)", "Data Structure"),
      doc(Kind::important_topics, 1, "i1", "Data Structure - Important Topics"),
      doc(Kind::previous_year, 1, "p2", "BCS302 Computer Organization and Architecture (2023-24)",
          "Computer Organization and Architecture"),
      doc(Kind::quantum, 0, "q1", "Engineering Mathematics-II Quantum (BAS203)"),
      doc(Kind::quantum, 0, "q2", "Engineering Mathematics-I Quantum (BAS103)"),
      doc(Kind::notes, 2, "n2", "Théorie des Automates", "Automata"),
      doc(Kind::notes, 3, "n3", "डेटा संरचना नोट्स", "Data Structure"),
      doc(Kind::notes, 2, "n4", "Database Management System Notes (BCS501)", "Database Management System"),
      doc(Kind::notes, 0, "n5", "Database basics for first year"),
      doc(Kind::notes, 1, "n6", "Data Structure"),
  };
}

std::vector<std::string> ids(const SearchIndex& index, std::string_view q, int user_year = -1,
                             const std::vector<std::int64_t>& popularity = {}) {
  search::SearchRequest r;
  r.q = q;
  r.user_year = user_year;
  r.wanted = 50;
  auto results = index.search(r, popularity);
  std::vector<std::string> out;
  for (auto kind : results.order)
    for (const auto& h : results.kinds[static_cast<std::size_t>(kind)].best) out.push_back(std::string(h.doc->id));
  return out;
}

bool has(const std::vector<std::string>& v, const std::string& id) {
  return std::find(v.begin(), v.end(), id) != v.end();
}

}  // namespace

TEST(TextFold, FoldsCaseAccentsAndCompatibilityFormsButKeepsDevanagari) {
  EXPECT_EQ(core::fold_for_search("ÉCOLE Numérique"), "ecole numerique");
  EXPECT_EQ(core::fold_for_search("ＢＣＳ３０１"), "bcs301");  // full-width
  EXPECT_EQ(core::fold_for_search("Straße"), "strasse");
  EXPECT_EQ(core::fold_for_search("डेटा संरचना"), "डेटा संरचना");  // vowel signs kept
  EXPECT_EQ(core::fold_for_search("a\xff"
                                  "b"),
            "ab");  // invalid UTF-8 dropped
}

TEST(SearchWords, JoinsAndMapsSubjectCodes) {
  for (const char* typed : {"BCS301", "bcs 301", "BCS-301", "KCS301", "kcs 301"}) {
    auto w = search::words_of(typed);
    ASSERT_EQ(w.size(), 1u) << typed;
    EXPECT_EQ(w[0].text, "bcs301") << typed;
    EXPECT_TRUE(w[0].code) << typed;
  }
  // A year is not a code.
  EXPECT_EQ(search::words_of("year 2023").size(), 2u);
}

TEST(SearchIndex, SubjectCodeWithOrWithoutSpacesAndOldPrefix) {
  SearchIndex index(library());
  for (const char* q : {"BCS301", "bcs 301", "bcs-301", "KCS301"}) {
    auto found = ids(index, q);
    EXPECT_TRUE(has(found, "p1")) << q;
    EXPECT_TRUE(has(found, "n1")) << q;
    EXPECT_TRUE(has(found, "i1")) << q;  // its code comes from the subject list by its name
    EXPECT_FALSE(has(found, "p2")) << q;
  }
}

TEST(SearchIndex, CaseAndAccentInsensitive) {
  SearchIndex index(library());
  EXPECT_TRUE(has(ids(index, "theorie automates"), "n2"));
  EXPECT_TRUE(has(ids(index, "THÉORIE"), "n2"));
}

TEST(SearchIndex, WordsInAnyOrderAndAllMustMatch) {
  SearchIndex index(library());
  EXPECT_TRUE(has(ids(index, "structure data pyq"), "p1"));
  EXPECT_FALSE(has(ids(index, "structure data pyq"), "n1"));  // notes are not papers
  EXPECT_TRUE(ids(index, "data structure zebra ").empty());
}

TEST(SearchIndex, OneLetterTypoInALongerWord) {
  SearchIndex index(library());
  EXPECT_TRUE(has(ids(index, "strucure "), "p1"));    // a letter missing
  EXPECT_TRUE(has(ids(index, "structrue "), "p1"));   // two letters swapped
  EXPECT_TRUE(has(ids(index, "strukture "), "p1"));   // a wrong letter
  EXPECT_TRUE(has(ids(index, "structures "), "p1"));  // one too many
  EXPECT_TRUE(ids(index, "strukturr ").empty());      // two letters off
  EXPECT_TRUE(ids(index, "dato ").empty());           // short words must be exact
}

TEST(SearchIndex, HindiMatchedAsTyped) {
  SearchIndex index(library());
  EXPECT_EQ(ids(index, "संरचना "), std::vector<std::string>{"n3"});
  EXPECT_TRUE(ids(index, "संरचना नोट्स").size() == 1);
}

TEST(SearchIndex, RomanNumeralsAndAbbreviations) {
  SearchIndex index(library());
  auto found = ids(index, "maths 2 quantum");
  EXPECT_TRUE(has(found, "q1"));
  EXPECT_FALSE(has(found, "q2"));
}

TEST(SearchIndex, LastWordMatchesAsAPrefixWhileTyping) {
  SearchIndex index(library());
  EXPECT_TRUE(has(ids(index, "databa"), "n4"));
  EXPECT_FALSE(has(ids(index, "databa "), "n4"));  // a finished word must match whole
}

TEST(SearchIndex, ExactCodeAndTitleFirstThenOwnYearThenPopularity) {
  SearchIndex index(library());
  // "database" is exact for n4 and n5; n5 is of the student's year (0).
  auto by_year = ids(index, "database ", 0);
  ASSERT_GE(by_year.size(), 2u);
  EXPECT_EQ(by_year[0], "n5");
  EXPECT_EQ(ids(index, "database ", 2)[0], "n4");
  // Without a year, the more downloaded first.
  std::vector<std::int64_t> popularity(index.size(), 0);
  popularity[8] = 1;  // n4
  EXPECT_EQ(ids(index, "database ", -1, popularity)[0], "n4");
  popularity[8] = 0;
  popularity[9] = 5;  // n5
  EXPECT_EQ(ids(index, "database ", -1, popularity)[0], "n5");
  // An exact title beats the student's own year: n3 (year 3) names the subject too.
  auto exact = ids(index, "data structure ", 3);
  ASSERT_TRUE(has(exact, "n3"));
  EXPECT_EQ(exact[0], "n6");
  EXPECT_EQ(ids(index, "data structures ", 3)[0], "n3");  // a typo is no exact match
}
