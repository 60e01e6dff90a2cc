#pragma once
// Questions asked again and again: the questions of one subject's papers, near-duplicates
// grouped across papers ("Explain quick sort with an example." in 2023-24 and "Describe the
// quick sort algorithm." in 2021-22 are one group; quick sort and merge sort are two).
// How two questions are compared is written down at the top of question_groups.cpp.
// Pure and deterministic: the same papers in any order give the same groups.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "papers/questions.hpp"

namespace pathshala::papers {

struct PaperQuestions {
  std::string paper_id;
  std::string session;  // "2023-24"; newer sessions sort first by their first year
  std::vector<Question> questions;
};

struct Occurrence {
  std::string paper_id;
  std::string session;
  int page = 0;
  std::string text;    // this paper's wording
  std::string number;  // as cut_questions numbered it: "2(a)"
};

struct QuestionGroup {
  // The wording of the newest paper that asked it (newest session, then smallest paper_id):
  // the phrasing examiners use now.
  std::string text;
  // One per paper (a paper asking it twice counts once: its first asking), newest first.
  std::vector<Occurrence> occurrences;

  std::vector<std::string> sessions() const;  // distinct, newest first
  std::size_t count() const;                  // distinct papers
};

// The groups asked in at least min_count papers, most asked first (then the most recent
// session, then text). Questions without a word to compare (only numbers) are left out.
// Compares every question with the groups formed so far: O(n²) in the number of questions,
// meant for one subject (~30 papers × ~20 questions).
std::vector<QuestionGroup> group_repeated(const std::vector<PaperQuestions>& papers, std::size_t min_count = 2);

// The rule group_repeated applies to a pair of question texts (exposed for tests and tuning).
bool same_question(std::string_view a, std::string_view b);

// Newer first: "2023-24" before "2022-23"; by the first four-digit year, then the text.
bool session_newer(const std::string& a, const std::string& b);

}  // namespace pathshala::papers
