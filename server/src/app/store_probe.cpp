#include "app/store_probe.hpp"

#include <spdlog/spdlog.h>

#include "core/outside_waits.hpp"
#include "store/store.hpp"

namespace pathshala::app {

namespace {
std::int64_t steady_now_ns() { return std::chrono::steady_clock::now().time_since_epoch().count(); }
}  // namespace

StoreProbe::StoreProbe(store::Store& store, std::chrono::milliseconds interval) : store_(store), interval_(interval) {
  ask();  // at start, so the first /readyz already knows
  thread_ = std::thread([this] { run(); });
}

StoreProbe::~StoreProbe() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stop_.notify_all();
  thread_.join();
}

std::string StoreProbe::state() const {
  const auto last = last_answer_.load();
  if (last == 0) return last_failed_.load() ? "unreachable" : "checking";
  // Three questions' time: one slow answer is not an outage, a hang of 3 s is.
  const auto age = std::chrono::nanoseconds(steady_now_ns() - last);
  return age <= 3 * interval_ + std::chrono::milliseconds(500) && !last_failed_.load() ? "ok" : "unreachable";
}

void StoreProbe::ask() {
  try {
    store_.read([](store::Db& db) {
      auto s = db.prepare("SELECT 1");
      while (s.step()) {
      }
    });
    last_answer_ = steady_now_ns();
    if (last_failed_.exchange(false)) spdlog::info("store: answering again");
  } catch (const std::exception& e) {
    if (!last_failed_.exchange(true)) spdlog::warn("store: not answering ({}); /readyz says unreachable", e.what());
  }
}

void StoreProbe::run() {
  core::answer_requests_on_this_thread();  // wait for the store as briefly as a request does
  std::unique_lock lock(mutex_);
  while (!stop_.wait_for(lock, interval_, [&] { return stopping_; })) {
    lock.unlock();
    ask();
    lock.lock();
  }
}

}  // namespace pathshala::app
