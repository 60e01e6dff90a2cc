#pragma once
// Real processes for the tests that need them (the server binary, nginx): spawned with
// posix_spawn, and when the object goes, asked to stop (SIGTERM), killed if they do not
// within a few seconds, and reaped.
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <boost/asio.hpp>

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "test_server.hpp"

extern char** environ;

namespace pathshala::test_support {

// A loopback port nobody listens on now (the caller binds it soon after).
inline std::uint16_t free_port() {
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor a(io, {boost::asio::ip::make_address("127.0.0.1"), 0});
  return a.local_endpoint().port();
}

// Polls 127.0.0.1:port until `target` answers 200, for at most about five seconds.
inline bool answers_within_seconds(std::uint16_t port, const std::string& target = "/healthz") {
  for (int i = 0; i < 100; ++i) {
    try {
      if (fetch_from(port, target).status == 200) return true;
    } catch (const std::exception&) {  // not listening yet
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return false;
}

class ChildProcess {
 public:
  explicit ChildProcess(std::vector<std::string> args) : args_(std::move(args)) {
    std::vector<char*> argv;
    for (auto& a : args_) argv.push_back(a.data());
    argv.push_back(nullptr);
    if (posix_spawn(&pid_, argv[0], nullptr, nullptr, argv.data(), environ) != 0)
      throw std::runtime_error("cannot start " + args_.front());
  }
  ~ChildProcess() { stop(); }
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  pid_t pid() const { return pid_; }
  // Sends `signal` and waits for the process to end; SIGKILL after five seconds of waiting.
  // Returns how it ended, as waitpid tells it (WIFEXITED, WEXITSTATUS, WTERMSIG).
  int stop(int signal = SIGTERM) {
    if (pid_ <= 0) return status_;
    ::kill(pid_, signal);
    for (int i = 0; i < 100; ++i) {
      if (waitpid(pid_, &status_, WNOHANG) == pid_) {
        pid_ = 0;
        return status_;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ::kill(pid_, SIGKILL);
    waitpid(pid_, &status_, 0);
    pid_ = 0;
    return status_;
  }

 private:
  std::vector<std::string> args_;
  pid_t pid_ = 0;
  int status_ = 0;
};

}  // namespace pathshala::test_support
