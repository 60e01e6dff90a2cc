#pragma once
// Runs CommerceService::reconcile every interval as a recurring task of the durable
// background queue (issue 31): on a worker thread, never a network thread (the calls to
// Razorpay block), and on one instance at a time however many there are, so an order whose
// webhook never came is settled within minutes. Reconciling is idempotent (each order's
// state moves forward by conditional updates), so a run cut short and run again is harmless.
#include <chrono>

namespace pathshala::background {
class TaskRunner;
}

namespace pathshala::commerce {

class CommerceService;

// Orders younger than min_age are left to Checkout and the webhook. Register before the
// runner starts.
void reconcile_every(background::TaskRunner& tasks, CommerceService& commerce, std::chrono::seconds interval,
                     std::chrono::seconds min_age);

}  // namespace pathshala::commerce
