// commerce::Repository on SQLite (orders, purchases, payment_events). Writes go through
// Store::write_durable.
#include "commerce/repository.hpp"
#include "store/store.hpp"

#include <boost/json.hpp>

#include <algorithm>

#include "background/task_repository.hpp"
#include "commerce/commerce_mails.hpp"
#include "commerce/invoice_numbers.hpp"
#include "commerce/seller.hpp"

namespace pathshala::commerce {

namespace {

using store::Db;
using store::like_pattern;
using store::Stmt;

constexpr const char* kOrderColumns =
    "o.id, o.uid, o.item_type, o.item_id, o.item_title, o.amount, o.currency, o.status, o.razorpay_order_id, "
    "o.razorpay_payment_id, o.created_at, o.updated_at, o.paid_at, o.amount_refunded, o.flag, o.checked_at, "
    "o.list_amount, o.discount, o.coupon_code, o.buyer_name, o.buyer_state, o.seller, o.free, o.invoice_no, "
    "o.invoice_at, o.buyer_gstin";

constexpr int kOrderColumnCount = 26;  // kOrderColumns' columns, read by read_order

constexpr const char* kRefundColumns = "id, order_id, payment_id, amount, created_at, credit_note_no, credit_note_at";

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
  o.list_amount = s.optional_integer(16).value_or(o.amount);
  o.discount = s.integer(17);
  o.coupon_code = s.optional_text(18);
  o.buyer_name = s.optional_text(19).value_or("");
  o.buyer_state = s.optional_text(20).value_or("");
  o.seller = s.optional_text(21);
  o.free = s.integer(22) != 0;
  o.invoice_no = s.optional_text(23);
  o.invoice_at = s.optional_integer(24);
  o.buyer_gstin = s.optional_text(25).value_or("");
  return o;
}

// The refund's columns (kRefundColumns) from column `first` on.
RefundRecord read_refund(const Stmt& s, int first = 0) {
  return {s.text(first),
          s.text(first + 1),
          s.text(first + 2),
          s.integer(first + 3),
          s.integer(first + 4),
          s.optional_text(first + 5),
          s.optional_integer(first + 6)};
}

// Orders that hold a use of a coupon: paid (or refunded since), and open ones made since ?2
// (kCouponHoldMs: so two students cannot both take the last one, nor one hold it long).
constexpr const char* kCouponUse =
    "coupon_code = ?1 AND (status IN ('paid', 'refunded') OR (status = 'created' AND created_at >= ?2))";

// Whether the coupon of order may be used once more, read in the insert's transaction (a
// race of two last uses: the second sees the first's order). "" when it may, else why not.
std::string coupon_refusal(Db& db, const Order& o, std::int64_t open_since) {
  if (!o.coupon_code) return "";
  auto c = db.prepare("SELECT max_uses, max_uses_per_student FROM coupons WHERE code = ?");
  c.bind(1, *o.coupon_code);
  if (!c.step()) return "gone";
  const auto max_uses = c.optional_integer(0), per_student = c.optional_integer(1);
  while (c.step()) {
  }
  auto uses = db.prepare(std::string("SELECT COUNT(*), COALESCE(SUM(CASE WHEN uid = ?3 THEN 1 ELSE 0 END), 0) FROM "
                                     "orders WHERE ") +
                         kCouponUse);
  uses.bind(1, *o.coupon_code).bind(2, open_since).bind(3, o.uid);
  std::int64_t all = 0, mine = 0;
  if (uses.step()) {
    all = uses.integer(0);
    mine = uses.integer(1);
  }
  while (uses.step()) {
  }
  if (per_student && mine >= *per_student) return "used-by-you";
  if (max_uses && all >= *max_uses) return "used-up";
  return "";
}

// When the order's coupon has no use left, out says why (InsertOutcome::coupon_refused).
bool coupon_refused(Db& db, const Order& o, std::int64_t open_since, InsertOutcome& out) {
  out.coupon_refusal = coupon_refusal(db, o, open_since);
  if (out.coupon_refusal.empty()) return false;
  out.kind = InsertOutcome::coupon_refused;
  return true;
}

// The purchase a paid order grants: a new row, or a refunded one owned again.
void grant_purchase(Db& db, std::string_view order_id, std::int64_t now) {
  auto grant = db.prepare(
      "INSERT INTO purchases (uid, item_id, order_id, granted_at, revoked_at) "
      "SELECT uid, item_id, id, ?2, NULL FROM orders WHERE id = ?1 "
      "ON CONFLICT (uid, item_id) DO UPDATE SET order_id = excluded.order_id, granted_at = excluded.granted_at, "
      "revoked_at = NULL WHERE purchases.revoked_at IS NOT NULL");
  grant.bind(1, order_id).bind(2, now);
  grant.run();
}

// The purchase mail goes with the payment: queued in the transaction that records it.
void queue_mail(Db& db, const char* kind, const std::string& label, boost::json::object payload, std::int64_t now) {
  background::NewTask task;
  task.kind = kind;
  task.label = label;
  task.payload = boost::json::serialize(payload);
  background::TaskRepository::enqueue(db, task, now);
}

// Razorpay orders (not free ones) uid made at or after since, in any state.
std::int64_t made_since(Db& db, std::string_view uid, std::int64_t since) {
  auto count = db.prepare("SELECT COUNT(*) FROM orders WHERE uid = ? AND created_at >= ? AND free = 0");
  count.bind(1, uid).bind(2, since);
  const std::int64_t made = count.step() ? count.integer(0) : 0;
  while (count.step()) {
  }
  return made;
}

class SqlCommerce final : public Repository {
 public:
  explicit SqlCommerce(store::Store& store) : store_(store) {}

