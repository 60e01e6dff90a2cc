#pragma once
// Orders and purchases. An order is one attempt to buy one item (a premium course or a
// Brevi Learning notes card) at the price the store had then; its status only moves
// forward: created → paid → refunded, where created may first become failed (a payment
// attempt failed), cancelled (the buyer dismissed Checkout) or expired (no payment within
// kOrderLifeMs; the reconciler's word, after asking Razorpay) — none of which stops a
// payment captured later from making it paid. Refunds add up (amount_refunded); only a
// full one makes the order refunded. A purchase is what a paid order grants: the buyer
// owns the item while any order for it is paid and not refunded in full (or it was
// carried over from the old product).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pathshala::commerce {

namespace order_status {
inline constexpr const char* created = "created";
inline constexpr const char* paid = "paid";
inline constexpr const char* failed = "failed";
inline constexpr const char* refunded = "refunded";
inline constexpr const char* expired = "expired";
inline constexpr const char* cancelled = "cancelled";
}  // namespace order_status

// An order's flags (orders.flag), shown to admins.
namespace order_flag {
// Paid for an item its buyer already owned through another order: the reconciler refunds
// it in full (the flag stays, so the admin sees why), or clears the flag if meanwhile it has
// become the order that grants the item (the other one was refunded).
inline constexpr const char* duplicate = "duplicate";
}  // namespace order_flag

// An unpaid order expires this long after it was made (the reconciler marks it, after
// Razorpay confirmed no payment). Checkout sessions, UPI collect requests and bank pages
// time out well within it.
inline constexpr std::int64_t kOrderLifeMs = 45 * 60'000;
// Razorpay may still capture a payment for an order this long after it was made (a bank's
// late authorisation): until then the reconciler keeps asking about failed, cancelled and
// expired orders too.
inline constexpr std::int64_t kLateCaptureWindowMs = 3 * 24 * 3'600'000LL;
// Open (created, unexpired) orders one student may have at once, across items; one item
// has at most one, which a new Buy Now reuses.
inline constexpr int kMaxOpenOrders = 5;
// Razorpay orders one student may make in an hour, cancelled ones included: cancelling
// frees an open slot, and every order stays on the reconciler's list for
// kLateCaptureWindowMs (issue 52). A student comparing items and coupons stays far below.
inline constexpr int kMaxOrdersPerHour = 20;
// How long an unpaid order holds a use of its coupon (so two students cannot both be sold
// the last one). Not the order's whole life: a held use of a limited code could be squatted
// for three quarters of an hour, again and again (issue 52). A payment made later still
// counts, so a limited code can go over its limit by the buyers who paid after this long.
inline constexpr std::int64_t kCouponHoldMs = 10 * 60'000;
inline constexpr std::int64_t kOrdersPerHourWindowMs = 3'600'000;

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
  std::int64_t amount_refunded = 0;        // paise, all refunds of its payment together
  std::optional<std::string> flag;         // order_flag::…
  std::optional<std::int64_t> checked_at;  // the reconciler last asked Razorpay
  // What its invoice needs, kept as it was when the order was made (migration 0020).
  std::int64_t list_amount = 0;  // paise before the coupon (GST included when charged)
  std::int64_t discount = 0;     // paise: list_amount - amount
  std::optional<std::string> coupon_code;
  std::string buyer_name;
  std::string buyer_state;            // GST state code, "" when not given
  std::string buyer_gstin;            // a business buyer's GSTIN (a B2B invoice), "" for a student
  std::optional<std::string> seller;  // Seller::to_json(); none: made before invoices
  bool free = false;                  // a coupon made it free: paid without Razorpay
  std::optional<std::string> invoice_no;
  std::optional<std::int64_t> invoice_at;
};

// A refund Razorpay made of an order's payment (refunds table): counted once by its id.
struct RefundRecord {
  std::string id;  // rfnd_…
  std::string order_id;
  std::string payment_id;
  std::int64_t amount = 0;  // paise
  std::int64_t created_at = 0;
  std::optional<std::string> credit_note_no;
  std::optional<std::int64_t> credit_note_at;
};

namespace refund_status {
inline constexpr const char* requested = "requested";
inline constexpr const char* processed = "processed";
inline constexpr const char* failed = "failed";
}  // namespace refund_status

// A refund an admin asked for (refund_requests): requested → processed | failed.
struct RefundRequest {
  std::string id;  // rf_…: Razorpay's idempotency key
  std::string order_id;
  std::int64_t amount = 0;  // paise
  std::string reason;
  std::string requested_by;  // the admin's uid
  std::string client_key;    // the Idempotency-Key header ("" when none)
  std::string status = refund_status::requested;
  std::optional<std::string> failure;
  std::optional<std::string> razorpay_refund_id;
  std::int64_t created_at = 0, updated_at = 0;
};

// A coupon code (coupons, coupon_items). value: percent 1–100, or whole rupees off the listed
// price (before GST).
struct Coupon {
  std::string code;  // upper-case
  std::string kind;  // percent | fixed
  std::int64_t value = 0;
  // A fixed amount: taken off the price the student sees, GST included (true), or off the
  // price before GST (coupons made before migration 0025). Percent coupons: either is the same.
  bool includes_gst = true;
  std::optional<std::int64_t> valid_from, valid_to;  // epoch ms
  std::optional<std::int64_t> max_uses, max_uses_per_student;
  std::vector<std::pair<std::string, std::string>> items;  // (type, id); none: every item
  std::int64_t created_at = 0, updated_at = 0;
  // Counted, not stored: orders using it that are open or paid (or refunded), and the
  // discount given by the paid ones (paise).
  std::int64_t uses = 0, discount_given = 0;
};

// One order with its buyer's e-mail, for the admin's list.
struct OrderSearch {
  std::string status;  // "" = any
  // item title (a part of it), or an order, payment or refund id, an invoice or credit-note
  // number (any case), or a part of the buyer's e-mail (buyer_uids)
  std::string q;
  // Buyers whose e-mail matched q (asked of the accounts module): their orders match too.
  std::vector<std::string> buyer_uids;
  int limit = 50;
  int offset = 0;
};

// Who an order's documents are made out to, as the checkout form gives it.
struct Buyer {
  std::string name;   // on the invoice; a business's legal name when gstin is given
  std::string state;  // GST state code or name
  std::string gstin;  // a registered business's GSTIN: a B2B invoice, place of supply its state
};

}  // namespace pathshala::commerce
