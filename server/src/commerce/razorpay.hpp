#pragma once
// Razorpay, as far as we use it: the Orders API (create an order; list an order's payments,
// for the reconciler), the Refunds API (refund a second payment for something owned) over HTTPS with the key id and
// secret, and the two signatures it makes — Checkout's over "order_id|payment_id" with the key secret, and a webhook's
// over the raw body with the webhook secret — both HMAC-SHA256 in hex, compared in constant time. Calls block: run them
// on a worker thread.
#include <boost/json/object.hpp>

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace pathshala::commerce {

struct RazorpayConfig {
  std::string key_id;
  std::string key_secret;
  std::string webhook_secret;
  std::string api_base = "https://api.razorpay.com";  // tests: a fake on loopback
  std::string checkout_url = "https://checkout.razorpay.com/v1/checkout.js";
  std::chrono::seconds timeout{10};
  bool configured() const { return !key_id.empty() && !key_secret.empty(); }
};

struct RazorpayOrder {
  std::string id;  // order_…
  std::int64_t amount = 0;
  std::string currency;
  std::string status;
};

struct RazorpayPayment {
  std::string id;  // pay_…
  std::string order_id;
  std::string status;  // created | authorized | captured | refunded | failed
  std::int64_t amount = 0;
  std::string currency;
};

struct RazorpayRefund {
  std::string id;  // rfnd_…
  std::string payment_id;
  std::int64_t amount = 0;
  std::string status;  // pending | processed | failed
};

class RazorpayClient {
 public:
  explicit RazorpayClient(RazorpayConfig config) : config_(std::move(config)) {}
  const RazorpayConfig& config() const { return config_; }

  // POST /v1/orders. Errors: unavailable "payments-unavailable" when Razorpay cannot be
  // reached or answers an error.
  core::Result<RazorpayOrder> create_order(std::int64_t amount_paise, const std::string& currency,
                                           const std::string& receipt, const boost::json::object& notes) const;
  // GET /v1/orders/{id}/payments.
  core::Result<std::vector<RazorpayPayment>> order_payments(const std::string& razorpay_order_id) const;
  // POST /v1/payments/{id}/refund of amount paise, with X-Refund-Idempotency: idempotency_key
  // (10+ letters, digits, - or _), so a retry after a lost answer cannot refund twice.
  // Errors: unavailable payments-unavailable (not reached, or a server error: worth asking
  // again), invalid refund-refused (Razorpay said no, e.g. more than is left: final; the
  // message is Razorpay's description).
  core::Result<RazorpayRefund> refund(const std::string& payment_id, std::int64_t amount_paise,
                                      const std::string& idempotency_key, const boost::json::object& notes) const;

  // GET /v1/payments/{id}/refunds: the payment's refunds.
  core::Result<std::vector<RazorpayRefund>> payment_refunds(const std::string& payment_id) const;

  bool checkout_signature_ok(std::string_view razorpay_order_id, std::string_view payment_id,
                             std::string_view signature) const;
  bool webhook_signature_ok(std::string_view raw_body, std::string_view signature) const;

 private:
  RazorpayConfig config_;
};

// Lower-case hex HMAC-SHA256 of message with key.
std::string hmac_sha256_hex(std::string_view key, std::string_view message);
// Compares two strings in time that depends only on their lengths.
bool constant_time_equal(std::string_view a, std::string_view b);

}  // namespace pathshala::commerce
