#pragma once
// Runs tests/support/fake_smtp.mjs (Node) on free loopback ports for the life of the object:
// an SMTP server (AUTH PLAIN/LOGIN, no STARTTLS) that keeps every message it accepts, and its
// HTTP control API (the script's header comment lists every setting, with the JSON it takes).
// Credentials come from FAKE_SMTP_USER/FAKE_SMTP_PASSWORD in the environment, or
// control(R"({"credentials":{"user":"u","password":"p"}})").
#include <signal.h>

#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX
#include "test_server.hpp"

namespace pathshala::test_support {

class FakeSmtp {
 public:
  FakeSmtp() {
    const std::string cmd = std::string("node ") + PATHSHALA_SOURCE_DIR + "/tests/support/fake_smtp.mjs 0";
    pipe_ = popen(cmd.c_str(), "r");
    if (!pipe_) throw std::runtime_error("cannot start node");
    char line[128] = {0};
    if (!fgets(line, sizeof line, pipe_) ||
        sscanf(line, "FAKE_SMTP_PORT=%hu CONTROL_PORT=%hu PID=%d", &smtp_port, &control_port, &pid_) != 3)
      throw std::runtime_error(std::string("fake SMTP server did not start: ") + line);
  }
  ~FakeSmtp() {
    if (pid_ > 0) kill(pid_, SIGTERM);
    if (pipe_) pclose(pipe_);
  }
  FakeSmtp(const FakeSmtp&) = delete;
  FakeSmtp& operator=(const FakeSmtp&) = delete;

  // For MailSettings::smtp_url.
  std::string url() const { return "smtp://127.0.0.1:" + std::to_string(smtp_port); }
  // GET /messages: a JSON array of the accepted messages, oldest first.
  std::string messages() const { return fetch_from(control_port, "/messages").body; }
  // POST /control with a JSON body, e.g. {"failNext":2,"code":451}, {"rejectRcpt":"a@b"},
  // {"down":true}.
  void control(const std::string& json) const {
    fetch_from(control_port, "/control", boost::beast::http::verb::post, {{"Content-Type", "application/json"}}, json);
  }
  // Forgets every message (settings stay).
  void clear() const { control(R"({"clear":true})"); }

  std::uint16_t smtp_port = 0;
  std::uint16_t control_port = 0;

 private:
  FILE* pipe_ = nullptr;
  int pid_ = 0;
};

}  // namespace pathshala::test_support
