#pragma once
// The questions that come back (issue 27): for a subject, the questions of its previous-year
// papers (cut from the text file_text read: papers/questions.hpp) grouped across papers when
// they are the same question reworded (papers/question_groups.hpp), most asked first.
// GET /api/subjects/{code}/repeated-questions and the /most-asked/{code} page serve it.
// Answers are cached until the catalog's version moves (an edit, or a paper read: the file
// reader logs a catalog change for the papers that link the file it read).
#include <optional>
#include <string>
#include <string_view>

#include "catalog/catalog_service.hpp"
#include "core/document_cache.hpp"
#include "core/error.hpp"
#include "file_text/file_text_service.hpp"

namespace pathshala::file_text {

// "2023-24" from a paper's title "BCS301 Data Structure (2023-24)"; "" when it names none.
std::string session_of(std::string_view title);

class RepeatedQuestions {
 public:
  RepeatedQuestions(FileTextService& files, catalog::CatalogService& catalog);

  // {"code","subject","year","papers","pending","sessions":[…],"groups":[…]} for a subject
  // code (any case, old or new scheme); not_found when no previous-year paper has it.
  core::Result<core::DocumentPtr> of_subject(std::string_view code);

  // The codes (upper case) of the subjects with at least one repeated question, for the
  // sitemap.
  std::vector<std::string> subjects_with_repeats();

 private:
  std::optional<std::string> build(const std::string& code);

  FileTextService& files_;
  catalog::CatalogService& catalog_;
  core::DocumentCache cache_;
};

}  // namespace pathshala::file_text
