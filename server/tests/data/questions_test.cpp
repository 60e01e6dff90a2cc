// Questions cut out of previous-year papers (papers/questions.*) and near-duplicates grouped
// across papers (papers/question_groups.*). The papers are composed the way pdftotext (with
// and without -layout) and OCR give AKTU's layouts: a sectioned paper with a marks/CO table,
// an older "Q1 (a) … [10]" paper, a two-page paper with a repeated header, an OCR-noisy page,
// a newer "1-a." paper with MCQs, table cells one per line and a bilingual page.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include "papers/question_groups.hpp"
#include "papers/questions.hpp"

namespace pathshala::papers {

// Printed by GoogleTest when a comparison fails.
static void PrintTo(const Question& q, std::ostream* os) {
  *os << "{" << q.number << " §" << q.section << " p" << q.page << " \"" << q.text << "\"}";
}

}  // namespace pathshala::papers

namespace {

using pathshala::papers::cut_questions;
using pathshala::papers::group_repeated;
using pathshala::papers::PageText;
using pathshala::papers::PaperQuestions;
using pathshala::papers::Question;
using pathshala::papers::QuestionGroup;
using pathshala::papers::same_question;

struct Expected {
  std::string number, section;
  int page;
  std::string text;
};

void expect_questions(const std::vector<Question>& got, const std::vector<Expected>& want) {
  ASSERT_EQ(got.size(), want.size()) << ::testing::PrintToString(got);
  for (std::size_t i = 0; i < want.size(); ++i) {
    SCOPED_TRACE("question " + want[i].number);
    EXPECT_EQ(got[i].number, want[i].number);
    EXPECT_EQ(got[i].section, want[i].section);
    EXPECT_EQ(got[i].page, want[i].page);
    EXPECT_EQ(got[i].text, want[i].text);
  }
}

std::vector<Question> cut_one_page(const std::string& text) { return cut_questions({PageText{1, text}}); }

// ---- Cutting ---------------------------------------------------------------------------------

// pdftotext -layout of a 2023-24 paper: header, sections, a "Q no. Question Marks CO" table.
const char* kSectionedPaper = R"(Printed Pages: 02                                              Sub Code: BCS301
Paper Id: 233012                         Roll No. _ _ _ _ _ _ _ _ _ _ _ _ _
                                     B.TECH
                      (SEM III) THEORY EXAMINATION 2023-24
                                DATA STRUCTURE
Time: 3 Hours                                                   Total Marks: 70
Note: Attempt all Sections. If require any missing data; then choose suitably.

                                   SECTION A
1.   Attempt all questions in brief.                                      2 x 7 = 14
 Q no.                       Question                                   Marks    CO
 a.    Define an algorithm. What are its characteristics?                   2       1
 b.    Differentiate between array and linked list.                         2       1
 c.    Convert the infix expression A + B * C - D into postfix.             2       2
 d.    What is a sparse matrix? How is it stored in
       memory?                                                              2       2
 e.    Define stack and list its applications.                              2       2
 f.    What is hashing?                                                     2       3
 g.    Write the number of edges in a complete graph with n = 10            2       5
       vertices.
                                   SECTION B
2.   Attempt any three of the following:                                   7 x 3 = 21
 a.    Explain the working of quick sort with an example. Sort              7       3
       25, 57, 48, 37, 12, 92, 86, 33 using it.
 b.    Write an algorithm to insert and delete an element in a              7       2
       circular queue.
 c.    What is a B-tree? Construct a B-tree of order 3 by inserting         7       4
       the keys 1 7 6 2 11 5 10 13 12 20.
 d.    Explain Dijkstra's algorithm with an example.                         7       5
                                   SECTION C
3.   Attempt any one part of the following:                                7 x 1 = 7
 a.    Write an algorithm to convert infix expression to postfix.           7       2
 b.    Explain Tower of Hanoi problem and write a recursive                 7       2
       algorithm for it.
4.   Attempt any one part of the following:                                7 x 1 = 7
 a.    What is a doubly linked list? Write an algorithm to insert a         7       1
       node at the beginning.
 b.    Explain the polynomial representation using linked list.              7       1
)";

