#include "commerce/reconciler.hpp"

#include <spdlog/spdlog.h>

#include "commerce/commerce_service.hpp"
#include "core/clock.hpp"

namespace pathshala::commerce {

PeriodicReconciler::PeriodicReconciler(CommerceService& commerce, std::chrono::seconds interval,
                                       std::chrono::seconds min_age)
    : commerce_(commerce), interval_(interval), min_age_(min_age), thread_([this] { run(); }) {}

PeriodicReconciler::~PeriodicReconciler() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void PeriodicReconciler::run() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
    lock.unlock();
    try {
      auto report = commerce_.reconcile(core::now_ms(), std::chrono::milliseconds(min_age_).count());
      if (report.paid > 0 || report.expired > 0 || report.refunded > 0 || report.unreachable > 0)
        spdlog::info(
            "reconciler: {} unpaid orders checked, {} found paid, {} expired, {} second payments refunded, {} "
            "not reachable",
            report.checked, report.paid, report.expired, report.refunded, report.unreachable);
    } catch (const std::exception& e) {
      spdlog::error("reconciler: {}", e.what());
    }
    lock.lock();
  }
}

}  // namespace pathshala::commerce
