#include "core/outside_waits.hpp"

#include <algorithm>

namespace pathshala::core {

namespace {
thread_local std::chrono::milliseconds limit = kBackgroundWait;
}  // namespace

std::chrono::milliseconds outside_wait_limit() { return limit; }

void answer_requests_on_this_thread() { limit = kRequestWait; }

LongerOutsideWaits::LongerOutsideWaits(std::chrono::milliseconds longer) : previous_(limit) {
  limit = std::max(limit, longer);
}

LongerOutsideWaits::~LongerOutsideWaits() { limit = previous_; }

}  // namespace pathshala::core
