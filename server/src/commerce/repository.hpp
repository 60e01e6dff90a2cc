#pragma once
// The commerce module's data (migrations/0006_commerce.sql, 0009_order_lifecycle.sql) behind an interface. Every
// write is durable (Store::write_durable): once the server has said an order is paid, a
// crash or power cut cannot undo it. State changes are conditional updates, so concurrent
// deliveries of the same news (verify, webhook, reconciler) apply once.
#include <cstdint>
#include <map>
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

// What marking an order paid did; duplicate: its buyer already owned the item through
// another order (or an imported purchase), so the order is flagged order_flag::duplicate.
struct PaidOutcome {
  Transition transition = Transition::missing;
  bool duplicate = false;
};

// What recording a refund did: its amount counted (or not, when that refund id was
// recorded before) and whether the refunds now add up to the order's amount (then the order
// is refunded and the purchase it granted moves to another paid order of the item, if any,
// or is revoked).
struct RefundOutcome {
  Transition transition = Transition::missing;  // applied: counted now
  std::int64_t amount_refunded = 0;
  bool full = false;
};

// The limits a new Razorpay order is inserted under, checked in the insert's transaction:
// at most max_open orders still `created` and made at or after open_since, and at most
// max_made paid-for orders (not free ones) made at or after made_since, cancelled ones
// included (issue 52: cancelling freed the open slot, and one student made 20,627 orders).
// Its coupon's uses are counted with unpaid orders made at or after coupon_held_since.
struct OrderRoom {
  std::int64_t open_since = 0;
  int max_open = 0;
  std::int64_t made_since = 0;
  int max_made = 0;
  std::int64_t coupon_held_since = 0;
};

// What conditionally inserting an order did.
struct InsertOutcome {
  // coupon_refused: its coupon cannot be used once more (coupon_refusal says why: "gone",
  // "used-up", "used-by-you"); owned: a free order for something its buyer owns already.
  // too_many: max_open open orders; too_many_made: max_made orders made since made_since.
  enum Kind { inserted, reused, too_many, too_many_made, coupon_refused, owned } kind = inserted;
  Order order;  // the inserted one, or the open one reused
  std::string coupon_refusal;
};

// Sales numbers of a period (the admin's dashboard), computed in the store. Days are
// India's (IST) days, as "YYYY-MM-DD".
struct SalesDay {
  std::string date;
  std::int64_t revenue = 0;   // paise paid that day
  std::int64_t refunded = 0;  // paise refunded that day
  std::int64_t orders = 0;    // orders paid that day
};
struct SalesItem {
  std::string type, id, title;
  std::int64_t orders = 0;
  std::int64_t revenue = 0;  // paise, less refunds
};
struct CouponSales {
  std::string code;
  std::int64_t uses = 0;      // paid orders
  std::int64_t discount = 0;  // paise
};
struct SalesStats {
  std::vector<SalesDay> days;                            // only days with sales or refunds
  std::map<std::string, std::int64_t> orders_by_status;  // orders made in the period
  std::vector<SalesItem> top_items;                      // by revenue, at most 10
  std::vector<CouponSales> coupons;                      // by uses
};

class Repository {
 public:
  virtual ~Repository() = default;

  virtual void insert_order(const Order& order) = 0;
  // Inserts order unless its buyer already has an open order (created at or after
  // open_since, still `created`) for the same item at the same amount with the same coupon — then that one is
  // reused — or has max_open open orders in all. One transaction, so concurrent requests
  // cannot both insert.
  // A coupon's uses are counted in the same transaction (Order::coupon_code): coupon_refused
  // when it has none left.
  virtual InsertOutcome insert_order_if_room(const Order& order, const OrderRoom& room) = 0;
  // An order a coupon made free: inserted paid (order.paid_at) with its purchase and the
  // purchase mail, in one transaction; owned or coupon_refused instead when so.
  virtual InsertOutcome insert_free_order(const Order& order, std::int64_t coupon_held_since) = 0;
  // The buyer's open orders: still `created`, made at or after open_since; newest first.
  virtual std::vector<Order> open_orders_of(std::string_view uid, std::int64_t open_since) = 0;
  // How many Razorpay orders (not free ones) the buyer made at or after since, in any state.
  virtual std::int64_t orders_made_since(std::string_view uid, std::int64_t since) = 0;
  virtual std::optional<Order> order(std::string_view id) = 0;
  virtual std::optional<Order> order_by_razorpay_id(std::string_view razorpay_order_id) = 0;
  virtual std::optional<Order> order_by_payment_id(std::string_view razorpay_payment_id) = 0;
  virtual std::vector<Order> orders_of(std::string_view uid) = 0;  // newest first
  // Newest first, with the count of all that match.
  virtual std::pair<std::vector<Order>, std::int64_t> search(const OrderSearch& search) = 0;
  // Orders that can still be paid, made before created_before: every `created` one, and
  // the failed, cancelled and expired ones made at or after late_since. Each buyer's orders
  // take turns with everyone else's: every buyer's longest-unchecked order (never-checked
  // first, newest first among equals) comes before any buyer's second, so one buyer's many
  // orders cannot push another's past a pass (issue 52). At most limit.
  virtual std::vector<Order> to_reconcile(std::int64_t created_before, std::int64_t late_since, int limit) = 0;
  // The reconciler asked Razorpay about these orders at now_ms (one transaction).
  virtual void mark_checked(const std::vector<std::string>& order_ids, std::int64_t now_ms) = 0;
  // Paid orders flagged duplicate, oldest first: the reconciler refunds them.
  virtual std::vector<Order> flagged_duplicates(int limit) = 0;
  // Whether the buyer owns the order's item through something else than this order.
  virtual bool owned_otherwise(const Order& order) = 0;
  virtual void clear_flag(std::string_view order_id, std::int64_t now_ms) = 0;