TEST(PaperQuestions, SectionedPaperWithMarksAndCoTable) {
  expect_questions(
      cut_one_page(kSectionedPaper),
      {
          {"1(a)", "A", 1, "Define an algorithm. What are its characteristics?"},
          {"1(b)", "A", 1, "Differentiate between array and linked list."},
          {"1(c)", "A", 1, "Convert the infix expression A + B * C - D into postfix."},
          {"1(d)", "A", 1, "What is a sparse matrix? How is it stored in memory?"},
          {"1(e)", "A", 1, "Define stack and list its applications."},
          {"1(f)", "A", 1, "What is hashing?"},
          {"1(g)", "A", 1, "Write the number of edges in a complete graph with n = 10 vertices."},
          {"2(a)", "B", 1,
           "Explain the working of quick sort with an example. Sort 25, 57, 48, 37, 12, 92, 86, 33 using it."},
          {"2(b)", "B", 1, "Write an algorithm to insert and delete an element in a circular queue."},
          {"2(c)", "B", 1,
           "What is a B-tree? Construct a B-tree of order 3 by inserting the keys 1 7 6 2 11 5 10 13 12 20."},
          {"2(d)", "B", 1, "Explain Dijkstra's algorithm with an example."},
          {"3(a)", "C", 1, "Write an algorithm to convert infix expression to postfix."},
          {"3(b)", "C", 1, "Explain Tower of Hanoi problem and write a recursive algorithm for it."},
          {"4(a)", "C", 1, "What is a doubly linked list? Write an algorithm to insert a node at the beginning."},
          {"4(b)", "C", 1, "Explain the polynomial representation using linked list."},
      });
}

// An older paper: "Q1", "Q.2", "Q 3", (a) parts, (i) sub-parts, marks in brackets.
const char* kOlderPaper = R"(                                                    Printed Pages : 2
                                                    Roll No. [  ][  ][  ][  ]
                              B.Tech.
           (SEM. III) ODD SEMESTER THEORY EXAMINATION, 2012-13
                          DATA STRUCTURES
Time : 3 Hours]                                          [Total Marks : 100
Note : Attempt all questions. All questions carry equal marks.
Q1  Attempt any four parts of the following :                         (5x4=20)
    (a) What is an algorithm? Explain the asymptotic notations
        with suitable examples.                                           [5]
    (b) Write short notes on :
        (i) B-tree
        (ii) AVL tree                                                     [5]
    (c) (i) Define stack.                                                 [2]
        (ii) Define queue.                                                [3]
    (d) Explain the various collision resolution techniques in hashing.   [5]
Q.2 (a) Write an algorithm for insertion sort and sort the following
        data: 25, 57, 48, 37, 12, 92, 86, 33 (10)
    (b) Explain BFS and DFS traversal of graph with example.        (10 marks)
Q 3 Write Prim's algorithm for minimum spanning tree. Explain the
    steps:
    1. Choose any vertex.
    2. Add the cheapest edge.                                             [10]
    CO4 K3
)";

TEST(PaperQuestions, OlderPaperWithBracketedMarksAndSubParts) {
  expect_questions(
      cut_one_page(kOlderPaper),
      {
          {"1(a)", "", 1, "What is an algorithm? Explain the asymptotic notations with suitable examples."},
          // Sub-parts of a part with its own text stay in it …
          {"1(b)", "", 1, "Write short notes on : (i) B-tree (ii) AVL tree"},
          // … and are questions of their own when the part is only their label.
          {"1(c)(i)", "", 1, "Define stack."},
          {"1(c)(ii)", "", 1, "Define queue."},
          {"1(d)", "", 1, "Explain the various collision resolution techniques in hashing."},
          {"2(a)", "", 1,
           "Write an algorithm for insertion sort and sort the following data: 25, 57, 48, 37, 12, 92, "
           "86, 33"},
          {"2(b)", "", 1, "Explain BFS and DFS traversal of graph with example."},
          // A paper numbered "Q1" does not start a question at a bare "2.".
          {"3", "", 1,
           "Write Prim's algorithm for minimum spanning tree. Explain the steps: 1. Choose any vertex. 2. "
           "Add the cheapest edge."},
      });
}

// Two pages of a 2021-22 paper: page 2 repeats the header, a question crosses the break.
const char* kTwoPagesFirst = R"(Printed Page: 1 of 2
Subject Code: KCS301
Roll No:
BTECH
(SEM III) THEORY EXAMINATION 2021-22
DATA STRUCTURE
Time: 3 Hours                                   Total Marks: 100
Note: 1. Attempt all Sections. If require any missing data; then choose suitably.
SECTION A
1. Attempt all questions in brief.                     2 x 10 = 20
a. Define stack.                                          2    CO1
b. Define queue.                                          2    CO1
c. What is a graph?                                       2    CO5
d. Define tree.                                           2    CO4
e. What is recursion?                                     2    CO2
f. Define hashing.                                        2    CO3
g. What is an AVL tree?                                   2    CO4
h. Define a spanning tree.                                2    CO5
i. What is a sparse matrix?                               2    CO1
j. Define B-tree.                                         2    CO4
SECTION B
2. Attempt any three of the following:                  10 x 3 = 30
a. Explain the various collision resolution techniques used in hashing. Insert
   the keys 12, 44, 13, 88, 23, 94, 11, 39, 20, 16 and 5 into a hash table of size 11
