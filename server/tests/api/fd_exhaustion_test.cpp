// The real server binary under `ulimit -n 64` with 100 idle connections (issue 12): it caps
// connections from its descriptor limit, neither spins nor floods its log, and answers
// again once the idle clients are gone.
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <boost/asio.hpp>

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "../support/temp_dir.hpp"
#include "../support/test_server.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

extern char** environ;

using namespace pathshala::test_support;
namespace net = boost::asio;

namespace {

std::uint16_t free_port() {
  net::io_context io;
  net::ip::tcp::acceptor a(io, {net::ip::make_address("127.0.0.1"), 0});
  return a.local_endpoint().port();
}

// User plus system CPU time of a process, in clock ticks.
long cpu_ticks(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), {});
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string skip;
  for (int i = 0; i < 11; ++i) fields >> skip;  // state … cmajflt
  long user = 0, system = 0;
  fields >> user >> system;
  return user + system;
}

TEST(FdExhaustion, ALowDescriptorLimitNeitherSpinsNorFloodsTheLog) {
  TempDir dir;
  const auto port = free_port();
  const auto log = dir.path() / "server.log";
  const std::string script = "ulimit -n 64 && exec \"" + std::string(PATHSHALA_BINARY) + "\" serve --data \"" +
                             (dir.path() / "data").string() + "\" --port " + std::to_string(port) +
                             " --threads 2 --access-log off > \"" + log.string() + "\" 2>&1";
  std::vector<std::string> args = {"/bin/bash", "-c", script};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  ASSERT_EQ(posix_spawn(&pid, "/bin/bash", nullptr, nullptr, argv.data(), environ), 0);
  bool up = false;
  for (int i = 0; i < 100 && !up; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    try {
      up = fetch_from(port, "/healthz").status == 200;
    } catch (const std::exception&) {
    }
  }
  ASSERT_TRUE(up);

  {
    net::io_context io;
    std::vector<net::ip::tcp::socket> idle;
    for (int i = 0; i < 100; ++i) {
      net::ip::tcp::socket s(io);
      boost::system::error_code ec;
      s.connect({net::ip::make_address("127.0.0.1"), port}, ec);
      if (!ec) idle.push_back(std::move(s));
    }
    const long before = cpu_ticks(pid);
    std::this_thread::sleep_for(std::chrono::seconds(2));
    const long used = cpu_ticks(pid) - before;
    EXPECT_LT(used, 50) << "the server was busy for " << used << " ticks in 2 s with nothing to do";
  }  // the idle clients go

  bool answers = false;
  for (int i = 0; i < 40 && !answers; ++i) {
    try {
      answers = fetch_from(port, "/healthz").status == 200;
    } catch (const std::exception&) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  EXPECT_TRUE(answers);
  kill(pid, SIGTERM);
  int status = 0;
  waitpid(pid, &status, 0);
  EXPECT_LT(std::filesystem::file_size(log), 20'000u) << "the log grew while out of descriptors";
}

}  // namespace
