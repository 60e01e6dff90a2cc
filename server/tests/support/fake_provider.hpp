#pragma once
// Runs tests/support/fake_oauth_provider.mjs (Node) on a free loopback port for the life of
// the object, and talks to its /control endpoint.
#include <signal.h>

#include <cstdio>
#include <stdexcept>
#include <string>

#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX
#include "test_server.hpp"

namespace pathshala::test_support {

class FakeProvider {
 public:
  FakeProvider() {
    const std::string cmd = std::string("node ") + PATHSHALA_SOURCE_DIR + "/tests/support/fake_oauth_provider.mjs 0";
    pipe_ = popen(cmd.c_str(), "r");
    if (!pipe_) throw std::runtime_error("cannot start node");
    char line[128] = {0};
    if (!fgets(line, sizeof line, pipe_) || sscanf(line, "FAKE_OAUTH_PORT=%hu PID=%d", &port, &pid_) != 2)
      throw std::runtime_error(std::string("fake provider did not start: ") + line);
  }
  ~FakeProvider() {
    if (pid_ > 0) kill(pid_, SIGTERM);
    if (pipe_) pclose(pipe_);
  }
  FakeProvider(const FakeProvider&) = delete;
  FakeProvider& operator=(const FakeProvider&) = delete;

  std::string base() const { return "http://127.0.0.1:" + std::to_string(port); }
  std::string endpoints() const { return base() + "/authorize " + base() + "/token " + base() + "/userinfo"; }
  void control(const std::string& json) const {
    fetch_from(port, "/control", boost::beast::http::verb::post, {{"Content-Type", "application/json"}}, json);
  }
  std::string seen() const { return fetch_from(port, "/control").body; }

  std::uint16_t port = 0;

 private:
  FILE* pipe_ = nullptr;
  int pid_ = 0;
};

}  // namespace pathshala::test_support
