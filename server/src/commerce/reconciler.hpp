#pragma once
// Runs CommerceService::reconcile every interval on its own thread while the server runs
// (the calls to Razorpay block; they must not hold a network thread), so an order whose
// webhook never came is settled within minutes.
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace pathshala::commerce {

class CommerceService;

class PeriodicReconciler {
 public:
  // Orders younger than min_age are left to Checkout and the webhook.
  PeriodicReconciler(CommerceService& commerce, std::chrono::seconds interval, std::chrono::seconds min_age);
  ~PeriodicReconciler();  // stops and joins
  PeriodicReconciler(const PeriodicReconciler&) = delete;
  PeriodicReconciler& operator=(const PeriodicReconciler&) = delete;

 private:
  void run();
  CommerceService& commerce_;
  std::chrono::seconds interval_, min_age_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace pathshala::commerce
