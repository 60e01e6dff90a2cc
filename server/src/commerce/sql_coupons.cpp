// commerce::CouponRepository on SQL (coupons, coupon_items; uses counted from orders).
#include "commerce/coupon_repository.hpp"
#include "store/store.hpp"

namespace pathshala::commerce {

namespace {

using store::Db;
using store::Stmt;

// Uses: orders naming the code that are paid (or refunded since) or still open.
constexpr const char* kCouponColumns =
    "c.code, c.kind, c.value, c.valid_from, c.valid_to, c.max_uses, c.max_uses_per_student, c.created_at, "
    "c.updated_at, (SELECT COUNT(*) FROM orders o WHERE o.coupon_code = c.code AND (o.status IN ('paid', 'refunded') "
    "OR (o.status = 'created' AND o.created_at >= ?1))), (SELECT COALESCE(SUM(o.discount), 0) FROM orders o WHERE "
    "o.coupon_code = c.code AND o.status IN ('paid', 'refunded')), c.includes_gst";

Coupon read_coupon(const Stmt& s) {
  Coupon c;
  c.code = s.text(0);
  c.kind = s.text(1);
  c.value = s.integer(2);
  c.valid_from = s.optional_integer(3);
  c.valid_to = s.optional_integer(4);
  c.max_uses = s.optional_integer(5);
  c.max_uses_per_student = s.optional_integer(6);
  c.created_at = s.integer(7);
  c.updated_at = s.integer(8);
  c.uses = s.integer(9);
  c.discount_given = s.integer(10);
  c.includes_gst = s.integer(11) != 0;
  return c;
}

void bind_optional(Stmt& s, int index, const std::optional<std::int64_t>& v) {
  if (v)
    s.bind(index, *v);
  else
    s.bind_null(index);
}

// ?1 code … ?7 max_uses_per_student, as both the insert and the update name them.
void bind_terms(Stmt& s, const Coupon& c) {
  s.bind(1, c.code).bind(2, c.kind).bind(3, c.value);
  bind_optional(s, 4, c.valid_from);
  bind_optional(s, 5, c.valid_to);
  bind_optional(s, 6, c.max_uses);
  bind_optional(s, 7, c.max_uses_per_student);
}

void read_items(Db& db, Coupon& c) {
  auto s = db.prepare("SELECT item_type, item_id FROM coupon_items WHERE code = ? ORDER BY item_type, item_id");
  s.bind(1, c.code);
  while (s.step()) c.items.emplace_back(s.text(0), s.text(1));
}

void write_items(Db& db, const Coupon& c) {
  auto clear = db.prepare("DELETE FROM coupon_items WHERE code = ?");
  clear.bind(1, c.code);
  clear.run();
  for (const auto& [type, id] : c.items) {
    auto s = db.prepare("INSERT INTO coupon_items (code, item_type, item_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING");
    s.bind(1, c.code).bind(2, type).bind(3, id);
    s.run();
  }
}

class SqlCoupons final : public CouponRepository {
 public:
  explicit SqlCoupons(store::Store& store) : store_(store) {}

  std::vector<Coupon> all(std::int64_t open_since) override {
    std::vector<Coupon> out;
    store_.read([&](Db& db) {
      auto s =
          db.prepare(std::string("SELECT ") + kCouponColumns + " FROM coupons c ORDER BY c.created_at DESC, c.code");
      s.bind(1, open_since);
      while (s.step()) out.push_back(read_coupon(s));
      for (auto& c : out) read_items(db, c);
    });
    return out;
  }

  std::optional<Coupon> find(std::string_view code, std::int64_t open_since) override {
    std::optional<Coupon> out;
    store_.read([&](Db& db) {
      auto s = db.prepare(std::string("SELECT ") + kCouponColumns + " FROM coupons c WHERE c.code = ?2");
      s.bind(1, open_since).bind(2, code);
      if (s.step()) out = read_coupon(s);
      while (s.step()) {
      }
      if (out) read_items(db, *out);
    });
    return out;
  }

  std::int64_t uses_by(std::string_view code, std::string_view uid, std::int64_t open_since) override {
    std::int64_t n = 0;
    store_.read([&](Db& db) {
      auto s = db.prepare(
          "SELECT COUNT(*) FROM orders WHERE coupon_code = ? AND uid = ? AND (status IN ('paid', 'refunded') OR "
          "(status = 'created' AND created_at >= ?))");
      s.bind(1, code).bind(2, uid).bind(3, open_since);
      if (s.step()) n = s.integer(0);
      while (s.step()) {
      }
    });
    return n;
  }

  CouponWrite create(const Coupon& c) override {
    CouponWrite out = CouponWrite::done;
    store_.write([&](Db& db) {
      auto s = db.prepare(
          "INSERT INTO coupons (code, kind, value, valid_from, valid_to, max_uses, max_uses_per_student, created_at, "
          "updated_at, includes_gst) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING");
      bind_terms(s, c);
      s.bind(8, c.created_at).bind(9, c.updated_at).bind(10, c.includes_gst ? 1 : 0);
      s.run();
      out = db.changes() > 0 ? CouponWrite::done : CouponWrite::exists;
      if (out == CouponWrite::done) write_items(db, c);
    });
    return out;
  }

  CouponWrite update(const Coupon& c) override {
    CouponWrite out = CouponWrite::done;
    store_.write([&](Db& db) {
      auto s = db.prepare(
          "UPDATE coupons SET kind = ?2, value = ?3, valid_from = ?4, valid_to = ?5, max_uses = ?6, "
          "max_uses_per_student = ?7, updated_at = ?8, includes_gst = ?9 WHERE code = ?1");
      bind_terms(s, c);
      s.bind(8, c.updated_at).bind(9, c.includes_gst ? 1 : 0);
      s.run();
      out = db.changes() > 0 ? CouponWrite::done : CouponWrite::missing;
      if (out == CouponWrite::done) write_items(db, c);
    });
    return out;
  }

  CouponWrite remove(std::string_view code) override {
    CouponWrite out = CouponWrite::done;
    store_.write([&](Db& db) {
      auto items = db.prepare("DELETE FROM coupon_items WHERE code = ?");
      items.bind(1, code);
      items.run();
      auto s = db.prepare("DELETE FROM coupons WHERE code = ?");
      s.bind(1, code);
      s.run();
      out = db.changes() > 0 ? CouponWrite::done : CouponWrite::missing;
    });
    return out;
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<CouponRepository> make_sql_coupon_repository(store::Store& store) {
  return std::make_unique<SqlCoupons>(store);
}

}  // namespace pathshala::commerce
