// commerce::Repository on SQLite (orders, purchases, payment_events). Writes go through
// Store::write_durable.
#include "commerce/repository.hpp"
#include "store/store.hpp"

#include <algorithm>

namespace pathshala::commerce {

namespace {

using store::Db;
using store::like_pattern;
using store::Stmt;

constexpr const char* kOrderColumns =
    "o.id, o.uid, o.item_type, o.item_id, o.item_title, o.amount, o.currency, o.status, o.razorpay_order_id, "
    "o.razorpay_payment_id, o.created_at, o.updated_at, o.paid_at, o.amount_refunded, o.flag, o.checked_at";

Order read_order(const Stmt& s) {
  Order o;
  o.id = s.text(0);
  o.uid = s.text(1);
  o.item_type = s.text(2);
  o.item_id = s.text(3);
  o.item_title = s.text(4);
  o.amount = s.integer(5);
  o.currency = s.text(6);
  o.status = s.text(7);
  o.razorpay_order_id = s.text(8);
  o.razorpay_payment_id = s.optional_text(9);
  o.created_at = s.integer(10);
  o.updated_at = s.integer(11);
  o.paid_at = s.optional_integer(12);
  o.amount_refunded = s.integer(13);
  o.flag = s.optional_text(14);
  o.checked_at = s.optional_integer(15);
  return o;
}

class SqlCommerce final : public Repository {
 public:
  explicit SqlCommerce(store::Store& store) : store_(store) {}

  void insert_order(const Order& o) override {
    store_.write_durable([&](Db& db) { insert(db, o); });
  }

  InsertOutcome insert_order_if_room(const Order& o, std::int64_t open_since, int max_open) override {
    InsertOutcome out;
    store_.write_durable([&](Db& db) {
      out = {InsertOutcome::inserted, o};
      auto same = db.prepare(std::string("SELECT ") + kOrderColumns +
                             " FROM orders o WHERE o.uid = ? AND o.item_id = ? AND o.amount = ? AND o.status = "
                             "'created' AND o.created_at >= ? ORDER BY o.created_at DESC, o.id LIMIT 1");
      same.bind(1, o.uid).bind(2, o.item_id).bind(3, o.amount).bind(4, open_since);
      if (same.step()) {
        out = {InsertOutcome::reused, read_order(same)};
        while (same.step()) {
        }
        return;
      }
      auto count = db.prepare("SELECT COUNT(*) FROM orders WHERE uid = ? AND status = 'created' AND created_at >= ?");
      count.bind(1, o.uid).bind(2, open_since);
      const std::int64_t open = count.step() ? count.integer(0) : 0;
      while (count.step()) {
      }
      if (open >= max_open) {
        out.kind = InsertOutcome::too_many;
        return;
      }
      insert(db, o);
    });
    return out;
  }

