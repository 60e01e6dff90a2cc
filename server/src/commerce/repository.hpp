#pragma once
// The commerce module's data (migrations/0006_commerce.sql) behind an interface. Every
// write is durable (Store::write_durable): once the server has said an order is paid, a
// crash or power cut cannot undo it. State changes are conditional updates, so concurrent
// deliveries of the same news (verify, webhook, reconciler) apply once.
#include <cstdint>
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

// What a state change did.
enum class Transition { applied, unchanged, missing };

class Repository {
 public:
  virtual ~Repository() = default;

  virtual void insert_order(const Order& order) = 0;
  virtual std::optional<Order> order(std::string_view id) = 0;
  virtual std::optional<Order> order_by_razorpay_id(std::string_view razorpay_order_id) = 0;
  virtual std::optional<Order> order_by_payment_id(std::string_view razorpay_payment_id) = 0;
  virtual std::vector<Order> orders_of(std::string_view uid) = 0;  // newest first
  virtual std::pair<std::vector<OrderWithBuyer>, std::int64_t> search(const OrderSearch& search) = 0;
  // Orders still `created` that were made before `before_ms`, oldest first.
  virtual std::vector<Order> unpaid_before(std::int64_t before_ms, int limit) = 0;

  // created|failed → paid, granting the purchase, in one transaction. A refunded order
  // stays refunded (its refund may have arrived before the news of its payment).
  virtual Transition mark_paid(std::string_view order_id, std::string_view payment_id, std::int64_t now_ms) = 0;
  // created → failed.
  virtual Transition mark_failed(std::string_view order_id, std::string_view payment_id, std::int64_t now_ms) = 0;
  // created|failed|paid → refunded, revoking the purchase, in one transaction.
  virtual Transition mark_refunded(std::string_view order_id, std::int64_t now_ms) = 0;

  // Webhook deliveries already applied (x-razorpay-event-id). An event is remembered after
  // it was applied, so a crash in between means one harmless repeat, never a lost event.
  virtual bool seen_event(std::string_view event_id) = 0;
  virtual void remember_event(std::string_view event_id, std::string_view event, std::int64_t now_ms) = 0;

  virtual bool owns(std::string_view uid, std::string_view item_id) = 0;
  virtual std::vector<std::string> owned_items(std::string_view uid) = 0;
  // Purchases carried over from the old product (no order), in one transaction; those
  // already owned are left alone. Returns the item ids it granted.
  virtual std::vector<std::string> grant_imported(std::string_view uid, const std::vector<std::string>& item_ids,
                                                  std::int64_t now_ms) = 0;
};

std::unique_ptr<Repository> make_sql_repository(store::Store& store);

}  // namespace pathshala::commerce
