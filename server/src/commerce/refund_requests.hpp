#pragma once
// Refunds an admin asks for (migration 0020: refund_requests) behind an interface. A request
// moves forward only: requested → processed (Razorpay made the refund; it is then counted as
// a refund of the order, Repository::record_refund) or failed (Razorpay refused it).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commerce/types.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::commerce {

// What asking for a refund did.
struct RefundAsk {
  enum Kind {
    created,       // request is new
    replayed,      // the same client key again: request is that one
    not_paid,      // the order is not paid (or refunded in full already)
    in_progress,   // another refund of the order is still requested: request is that one
    nothing_left,  // everything paid has been refunded or asked for
    too_much,      // more than is left (left says how much is)
    missing,       // no such order
  } kind = created;
  RefundRequest request;
  std::int64_t left = 0;  // paise that could be refunded before this one
};

class RefundRequests {
 public:
  virtual ~RefundRequests() = default;
  // Inserts request (amount 0: all that is left) for a paid order, checked in one
  // transaction: one in progress per order, never more than paid less refunded. in_txn runs
  // inside that transaction when a request is created (the audit entry).
  virtual RefundAsk ask(RefundRequest request, const std::function<void(const RefundRequest&)>& in_txn) = 0;
  virtual std::optional<RefundRequest> find(std::string_view id) = 0;
  virtual std::vector<RefundRequest> of_order(std::string_view order_id) = 0;  // oldest first
  // Requested ones not updated since updated_before, oldest first (the reconciler's).
  virtual std::vector<RefundRequest> open(std::int64_t updated_before, int limit) = 0;
  // Razorpay answered with this refund (still pending): remembered so its webhook or the
  // reconciler finds the request.
  virtual void set_razorpay_refund(std::string_view id, std::string_view razorpay_refund_id, std::int64_t now) = 0;
  // requested → failed; false when it was not requested.
  virtual bool mark_failed(std::string_view id, std::string_view why, std::int64_t now) = 0;
  // requested → failed for the request Razorpay's refund answers (refund.failed webhook).
  virtual bool mark_failed_by_refund(std::string_view razorpay_refund_id, std::string_view why, std::int64_t now) = 0;
  // Paise that can still be refunded of the order: paid less refunded less requested.
  virtual std::int64_t refundable(std::string_view order_id) = 0;
};

std::unique_ptr<RefundRequests> make_sql_refund_requests(store::Store& store);

}  // namespace pathshala::commerce
