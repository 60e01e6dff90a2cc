#include "core/logging.hpp"

#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <mutex>

namespace pathshala::core {

namespace {
// spdlog's own stdout sink flushes after every line; this one leaves that to the buffer.
class BufferedStdoutSink : public spdlog::sinks::base_sink<std::mutex> {
 protected:
  void sink_it_(const spdlog::details::log_msg& msg) override {
    spdlog::memory_buf_t line;
    formatter_->format(msg, line);
    std::fwrite(line.data(), 1, line.size(), stdout);
  }
  void flush_() override { std::fflush(stdout); }
};
}  // namespace

void setup_logging(const std::string& level) {
  auto main = spdlog::stderr_logger_mt("pathshala");
  main->set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");
  main->set_level(spdlog::level::from_str(level));
  spdlog::set_default_logger(main);

  // Access lines go into a 64 KiB stdout buffer, written out when it fills and at least once
  // a second (like nginx's `access_log ... buffer=`). A per-line flush or a hand-off to a
  // logging thread costs a system call or a thread wake-up per request.
  static char buffer[64 * 1024];
  std::setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
  auto access = std::make_shared<spdlog::logger>("access", std::make_shared<BufferedStdoutSink>());
  spdlog::register_logger(access);
  access->set_pattern("%Y-%m-%dT%H:%M:%S.%e %v");
  access->set_level(spdlog::level::info);
  access->flush_on(spdlog::level::off);
  spdlog::flush_every(std::chrono::seconds(1));
}

std::shared_ptr<spdlog::logger> access_logger() { return spdlog::get("access"); }

}  // namespace pathshala::core