QP21DP1_290 | 04-Mar-2022 13:45:22 | 117.55.242.132
                               Page 1 of 2
)";
const char* kTwoPagesSecond = R"(Printed Page: 2 of 2
Subject Code: KCS301
Roll No:
BTECH
(SEM III) THEORY EXAMINATION 2021-22
DATA STRUCTURE
   using linear probing. Show the final table.                 10   CO3
b. Write an algorithm to find the shortest path using Dijkstra's algorithm.   10   CO5
SECTION C
3. Attempt any one part of the following:               10 x 1 = 10
(a) Explain the representation of a sparse matrix.            10   CO1
(b) Write an algorithm for heap sort.                         10   CO3
QP21DP1_290 | 04-Mar-2022 13:45:22 | 117.55.242.132
                               Page 2 of 2
)";

TEST(PaperQuestions, QuestionCrossesThePageBreakPastTheRepeatedHeader) {
  const auto got = cut_questions({PageText{1, kTwoPagesFirst}, PageText{2, kTwoPagesSecond}});
  ASSERT_EQ(got.size(), 14u) << ::testing::PrintToString(got);
  EXPECT_EQ(got[7].number, "1(h)");
  EXPECT_EQ(got[8].number, "1(i)") << "(i) after (h) is a part, not a sub-part";
  EXPECT_EQ(got[8].text, "What is a sparse matrix?");
  EXPECT_EQ(got[9].number, "1(j)");
  expect_questions({got.begin() + 10, got.end()},
                   {
                       {"2(a)", "B", 1,
                        "Explain the various collision resolution techniques used in hashing. Insert the keys 12, 44, "
                        "13, 88, 23, 94, 11, 39, 20, 16 and 5 into a hash table of size 11 using linear probing. Show "
                        "the final table."},
                       {"2(b)", "B", 2, "Write an algorithm to find the shortest path using Dijkstra's algorithm."},
                       {"3(a)", "C", 2, "Explain the representation of a sparse matrix."},
                       {"3(b)", "C", 2, "Write an algorithm for heap sort."},
                   });
  for (const auto& q : got) {
    EXPECT_EQ(q.text.find("Printed"), std::string::npos) << q.text;
    EXPECT_EQ(q.text.find("DATA STRUCTURE"), std::string::npos) << q.text;
    EXPECT_EQ(q.text.find("117.55"), std::string::npos) << q.text;
  }
}

// Tesseract's view of a scanned page: table borders as "|", underscores, a watermark across
// a line, "l." for "1.", marks and CO cells on lines of their own, single spaces.
const char* kOcrPage = R"(| Printed Page: 1 of 1 |  Sub Code: KCS-301 |
Roll No. |_|_|_|_|_|_|_|_|_|_|
B. TECH (SEM-III) THEORY EXAMINATION 2019-20
DATA STRUCTURES
SECTION A
l. Attempt all questions in brief. 2 x 7 = 14
a.  Define  data  structure. | 2 | CO1 |
b. What is the time complexity of binary search? 2 1
c. Differentiate between stack and   www.aktuonline.com   queue.
2
CO2
' d. What is a  priority queue?____ [2]
SECTION - B
2. Attempt any three of the following: 7 x 3 = 21
a ) Explain   the   working of merge sort.__ 7 CO3
b) Write a short note on threaded binary tree | 7 | CO4
www.aktuonline.com
)";

TEST(PaperQuestions, OcrNoiseDoesNotReachTheText) {
  expect_questions(cut_one_page(kOcrPage), {
                                               {"1(a)", "A", 1, "Define data structure."},
                                               {"1(b)", "A", 1, "What is the time complexity of binary search?"},
                                               {"1(c)", "A", 1, "Differentiate between stack and queue."},
                                               {"1(d)", "A", 1, "What is a priority queue?"},
                                               {"2(a)", "B", 1, "Explain the working of merge sort."},
                                               {"2(b)", "B", 1, "Write a short note on threaded binary tree"},
                                           });
}

