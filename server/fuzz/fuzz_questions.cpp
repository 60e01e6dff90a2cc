// Cutting a paper's page text into questions (papers::cut_questions): OCR text of scanned
// papers, whatever a reader made of a PDF. Pages are split at form feeds. Never a crash,
// never a question on a page the paper does not have.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "check.hpp"
#include "papers/questions.hpp"

using namespace pathshala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto rest = fuzz::as_text(data, size);
  std::vector<papers::PageText> pages;
  while (!rest.empty() || pages.empty()) {
    const auto ff = rest.find('\f');
    pages.push_back({static_cast<int>(pages.size()) + 1, std::string(rest.substr(0, ff))});
    if (ff == std::string_view::npos) break;
    rest = rest.substr(ff + 1);
  }
  const auto questions = papers::cut_questions(pages);
  for (const auto& q : questions) {
    FUZZ_CHECK(q.page >= 1 && q.page <= static_cast<int>(pages.size()));
    FUZZ_CHECK(q.text.size() <= size);  // whitespace collapsed, tags removed: never longer than the input
  }
  return 0;
}
