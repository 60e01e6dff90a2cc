// The demo papers, read as the server reads them (file_text's reader in its child process:
// poppler, and OCR for the scanned one), cut into questions and grouped: each of the four
// demo subjects has questions that came back in all three sessions — the scan's included,
// which only OCR can read — so /most-asked/{code} has something true to show on `make run`.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <fstream>

#include "../support/temp_dir.hpp"
#include "catalog/aktu_subjects.hpp"
#include "file_text/extraction_process.hpp"
#include "papers/question_groups.hpp"
#include "papers/questions.hpp"
#include "seed/demo_papers.hpp"

namespace {

using namespace pathshala;

const catalog::Subject& subject(const std::string& code) {
  for (const auto& s : catalog::aktu_subjects())
    if (s.code == code) return s;
  throw std::out_of_range(code);
}

// The paper's pages as the server's reader reads them.
std::vector<papers::PageText> read_paper(const std::string& code, const std::string& session) {
  test_support::TempDir dir;
  const auto pdf = dir.path() / "paper.pdf";
  std::ofstream(pdf, std::ios::binary) << seed::question_paper_pdf(subject(code), session);
  std::atomic<bool> stopping{false};
  const auto outcome = file_text::run_extraction(file_text::own_executable(), pdf, dir.path(), {}, stopping);
  EXPECT_EQ(outcome.kind, file_text::ProcessOutcome::Kind::read) << outcome.message;
  std::ifstream in(dir.path() / "pages.json");
  const auto pages_json = boost::json::parse(std::string((std::istreambuf_iterator<char>(in)), {}));
  std::vector<papers::PageText> pages;
  for (const auto& p : pages_json.at("pages").as_array())
    pages.push_back({static_cast<int>(p.at("number").as_int64()), std::string(p.at("text").as_string())});
  return pages;
}

TEST(DemoPaperQuestions, EachDemoSubjectAsksSomeQuestionsInAllThreeSessionsTheScanIncluded) {
  ASSERT_TRUE(seed::question_paper_is_scanned("BCS301", "2021-22"));
  for (const std::string code : {"BCS301", "BCS302", "BCS303", "BAS103"}) {
    const auto sessions = seed::question_paper_sessions(code);
    ASSERT_EQ(sessions.size(), 3u) << code;
    std::vector<papers::PaperQuestions> read;
    for (const auto& session : sessions) {
      const auto questions = papers::cut_questions(read_paper(code, session));
      EXPECT_GE(questions.size(), 15u) << code << " " << session;  // 7 + 5 + 5 × 2 parts, give or take
      read.push_back({code + "-" + session, session, questions});
    }
    const auto groups = papers::group_repeated(read);
    std::size_t in_all_three = 0;
    bool postfix_thrice = false;
    for (const auto& g : groups) {
      in_all_three += g.count() == 3 ? 1 : 0;
      postfix_thrice |= g.count() == 3 && g.text.find("postfix") != std::string::npos;
    }
    EXPECT_GE(in_all_three, 2u) << code;
    EXPECT_GE(groups.size(), 6u) << code;  // and several more asked twice
    // The infix-to-postfix question of 2021-22 (the scan: OCR), 2022-23 and 2023-24.
    if (code == "BCS301") EXPECT_TRUE(postfix_thrice);
  }
}

}  // namespace