// A 2023-24 paper of the newer kind: "General Instructions" numbered 1–4, parts "1-a."
// with MCQ options "(a)"…"(d)", marks after a "(CO1)" tag.
const char* kMcqPaper = R"(Printed Page: 1 of 2
Subject Code: BCS301
Roll No:
BTECH
(SEM III) THEORY EXAMINATION 2023-24
DATA STRUCTURE
TIME: 3 HRS                                           M.MARKS: 70
General Instructions:
IMP: Verify that you have received the question paper with the correct course, code, branch etc.
1. This Question paper comprises of three Sections -A, B, & C. It consists of Multiple Choice
Questions (MCQ's) & Subjective type questions.
2. Maximum marks for each question are indicated on right -hand side of each question.
3. Illustrate your answers with neat sketches wherever necessary.
4. Assume suitable data if necessary.
SECTION-A                                                                   20
1. Attempt all parts:-
1-a. Which of the following data structure is non-linear? (CO1)              1
(a) Array
(b) Stack
(c) Tree
(d) Queue
1-b. The postfix form of A*B+C is (CO2)                                       1
(a) AB*C+ (b) ABC+* (c) AB+C* (d) A*BC+
SECTION-B                                                                   30
2. Answer any five of the following:-
2-a. Explain the working of insertion sort with an example. (CO3)             6
2-b. Write an algorithm to reverse a singly linked list. (CO2)                6
)";

TEST(PaperQuestions, NewerPaperWithInstructionsListAndMcqOptions) {
  expect_questions(cut_one_page(kMcqPaper),
                   {
                       {"1(a)", "A", 1,
                        "Which of the following data structure is non-linear? (a) Array (b) Stack (c) Tree (d) Queue"},
                       {"1(b)", "A", 1, "The postfix form of A*B+C is (a) AB*C+ (b) ABC+* (c) AB+C* (d) A*BC+"},
                       {"2(a)", "B", 1, "Explain the working of insertion sort with an example."},
                       {"2(b)", "B", 1, "Write an algorithm to reverse a singly linked list."},
                   });
}

// pdftotext without -layout: every table cell on a line of its own.
TEST(PaperQuestions, TableCellsOnLinesOfTheirOwn) {
  expect_questions(cut_one_page("SECTION A\n1.\nAttempt all questions in brief.\n2 x 7 = 14\nQ no.\nQuestion\n"
                                "Marks\nCO\na.\nDefine an algorithm.\n2\n1\nb.\nWhat is\nrecursion?\n2\nCO2\n"),
                   {
                       {"1(a)", "A", 1, "Define an algorithm."},
                       {"1(b)", "A", 1, "What is recursion?"},
                   });
}

TEST(PaperQuestions, DevanagariSurvivesUnchanged) {
  const auto got = cut_one_page(
      "SECTION A\n1. Attempt all questions in brief.\n"
      "a. Define an algorithm. एल्गोरिदम को परिभाषित कीजिए। (CO1) 2\n"
      "b. स्टैक और क्यू में अंतर स्पष्ट कीजिए | 2\n"
      "c. What is a queue? क्यू क्या है?\u00a0\u00a0 2  CO2\n");
  expect_questions(got, {
                            {"1(a)", "A", 1, "Define an algorithm. एल्गोरिदम को परिभाषित कीजिए।"},
                            {"1(b)", "A", 1, "स्टैक और क्यू में अंतर स्पष्ट कीजिए |"},
                            {"1(c)", "A", 1, "What is a queue? क्यू क्या है?"},
                        });
}

// A paper without sections, numbered 1., 2., … with parts on one line.
TEST(PaperQuestions, SectionlessPaperAndPartsOnOneLine) {
  expect_questions(cut_one_page("B.Tech. (SEM. IV) EXAMINATION 2015-16\nOPERATING SYSTEMS\n"
                                "1. (a) Define process. [5] (b) What is a thread? [5]\n"
                                "2. Explain the Banker's algorithm for deadlock avoidance\n"
                                "with an example. (10)\n"
                                "3) Explain paging. What is the use of TLB?\n"),
                   {
                       {"1(a)", "", 1, "Define process."},
                       {"1(b)", "", 1, "What is a thread?"},
                       {"2", "", 1, "Explain the Banker's algorithm for deadlock avoidance with an example."},
                       {"3", "", 1, "Explain paging. What is the use of TLB?"},
                   });
}

