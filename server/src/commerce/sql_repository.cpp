// commerce::Repository on SQLite (orders, purchases, payment_events). Writes go through
// Store::write_durable.
#include "commerce/repository.hpp"
#include "store/store.hpp"

namespace pathshala::commerce {

namespace {

using store::Db;
using store::like_pattern;
using store::Stmt;

constexpr const char* kOrderColumns =
    "o.id, o.uid, o.item_type, o.item_id, o.item_title, o.amount, o.currency, o.status, o.razorpay_order_id, "
    "o.razorpay_payment_id, o.created_at, o.updated_at, o.paid_at";

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
  return o;
}

class SqlCommerce final : public Repository {
 public:
  explicit SqlCommerce(store::Store& store) : store_(store) {}

  void insert_order(const Order& o) override {
    store_.write_durable([&](Db& db) {
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
    });
  }

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

  std::pair<std::vector<OrderWithBuyer>, std::int64_t> search(const OrderSearch& q) override {
    std::vector<OrderWithBuyer> out;
    std::int64_t total = 0;
    store_.read([&](Db& db) {
      const std::string like = db.like();
      const std::string where =
          " FROM orders o JOIN users u ON u.uid = o.uid WHERE (?1 = '' OR o.status = ?1) AND (?2 = '' OR "
          "u.email " +
          like + " ?3 ESCAPE '\\' OR o.item_title " + like +
          " ?3 ESCAPE '\\' OR o.id = ?2 OR o.razorpay_order_id = ?2 OR o.razorpay_payment_id = ?2)";
      auto count = db.prepare("SELECT COUNT(*)" + where);
      count.bind(1, q.status).bind(2, q.q).bind(3, like_pattern(q.q));
      if (count.step()) total = count.integer(0);
      while (count.step()) {
      }
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns + ", u.email" + where +
                          " ORDER BY o.created_at DESC, o.id LIMIT ?4 OFFSET ?5");
      s.bind(1, q.status).bind(2, q.q).bind(3, like_pattern(q.q)).bind(4, q.limit).bind(5, q.offset);
      while (s.step()) out.push_back({read_order(s), s.text(13)});
    });
    return {std::move(out), total};
  }

  std::vector<Order> unpaid_before(std::int64_t before_ms, int limit) override {
    std::vector<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.status = 'created' AND o.created_at < ? ORDER BY o.created_at "
                          "LIMIT ?");
      s.bind(1, before_ms).bind(2, limit);
      while (s.step()) out.push_back(read_order(s));
    });
    return out;
  }

  Transition mark_paid(std::string_view order_id, std::string_view payment_id, std::int64_t now) override {
    Transition t = Transition::missing;
    store_.write_durable([&](Db& db) {
      auto s = db.prepare(
          "UPDATE orders SET status = 'paid', razorpay_payment_id = ?2, paid_at = ?3, updated_at = ?3 "
          "WHERE id = ?1 AND status IN ('created', 'failed')");
      s.bind(1, order_id).bind(2, payment_id).bind(3, now);
      s.run();
      if (db.changes() == 0) {
        t = db.has_row("orders", order_id) ? Transition::unchanged : Transition::missing;
        return;
      }
      t = Transition::applied;
      // The purchase: a new row, or a refunded one owned again by a new order.
      auto grant = db.prepare(
          "INSERT INTO purchases (uid, item_id, order_id, granted_at, revoked_at) "
          "SELECT uid, item_id, id, ?2, NULL FROM orders WHERE id = ?1 "
          "ON CONFLICT (uid, item_id) DO UPDATE SET order_id = excluded.order_id, granted_at = excluded.granted_at, "
          "revoked_at = NULL WHERE purchases.revoked_at IS NOT NULL");
      grant.bind(1, order_id).bind(2, now);
      grant.run();
    });
    return t;
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

  Transition mark_refunded(std::string_view order_id, std::int64_t now) override {
    Transition t = Transition::missing;
    store_.write_durable([&](Db& db) {
      auto s = db.prepare(
          "UPDATE orders SET status = 'refunded', updated_at = ?2 WHERE id = ?1 AND status IN ('created', 'failed', "
          "'paid')");
      s.bind(1, order_id).bind(2, now);
      s.run();
      if (db.changes() == 0) {
        t = db.has_row("orders", order_id) ? Transition::unchanged : Transition::missing;
        return;
      }
      t = Transition::applied;
      auto revoke = db.prepare("UPDATE purchases SET revoked_at = ?2 WHERE order_id = ?1 AND revoked_at IS NULL");
      revoke.bind(1, order_id).bind(2, now);
      revoke.run();
    });
    return t;
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
