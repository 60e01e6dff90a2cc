#pragma once
// Whether the store answers, known before anyone asks (issue 49): a thread of its own asks
// it a trivial question every second, waiting as briefly as a request would, and /readyz
// reads the outcome — so /readyz answers at once whatever the store does (hung, stopped,
// slow), instead of hanging with it, and never takes a worker or a pool connection for long.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace pathshala::store {
class Store;
}

namespace pathshala::app {

class StoreProbe {
 public:
  explicit StoreProbe(store::Store& store, std::chrono::milliseconds interval = std::chrono::seconds(1));
  ~StoreProbe();
  StoreProbe(const StoreProbe&) = delete;
  StoreProbe& operator=(const StoreProbe&) = delete;

  // "ok" when the store answered within the last few seconds, "unreachable" when it has not,
  // "checking" before the first answer.
  std::string state() const;

 private:
  void ask();
  void run();

  store::Store& store_;
  const std::chrono::milliseconds interval_;
  // When the store last answered (steady clock, ns since its epoch; 0: never), and whether
  // the last question failed.
  std::atomic<std::int64_t> last_answer_{0};
  std::atomic<bool> last_failed_{false};
  std::mutex mutex_;
  std::condition_variable stop_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace pathshala::app
