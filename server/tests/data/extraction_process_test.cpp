// The file reader's child process (file_text/extraction_process.hpp), run as the server runs
// it: this test binary is the reader (its main answers `extract-file`, like the server's).
// A good PDF is read into pages.json and images; a file that is no PDF is unreadable with a
// reason; a reading past the wall-clock limit is killed and said to have timed out; a page
// too large to draw is drawn smaller; a reader short of memory fails alone — and none of it
// touches this process.
#include <gtest/gtest.h>

#include <zlib.h>

#include <fstream>
#include <string>
#include <vector>

#include "../support/temp_dir.hpp"
#include "core/file_writers.hpp"
#include "file_text/extraction_process.hpp"
#include "file_text/unpacked_size.hpp"

namespace {

using namespace pathshala;
using namespace pathshala::file_text;
using Kind = ProcessOutcome::Kind;
namespace fs = std::filesystem;

// `bytes` spaces after a line of text, Flate-compressed: about 1,000 to 1 (a compression bomb).
std::string deflated_spaces(const std::string& head, std::size_t bytes) {
  z_stream zs{};
  deflateInit(&zs, Z_BEST_COMPRESSION);
  const std::string chunk(1 << 20, ' ');
  std::string out;
  std::string buffer(64 * 1024, '\0');
  auto pump = [&](const std::string& in, int flush) {
    zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
    zs.avail_in = static_cast<uInt>(in.size());
    do {
      zs.next_out = reinterpret_cast<Bytef*>(buffer.data());
      zs.avail_out = static_cast<uInt>(buffer.size());
      deflate(&zs, flush);
      out.append(buffer.data(), buffer.size() - zs.avail_out);
    } while (zs.avail_out == 0);
  };
  pump(head, Z_NO_FLUSH);
  for (std::size_t done = 0; done < bytes; done += chunk.size()) pump(chunk, Z_NO_FLUSH);
  pump("", Z_FINISH);
  deflateEnd(&zs);
  return out;
}

// A one-page PDF whose page content (or, with `image`, an image on it) is `stream`, Flate.
std::string pdf_with_stream(const std::string& stream, bool image = false) {
  std::vector<std::string> objects{
      "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
      "/Resources << /Font << /F1 5 0 R >> >> >>",
      std::string(image ? "<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /BitsPerComponent 8 "
                          "/ColorSpace /DeviceGray "
                        : "<< ") +
          "/Length " + std::to_string(stream.size()) + " /Filter /FlateDecode >>\nstream\n" + stream + "\nendstream",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"};
  std::string pdf = "%PDF-1.4\n";
  std::vector<std::size_t> offsets;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    offsets.push_back(pdf.size());
    pdf += std::to_string(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
  }
  const auto xref = pdf.size();
  pdf += "xref\n0 " + std::to_string(objects.size() + 1) + "\n0000000000 65535 f \n";
  for (const auto offset : offsets) {
    const auto digits = std::to_string(offset);
    pdf += std::string(10 - digits.size(), '0') + digits + " 00000 n \n";
  }
  return pdf + "trailer\n<< /Size " + std::to_string(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n" +
         std::to_string(xref) + "\n%%EOF\n";
}

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

// Issue 52, item 5: a 150 KB file whose page is 150 MB of spaces once unpacked. poppler
// would lex every byte (a 1 GB one held the reader for minutes); it is refused before.
TEST_F(ExtractionProcess, APdfWhoseContentUnpacksFarBeyondWhatPagesNeedIsRefusedUnread) {
  const auto bomb = pdf_with_stream(deflated_spaces("BT /F1 12 Tf 72 720 Td (Unit 1) Tj ET\n", 150u << 20));
  ASSERT_LT(bomb.size(), 400u * 1024);
  const auto out = out_dir("bomb");
  const auto outcome = run(write("bomb.pdf", bomb), out);
  EXPECT_EQ(outcome.kind, Kind::unreadable);
  EXPECT_EQ(outcome.message, "the PDF's content unpacks to more than 128 MB, far more than its pages can show");
  EXPECT_FALSE(fs::exists(out / "pages.json"));

  // The same page with a few spaces is read as usual.
  const auto fine = pdf_with_stream(deflated_spaces("BT /F1 12 Tf 72 720 Td (Unit 1 stacks) Tj ET\n", 1 << 20));
  EXPECT_EQ(run(write("fine.pdf", fine), out_dir("fine")).kind, Kind::read);
}

TEST(UnpackedSize, CountsPageContentUpToJustPastTheLimitButNotImages) {
  const auto content = pdf_with_stream(deflated_spaces("BT ET\n", 4u << 20));
  EXPECT_GE(unpacked_content_bytes(content, 64u << 20), 4u << 20);
  const auto counted = unpacked_content_bytes(content, 1u << 20);
  EXPECT_GT(counted, 1u << 20);
  EXPECT_LT(counted, 2u << 20);  // stops soon after the limit, not at the stream's end
  const auto picture = pdf_with_stream(deflated_spaces("", 4u << 20), /*image=*/true);
  EXPECT_EQ(unpacked_content_bytes(picture, 1u << 20), 0u);
  EXPECT_EQ(unpacked_content_bytes("not a pdf stream\nendstream >>stream\n\x78\x9c", 1u << 20), 0u);
}

// A file built so that each stream's Flate data runs on through all the next ones: stored
// deflate blocks, most of them empty (input, no output), each unit carrying the next
// dictionary and "stream" keyword inside a small block. Measured stream by stream, zlib would
// read the rest of the file for every one of them (quadratic); it is taken for a bomb at once.
TEST(UnpackedSize, StreamsWhoseDataOverlapAreTakenForABombNotReadForEver) {
  const std::string keyword = "<< /Filter /FlateDecode >>\nstream\n\x78\x01";
  const auto stored = [](const std::string& payload) {
    const auto n = static_cast<unsigned>(payload.size());
    std::string block{'\0', static_cast<char>(n & 0xff), static_cast<char>(n >> 8), static_cast<char>(~n & 0xff),
                      static_cast<char>((~n >> 8) & 0xff)};
    return block + payload;
  };
  std::string empties;
  for (int i = 0; i < 800; ++i) empties += stored("");  // 4 KB that unpack to nothing
  std::string pdf = "%PDF-1.4\n1 0 obj\n" + keyword;
  for (int unit = 0; unit < 2000; ++unit) pdf += empties + stored(keyword);
  ASSERT_GT(pdf.size(), 7u << 20);
  EXPECT_GT(unpacked_content_bytes(pdf, 128u << 20), 128u << 20);
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
