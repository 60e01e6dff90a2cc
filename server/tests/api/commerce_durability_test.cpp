// Once the server has acknowledged a payment, nothing loses it: the real server binary is
// killed with SIGKILL the moment it answers Razorpay's webhook, and the store opened
// afterwards has the order paid and the purchase granted.
#include <gtest/gtest.h>

#include "../support/child_process.hpp"
#include "../support/fake_razorpay.hpp"
#include "../support/temp_dir.hpp"
#include "../support/test_database.hpp"
#include "app/services.hpp"
#include "store/store.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR, PATHSHALA_BINARY, PATHSHALA_NGINX

using namespace pathshala;
using namespace pathshala::test_support;
namespace json = boost::json;

namespace {

commerce::RazorpayConfig fake_config(const FakeRazorpay& fake) {
  commerce::RazorpayConfig c;
  c.key_id = FakeRazorpay::key_id();
  c.key_secret = FakeRazorpay::key_secret();
  c.webhook_secret = FakeRazorpay::webhook_secret();
  c.api_base = fake.base();
  return c;
}

TEST(CommerceDurability, AWebhookAcknowledgedJustBeforeKill9IsNotLost) {
  FakeRazorpay fake;
  TempDir dir;
  TestDatabase database;  // PostgreSQL in the pg: pass, else SQLite in the data directory
  const auto data = dir.path() / "data";

  // A store with demo content and a student's order made through the real service.
  std::string order_id, rzp_order_id, item_id, uid;
  {
    auto store = database.open(data);
    store->migrate();
    app::Services services(*store, {}, data, data / "files", fake_config(fake));
    auto created = services.accounts.create_user({"durable@example.com", "Durable", 2, "durable-pass-1", false}, 1);
    ASSERT_TRUE(created.ok());
    uid = created->uid;
    catalog::Course c;
    c.kind = "premium";
    c.title = c.card_title = c.subject = "Durable Course";
    c.image_url = "/files/images/durable.svg";
    c.download_url = "/files/courses/durable.pdf";
    c.price = 299;
    auto course = services.catalog.create_course(c);
    ASSERT_TRUE(course.ok());
    item_id = course->id;
    auto order = services.commerce.create_order(uid, "durable@example.com", "course", item_id, 1000);
    ASSERT_TRUE(order.ok()) << order.error().message;
    order_id = order->order.id;
    rzp_order_id = order->order.razorpay_order_id;
  }

  const auto port = free_port();
  const std::string port_text = std::to_string(port), data_text = data.string();
  const std::string api = fake.base(), key_id = FakeRazorpay::key_id(), secret = FakeRazorpay::key_secret(),
                    hook = FakeRazorpay::webhook_secret();
  std::vector<std::string> args = {PATHSHALA_BINARY,
                                   "serve",
                                   "--data",
                                   data_text,
                                   "--port",
                                   port_text,
                                   "--access-log",
                                   "off",
                                   "--log-level",
                                   "warn",
                                   "--razorpay-api",
                                   api,
                                   "--razorpay-key-id",
                                   key_id,
                                   "--razorpay-key-secret",
                                   secret,
                                   "--razorpay-webhook-secret",
                                   hook};
  if (database.postgres()) args.insert(args.end(), {"--database", database.url()});
  ChildProcess server(args);
  ASSERT_TRUE(answers_within_seconds(port)) << "the server did not start";

  auto delivered = json::parse(fake.webhook("http://127.0.0.1:" + port_text + "/api/payments/razorpay/webhook",
                                            "order.paid", rzp_order_id))
                       .as_object();
  server.stop(SIGKILL);  // at once: the server has just said 200
  ASSERT_EQ(delivered.at("status").as_int64(), 200) << json::serialize(delivered);

  auto store = database.open(data);
  app::Services services(*store, {}, data, data / "files", fake_config(fake));
  auto order = services.commerce.order(order_id);
  ASSERT_TRUE(order.has_value());
  EXPECT_EQ(order->status, "paid");
  EXPECT_TRUE(services.commerce.owns(uid, item_id));
}

}  // namespace