// A stem with parts: the stem is a question ("3"), its parts too.
TEST(PaperQuestions, StemWithPartsIsKept) {
  expect_questions(cut_one_page("Q1 Consider the relation R(A, B, C, D) with F = {A -> B, B -> C}.\n"
                                "(a) Find the candidate keys. [5]\n(b) Normalise R to BCNF. [5]\n"),
                   {
                       {"1", "", 1, "Consider the relation R(A, B, C, D) with F = {A -> B, B -> C}."},
                       {"1(a)", "", 1, "Find the candidate keys."},
                       {"1(b)", "", 1, "Normalise R to BCNF."},
                   });
}

struct NumberCase {
  const char* line;
  const char* number;
  const char* text;
};

TEST(PaperQuestions, NumberingAsPrinted) {
  const NumberCase cases[] = {{"Q1. Define stack.", "1", "Define stack."},
                              {"Q.1 Define stack.", "1", "Define stack."},
                              {"Q 1 (a) Define stack.", "1(a)", "Define stack."},
                              {"Q.No.1 Define stack.", "1", "Define stack."},
                              {"Que 1: Define stack.", "1", "Define stack."},
                              {"Question 1 - Define stack.", "1", "Define stack."},
                              {"1. Define stack.", "1", "Define stack."},
                              {"1) Define stack.", "1", "Define stack."},
                              {"1 (a) Define stack.", "1(a)", "Define stack."},
                              {"1(a) Define stack.", "1(a)", "Define stack."},
                              {"Ql. Define stack.", "1", "Define stack."},
                              {"I. Define stack.", "1", "Define stack."},
                              {"(a) Define stack.", "(a)", "Define stack."},
                              {"a) Define stack.", "(a)", "Define stack."},
                              {"Q1 (a) (i) Define stack.", "1(a)(i)", "Define stack."}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.line);
    const auto got = cut_one_page(std::string("DATA STRUCTURE\n") + c.line + "\n");
    if (got.size() != 1) {
      ADD_FAILURE() << ::testing::PrintToString(got);
      continue;
    }
    EXPECT_EQ(got[0].number, c.number);
    EXPECT_EQ(got[0].text, c.text);
  }
}

struct MarksCase {
  const char* line;
  const char* text;
};

TEST(PaperQuestions, MarksCutFromTheLineEnd) {
  const MarksCase cases[] = {{"Explain quick sort. [10]", "Explain quick sort."},
                             {"Explain quick sort. (07)", "Explain quick sort."},
                             {"Explain quick sort (7 marks)", "Explain quick sort"},
                             {"Explain quick sort. 7 marks", "Explain quick sort."},
                             {"Explain quick sort. CO3 K2", "Explain quick sort."},
                             {"Explain quick sort. 10 CO 3", "Explain quick sort."},
                             {"Explain quick sort. [CO1, K2]", "Explain quick sort."},
                             {"Explain quick sort. 7 (CO2)", "Explain quick sort."},
                             {"Explain quick sort     10", "Explain quick sort"},
                             {"What is a stack? 2", "What is a stack?"},
                             {"Define data structure. 2 1", "Define data structure."},
                             // Numbers that are the question's own
                             {"Find the value of x for n = 10", "Find the value of x for n = 10"},
                             {"Sort 5 3 8 1 9", "Sort 5 3 8 1 9"},
                             {"Sort 5 3 8 1 [10]", "Sort 5 3 8 1"},
                             {"Insert 15, 20 (10)", "Insert 15, 20"},
                             {"Find the distance from the point (1, 2)", "Find the distance from the point (1, 2)"},
                             {"Evaluate f(2)", "Evaluate f(2)"},
                             {"Solve T(n) = 2T(n/2) + n. (2 x 5 = 10)", "Solve T(n) = 2T(n/2) + n."}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.line);
    const auto got = cut_one_page(std::string("Q1 ") + c.line + "\n");
    if (got.size() != 1) {
      ADD_FAILURE() << ::testing::PrintToString(got);
      continue;
    }
    EXPECT_EQ(got[0].text, c.text);
  }
}

TEST(PaperQuestions, SectionHeadingSharingALineWithTheFirstQuestion) {
  expect_questions(cut_one_page("SECTION A 1. Attempt all questions in brief. 2 x 5 = 10\n"
                                "a. What is a process?   2\nSECTION-B 2. (a) Explain paging.   10\n"),
                   {
                       {"1(a)", "A", 1, "What is a process?"},
                       {"2(a)", "B", 1, "Explain paging."},
                   });
}

