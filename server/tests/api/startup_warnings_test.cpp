// What `serve` tells an operator at start (issue 52, info): in production (a --public-url)
// without --trusted-proxies, a reverse proxy on the same machine passes every visitor as
// 127.0.0.1, which /metrics' default allow-list admits; the log says so, and is quiet once the
// proxy is named.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "../support/browser.hpp"
#include "../support/child_process.hpp"
#include "../support/temp_dir.hpp"
#include "test_paths.hpp"  // PATHSHALA_BINARY

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

// The warnings `serve` logs until it answers, with extra flags.
std::string start_log(const TempDir& dir, const std::string& flags) {
  const auto port = free_port();
  const auto log = dir.path() / "serve.log";
  {
    ChildProcess server({"/bin/sh", "-c",
                         "exec '" + std::string(PATHSHALA_BINARY) + "' serve --data '" +
                             (dir.path() / "data").string() + "' --port " + std::to_string(port) +
                             " --access-log off --log-level warn --public-url https://pathshala.example " + flags +
                             " 2>'" + log.string() + "'"});
    EXPECT_TRUE(answers_within_seconds(port)) << "the server did not start";
  }
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(StartupWarnings, MetricsOpenThroughASameMachineProxyAreSaidAtStart) {
  if (!postgres_test_host().empty()) GTEST_SKIP() << "the SQLite pass runs it";
  TempDir dir;
  const auto open = start_log(dir, "");
  EXPECT_NE(open.find("anyone can read /metrics through it"), std::string::npos) << open;
  const auto named = start_log(dir, "--trusted-proxies 127.0.0.1");
  EXPECT_EQ(named.find("/metrics"), std::string::npos) << named;
}

}  // namespace
