#include "commerce/razorpay.hpp"

#include <sodium.h>
#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include "core/hash.hpp"
#include "core/http_client.hpp"

namespace pathshala::commerce {

namespace json = boost::json;

namespace {

core::Error unavailable(const std::string& why) {
  spdlog::warn("razorpay: {}", why);
  return core::Error::make(core::ErrorKind::unavailable, "payments-unavailable",
                           "Payments are not working right now. Nothing was charged; please try again in a few "
                           "minutes.");
}

// The JSON answer of a call, or why there is none. With final_refusals, a 400 (Razorpay's
// BAD_REQUEST_ERROR: the request can never succeed) is invalid refund-refused with its
// description, not unavailable.
core::Result<json::object> call(const RazorpayConfig& c, const std::string& path, const std::string& body,
                                const std::vector<std::string>& headers = {}, bool final_refusals = false) {
  auto r = core::http_json(c.api_base + path, {c.key_id, c.key_secret}, body, c.timeout, headers);
  if (r.status == 0) return unavailable(path + ": " + r.error);
  boost::system::error_code ec;
  auto parsed = json::parse(r.body, ec);
  if (final_refusals && r.status == 400) {
    std::string description = "Razorpay refused it.";
    if (!ec && parsed.is_object())
      if (const auto* e = parsed.as_object().if_contains("error"); e && e->is_object())
        if (const auto* d = e->as_object().if_contains("description"); d && d->is_string())
          description = std::string(d->as_string());
    spdlog::warn("razorpay {}: refused: {}", path, description);
    return core::Error::invalid("refund-refused", description);
  }
  if (r.status < 200 || r.status >= 300 || ec || !parsed.is_object())
    return unavailable(path + ": HTTP " + std::to_string(r.status) + " " + r.body.substr(0, 300));
  return parsed.as_object();
}

std::string text(const json::object& o, const char* name) {
  const auto* v = o.if_contains(name);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}
std::int64_t number(const json::object& o, const char* name) {
  const auto* v = o.if_contains(name);
  return v && v->is_int64() ? v->as_int64() : (v && v->is_uint64() ? static_cast<std::int64_t>(v->as_uint64()) : 0);
}

}  // namespace

std::string hmac_sha256_hex(std::string_view key, std::string_view message) {
  core::ensure_sodium();
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(message.data()), message.size());
  crypto_auth_hmacsha256_final(&state, mac);
  return core::to_hex(mac, sizeof mac);
}

bool constant_time_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  core::ensure_sodium();
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

core::Result<RazorpayOrder> RazorpayClient::create_order(std::int64_t amount, const std::string& currency,
                                                         const std::string& receipt, const json::object& notes) const {
  json::object body{{"amount", amount}, {"currency", currency}, {"receipt", receipt}, {"notes", notes}};
  auto answer = call(config_, "/v1/orders", json::serialize(body));
  if (!answer) return answer.error();
  RazorpayOrder o{text(*answer, "id"), number(*answer, "amount"), text(*answer, "currency"), text(*answer, "status")};
  if (o.id.empty() || o.amount != amount) return unavailable("order answer without id or with another amount");
  return o;
}

namespace {
bool is_id(const std::string& id) {
  return !id.empty() &&
         id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") == std::string::npos;
}
}  // namespace

core::Result<std::vector<RazorpayPayment>> RazorpayClient::order_payments(const std::string& order_id) const {
  if (!is_id(order_id)) return unavailable("not an order id: " + order_id);
  auto answer = call(config_, "/v1/orders/" + order_id + "/payments", "");
  if (!answer) return answer.error();
  std::vector<RazorpayPayment> out;
  if (const auto* items = answer->if_contains("items"); items && items->is_array())
    for (const auto& item : items->as_array())
      if (const auto* p = item.if_object())
        out.push_back(
            {text(*p, "id"), text(*p, "order_id"), text(*p, "status"), number(*p, "amount"), text(*p, "currency")});
  return out;
}

core::Result<RazorpayRefund> RazorpayClient::refund(const std::string& payment_id, std::int64_t amount,
                                                    const std::string& idempotency_key,
                                                    const json::object& notes) const {
  if (!is_id(payment_id)) return unavailable("not a payment id: " + payment_id);
  if (!is_id(idempotency_key) || idempotency_key.size() < 10) return unavailable("bad idempotency key");
  json::object body{{"amount", amount}, {"speed", "normal"}, {"notes", notes}};
  auto answer = call(config_, "/v1/payments/" + payment_id + "/refund", json::serialize(body),
                     {"X-Refund-Idempotency: " + idempotency_key}, true);
  if (!answer) return answer.error();
  RazorpayRefund r{text(*answer, "id"), text(*answer, "payment_id"), number(*answer, "amount"),
                   text(*answer, "status")};
  if (r.id.empty() || r.payment_id != payment_id) return unavailable("refund answer without id or for another payment");
  return r;
}

core::Result<std::vector<RazorpayRefund>> RazorpayClient::payment_refunds(const std::string& payment_id) const {
  if (!is_id(payment_id)) return unavailable("not a payment id: " + payment_id);
  auto answer = call(config_, "/v1/payments/" + payment_id + "/refunds", "");
  if (!answer) return answer.error();
  std::vector<RazorpayRefund> out;
  if (const auto* items = answer->if_contains("items"); items && items->is_array())
    for (const auto& item : items->as_array())
      if (const auto* r = item.if_object())
        out.push_back({text(*r, "id"), text(*r, "payment_id"), number(*r, "amount"), text(*r, "status")});
  return out;
}

bool RazorpayClient::checkout_signature_ok(std::string_view order_id, std::string_view payment_id,
                                           std::string_view signature) const {
  const std::string message = std::string(order_id) + "|" + std::string(payment_id);
  return constant_time_equal(hmac_sha256_hex(config_.key_secret, message), signature);
}

bool RazorpayClient::webhook_signature_ok(std::string_view raw_body, std::string_view signature) const {
  if (config_.webhook_secret.empty()) return false;
  return constant_time_equal(hmac_sha256_hex(config_.webhook_secret, raw_body), signature);
}

}  // namespace pathshala::commerce