TEST(PaperQuestions, WatermarksGoWordsThatLookLikeThemStay) {
  expect_questions(cut_one_page("Q1 Explain HTTP and WWW. www.aktuonline.com\n"
                                "https://aktu.ac.in/papers What is DNS? aktuonline.com\n"),
                   {{"1", "", 1, "Explain HTTP and WWW. What is DNS?"}});
}

// Numbered notes before the questions of a paper without sections do not count as questions
// and do not throw the numbering off.
TEST(PaperQuestions, NumberedNotesBeforeTheFirstQuestion) {
  expect_questions(cut_one_page("Note: 1. Attempt all questions.\n2. All questions carry equal marks.\n"
                                "3. Illustrate your answers with neat sketches wherever necessary.\n"
                                "Q1 Define process. [10]\nQ2 Explain paging. [10]\n"),
                   {
                       {"1", "", 1, "Define process."},
                       {"2", "", 1, "Explain paging."},
                   });
}

TEST(PaperQuestions, InstructionsAreNotQuestions) {
  EXPECT_TRUE(cut_one_page("SECTION A\n1. Attempt all questions in brief.\nSECTION B\n"
                           "2. Attempt any three of the following: 7 x 3 = 21\n")
                  .empty());
  // "Solve the following" asks; it does not instruct.
  const auto got = cut_one_page("Q1 Solve the following recurrence: T(n) = 2T(n/2) + n\n");
  ASSERT_EQ(got.size(), 1u);
  EXPECT_EQ(got[0].text, "Solve the following recurrence: T(n) = 2T(n/2) + n");
}

// Text from an uploaded PDF is anyone's: long runs (std::regex recurses per character it
// repeats over) and invalid UTF-8 must neither crash nor hang the cutter or the grouping.
TEST(PaperQuestions, HostileTextIsSurvived) {
  const std::string spaces(50000, ' ');  // a run of 30000 overflowed std::regex's stack
  std::string text = "Q1 Explain" + spaces + "stack" + spaces + "7\n" + std::string(50000, '1') + "\n" +
                     std::string(50000, '(') + "\n\xff\xfe\xe0\xa4 Q2 (a) " + std::string(50000, '.') + "\n";
  for (int i = 0; i < 2000; ++i) text += "? (b) 2 x 7 = 14 ";
  const auto got = cut_one_page(text);
  ASSERT_FALSE(got.empty());
  EXPECT_TRUE(got[0].text.starts_with("Explain stack 1111"));  // the digits are text: no marker
  EXPECT_NO_THROW(group_repeated({{"a", "2023-24", got}, {"b", "2022-23", got}}));
}

TEST(PaperQuestions, NoTextNoQuestions) {
  EXPECT_TRUE(cut_questions({}).empty());
  EXPECT_TRUE(cut_one_page("").empty());
  EXPECT_TRUE(cut_one_page("Printed Page: 1 of 1\nDATA STRUCTURE\nTime: 3 Hours Total Marks: 70\n").empty());
}

// ---- Grouping --------------------------------------------------------------------------------

struct Pair {
  const char* a;
  const char* b;
};

// Wording changes, numbering and marks do not split a group.
TEST(QuestionGroups, SameQuestionWordedDifferently) {
  const Pair pairs[] = {
      {"Explain the working of quick sort with an example.", "Describe quick sort algorithm with a suitable example."},
      {"Explain quick sort.", "Write the quick sort algorithm."},
      {"Define an algorithm. What are its characteristics?",
       "What is an algorithm? Explain the characteristics of an algorithm."},
      {"Differentiate between array and linked list.", "What are the differences between arrays and linked lists?"},
      {"Write an algorithm to convert infix expression to postfix.",
       "Convert the following infix expression into postfix expression: A + B * C - D / E"},
      {"Explain the working of quick sort algorithm with example and analyse its time complexity.",
       "Write quick sort algorithm. Analyse its best case and worst case time complexity."},
      {"Explain Dijkstra's algorithm to find the shortest path with an example.",
       "Write Dijkstra's algorithm for single source shortest path problem."},
      {"What is a spanning tree? Explain Prim's algorithm with example.",
       "Write Prim's algorithm to find minimum spanning tree."},
      {"Explain the various collision resolution techniques in hashing.",
       "What is collision? Discuss collision resolution techniques used in hashing."},
      {"Define sparse matrix. How is it represented in memory?", "Explain the representation of sparse matrix."},
      {"What do you mean by asymptotic notations? Explain Big O, Omega and Theta notations.",
       "Explain asymptotic notations Big Oh, Big Omega and Big Theta with example."},
      {"Write short notes on AVL tree.", "Explain AVL tree with example."},
      {"Q2 (a) Define stack. [2] CO1", "1. b. Define a stack. (2 marks)"},
      {"स्टैक को परिभाषित कीजिए।", "स्टैक का वर्णन कीजिए।"}};
  for (const auto& p : pairs) {
    EXPECT_TRUE(same_question(p.a, p.b)) << p.a << " / " << p.b;
    EXPECT_TRUE(same_question(p.b, p.a)) << p.b << " / " << p.a;
  }
}

