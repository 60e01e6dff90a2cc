#pragma once
// Runs tests/support/fake_razorpay.mjs (Node) on a free loopback port for the life of the
// object: Razorpay's Orders API, Checkout's signed success response and webhooks signed like
// Razorpay's. Talks to its /control endpoint (the script's header comment lists every setting
// and action, with the JSON they take and answer).
#include <signal.h>

#include <boost/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX
#include "test_server.hpp"

namespace pathshala::test_support {

class FakeRazorpay {
 public:
  FakeRazorpay() {
    const std::string cmd = std::string("node ") + PATHSHALA_SOURCE_DIR + "/tests/support/fake_razorpay.mjs 0";
    pipe_ = popen(cmd.c_str(), "r");
    if (!pipe_) throw std::runtime_error("cannot start node");
    char line[128] = {0};
    if (!fgets(line, sizeof line, pipe_) || sscanf(line, "FAKE_RAZORPAY_PORT=%hu PID=%d", &port, &pid_) != 2)
      throw std::runtime_error(std::string("fake Razorpay did not start: ") + line);
  }
  ~FakeRazorpay() {
    if (pid_ > 0) kill(pid_, SIGTERM);
    if (pipe_) pclose(pipe_);
  }
  FakeRazorpay(const FakeRazorpay&) = delete;
  FakeRazorpay& operator=(const FakeRazorpay&) = delete;

  // The API base (the fake serves /v1/...) and the stand-in checkout script.
  std::string base() const { return "http://127.0.0.1:" + std::to_string(port); }
  std::string checkout_url() const { return base() + "/v1/checkout.js"; }
  // The credentials the fake accepts: the same environment variables and defaults as the script.
  static std::string key_id() { return env_or("FAKE_RAZORPAY_KEY_ID", "rzp_test_fakekey"); }
  static std::string key_secret() { return env_or("FAKE_RAZORPAY_KEY_SECRET", "fake_key_secret"); }
  static std::string webhook_secret() { return env_or("FAKE_RAZORPAY_WEBHOOK_SECRET", "fake_webhook_secret"); }

  // POST /control with a JSON body; returns the fake's answer (JSON).
  std::string control(const std::string& json) const {
    return fetch_from(port, "/control", boost::beast::http::verb::post, {{"Content-Type", "application/json"}}, json)
        .body;
  }
  // GET /control: orders, payments, refunds, the last /v1 requests and webhook deliveries.
  std::string state() const { return fetch_from(port, "/control").body; }
  std::string seen() const { return state(); }

  // A customer pays the order in Checkout: {razorpay_payment_id, razorpay_order_id,
  // razorpay_signature}, or {"error": {...}} when the payment fails.
  std::string pay(const std::string& order_id, const std::string& method = "card") const {
    boost::json::object args{{"order_id", order_id}, {"method", method}};
    return control(boost::json::serialize(boost::json::object{{"pay", std::move(args)}}));
  }
  // Sends a signed webhook for the order; extra adds or overrides fields ("eventId", "secret",
  // "badSignature", "payment_id", "refund_id", "rawBody"). Returns {status, body, eventId,
  // rawBody, signature, ms, error?} about our server's answer.
  std::string webhook(const std::string& url, const std::string& event, const std::string& order_id,
                      const boost::json::object& extra = {}) const {
    boost::json::object args{{"url", url}, {"event", event}, {"order_id", order_id}};
    for (const auto& kv : extra) args[kv.key()] = kv.value();
    return control(boost::json::serialize(boost::json::object{{"webhook", std::move(args)}}));
  }
  // Refunds a captured payment (in full, or amount paise of it), as the dashboard would;
  // returns the refund entity. No webhook: send refund.processed with its "refund_id".
  std::string refund(const std::string& payment_id, std::int64_t amount = 0) const {
    boost::json::object args{{"payment_id", payment_id}};
    if (amount > 0) args["amount"] = amount;
    return control(boost::json::serialize(boost::json::object{{"refund", std::move(args)}}));
  }
  // Down: every API call hangs a while, then the connection closes with no answer.
  void set_down(bool down) const { control(down ? R"({"down":true})" : R"({"down":false})"); }
  // The next order creation answers 500 with Razorpay's SERVER_ERROR body.
  void fail_next_order() const { control(R"({"fail":"orders"})"); }
  void set_delay_ms(int ms) const { control(R"({"delayMs":)" + std::to_string(ms) + "}"); }
  void reset() const { control(R"({"reset":true})"); }

  std::uint16_t port = 0;

 private:
  static std::string env_or(const char* name, const char* fallback) {
    const char* value = std::getenv(name);
    return value ? value : fallback;
  }

  FILE* pipe_ = nullptr;
  int pid_ = 0;
};

}  // namespace pathshala::test_support
