// The main of both test binaries: GoogleTest's, plus one rule (and the file reader's entry,
// below). CTest counts a suite whose
// every test was skipped as skipped (a suite that needs PostgreSQL where there is none), and
// GoogleTest reports a suite whose SetUpTestSuite failed the same way: every test "skipped".
// So a suite that could not even set up exits here, at once and loudly, before GoogleTest's
// summary can look like a skip (cmake/gtest_suites.cmake).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "file_text/extract_command.hpp"

namespace {

class SetUpFailuresFail : public ::testing::EmptyTestEventListener {
  void OnTestSuiteEnd(const ::testing::TestSuite& suite) override {
    if (!suite.ad_hoc_test_result().Failed()) return;
    std::fprintf(stderr, "\n%s: its SetUpTestSuite or TearDownTestSuite failed (above); no test of it ran.\n",
                 suite.name());
    std::fflush(stdout);
    std::_Exit(1);
  }
};

}  // namespace

int main(int argc, char** argv) {
  // The test server reads files in a child process started from its own executable
  // (file_text/extraction_process.hpp): this one, when the test server runs in-process.
  if (argc > 1 && std::string_view(argv[1]) == "extract-file")
    return pathshala::file_text::run_extract_command(std::vector<std::string>(argv + 2, argv + argc));
  ::testing::InitGoogleTest(&argc, argv);
  ::testing::UnitTest::GetInstance()->listeners().Append(new SetUpFailuresFail);
  return RUN_ALL_TESTS();
}
