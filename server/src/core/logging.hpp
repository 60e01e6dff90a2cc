#pragma once
#include <spdlog/logger.h>

#include <memory>
#include <string>

namespace pathshala::core {

// Sets the default logger (stderr) and creates the "access" logger (stdout, asynchronous so
// a slow terminal or pipe never holds up a network thread).
void setup_logging(const std::string& level);

// The access logger, or nullptr when access logging is off.
std::shared_ptr<spdlog::logger> access_logger();

}  // namespace pathshala::core
