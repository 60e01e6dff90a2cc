#pragma once
// Log lines that an outage repeats (a 503 for every request while PostgreSQL is down: about
// 1,250 full lines per 15 s, issue 49) are logged once per interval with how many like them
// were left out, so the log says what happened and how often without burying everything else.
#include <spdlog/common.h>

#include <chrono>
#include <string>
#include <string_view>

namespace pathshala::core {

inline constexpr std::chrono::seconds kRepeatedLogInterval{10};

// Logs `message` at `level` unless a message of the same `kind` was logged in the last
// interval; then it only counts it, and the next one logged says "(and N more like it)".
void log_repeated(spdlog::level::level_enum level, std::string_view kind, const std::string& message,
                  std::chrono::milliseconds interval = kRepeatedLogInterval);

}  // namespace pathshala::core