// Clearly different questions, however many words they share, do not merge.
TEST(QuestionGroups, DifferentQuestionsStayApart) {
  const Pair pairs[] = {
      {"Explain quick sort.", "Explain merge sort."},
      {"Define stack.", "Define queue."},
      {"Explain the working of quick sort algorithm with example and analyse its time complexity.",
       "Explain the working of merge sort algorithm with example and analyse its time complexity."},
      {"Write an algorithm to convert infix expression to postfix.",
       "Write an algorithm to convert infix expression to prefix."},
      {"Differentiate between array and linked list.", "What are the advantages of linked list over array?"},
      {"Explain binary search tree.", "Explain binary tree."},
      {"Explain B-tree.", "Explain B+ tree."},
      {"Explain B-tree.", "Explain AVL tree."},
      {"Write Prim's algorithm to find minimum spanning tree.",
       "Write Kruskal's algorithm to find minimum spanning tree."},
      {"Write algorithms for insertion and deletion in circular queue.",
       "Write algorithms for insertion and deletion in a priority queue."},
      {"Explain inorder, preorder and postorder traversal of binary tree.",
       "Construct a binary tree from given inorder and preorder traversal."},
      {"What is recursion? Explain with example.", "Differentiate between recursion and iteration."},
      {"Define stack.", "Explain the applications of stack."},
      {"स्टैक को परिभाषित कीजिए।", "क्यू को परिभाषित कीजिए।"},
      {"10", "10"},
      {"", ""}};
  for (const auto& p : pairs) {
    EXPECT_FALSE(same_question(p.a, p.b)) << p.a << " / " << p.b;
    EXPECT_FALSE(same_question(p.b, p.a)) << p.b << " / " << p.a;
  }
}

Question q(const std::string& text, const std::string& number = "1(a)", int page = 1) {
  return {text, number, "", page};
}

std::vector<PaperQuestions> data_structure_papers() {
  return {
      {"213012",
       "2021-22",
       {q("Explain quick sort."), q("Define stack", "1(b)"), q("Explain merge sort with example.")}},
      {"233012",
       "2023-24",
       {q("Explain the working of quick sort with an example."), q("Define stack.", "1(b)"),
        q("Explain merge sort.", "2(a)", 2), q("What is hashing?"), q("Define stack.", "5(a)", 2)}},
      {"223012",
       "2022-23",
       {q("Describe the quick sort algorithm with a suitable example."), q("Define queue."),
        q("Explain merge sort algorithm.", "2(c)"), q("What is hashing? Explain collision resolution techniques.")}},
      {"193012", "2019-20", {q("Write short notes on AVL tree.")}},
  };
}

TEST(QuestionGroups, MostAskedFirstWithTheNewestWording) {
  const auto groups = group_repeated(data_structure_papers());
  ASSERT_EQ(groups.size(), 3u);
  // Quick sort and merge sort were asked in three papers each, last in 2023-24: by text.
  EXPECT_EQ(groups[0].text, "Explain merge sort.");
  EXPECT_EQ(groups[1].text, "Explain the working of quick sort with an example.");
  EXPECT_EQ(groups[2].text, "Define stack.");
  EXPECT_EQ(groups[0].count(), 3u);
  EXPECT_EQ(groups[1].count(), 3u);
  EXPECT_EQ(groups[1].sessions(), (std::vector<std::string>{"2023-24", "2022-23", "2021-22"}));
  ASSERT_EQ(groups[1].occurrences.size(), 3u);
  EXPECT_EQ(groups[1].occurrences[1].paper_id, "223012");
  EXPECT_EQ(groups[1].occurrences[1].text, "Describe the quick sort algorithm with a suitable example.");
  EXPECT_EQ(groups[0].occurrences[0].page, 2);
  EXPECT_EQ(groups[0].occurrences[0].number, "2(a)");
  // "Define stack." twice in the 2023-24 paper counts once: its first asking.
  EXPECT_EQ(groups[2].count(), 2u);
  ASSERT_EQ(groups[2].occurrences.size(), 2u);
  EXPECT_EQ(groups[2].occurrences[0].number, "1(b)");
}

