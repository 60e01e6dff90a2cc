#pragma once
// The questions of a previous-year paper, cut out of its text (poppler's text layer or OCR,
// one string per page). AKTU's layouts, the page furniture that must not become a question
// and the rules for numbering, marks and sub-parts are written down once, at the top of
// questions.cpp. Pure: no I/O, same pages in, same questions out.
#include <string>
#include <vector>

namespace pathshala::papers {

struct PageText {
  int page = 0;      // 1-based
  std::string text;  // UTF-8 text of that page, line breaks as the extractor gave them
};

struct Question {
  // As a student reads it: numbering, marks, CO and Bloom tags and the layout's line breaks
  // removed, whitespace collapsed. Sub-parts kept inside their part read "(i) … (ii) …".
  std::string text;
  std::string number;   // normalised: "2", "2(a)", "3(b)(ii)"; "(a)" when the section has no number
  std::string section;  // as printed, upper case: "A", "B", "C"; "" when the paper has no sections
  int page = 0;         // page on which the question starts
};

// The paper's questions in paper order. Instructions ("Attempt any three of the
// following"), headers, footers and watermarks are not questions and never part of one.
std::vector<Question> cut_questions(const std::vector<PageText>& pages);

}  // namespace pathshala::papers
