// core::claim_scratch: what ended processes left is removed at the next start (issue 31 for
// <data>/tmp; issue 49 for a killed file reader's directory in the shared previews directory).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "../support/temp_dir.hpp"
#include "core/scratch.hpp"

using namespace pathshala;
namespace fs = std::filesystem;

namespace {

void touch(const fs::path& file) {
  fs::create_directories(file.parent_path());
  std::ofstream(file) << "x";
}

}  // namespace

TEST(Scratch, AtStartAKilledReadersDirectoryGoesButALiveOnesAndAnotherInstancesStay) {
  test_support::TempDir dir;
  const auto data = dir.path() / "data";
  const auto previews = dir.path() / "files" / "previews";
  // A process of this data directory that was killed: its lock file is there, held by nobody.
  touch(data / "run" / "4242-deadbeef.lock");
  touch(previews / ".reading-4242-deadbeef-0123abcd" / "page-1.webp");
  touch(data / "tmp" / "body-4242-deadbeef-0123abcd");
  // One that is alive (its lock held, as a running instance's is).
  touch(data / "run" / "4343-cafecafe.lock");
  const int held = ::open((data / "run" / "4343-cafecafe.lock").c_str(), O_RDWR | O_CLOEXEC);
  ASSERT_GE(held, 0);
  ASSERT_EQ(::flock(held, LOCK_EX | LOCK_NB), 0);
  touch(previews / ".reading-4343-cafecafe-89abcdef" / "page-1.webp");
  // An instance with another data directory sharing the files: not ours to judge.
  touch(previews / ".reading-5151-0badf00d-00000000" / "page-1.webp");
  touch(previews / "some-file-sha" / "page-1.webp");  // page images, not scratch

  EXPECT_EQ(core::claim_scratch(data, {previews}), 2);
  EXPECT_FALSE(fs::exists(previews / ".reading-4242-deadbeef-0123abcd"));
  EXPECT_FALSE(fs::exists(data / "tmp" / "body-4242-deadbeef-0123abcd"));
  EXPECT_TRUE(fs::exists(previews / ".reading-4343-cafecafe-89abcdef"));
  EXPECT_TRUE(fs::exists(previews / ".reading-5151-0badf00d-00000000"));
  EXPECT_TRUE(fs::exists(previews / "some-file-sha" / "page-1.webp"));
  EXPECT_FALSE(fs::exists(data / "run" / "4242-deadbeef.lock"));  // the dead's lock file too
  EXPECT_TRUE(fs::exists(data / "run" / "4343-cafecafe.lock"));
  ::close(held);
}
