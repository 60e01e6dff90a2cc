#include "commerce/reconciler.hpp"

#include <spdlog/spdlog.h>

#include "background/task_runner.hpp"
#include "commerce/commerce_service.hpp"
#include "core/clock.hpp"

namespace pathshala::commerce {

void reconcile_every(background::TaskRunner& tasks, CommerceService& commerce, std::chrono::seconds interval,
                     std::chrono::seconds min_age) {
  tasks.every("payments.reconcile", "Reconcile unpaid orders with Razorpay", interval,
              [&commerce, min_age](const background::Task&, const std::atomic<bool>&) -> core::Status {
                const auto now = core::now_ms();
                const auto min_age_ms = std::chrono::milliseconds(min_age).count();
                auto report = commerce.reconcile(now, min_age_ms);
                // Refunds asked from the panel that Razorpay has not settled yet.
                if (const int settled = commerce.reconcile_refunds(now, min_age_ms); settled > 0)
                  spdlog::info("reconciler: {} refunds settled", settled);
                if (report.paid > 0 || report.expired > 0 || report.refunded > 0 || report.unreachable > 0)
                  spdlog::info(
                      "reconciler: {} unpaid orders checked, {} found paid, {} expired, {} second payments "
                      "refunded, {} not reachable",
                      report.checked, report.paid, report.expired, report.refunded, report.unreachable);
                return core::ok();
              });
}

}  // namespace pathshala::commerce