  void insert_order(const Order& o) override {
    store_.write_durable([&](Db& db) { insert(db, o); });
  }

  InsertOutcome insert_order_if_room(const Order& o, const OrderRoom& room) override {
    InsertOutcome out;
    const auto open_since = room.open_since;
    store_.write_durable([&](Db& db) {
      out = {InsertOutcome::inserted, o, ""};
      auto same = db.prepare(std::string("SELECT ") + kOrderColumns +
                             " FROM orders o WHERE o.uid = ? AND o.item_id = ? AND o.amount = ? AND o.status = "
                             "'created' AND o.created_at >= ? AND COALESCE(o.coupon_code, '') = ? AND "
                             "COALESCE(o.buyer_name, '') = ? AND COALESCE(o.buyer_state, '') = ? AND o.buyer_gstin = ? "
                             "ORDER BY o.created_at DESC, o.id LIMIT 1");
      // The same purchase made out to the same buyer: another name, state or GSTIN is another
      // invoice, so another order.
      same.bind(1, o.uid).bind(2, o.item_id).bind(3, o.amount).bind(4, open_since).bind(5, o.coupon_code.value_or(""));
      same.bind(6, o.buyer_name).bind(7, o.buyer_state).bind(8, o.buyer_gstin);
      if (same.step()) {
        out = {InsertOutcome::reused, read_order(same), ""};
        while (same.step()) {
        }
        return;
      }
      auto count = db.prepare("SELECT COUNT(*) FROM orders WHERE uid = ? AND status = 'created' AND created_at >= ?");
      count.bind(1, o.uid).bind(2, open_since);
      const std::int64_t open = count.step() ? count.integer(0) : 0;
      while (count.step()) {
      }
      if (open >= room.max_open) {
        out.kind = InsertOutcome::too_many;
        return;
      }
      if (made_since(db, o.uid, room.made_since) >= room.max_made) {
        out.kind = InsertOutcome::too_many_made;
        return;
      }
      if (coupon_refused(db, o, room.coupon_held_since, out)) return;
      insert(db, o);
    });
    return out;
  }

  InsertOutcome insert_free_order(const Order& o, std::int64_t coupon_held_since) override {
    InsertOutcome out;
    store_.write_durable([&](Db& db) {
      out = {InsertOutcome::inserted, o, ""};
      auto owned = db.prepare("SELECT 1 FROM purchases WHERE uid = ? AND item_id = ? AND revoked_at IS NULL");
      owned.bind(1, o.uid).bind(2, o.item_id);
      const bool has = owned.step();
      while (owned.step()) {
      }
      if (has) {
        out.kind = InsertOutcome::owned;
        return;
      }
      if (coupon_refused(db, o, coupon_held_since, out)) return;
      insert(db, o);
      grant_purchase(db, o.id, o.created_at);
      queue_mail(db, kPurchaseMailKind, "Purchase mail (order " + o.id + ")", {{"order", o.id}}, o.created_at);
    });
    return out;
  }

