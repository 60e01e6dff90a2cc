#pragma once
// Orders and purchases. An order is one attempt to buy one item (a premium course or a
// Brevi Learning notes card) at the price the store had then; its status only moves
// forward: created → paid (or failed, which a later successful payment can still make
// paid) → refunded. A purchase is what a paid order grants, until a refund revokes it.
#include <cstdint>
#include <optional>
#include <string>

namespace pathshala::commerce {

namespace order_status {
inline constexpr const char* created = "created";
inline constexpr const char* paid = "paid";
inline constexpr const char* failed = "failed";
inline constexpr const char* refunded = "refunded";
}  // namespace order_status

struct Order {
  std::string id;         // ours: "ord_…" (Razorpay's receipt)
  std::string uid;        // the buyer
  std::string item_type;  // course | notes
  std::string item_id;
  std::string item_title;
  std::int64_t amount = 0;  // paise
  std::string currency = "INR";
  std::string status = order_status::created;
  std::string razorpay_order_id;
  std::optional<std::string> razorpay_payment_id;
  std::int64_t created_at = 0, updated_at = 0;
  std::optional<std::int64_t> paid_at;
};

// One order with its buyer's e-mail, for the admin's list.
struct OrderWithBuyer {
  Order order;
  std::string email;
};

struct OrderSearch {
  std::string status;  // "" = any
  std::string q;       // buyer e-mail, item title or an order id, case-insensitive
  int limit = 50;
  int offset = 0;
};

}  // namespace pathshala::commerce
