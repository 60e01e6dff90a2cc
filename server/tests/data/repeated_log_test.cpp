// core::log_repeated (issue 49): an outage's repeated error is logged once per interval,
// and the next line says how many like it were left out.
#include <gtest/gtest.h>
#include <spdlog/sinks/ringbuffer_sink.h>
#include <spdlog/spdlog.h>

#include <thread>

#include "core/repeated_log.hpp"

namespace {

TEST(RepeatedLog, AKindIsLoggedOncePerIntervalWithTheCountLeftOut) {
  auto sink = std::make_shared<spdlog::sinks::ringbuffer_sink_mt>(20);
  auto previous = spdlog::default_logger();
  spdlog::set_default_logger(std::make_shared<spdlog::logger>("repeated-log-test", sink));
  const auto interval = std::chrono::milliseconds(200);
  for (int i = 0; i < 5; ++i)
    pathshala::core::log_repeated(spdlog::level::err, "test:outage", "GET /api/x: store down", interval);
  pathshala::core::log_repeated(spdlog::level::err, "test:other", "another kind", interval);
  std::this_thread::sleep_for(interval + std::chrono::milliseconds(50));
  pathshala::core::log_repeated(spdlog::level::err, "test:outage", "GET /api/y: store down", interval);
  const auto lines = sink->last_formatted();
  spdlog::set_default_logger(previous);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_NE(lines[0].find("GET /api/x: store down"), std::string::npos) << lines[0];
  EXPECT_NE(lines[1].find("another kind"), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find("GET /api/y: store down (and 4 more like it since)"), std::string::npos) << lines[2];
}

}  // namespace
