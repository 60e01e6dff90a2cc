#pragma once
// Demo previous-year papers with real questions, for a few AKTU subjects: the AKTU layout
// (header, Sections A, B and C, marks and COs) on two pages, the questions data-driven from a
// table per subject in demo_papers.cpp. Some questions come back in later sessions, verbatim
// or slightly reworded, as they do in real papers; one paper is a scan (page images only).
#include <string>
#include <vector>

#include "catalog/aktu_subjects.hpp"

namespace pathshala::seed {

// The sessions ("2023-24", …), newest first, for which the subject with this code has a
// paper with real questions; empty for subjects whose demo papers are generic.
std::vector<std::string> question_paper_sessions(const std::string& code);

// Whether that paper is a scan: page images only, no text layer (its text needs OCR).
bool question_paper_is_scanned(const std::string& code, const std::string& session);

// The paper's PDF. Throws std::out_of_range when question_paper_sessions(subject.code) does
// not list the session.
std::string question_paper_pdf(const catalog::Subject& subject, const std::string& session);

// A scan of a PDF: its pages rendered (poppler) to grayscale at dpi, on slightly gray paper
// with a shadow along the binding edge, as a PDF of page images without any text.
std::string scanned_copy(const std::string& pdf, double dpi);

}  // namespace pathshala::seed
