#include "core/repeated_log.hpp"

#include <spdlog/spdlog.h>

#include <map>
#include <mutex>

namespace pathshala::core {

void log_repeated(spdlog::level::level_enum level, std::string_view kind, const std::string& message,
                  std::chrono::milliseconds interval) {
  struct Kind {
    std::chrono::steady_clock::time_point logged{};
    std::int64_t left_out = 0;
  };
  static std::mutex mutex;
  static std::map<std::string, Kind, std::less<>> kinds;  // bounded: kinds are a code's few names
  const auto now = std::chrono::steady_clock::now();
  std::int64_t left_out = 0;
  {
    std::lock_guard lock(mutex);
    auto it = kinds.find(kind);
    if (it == kinds.end()) it = kinds.emplace(std::string(kind), Kind{}).first;
    Kind& k = it->second;
    if (k.logged != std::chrono::steady_clock::time_point{} && now - k.logged < interval) {
      ++k.left_out;
      return;
    }
    left_out = k.left_out;
    k.logged = now;
    k.left_out = 0;
  }
  if (left_out == 0)
    spdlog::log(level, "{}", message);
  else
    spdlog::log(level, "{} (and {} more like it since)", message, left_out);
}

}  // namespace pathshala::core