TEST(QuestionGroups, MinCountFilters) {
  EXPECT_EQ(group_repeated(data_structure_papers(), 3).size(), 2u);
  // Everything, singletons too: hashing's two questions stay apart (a short one must match exactly).
  const auto all = group_repeated(data_structure_papers(), 1);
  EXPECT_EQ(all.size(), 7u);
  EXPECT_EQ(std::count_if(all.begin(), all.end(), [](const QuestionGroup& g) { return g.count() == 1; }), 4);
}

TEST(QuestionGroups, SameGroupsWhateverThePapersOrder) {
  auto papers = data_structure_papers();
  const auto expected = group_repeated(papers, 1);
  std::reverse(papers.begin(), papers.end());
  const auto reversed = group_repeated(papers, 1);
  std::rotate(papers.begin(), papers.begin() + 1, papers.end());
  const auto rotated = group_repeated(papers, 1);
  ASSERT_EQ(reversed.size(), expected.size());
  ASSERT_EQ(rotated.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    for (const auto* other : {&reversed[i], &rotated[i]}) {
      EXPECT_EQ(other->text, expected[i].text);
      ASSERT_EQ(other->occurrences.size(), expected[i].occurrences.size());
      for (std::size_t k = 0; k < expected[i].occurrences.size(); ++k)
        EXPECT_EQ(other->occurrences[k].paper_id, expected[i].occurrences[k].paper_id);
    }
  }
}

// A ~ B and B ~ C, but not A ~ C: complete linkage never puts A and C in one group.
TEST(QuestionGroups, NoChainsAcrossDifferentQuestions) {
  const std::string a = "Explain binary search tree.";
  const std::string b = "Explain insertion in a binary search tree.";
  const std::string c = "Write algorithms for insertion, deletion and searching a node in a binary search tree.";
  ASSERT_TRUE(same_question(a, b));
  ASSERT_TRUE(same_question(b, c));
  ASSERT_FALSE(same_question(a, c));
  for (const auto& order : {std::vector<std::string>{a, b, c}, {b, a, c}, {c, b, a}, {b, c, a}}) {
    std::vector<PaperQuestions> papers;
    for (std::size_t i = 0; i < order.size(); ++i)
      papers.push_back({"p" + std::to_string(i), std::to_string(2023 - i) + "-xx", {q(order[i])}});
    for (const auto& g : group_repeated(papers, 1)) {
      const bool has_a = std::any_of(g.occurrences.begin(), g.occurrences.end(), [&](auto& o) { return o.text == a; });
      const bool has_c = std::any_of(g.occurrences.begin(), g.occurrences.end(), [&](auto& o) { return o.text == c; });
      EXPECT_FALSE(has_a && has_c) << g.text;
    }
  }
}

TEST(QuestionGroups, CutPapersGroupAcrossLayouts) {
  // Two papers as cut_questions gives them: wording, numbering and marks do not split a group.
  const auto newer = cut_one_page(kSectionedPaper);
  const auto older = cut_questions({PageText{1, kTwoPagesFirst}, PageText{2, kTwoPagesSecond}});
  const auto groups = group_repeated({{"213012", "2021-22", older}, {"233012", "2023-24", newer}});
  ASSERT_FALSE(groups.empty());
  const auto hashing = std::find_if(groups.begin(), groups.end(), [](const QuestionGroup& g) {
    return g.text == "What is hashing?";  // 2023-24's wording of 2021-22's "Define hashing."
  });
  ASSERT_NE(hashing, groups.end());
  EXPECT_EQ(hashing->sessions(), (std::vector<std::string>{"2023-24", "2021-22"}));
  EXPECT_EQ(hashing->occurrences[1].text, "Define hashing.");
  for (const auto& g : groups) EXPECT_EQ(g.count(), 2u) << g.text;
}

TEST(QuestionGroups, SessionsNewestFirst) {
  EXPECT_TRUE(pathshala::papers::session_newer("2023-24", "2022-23"));
  EXPECT_TRUE(pathshala::papers::session_newer("2019-20", "2018"));
  EXPECT_TRUE(pathshala::papers::session_newer("2018", "unknown"));
  EXPECT_FALSE(pathshala::papers::session_newer("2022-23", "2022-23"));
}

}  // namespace