  // created|failed|cancelled|expired → paid, granting the purchase (or, when the buyer
  // owns the item already, flagging the order duplicate), in one transaction, with the
  // order's invoice number (commerce/invoice_numbers.hpp) and its purchase mail task. A refunded
  // order stays refunded (its refund may have arrived before the news of its payment).
  virtual PaidOutcome mark_paid(std::string_view order_id, std::string_view payment_id, std::int64_t now_ms) = 0;
  // created → failed.
  virtual Transition mark_failed(std::string_view order_id, std::string_view payment_id, std::int64_t now_ms) = 0;
  // created → expired.
  virtual Transition mark_expired(std::string_view order_id, std::int64_t now_ms) = 0;
  // created → cancelled.
  virtual Transition mark_cancelled(std::string_view order_id, std::int64_t now_ms) = 0;
  // Counts refund refund_id (once) for the order. reported_total is what Razorpay says has
  // been refunded of the payment in all (0 when unknown); the order's amount_refunded is the
  // larger of it and the sum of the refunds recorded. When that reaches the order's amount,
  // any status but refunded → refunded, and the purchase it granted moves to another paid
  // order of the same item, or is revoked when there is none. A refund counted now gets a
  // credit note number (when the order has an invoice), marks the admin's refund request it
  // answers processed and queues the buyer's refund mail. One transaction.
  virtual RefundOutcome record_refund(std::string_view order_id, std::string_view refund_id,
                                      std::string_view payment_id, std::int64_t amount, std::int64_t reported_total,
                                      std::int64_t now_ms) = 0;

  // The refunds Razorpay made of the order's payment, oldest first.
  virtual std::vector<RefundRecord> refunds_of(std::string_view order_id) = 0;

  // The documents issued from from_ms to before to_ms (the GST returns, gstr1.hpp): orders
  // whose invoice (or receipt) was, and refunds whose credit note was, with their orders;
  // each in the order of its number.
  virtual std::vector<Order> invoiced(std::int64_t from_ms, std::int64_t to_ms) = 0;
  virtual std::vector<std::pair<Order, RefundRecord>> credit_notes(std::int64_t from_ms, std::int64_t to_ms) = 0;

  // Sales of orders paid (and refunds made) from from_ms to before to_ms.
  virtual SalesStats sales(std::int64_t from_ms, std::int64_t to_ms) = 0;

  // Webhook deliveries already applied (x-razorpay-event-id). An event is remembered after
  // it was applied, so a crash in between means one harmless repeat, never a lost event.
  virtual bool seen_event(std::string_view event_id) = 0;
  virtual void remember_event(std::string_view event_id, std::string_view event, std::int64_t now_ms) = 0;

  virtual bool owns(std::string_view uid, std::string_view item_id) = 0;
  virtual std::vector<std::string> owned_items(std::string_view uid) = 0;
  // How many orders are in each status (/metrics).
  virtual std::map<std::string, std::int64_t> order_counts() = 0;
  // Purchases carried over from the old product (no order), in one transaction; those
  // already owned are left alone. Returns the item ids it granted.
  virtual std::vector<std::string> grant_imported(std::string_view uid, const std::vector<std::string>& item_ids,
                                                  std::int64_t now_ms) = 0;
};

std::unique_ptr<Repository> make_sql_repository(store::Store& store);

}  // namespace pathshala::commerce
