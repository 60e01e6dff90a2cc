// Stopping the server (issue 31): SIGTERM while a mail waits for its retry (SMTP down) ends
// with exit status 0. It crashed (SIGSEGV, 3 of 3 runs): the queue's "not sent" line was
// logged after the logger had been shut down.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include "../support/browser.hpp"
#include "../support/child_process.hpp"
#include "../support/temp_dir.hpp"
#include "test_paths.hpp"  // PATHSHALA_BINARY

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

TEST(Shutdown, SigtermWithAMailWaitingForItsRetryExitsCleanly) {
  TempDir dir;
  const auto port = free_port();
  const auto closed_smtp_port = free_port();  // nothing listens there: every send fails for now
  ChildProcess server({PATHSHALA_BINARY, "serve", "--data", (dir.path() / "data").string(), "--port",
                       std::to_string(port), "--access-log", "off", "--log-level", "warn", "--smtp-url",
                       "smtp://127.0.0.1:" + std::to_string(closed_smtp_port)});
  ASSERT_TRUE(answers_within_seconds(port)) << "the server did not start";

  // Signing up sends a verification mail; it fails and waits for its retry.
  Browser student(port);
  auto signup = student.post("/api/auth/signup",
                             R"({"name":"Asha","semester":3,"email":"asha@example.com","password":"secret12"})");
  ASSERT_EQ(signup.status, 201u) << signup.body;
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // the first try fails meanwhile

  const int status = server.stop(SIGTERM);
  ASSERT_TRUE(WIFEXITED(status)) << "ended by signal " << (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

}  // namespace
