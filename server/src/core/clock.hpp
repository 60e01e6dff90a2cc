#pragma once
// The wall clock in the unit the store keeps times in.
#include <chrono>
#include <cstdint>

namespace pathshala::core {

// Milliseconds since 1970 (UTC).
inline std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace pathshala::core
