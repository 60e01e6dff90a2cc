// commerce::RefundRequests on SQL (refund_requests; reads orders for what is left).
#include "commerce/refund_requests.hpp"
#include "store/store.hpp"

#include <algorithm>

namespace pathshala::commerce {

namespace {

using store::Db;
using store::Stmt;

constexpr const char* kColumns =
    "id, order_id, amount, reason, requested_by, client_key, status, failure, razorpay_refund_id, created_at, "
    "updated_at";

RefundRequest read_request(const Stmt& s) {
  RefundRequest r;
  r.id = s.text(0);
  r.order_id = s.text(1);
  r.amount = s.integer(2);
  r.reason = s.text(3);
  r.requested_by = s.optional_text(4).value_or("");
  r.client_key = s.optional_text(5).value_or("");
  r.status = s.text(6);
  r.failure = s.optional_text(7);
  r.razorpay_refund_id = s.optional_text(8);
  r.created_at = s.integer(9);
  r.updated_at = s.integer(10);
  return r;
}

std::optional<RefundRequest> one(Db& db, const std::string& where, std::string_view a, std::string_view b = {}) {
  auto s = db.prepare(std::string("SELECT ") + kColumns + " FROM refund_requests WHERE " + where);
  s.bind(1, a);
  if (!b.empty()) s.bind(2, b);
  std::optional<RefundRequest> out;
  if (s.step()) out = read_request(s);
  while (s.step()) {
  }
  return out;
}

// Paid less refunded (counted) less asked for and not yet processed or failed; nullopt when
// the order is not paid.
std::optional<std::int64_t> left_of(Db& db, std::string_view order_id) {
  auto s = db.prepare(
      "SELECT o.amount - o.amount_refunded - COALESCE((SELECT SUM(r.amount) FROM refund_requests r WHERE r.order_id "
      "= o.id AND r.status = 'requested'), 0), o.status FROM orders o WHERE o.id = ?");
  s.bind(1, order_id);
  std::optional<std::int64_t> left;
  if (s.step() && s.text(1) == "paid") left = s.integer(0);
  while (s.step()) {
  }
  return left;
}

class SqlRefundRequests final : public RefundRequests {
 public:
  explicit SqlRefundRequests(store::Store& store) : store_(store) {}

  RefundAsk ask(RefundRequest r, const std::function<void(const RefundRequest&)>& in_txn) override {
    RefundAsk out;
    store_.write_durable([&](Db& db) {
      out = {};
      if (!db.has_row("orders", r.order_id)) {
        out.kind = RefundAsk::missing;
        return;
      }
      if (!r.client_key.empty()) {
        if (auto same = one(db, "order_id = ?1 AND client_key = ?2", r.order_id, r.client_key)) {
          out = {RefundAsk::replayed, *same, 0};
          return;
        }
      }
      if (auto busy = one(db, "order_id = ?1 AND status = 'requested'", r.order_id)) {
        out = {RefundAsk::in_progress, *busy, 0};
        return;
      }
      const auto left = left_of(db, r.order_id);
      if (!left) {
        out.kind = RefundAsk::not_paid;
        return;
      }
      out.left = *left;
      if (*left <= 0) {
        out.kind = RefundAsk::nothing_left;
        return;
      }
      if (r.amount == 0) r.amount = *left;
      if (r.amount > *left) {
        out.kind = RefundAsk::too_much;
        return;
      }
      auto s = db.prepare(
          "INSERT INTO refund_requests (id, order_id, amount, reason, requested_by, client_key, status, created_at, "
          "updated_at) VALUES (?, ?, ?, ?, ?, ?, 'requested', ?, ?)");
      s.bind(1, r.id).bind(2, r.order_id).bind(3, r.amount).bind(4, r.reason).bind(5, r.requested_by);
      if (r.client_key.empty())
        s.bind_null(6);
      else
        s.bind(6, r.client_key);
      s.bind(7, r.created_at).bind(8, r.updated_at);
      s.run();
      out.kind = RefundAsk::created;
      out.request = r;
      if (in_txn) in_txn(r);
    });
    return out;
  }

  std::optional<RefundRequest> find(std::string_view id) override {
    std::optional<RefundRequest> out;
    store_.read([&](Db& db) { out = one(db, "id = ?1", id); });
    return out;
  }

  std::vector<RefundRequest> of_order(std::string_view order_id) override {
    std::vector<RefundRequest> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kColumns +
                          " FROM refund_requests WHERE order_id = ? ORDER BY created_at, id");
      s.bind(1, order_id);
      while (s.step()) out.push_back(read_request(s));
    });
    return out;
  }

  std::vector<RefundRequest> open(std::int64_t updated_before, int limit) override {
    std::vector<RefundRequest> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kColumns +
                          " FROM refund_requests WHERE status = 'requested' AND updated_at < ? ORDER BY updated_at, id "
                          "LIMIT ?");
      s.bind(1, updated_before).bind(2, limit);
      while (s.step()) out.push_back(read_request(s));
    });
    return out;
  }

  void set_razorpay_refund(std::string_view id, std::string_view refund_id, std::int64_t now) override {
    store_.write_durable([&](Db& db) {
      auto s = db.prepare(
          "UPDATE refund_requests SET razorpay_refund_id = ?2, updated_at = ?3 WHERE id = ?1 AND razorpay_refund_id IS "
          "NULL");
      s.bind(1, id).bind(2, refund_id).bind(3, now);
      s.run();
    });
  }

  bool mark_failed(std::string_view id, std::string_view why, std::int64_t now) override {
    return fail("id = ?1", id, why, now);
  }
  bool mark_failed_by_refund(std::string_view refund_id, std::string_view why, std::int64_t now) override {
    return fail("razorpay_refund_id = ?1", refund_id, why, now);
  }

  std::int64_t refundable(std::string_view order_id) override {
    std::int64_t left = 0;
    store_.read([&](Db& db) { left = std::max<std::int64_t>(0, left_of(db, order_id).value_or(0)); });
    return left;
  }

 private:
  bool fail(const std::string& where, std::string_view key, std::string_view why, std::int64_t now) {
    bool changed = false;
    store_.write_durable([&](Db& db) {
      auto s = db.prepare("UPDATE refund_requests SET status = 'failed', failure = ?2, updated_at = ?3 WHERE " + where +
                          " AND status = 'requested'");
      s.bind(1, key).bind(2, why).bind(3, now);
      s.run();
      changed = db.changes() > 0;
    });
    return changed;
  }

  store::Store& store_;
};

}  // namespace

std::unique_ptr<RefundRequests> make_sql_refund_requests(store::Store& store) {
  return std::make_unique<SqlRefundRequests>(store);
}

}  // namespace pathshala::commerce
