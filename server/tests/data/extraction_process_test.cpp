// The file reader's child process (file_text/extraction_process.hpp), run as the server runs
// it: this test binary is the reader (its main answers `extract-file`, like the server's).
// A good PDF is read into pages.json and images; a file that is no PDF is unreadable with a
// reason; a reading past the wall-clock limit is killed and said to have timed out; a page
// too large to draw is drawn smaller; a reader short of memory fails alone — and none of it
// touches this process.
#include <gtest/gtest.h>

#include <fstream>

#include "../support/temp_dir.hpp"
#include "core/file_writers.hpp"
#include "file_text/extraction_process.hpp"

namespace {

using namespace pathshala;
using namespace pathshala::file_text;
using Kind = ProcessOutcome::Kind;
namespace fs = std::filesystem;

class ExtractionProcess : public ::testing::Test {
 protected:
  fs::path write(const std::string& name, const std::string& bytes) {
    const auto path = dir.path() / name;
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
  }
  fs::path out_dir(const std::string& name) {
    const auto path = dir.path() / name;
    fs::create_directories(path);
    return path;
  }
  ProcessOutcome run(const fs::path& input, const fs::path& out, ProcessLimits limits = {}) {
    return run_extraction(own_executable(), input, out, limits, stopping);
  }
  test_support::TempDir dir;
  std::atomic<bool> stopping{false};
};

TEST_F(ExtractionProcess, APdfIsReadIntoPagesAndImages) {
  const auto out = out_dir("good");
  const auto outcome = run(write("good.pdf", core::make_pdf("Unit 1", {"Stacks and queues."})), out);
  ASSERT_EQ(outcome.kind, Kind::read) << outcome.message;
  EXPECT_TRUE(fs::exists(out / "pages.json"));
  EXPECT_TRUE(fs::exists(out / "page-1.webp"));
  EXPECT_TRUE(fs::exists(out / "thumb.webp"));
}

TEST_F(ExtractionProcess, AFileThatIsNoPdfIsUnreadableWithAReason) {
  const auto outcome = run(write("notes.pdf", "just some text, no PDF here\n"), out_dir("bad"));
  EXPECT_EQ(outcome.kind, Kind::unreadable);
  EXPECT_EQ(outcome.message, "not a PDF or a ZIP file");
}

TEST_F(ExtractionProcess, AZipOfPdfsIsReadAcrossItsPdfsAndAZipWithoutOneIsNot) {
  const auto out = out_dir("zip");
  const auto zip = core::make_zip({{"b-experiments-6-10.pdf", core::make_pdf("Experiments 6-10", {"Exp 6"})},
                                   {"a-experiments-1-5.pdf", core::make_pdf("Experiments 1-5", {"Exp 1"})},
                                   {"readme.txt", "not a pdf"}});
  ASSERT_EQ(run(write("practical.zip", zip), out).kind, Kind::read);
  std::ifstream pages(out / "pages.json");
  const std::string json((std::istreambuf_iterator<char>(pages)), {});
  EXPECT_NE(json.find("\"source\":\"a-experiments-1-5.pdf\""), std::string::npos) << json;
  EXPECT_LT(json.find("Experiments 1-5"), json.find("Experiments 6-10")) << json;  // in name order
  EXPECT_TRUE(fs::exists(out / "page-2.webp"));

  const auto none = run(write("none.zip", core::make_zip({{"readme.txt", "text"}})), out_dir("none"));
  EXPECT_EQ(none.kind, Kind::unreadable);
  EXPECT_EQ(none.message, "the ZIP holds no PDF");
}

TEST_F(ExtractionProcess, AReadingPastTheWallClockLimitIsKilled) {
  ProcessLimits limits;
  limits.wall = std::chrono::milliseconds(1);
  const auto outcome = run(write("slow.pdf", core::make_pdf("Slow", {"line"})), out_dir("slow"), limits);
  EXPECT_EQ(outcome.kind, Kind::timed_out) << outcome.message;
}

TEST_F(ExtractionProcess, APosterSizedPageIsDrawnSmallerNotAtASizeThatCannotBeAllocated) {
  // A page 200 inches square: at 100 DPI its picture would take 1.2 GB.
  auto pdf = core::make_pdf("Big", {"A poster of the data structures syllabus, unit by unit."});
  const std::string a4 = "/MediaBox [0 0 595 842]";
  pdf.replace(pdf.find(a4), a4.size(), "/MediaBox [0 0 14400 14400]");  // poppler mends the offsets
  const auto out = out_dir("poster");
  ProcessLimits limits;
  limits.memory_bytes = 600ull << 20;
  ASSERT_EQ(run(write("poster.pdf", pdf), out, limits).kind, Kind::read);
  std::ifstream pages(out / "pages.json");
  const std::string json((std::istreambuf_iterator<char>(pages)), {});
  EXPECT_NE(json.find("\"width\":2000,\"height\":2000"), std::string::npos) << json;
}

TEST_F(ExtractionProcess, AReaderWithoutTheMemoryItNeedsFailsAloneAndSaysSo) {
  ProcessLimits limits;
  limits.memory_bytes = 8ull << 20;  // less than the reader's own libraries take
  const auto outcome = run(write("any.pdf", core::make_pdf("Any", {"line"})), out_dir("small"), limits);
  EXPECT_NE(outcome.kind, Kind::read);
  EXPECT_FALSE(outcome.message.empty());
}

TEST_F(ExtractionProcess, StoppingTheServerStopsTheReading) {
  stopping = true;
  const auto outcome = run(write("stop.pdf", core::make_pdf("Stop", {"line"})), out_dir("stop"));
  EXPECT_EQ(outcome.kind, Kind::stopped);
}

}  // namespace
