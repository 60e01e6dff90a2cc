#pragma once
// Coupons (migration 0020: coupons, coupon_items) behind an interface. Their uses are not
// stored: they are the orders that name the code (open or paid), counted when read and, for
// a new order, in the transaction that inserts it (Repository::insert_order_if_room).
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "commerce/types.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::commerce {

enum class CouponWrite { done, exists, missing };

class CouponRepository {
 public:
  virtual ~CouponRepository() = default;
  // Newest first, with uses and discount given (open orders younger than open_since count).
  virtual std::vector<Coupon> all(std::int64_t open_since) = 0;
  virtual std::optional<Coupon> find(std::string_view code, std::int64_t open_since) = 0;
  // How many times uid has used the code (open or paid orders).
  virtual std::int64_t uses_by(std::string_view code, std::string_view uid, std::int64_t open_since) = 0;
  virtual CouponWrite create(const Coupon& coupon) = 0;
  virtual CouponWrite update(const Coupon& coupon) = 0;  // all but code and created_at
  virtual CouponWrite remove(std::string_view code) = 0;
};

std::unique_ptr<CouponRepository> make_sql_coupon_repository(store::Store& store);

}  // namespace pathshala::commerce
