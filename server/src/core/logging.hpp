#pragma once
#include <spdlog/logger.h>

#include <memory>
#include <string>

namespace pathshala::core {

// Sets the default logger (stderr) and creates the "access" logger: stdout, fully buffered
// and flushed every second, so a request costs a memcpy, not a write or a thread wake-up.
void setup_logging(const std::string& level);

// The access logger, or nullptr when access logging is off.
std::shared_ptr<spdlog::logger> access_logger();

}  // namespace pathshala::core