  std::vector<Order> open_orders_of(std::string_view uid, std::int64_t open_since) override {
    std::vector<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.uid = ? AND o.status = 'created' AND o.created_at >= ? ORDER BY "
                          "o.created_at DESC, o.id");
      s.bind(1, uid).bind(2, open_since);
      while (s.step()) out.push_back(read_order(s));
    });
    return out;
  }

 private:
  static void insert(Db& db, const Order& o) {
    auto s = db.prepare(
        "INSERT INTO orders (id, uid, item_type, item_id, item_title, amount, currency, status, razorpay_order_id, "
        "razorpay_payment_id, created_at, updated_at, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, NULL)");
    s.bind(1, o.id)
        .bind(2, o.uid)
        .bind(3, o.item_type)
        .bind(4, o.item_id)
        .bind(5, o.item_title)
        .bind(6, o.amount)
        .bind(7, o.currency)
        .bind(8, o.status)
        .bind(9, o.razorpay_order_id)
        .bind(10, o.created_at)
        .bind(11, o.updated_at);
    s.run();
  }

 public:
  std::optional<Order> order(std::string_view id) override { return one("o.id = ?", id); }
  std::optional<Order> order_by_razorpay_id(std::string_view id) override { return one("o.razorpay_order_id = ?", id); }
  std::optional<Order> order_by_payment_id(std::string_view id) override {
    return one("o.razorpay_payment_id = ?", id);
  }

  std::vector<Order> orders_of(std::string_view uid) override {
    std::vector<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.uid = ? ORDER BY o.created_at DESC, o.id");
      s.bind(1, uid);
      while (s.step()) out.push_back(read_order(s));
    });
    return out;
  }

  std::pair<std::vector<Order>, std::int64_t> search(const OrderSearch& q) override {
    std::vector<Order> out;
    std::int64_t total = 0;
    store_.read([&](Db& db) {
      // ?1 status, ?2 the words, ?3 the words as a LIKE pattern; then the buyers' uids.
      std::string buyers;
      for (size_t i = 0; i < q.buyer_uids.size(); ++i) buyers += (i ? ", ?" : "?") + std::to_string(4 + i);
      const std::string where =
          std::string(" FROM orders o WHERE (?1 = '' OR o.status = ?1) AND (?2 = '' OR ") + "o.item_title " +
          db.like() + " ?3 ESCAPE '\\' OR o.id = ?2 OR o.razorpay_order_id = ?2 OR o.razorpay_payment_id = ?2" +
          (buyers.empty() ? "" : " OR o.uid IN (" + buyers + ")") + ")";
      const int after_buyers = 4 + static_cast<int>(q.buyer_uids.size());
      const auto bind_where = [&](store::Stmt& s) {
        s.bind(1, q.status).bind(2, q.q).bind(3, like_pattern(q.q));
        for (size_t i = 0; i < q.buyer_uids.size(); ++i) s.bind(4 + static_cast<int>(i), q.buyer_uids[i]);
      };
      auto count = db.prepare("SELECT COUNT(*)" + where);
      bind_where(count);
      if (count.step()) total = count.integer(0);
      while (count.step()) {
      }
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns + where + " ORDER BY o.created_at DESC, o.id LIMIT ?" +
                          std::to_string(after_buyers) + " OFFSET ?" + std::to_string(after_buyers + 1));
      bind_where(s);
      s.bind(after_buyers, q.limit).bind(after_buyers + 1, q.offset);
      while (s.step()) out.push_back(read_order(s));
    });
    return {std::move(out), total};
  }

  std::vector<Order> to_reconcile(std::int64_t created_before, std::int64_t late_since, int limit) override {
    std::vector<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.created_at < ? AND (o.status = 'created' OR (o.status IN "
                          "('failed', 'cancelled', 'expired') AND o.created_at >= ?)) ORDER BY COALESCE(o.checked_at, "
                          "0), o.created_at DESC, o.id LIMIT ?");
      s.bind(1, created_before).bind(2, late_since).bind(3, limit);
      while (s.step()) out.push_back(read_order(s));
    });
    return out;
  }

  void mark_checked(const std::vector<std::string>& order_ids, std::int64_t now) override {
    if (order_ids.empty()) return;
    store_.write([&](Db& db) {
      for (const auto& id : order_ids) {
        auto s = db.prepare("UPDATE orders SET checked_at = ? WHERE id = ?");
        s.bind(1, now).bind(2, id);
        s.run();
      }
    });
  }

  std::vector<Order> flagged_duplicates(int limit) override {
    std::vector<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.flag = 'duplicate' AND o.status = 'paid' ORDER BY o.paid_at, o.id "
                          "LIMIT ?");
      s.bind(1, limit);
      while (s.step()) out.push_back(read_order(s));
    });
    return out;
  }

  bool owned_otherwise(const Order& o) override {
    bool owned = false;
    store_.read([&](Db& db) {
      auto s = db.prepare(
          "SELECT 1 FROM purchases WHERE uid = ? AND item_id = ? AND revoked_at IS NULL AND (order_id IS NULL OR "
          "order_id <> ?)");
      s.bind(1, o.uid).bind(2, o.item_id).bind(3, o.id);
      owned = s.step();
      while (s.step()) {
      }
    });
    return owned;
  }

  void clear_flag(std::string_view order_id, std::int64_t now) override {
    store_.write_durable([&](Db& db) {
      auto s = db.prepare("UPDATE orders SET flag = NULL, updated_at = ? WHERE id = ? AND flag IS NOT NULL");
      s.bind(1, now).bind(2, order_id);
      s.run();
    });
  }

  PaidOutcome mark_paid(std::string_view order_id, std::string_view payment_id, std::int64_t now) override {
    PaidOutcome out;
    store_.write_durable([&](Db& db) {
      out = {};
      auto s = db.prepare(
          "UPDATE orders SET status = 'paid', razorpay_payment_id = ?2, paid_at = ?3, updated_at = ?3 "
          "WHERE id = ?1 AND status IN ('created', 'failed', 'cancelled', 'expired')");
      s.bind(1, order_id).bind(2, payment_id).bind(3, now);
      s.run();
      if (db.changes() == 0) {
        out.transition = db.has_row("orders", order_id) ? Transition::unchanged : Transition::missing;
        return;
      }
      out.transition = Transition::applied;
      // Owned already (another paid order, or carried over from the old product): this
      // payment is a second one for the same thing. Flagged; the reconciler refunds it.
      auto owned = db.prepare(
          "SELECT 1 FROM purchases p JOIN orders o ON o.uid = p.uid AND o.item_id = p.item_id WHERE o.id = ?1 AND "
          "p.revoked_at IS NULL AND (p.order_id IS NULL OR p.order_id <> ?1)");
      owned.bind(1, order_id);
      out.duplicate = owned.step();
      while (owned.step()) {
      }
      if (out.duplicate) {
        auto flag = db.prepare("UPDATE orders SET flag = 'duplicate' WHERE id = ?");
        flag.bind(1, order_id);
        flag.run();
        return;
      }
      // The purchase: a new row, or a refunded one owned again by a new order.
      auto grant = db.prepare(
          "INSERT INTO purchases (uid, item_id, order_id, granted_at, revoked_at) "
          "SELECT uid, item_id, id, ?2, NULL FROM orders WHERE id = ?1 "
          "ON CONFLICT (uid, item_id) DO UPDATE SET order_id = excluded.order_id, granted_at = excluded.granted_at, "
          "revoked_at = NULL WHERE purchases.revoked_at IS NOT NULL");
      grant.bind(1, order_id).bind(2, now);
      grant.run();
    });
    return out;
  }

  Transition mark_failed(std::string_view order_id, std::string_view payment_id, std::int64_t now) override {
    Transition t = Transition::missing;
    store_.write_durable([&](Db& db) {
      auto s = db.prepare(
          "UPDATE orders SET status = 'failed', razorpay_payment_id = ?2, updated_at = ?3 "
          "WHERE id = ?1 AND status = 'created'");
      s.bind(1, order_id).bind(2, payment_id).bind(3, now);
      s.run();
      t = db.changes() > 0                 ? Transition::applied
          : db.has_row("orders", order_id) ? Transition::unchanged
                                           : Transition::missing;
    });
    return t;
  }

  Transition mark_expired(std::string_view order_id, std::int64_t now) override {
    return from_created(order_id, "expired", now);
  }
  Transition mark_cancelled(std::string_view order_id, std::int64_t now) override {
    return from_created(order_id, "cancelled", now);
  }

  RefundOutcome record_refund(std::string_view order_id, std::string_view refund_id, std::string_view payment_id,
                              std::int64_t amount, std::int64_t reported_total, std::int64_t now) override {
    RefundOutcome out;
    store_.write_durable([&](Db& db) {
      out = {};
      auto read = db.prepare("SELECT amount, status, amount_refunded, uid, item_id FROM orders WHERE id = ?");
      read.bind(1, order_id);
      if (!read.step()) return;
      const std::int64_t order_amount = read.integer(0);
      const std::string status = read.text(1);
      std::int64_t total = std::max(read.integer(2), reported_total);
      const std::string uid = read.text(3), item_id = read.text(4);
      while (read.step()) {
      }
      bool counted = false;
      if (!refund_id.empty()) {
        auto ins = db.prepare(
            "INSERT INTO refunds (id, order_id, payment_id, amount, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO "
            "NOTHING");
        ins.bind(1, refund_id).bind(2, order_id).bind(3, payment_id).bind(4, amount).bind(5, now);
        ins.run();
        counted = db.changes() > 0;
      }
      auto sum = db.prepare("SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE order_id = ?");
      sum.bind(1, order_id);
      if (sum.step()) total = std::max(total, sum.integer(0));
      while (sum.step()) {
      }
      out.amount_refunded = total;
      out.full = total >= order_amount;
      const bool ends = out.full && status != "refunded";
      out.transition = counted || ends ? Transition::applied : Transition::unchanged;
      auto update = db.prepare(std::string("UPDATE orders SET amount_refunded = ?2, updated_at = ?3") +
                               (ends ? ", status = 'refunded'" : "") + " WHERE id = ?1");
      update.bind(1, order_id).bind(2, total).bind(3, now);
      update.run();
      if (!ends) return;
      // Access follows any paid order not refunded in full: the purchase this order granted
      // moves to the buyer's earliest other paid order of the item, or is revoked.
      auto move = db.prepare(
          "UPDATE purchases SET order_id = COALESCE((SELECT o.id FROM orders o WHERE o.uid = purchases.uid AND "
          "o.item_id = purchases.item_id AND o.status = 'paid' ORDER BY o.paid_at, o.id LIMIT 1), order_id), "
          "revoked_at = CASE WHEN EXISTS (SELECT 1 FROM orders o WHERE o.uid = purchases.uid AND o.item_id = "
          "purchases.item_id AND o.status = 'paid') THEN NULL ELSE CAST(?2 AS BIGINT) END "
          "WHERE order_id = ?1 AND revoked_at IS NULL");
      move.bind(1, order_id).bind(2, now);
      move.run();
      // The order that grants now is no longer a second payment: nothing to refund there.
      auto unflag = db.prepare(
          "UPDATE orders SET flag = NULL WHERE flag = 'duplicate' AND id IN (SELECT order_id FROM purchases WHERE "
          "uid = ? AND item_id = ? AND revoked_at IS NULL)");
      unflag.bind(1, uid).bind(2, item_id);
      unflag.run();
    });
    return out;
  }

  bool seen_event(std::string_view event_id) override {
    bool seen = false;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT 1 FROM payment_events WHERE event_id = ?");
      s.bind(1, event_id);
      seen = s.step();
      while (s.step()) {
      }
    });
    return seen;
  }
  void remember_event(std::string_view event_id, std::string_view event, std::int64_t now) override {
    store_.write_durable([&](Db& db) {
      auto s = db.prepare(
          "INSERT INTO payment_events (event_id, event, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
      s.bind(1, event_id).bind(2, event).bind(3, now);
      s.run();
    });
  }

  std::map<std::string, std::int64_t> order_counts() override {
    std::map<std::string, std::int64_t> counts;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT status, count(*) FROM orders GROUP BY status");
      while (s.step()) counts[s.text(0)] = s.integer(1);
    });
    return counts;
  }

  bool owns(std::string_view uid, std::string_view item_id) override {
    bool owned = false;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT 1 FROM purchases WHERE uid = ? AND item_id = ? AND revoked_at IS NULL");
      s.bind(1, uid).bind(2, item_id);
      owned = s.step();
      while (s.step()) {
      }
    });
    return owned;
  }

  std::vector<std::string> owned_items(std::string_view uid) override {
    std::vector<std::string> out;
    store_.read([&](Db& db) {
      auto s = db.prepare("SELECT item_id FROM purchases WHERE uid = ? AND revoked_at IS NULL ORDER BY granted_at");
      s.bind(1, uid);
      while (s.step()) out.push_back(s.text(0));
    });
    return out;
  }

  std::vector<std::string> grant_imported(std::string_view uid, const std::vector<std::string>& item_ids,
                                          std::int64_t now) override {
    std::vector<std::string> granted;
    store_.write_durable([&](Db& db) {
      granted.clear();  // PostgreSQL may run this again
      for (const auto& item_id : item_ids) {
        auto s = db.prepare(
            "INSERT INTO purchases (uid, item_id, order_id, granted_at) VALUES (?, ?, NULL, ?) ON CONFLICT DO "
            "NOTHING");
        s.bind(1, uid).bind(2, item_id).bind(3, now);
        s.run();
        if (db.changes() > 0) granted.push_back(item_id);
      }
    });
    return granted;
  }

 private:
  Transition from_created(std::string_view order_id, const char* status, std::int64_t now) {
    Transition t = Transition::missing;
    store_.write_durable([&](Db& db) {
      auto s = db.prepare("UPDATE orders SET status = ?, updated_at = ? WHERE id = ? AND status = 'created'");
      s.bind(1, status).bind(2, now).bind(3, order_id);
      s.run();
      t = db.changes() > 0                 ? Transition::applied
          : db.has_row("orders", order_id) ? Transition::unchanged
                                           : Transition::missing;
    });
    return t;
  }

  std::optional<Order> one(const char* where, std::string_view value) {
    std::optional<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns + " FROM orders o WHERE " + where);
      s.bind(1, value);
      if (s.step()) out = read_order(s);
      while (s.step()) {
      }
    });
    return out;
  }

  store::Store& store_;
};

}  // namespace

std::unique_ptr<Repository> make_sql_repository(store::Store& store) { return std::make_unique<SqlCommerce>(store); }

}  // namespace pathshala::commerce
