#pragma once
// How long work on this thread may wait for an outside service (PostgreSQL) to make progress
// before it gives up (issue 49: a hung database — its process stopped, its socket open — hung
// every request that needed it for as long as the hang lasted). A wait is "nothing arrived
// for this long", not a bound on the whole call: a long answer that keeps arriving is fine.
//
//  - A thread that answers requests waits at most kRequestWait: the request then answers 503
//    with Retry-After within about 3 s of a hang, instead of never.
//  - Any other thread (background tasks, index builds, commands) waits kBackgroundWait.
//  - A scope may allow longer (migrations, which can rebuild a large table).
#include <chrono>

namespace pathshala::core {

inline constexpr std::chrono::milliseconds kRequestWait{2500};
inline constexpr std::chrono::milliseconds kBackgroundWait{30000};

// This thread's limit now.
std::chrono::milliseconds outside_wait_limit();

// Marks the calling thread as one that answers requests (idempotent; the HTTP server's
// workers call it before each piece of work).
void answer_requests_on_this_thread();

// Lets the work inside it wait longer (never shorter) than the thread's limit.
class LongerOutsideWaits {
 public:
  explicit LongerOutsideWaits(std::chrono::milliseconds limit);
  ~LongerOutsideWaits();
  LongerOutsideWaits(const LongerOutsideWaits&) = delete;
  LongerOutsideWaits& operator=(const LongerOutsideWaits&) = delete;

 private:
  std::chrono::milliseconds previous_;
};

}  // namespace pathshala::core