  std::int64_t orders_made_since(std::string_view uid, std::int64_t since) override {
    std::int64_t made = 0;
    store_.read([&](Db& db) { made = made_since(db, uid, since); });
    return made;
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
        "razorpay_payment_id, created_at, updated_at, paid_at, list_amount, discount, coupon_code, buyer_name, "
        "buyer_state, seller, free, buyer_gstin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, "
        "?)");
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
    if (o.paid_at)
      s.bind(12, *o.paid_at);
    else
      s.bind_null(12);
    s.bind(13, o.list_amount > 0 ? o.list_amount : o.amount).bind(14, o.discount);
    if (o.coupon_code)
      s.bind(15, *o.coupon_code);
    else
      s.bind_null(15);
    s.bind(16, o.buyer_name).bind(17, o.buyer_state);
    if (o.seller)
      s.bind(18, *o.seller);
    else
      s.bind_null(18);
    s.bind(19, o.free ? 1 : 0).bind(20, o.buyer_gstin);
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
      // ?1 status, ?2 the words, ?3 the words as a LIKE pattern, ?4 the words in capitals (an
      // invoice or credit-note number as typed: "inv/2627/000012"); then the buyers' uids.
      std::string buyers;
      for (size_t i = 0; i < q.buyer_uids.size(); ++i) buyers += (i ? ", ?" : "?") + std::to_string(5 + i);
      const std::string where =
          std::string(" FROM orders o WHERE (?1 = '' OR o.status = ?1) AND (?2 = '' OR ") + "o.item_title " +
          db.like() + " ?3 ESCAPE '\\' OR o.id = ?2 OR o.razorpay_order_id = ?2 OR o.razorpay_payment_id = ?2" +
          " OR o.invoice_no = ?4 OR o.id IN (SELECT r.order_id FROM refunds r WHERE r.credit_note_no = ?4" +
          " OR r.id = ?2)" + (buyers.empty() ? "" : " OR o.uid IN (" + buyers + ")") + ")";
      const int after_buyers = 5 + static_cast<int>(q.buyer_uids.size());
      std::string capitals = q.q;
      for (auto& c : capitals)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
      const auto bind_where = [&](store::Stmt& s) {
        s.bind(1, q.status).bind(2, q.q).bind(3, like_pattern(q.q)).bind(4, capitals);
        for (size_t i = 0; i < q.buyer_uids.size(); ++i) s.bind(5 + static_cast<int>(i), q.buyer_uids[i]);
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
      // Ranked within each buyer, then the ranks taken in turn: a buyer's n-th order waits
      // only for other buyers' first n (ROW_NUMBER: SQLite 3.25+, PostgreSQL).
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          ", ROW_NUMBER() OVER (PARTITION BY o.uid ORDER BY COALESCE(o.checked_at, 0), o.created_at "
                          "DESC, o.id) AS turn FROM orders o WHERE o.created_at < ? AND (o.status = 'created' OR "
                          "(o.status IN ('failed', 'cancelled', 'expired') AND o.created_at >= ?)) ORDER BY turn, "
                          "COALESCE(o.checked_at, 0), o.created_at DESC, o.id LIMIT ?");
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
      // Money was received: the order gets its invoice (or receipt) number now, in this
      // transaction, even when it is a second payment that will be refunded (its credit
      // note follows). Orders made before invoices existed have no seller terms and get none.
      auto terms = db.prepare("SELECT seller, amount FROM orders WHERE id = ? AND invoice_no IS NULL");
      terms.bind(1, order_id);
      std::optional<std::string> seller;
      std::int64_t amount = 0;
      if (terms.step()) {
        seller = terms.optional_text(0);
        amount = terms.integer(1);
      }
      while (terms.step()) {
      }
      if (seller && amount > 0) {
        const auto snapshot = Seller::from_json(*seller);
        const auto number =
            next_document_number(db, snapshot && snapshot->tax_invoice() ? kInvoicePrefix : kReceiptPrefix, now);
        auto assign = db.prepare("UPDATE orders SET invoice_no = ?2, invoice_at = ?3 WHERE id = ?1");
        assign.bind(1, order_id).bind(2, number).bind(3, now);
        assign.run();
      }
      if (out.duplicate) {
        auto flag = db.prepare("UPDATE orders SET flag = 'duplicate' WHERE id = ?");
        flag.bind(1, order_id);
        flag.run();
        return;
      }
      grant_purchase(db, order_id, now);
      queue_mail(db, kPurchaseMailKind, "Purchase mail (order " + std::string(order_id) + ")",
                 {{"order", std::string(order_id)}}, now);
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
      if (counted) {
        // A refund of an invoiced order gets its credit note, in this transaction.
        auto invoiced = db.prepare("SELECT 1 FROM orders WHERE id = ? AND invoice_no IS NOT NULL");
        invoiced.bind(1, order_id);
        const bool has_invoice = invoiced.step();
        while (invoiced.step()) {
        }
        if (has_invoice) {
          auto note = db.prepare("UPDATE refunds SET credit_note_no = ?2, credit_note_at = ?3 WHERE id = ?1");
          note.bind(1, refund_id).bind(2, next_document_number(db, kCreditNotePrefix, now)).bind(3, now);
          note.run();
        }
        queue_mail(db, kRefundMailKind, "Refund mail (order " + std::string(order_id) + ")",
                   {{"order", std::string(order_id)}, {"refund", std::string(refund_id)}}, now);
      }
      if (!refund_id.empty()) {
        // An admin's refund it answers is processed now — also when the webhook counted the
        // refund before the request learnt its Razorpay id (this runs again then).
        auto done = db.prepare(
            "UPDATE refund_requests SET status = 'processed', updated_at = ?2 WHERE razorpay_refund_id = ?1 AND "
            "status = 'requested'");
        done.bind(1, refund_id).bind(2, now);
        done.run();
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

  std::vector<RefundRecord> refunds_of(std::string_view order_id) override {
    std::vector<RefundRecord> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kRefundColumns +
                          " FROM refunds WHERE order_id = ? ORDER BY created_at, id");
      s.bind(1, order_id);
      while (s.step()) out.push_back(read_refund(s));
    });
    return out;
  }

  std::vector<Order> invoiced(std::int64_t from, std::int64_t to) override {
    std::vector<Order> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.invoice_no IS NOT NULL AND o.invoice_at >= ? AND o.invoice_at < ? "
                          "ORDER BY o.invoice_no");
      s.bind(1, from).bind(2, to);
      while (s.step()) out.push_back(read_order(s));
    });
    return out;
  }

  std::vector<std::pair<Order, RefundRecord>> credit_notes(std::int64_t from, std::int64_t to) override {
    std::vector<std::pair<Order, RefundRecord>> out;
    store_.read([&](Db& db) {
      auto s =
          db.prepare(std::string("SELECT ") + kOrderColumns +
                     ", r.id, r.order_id, r.payment_id, r.amount, r.created_at, r.credit_note_no, "
                     "r.credit_note_at FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.credit_note_no IS "
                     "NOT NULL AND r.credit_note_at >= ? AND r.credit_note_at < ? ORDER BY r.credit_note_no");
      s.bind(1, from).bind(2, to);
      while (s.step()) out.emplace_back(read_order(s), read_refund(s, kOrderColumnCount));
    });
    return out;
  }

  SalesStats sales(std::int64_t from, std::int64_t to) override {
    SalesStats out;
    store_.read([&](Db& db) {
      std::map<std::int64_t, SalesDay> days;
      // Day numbers in India's time (UTC+05:30), the same integer arithmetic on both databases.
      auto paid = db.prepare(
          "SELECT (paid_at + 19800000) / 86400000, COALESCE(SUM(amount), 0), COUNT(*) FROM orders WHERE paid_at >= ? "
          "AND paid_at < ? AND status IN ('paid', 'refunded') GROUP BY (paid_at + 19800000) / 86400000");
      paid.bind(1, from).bind(2, to);
      while (paid.step()) {
        auto& d = days[paid.integer(0)];
        d.revenue = paid.integer(1);
        d.orders = paid.integer(2);
      }
      auto refunded = db.prepare(
          "SELECT (created_at + 19800000) / 86400000, COALESCE(SUM(amount), 0) FROM refunds WHERE created_at >= ? AND "
          "created_at < ? GROUP BY (created_at + 19800000) / 86400000");
      refunded.bind(1, from).bind(2, to);
      while (refunded.step()) days[refunded.integer(0)].refunded = refunded.integer(1);
      for (auto& [day, d] : days) {
        d.date = india_date(day * 86'400'000 - 19'800'000);
        out.days.push_back(d);
      }

      auto states =
          db.prepare("SELECT status, COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ? GROUP BY status");
      states.bind(1, from).bind(2, to);
      while (states.step()) out.orders_by_status[states.text(0)] = states.integer(1);

      auto items = db.prepare(
          "SELECT item_type, item_id, MAX(item_title), COUNT(*), COALESCE(SUM(amount - amount_refunded), 0) AS net "
          "FROM "
          "orders WHERE paid_at >= ? AND paid_at < ? AND status IN ('paid', 'refunded') GROUP BY item_type, item_id "
          "ORDER BY net DESC, COUNT(*) DESC, item_id LIMIT 10");
      items.bind(1, from).bind(2, to);
      while (items.step())
        out.top_items.push_back({items.text(0), items.text(1), items.text(2), items.integer(3), items.integer(4)});

      auto coupons = db.prepare(
          "SELECT coupon_code, COUNT(*), COALESCE(SUM(discount), 0) FROM orders WHERE coupon_code IS NOT NULL AND "
          "paid_at >= ? AND paid_at < ? AND status IN ('paid', 'refunded') GROUP BY coupon_code ORDER BY COUNT(*) "
          "DESC, coupon_code");
      coupons.bind(1, from).bind(2, to);
      while (coupons.step()) out.coupons.push_back({coupons.text(0), coupons.integer(1), coupons.integer(2)});
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
