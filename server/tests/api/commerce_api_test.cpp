// Buying over real HTTP against a fake Razorpay on loopback (tests/support/fake_razorpay.mjs),
// which speaks the Orders API and signs Checkout answers and webhooks as Razorpay does:
// the price is the store's, a payment counts only with a good signature for the order we
// stored, webhooks are signed, deduplicated and only move an order forward, a refund
// revokes access, the reconciler finds what a lost webhook would have lost, and the paid
// file goes to its buyer only.
#include <gtest/gtest.h>

#include "../support/browser.hpp"
#include "../support/fake_razorpay.hpp"
#include "accounts/accounts_service.hpp"
#include "commerce/commerce_service.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
namespace json = boost::json;

namespace {

class CommerceApi : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    razorpay = new FakeRazorpay();
    server = new TestServer({}, [](core::Config& c, accounts::AccountsOptions&) {
      c.razorpay_key_id = FakeRazorpay::key_id();
      c.razorpay_key_secret = FakeRazorpay::key_secret();
      c.razorpay_webhook_secret = FakeRazorpay::webhook_secret();
      c.razorpay_api = razorpay->base();
      c.razorpay_checkout_url = razorpay->checkout_url();
    });
    for (const char* email : {"buyer@example.com", "other@example.com", "third@example.com"})
      ASSERT_TRUE(
          server->accounts->create_user({email, "Student", 3, "buying-pass-1", false}, accounts::now_ms()).ok());
  }
  static void TearDownTestSuite() {
    delete server;
    delete razorpay;
    server = nullptr;
    razorpay = nullptr;
  }
  void SetUp() override { razorpay->reset(); }

  static Browser signed_in(const std::string& email) {
    Browser b(*server);
    auto r = b.post("/api/auth/login", R"({"email":")" + email + R"(","password":"buying-pass-1"})");
    EXPECT_EQ(r.status, 200u) << r.body;
    return b;
  }
  // A priced course of the demo content of a kind (premium | bl-notes), the n-th one.
  static catalog::Course course(const std::string& kind, std::size_t n) {
    std::vector<catalog::Course> priced;
    for (const char* year : {"", "firstYear", "secondYear", "thirdYear", "fourthYear"})
      for (auto& c : server->catalog->list_courses(kind, year))
        if (c.price > 0 && (kind == "premium" || c.year)) priced.push_back(c);
    if (priced.size() <= n) throw std::runtime_error("not enough demo courses");
    return priced[n];
  }
  static json::object order_for(Browser& b, const std::string& type, const std::string& id,
                                const std::string& extra = "") {
    auto r = b.post("/api/orders", R"({"item":{"type":")" + type + R"(","id":")" + id + R"("})" + extra + "}");
    EXPECT_EQ(r.status, 201u) << r.body;
    return json_object(r.body);
  }
  static Reply verify(Browser& b, const std::string& order_id, const json::object& checkout_answer) {
    return b.post("/api/orders/" + order_id + "/verify", json::serialize(checkout_answer));
  }
  static std::string webhook_url() {
    return "http://127.0.0.1:" + std::to_string(server->port) + "/api/payments/razorpay/webhook";
  }
  static json::object webhook(const std::string& event, const std::string& rzp_order_id, json::object extra = {}) {
    return json_object(razorpay->webhook(webhook_url(), event, rzp_order_id, extra));
  }
  static std::string status_of(const std::string& order_id) {
    return server->app->services.commerce.order(order_id)->status;
  }
  static json::array purchased(Browser& b) {
    return json_object(b.get("/api/auth/me").body).at("purchasedCourses").as_array();
  }

  static FakeRazorpay* razorpay;
  static TestServer* server;
};
FakeRazorpay* CommerceApi::razorpay = nullptr;
TestServer* CommerceApi::server = nullptr;

std::string str(const json::value& v) { return std::string(v.as_string()); }

TEST_F(CommerceApi, ConfigTellsTheWebAppHowToOpenCheckout) {
  auto c = json_object(server->fetch("/api/payments/config").body);
  EXPECT_TRUE(c.at("enabled").as_bool());
  EXPECT_EQ(str(c.at("keyId")), FakeRazorpay::key_id());
  EXPECT_EQ(str(c.at("checkoutUrl")), razorpay->checkout_url());
}

TEST_F(CommerceApi, PagesLetInExactlyTheCheckoutOrigin) {
  const auto csp = server->fetch("/").header("content-security-policy");
  EXPECT_NE(csp.find("script-src 'self' " + razorpay->base() + ";"), std::string::npos) << csp;
  EXPECT_NE(csp.find("frame-src 'self' " + razorpay->base() + ";"), std::string::npos) << csp;
  EXPECT_NE(csp.find("default-src 'self';"), std::string::npos) << csp;
  EXPECT_EQ(csp.find("unsafe-eval"), std::string::npos);
  // API answers and files are not pages: no page policy there.
  EXPECT_TRUE(server->fetch("/api/payments/config").header("content-security-policy").empty());
}

TEST_F(CommerceApi, TheOrderCarriesTheStoresPriceInPaiseWhateverTheRequestSays) {
  Browser buyer = signed_in("buyer@example.com");
  const auto premium = course("premium", 0);
  auto created = order_for(buyer, "course", premium.id, R"(,"amount":100,"price":1)");
  const auto& order = created.at("order").as_object();
  EXPECT_EQ(order.at("amount").as_int64(), premium.price * 100);
  EXPECT_EQ(str(order.at("status")), "created");
  const auto& checkout = created.at("checkout").as_object();
  EXPECT_EQ(checkout.at("amount").as_int64(), premium.price * 100);
  EXPECT_EQ(str(checkout.at("currency")), "INR");
  EXPECT_EQ(str(checkout.at("key")), FakeRazorpay::key_id());
  EXPECT_EQ(str(checkout.at("description")), premium.title);
  EXPECT_EQ(str(checkout.at("prefill").at("email")), "buyer@example.com");

  // What Razorpay was asked for: that amount, our order id as the receipt, authenticated.
  auto seen = json_object(razorpay->state()).at("requests").as_array();
  ASSERT_FALSE(seen.empty());
  const auto& sent = seen.back().as_object();
  EXPECT_TRUE(sent.at("authOk").as_bool());
  EXPECT_EQ(sent.at("body").at("amount").as_int64(), premium.price * 100);
  EXPECT_EQ(sent.at("body").at("receipt"), order.at("id"));

  const auto notes = course("bl-notes", 0);
  auto notes_order = order_for(buyer, "notes", notes.id);
  EXPECT_EQ(notes_order.at("order").at("amount").as_int64(), notes.price * 100);
  // A notes card is not a course, and the other way round.
  EXPECT_EQ(buyer.post("/api/orders", R"({"item":{"type":"course","id":")" + notes.id + R"("}})").status, 404u);
  EXPECT_EQ(buyer.post("/api/orders", R"({"item":{"type":"ebook","id":"x"}})").status, 400u);
  Browser visitor(*server);
  EXPECT_EQ(visitor.post("/api/orders", R"({"item":{"type":"course","id":")" + premium.id + R"("}})").status, 401u);
}

TEST_F(CommerceApi, VerifyGrantsOnlyWithRazorpaysSignatureForThisOrder) {
  Browser buyer = signed_in("buyer@example.com");
  const auto item = course("premium", 1);
  auto a = order_for(buyer, "course", item.id);
  const auto a_id = str(a.at("order").at("id"));
  const auto a_rzp = str(a.at("checkout").at("orderId"));

  // A wrong signature: 400, nothing changes.
  auto paid = json_object(razorpay->pay(a_rzp));
  auto forged = paid;
  forged["razorpay_signature"] = std::string(64, 'a');
  auto refused = verify(buyer, a_id, forged);
  EXPECT_EQ(refused.status, 400u);
  EXPECT_EQ(str(json_object(refused.body).at("error").at("code")), "invalid-signature");
  EXPECT_EQ(status_of(a_id), "created");

  // Another (cheaper) order's genuine payment, replayed against this order: refused.
  const auto cheap = course("bl-notes", 1);
  auto b = order_for(buyer, "notes", cheap.id);
  auto b_paid = json_object(razorpay->pay(str(b.at("checkout").at("orderId"))));
  EXPECT_EQ(verify(buyer, a_id, b_paid).status, 400u);
  EXPECT_EQ(status_of(a_id), "created");

  // Someone else cannot verify my order.
  Browser other = signed_in("other@example.com");
  EXPECT_EQ(verify(other, a_id, paid).status, 404u);

  auto ok = verify(buyer, a_id, paid);
  ASSERT_EQ(ok.status, 200u) << ok.body;
  auto answer = json_object(ok.body);
  EXPECT_EQ(str(answer.at("order").at("status")), "paid");
  EXPECT_EQ(str(answer.at("downloadUrl")), "/api/purchases/" + item.id + "/download");
  // Replayed: harmless.
  EXPECT_EQ(verify(buyer, a_id, paid).status, 200u);
  EXPECT_EQ(status_of(a_id), "paid");

  auto owned = purchased(buyer);
  EXPECT_NE(std::find(owned.begin(), owned.end(), json::value(item.id)), owned.end());
  EXPECT_EQ(buyer.post("/api/orders", R"({"item":{"type":"course","id":")" + item.id + R"("}})").status, 409u);
}

TEST_F(CommerceApi, ThePaidFileGoesToItsBuyerOnly) {
  Browser buyer = signed_in("buyer@example.com");
  const auto item = course("premium", 2);
  auto o = order_for(buyer, "course", item.id);
  ASSERT_EQ(verify(buyer, str(o.at("order").at("id")), json_object(razorpay->pay(str(o.at("checkout").at("orderId")))))
                .status,
            200u);
  auto file = buyer.get("/api/purchases/" + item.id + "/download");
  ASSERT_EQ(file.status, 200u) << file.body;
  EXPECT_EQ(file.body.substr(0, 5), "%PDF-");
  EXPECT_EQ(file.header("content-disposition").rfind("attachment", 0), 0u) << file.header("content-disposition");

  Browser other = signed_in("other@example.com");
  auto refused = other.get("/api/purchases/" + item.id + "/download");
  EXPECT_EQ(refused.status, 403u);
  EXPECT_EQ(str(json_object(refused.body).at("error").at("code")), "not-purchased");
  EXPECT_EQ(Browser(*server).get("/api/purchases/" + item.id + "/download").status, 401u);
  // Its public path is closed, and the public lists no longer show it.
  EXPECT_EQ(server->fetch(item.download_url).status, 403u);
  auto listed = json_object(server->fetch("/api/courses").body).at("items").as_array();
  for (const auto& c : listed) {
    if (c.at("price").as_int64() > 0) {
      EXPECT_FALSE(c.as_object().contains("downloadUrl"));
    }
  }
}

TEST_F(CommerceApi, AWebhookGrantsWhenTheBrowserNeverCameBackAndIsChecked) {
  Browser buyer = signed_in("other@example.com");
  const auto item = course("premium", 3);
  auto o = order_for(buyer, "course", item.id);
  const auto id = str(o.at("order").at("id"));
  const auto rzp = str(o.at("checkout").at("orderId"));

  auto forged = webhook("order.paid", rzp, {{"badSignature", true}});
  EXPECT_EQ(forged.at("status").as_int64(), 401);
  EXPECT_EQ(status_of(id), "created");

  auto delivered = webhook("order.paid", rzp);
  EXPECT_EQ(delivered.at("status").as_int64(), 200) << json::serialize(delivered);
  EXPECT_EQ(status_of(id), "paid");
  auto owned = purchased(buyer);
  EXPECT_NE(std::find(owned.begin(), owned.end(), json::value(item.id)), owned.end());

  // The same delivery again, and a late failure: nothing moves back.
  EXPECT_EQ(webhook("order.paid", rzp, {{"eventId", delivered.at("eventId")}}).at("status").as_int64(), 200);
  EXPECT_EQ(webhook("payment.failed", rzp).at("status").as_int64(), 200);
  EXPECT_EQ(status_of(id), "paid");

  // A refund revokes access.
  EXPECT_EQ(webhook("refund.processed", rzp).at("status").as_int64(), 200);
  EXPECT_EQ(status_of(id), "refunded");
  EXPECT_EQ(buyer.get("/api/purchases/" + item.id + "/download").status, 403u);
  owned = purchased(buyer);
  EXPECT_EQ(std::find(owned.begin(), owned.end(), json::value(item.id)), owned.end());
  auto mine = json_object(buyer.get("/api/me/purchases").body).at("items").as_array();
  ASSERT_FALSE(mine.empty());
  EXPECT_EQ(str(mine.front().at("status")), "refunded");
  EXPECT_TRUE(mine.front().at("downloadUrl").is_null());
}

TEST_F(CommerceApi, EventsArrivingOutOfOrderLeaveTheRightState) {
  Browser buyer = signed_in("third@example.com");
  auto failed_first = order_for(buyer, "notes", course("bl-notes", 2).id);
  const auto rzp = str(failed_first.at("checkout").at("orderId"));
  // A failed attempt, then the retry's capture: paid.
  webhook("payment.failed", rzp);
  EXPECT_EQ(status_of(str(failed_first.at("order").at("id"))), "failed");
  webhook("payment.captured", rzp);
  EXPECT_EQ(status_of(str(failed_first.at("order").at("id"))), "paid");

  // Paid and refunded at once, the refund's news before the payment's: it stays refunded.
  auto refunded_first = order_for(buyer, "notes", course("bl-notes", 3).id);
  const auto rzp2 = str(refunded_first.at("checkout").at("orderId"));
  razorpay->pay(rzp2);
  ASSERT_EQ(webhook("refund.processed", rzp2).at("status").as_int64(), 200);
  webhook("order.paid", rzp2);
  EXPECT_EQ(status_of(str(refunded_first.at("order").at("id"))), "refunded");
}

TEST_F(CommerceApi, TheReconcilerFindsAPaymentWhoseWebhookWasLost) {
  Browser buyer = signed_in("third@example.com");
  const auto item = course("premium", 4);
  auto o = order_for(buyer, "course", item.id);
  const auto id = str(o.at("order").at("id"));
  razorpay->pay(str(o.at("checkout").at("orderId")));  // the browser closed; no webhook came
  EXPECT_EQ(status_of(id), "created");
  auto& commerce = server->app->services.commerce;
  // Too young to ask about: left alone.
  EXPECT_EQ(commerce.reconcile(accounts::now_ms(), 60'000).paid, 0);
  auto report = commerce.reconcile(accounts::now_ms() + 10 * 60'000, 60'000);
  EXPECT_GE(report.paid, 1);
  EXPECT_EQ(status_of(id), "paid");
  EXPECT_EQ(buyer.get("/api/purchases/" + item.id + "/download").status, 200u);
}

TEST_F(CommerceApi, RazorpayDownIsA503AndNoOrder) {
  Browser buyer = signed_in("third@example.com");
  razorpay->control(R"({"fail":"orders","status":500})");
  auto r = buyer.post("/api/orders", R"({"item":{"type":"course","id":")" + course("premium", 5).id + R"("}})");
  EXPECT_EQ(r.status, 503u);
  EXPECT_EQ(str(json_object(r.body).at("error").at("code")), "payments-unavailable");
}

TEST_F(CommerceApi, AdminsSeeEveryOrder) {
  ASSERT_TRUE(
      server->accounts
          ->create_user({"shopkeeper@example.com", "Admin", std::nullopt, "buying-pass-1", true}, accounts::now_ms())
          .ok());
  Browser buyer = signed_in("buyer@example.com");
  order_for(buyer, "notes", course("bl-notes", 4).id);
  Browser admin = signed_in("shopkeeper@example.com");
  auto page = json_object(admin.get("/api/admin/orders?status=created&q=buyer%40example").body);
  ASSERT_GE(page.at("total").as_int64(), 1);
  const auto& first = page.at("items").at(0).as_object();
  EXPECT_EQ(str(first.at("user").at("email")), "buyer@example.com");
  EXPECT_EQ(str(first.at("status")), "created");
  // The buyer's e-mail matches whatever its case; a part of no address or title matches nothing.
  EXPECT_EQ(
      json_object(admin.get("/api/admin/orders?status=created&q=BUYER%40Example.COM").body).at("total").as_int64(),
      page.at("total").as_int64());
  EXPECT_EQ(json_object(admin.get("/api/admin/orders?q=nobody%40nowhere").body).at("total").as_int64(), 0);
  EXPECT_EQ(buyer.get("/api/admin/orders").status, 403u);
}

// --- Issue 24, findings 4, 8 and 9: orders that end, a reconciler that reaches every order
// that can still be paid, access that follows any paid order, refunds that add up.

// A new student signed in, and their uid.
std::pair<Browser, std::string> new_student(TestServer& server, const std::string& email) {
  auto user = server.accounts->create_user({email, "Student", 2, "buying-pass-1", false}, accounts::now_ms());
  EXPECT_TRUE(user.ok());
  Browser b(server);
  EXPECT_EQ(b.post("/api/auth/login", R"({"email":")" + email + R"(","password":"buying-pass-1"})").status, 200u);
  return {std::move(b), user->uid};
}

Reply buy(Browser& b, const std::string& type, const std::string& id) {
  return b.post("/api/orders", R"({"item":{"type":")" + type + R"(","id":")" + id + R"("}})");
}

std::size_t order_creations(const FakeRazorpay& razorpay) {
  std::size_t n = 0;
  const auto state = json_object(razorpay.state());
  for (const auto& r : state.at("requests").as_array())
    if (r.at("method") == "POST" && r.at("path") == "/v1/orders") ++n;
  return n;
}

TEST_F(CommerceApi, BuyNowAgainReusesTheOpenOrderAndOpenOrdersAreCapped) {
  auto [student, uid] = new_student(*server, "reuser@example.com");
  const auto item = course("premium", 0);
  auto first = buy(student, "course", item.id);
  ASSERT_EQ(first.status, 201u) << first.body;
  auto again = buy(student, "course", item.id);
  ASSERT_EQ(again.status, 200u) << again.body;  // the same order, not a new one
  EXPECT_EQ(json_object(again.body).at("order").at("id"), json_object(first.body).at("order").at("id"));
  EXPECT_EQ(json_object(again.body).at("checkout").at("orderId"), json_object(first.body).at("checkout").at("orderId"));
  EXPECT_EQ(order_creations(*razorpay), 1u);
  std::size_t mine = 0;
  for (const auto& o : server->app->services.commerce.orders_of(uid)) mine += o.item_id == item.id;
  EXPECT_EQ(mine, 1u);

  // At most kMaxOpenOrders open orders across items: then a clear 429.
  std::vector<std::pair<std::string, std::string>> others;
  for (std::size_t n = 0; others.size() < static_cast<std::size_t>(commerce::kMaxOpenOrders); ++n)
    others.emplace_back("notes", course("bl-notes", n).id);
  for (std::size_t n = 0; n + 1 < others.size(); ++n) EXPECT_EQ(buy(student, "notes", others[n].second).status, 201u);
  auto refused = buy(student, "notes", others.back().second);
  EXPECT_EQ(refused.status, 429u) << refused.body;
  EXPECT_EQ(str(json_object(refused.body).at("error").at("code")), "too-many-open-orders");
  EXPECT_FALSE(str(json_object(refused.body).at("error").at("message")).empty());
  // Dismissing one Checkout frees a place.
  const auto first_id = str(json_object(first.body).at("order").at("id"));
  auto cancelled = student.post("/api/orders/" + first_id + "/cancel", "{}");
  ASSERT_EQ(cancelled.status, 200u) << cancelled.body;
  EXPECT_EQ(str(json_object(cancelled.body).at("order").at("status")), "cancelled");
  // (A cancelled order is not reused: buying the item again makes a new one.)
  auto fresh = buy(student, "course", item.id);
  ASSERT_EQ(fresh.status, 201u) << fresh.body;
  EXPECT_NE(json_object(fresh.body).at("order").at("id"), json_object(first.body).at("order").at("id"));
  EXPECT_EQ(buy(student, "notes", others.back().second).status, 429u);  // five open again
}

TEST_F(CommerceApi, OnlyTheBuyerCancelsAndOnlyAnOpenOrder) {
  auto [student, uid] = new_student(*server, "canceller@example.com");
  auto [other, other_uid] = new_student(*server, "nosy@example.com");
  auto created = json_object(buy(student, "notes", course("bl-notes", 0).id).body);
  const auto id = str(created.at("order").at("id"));
  EXPECT_EQ(other.post("/api/orders/" + id + "/cancel", "{}").status, 404u);
  EXPECT_EQ(student.post("/api/orders/ord_nosuchorder/cancel", "{}").status, 404u);
  // CSRF-protected like every other POST.
  auto no_token = student.send(boost::beast::http::verb::post, "/api/orders/" + id + "/cancel", "{}",
                               {{"Content-Type", "application/json"}});
  EXPECT_EQ(no_token.status, 403u) << no_token.body;
  EXPECT_EQ(status_of(id), "created");
  EXPECT_EQ(student.post("/api/orders/" + id + "/cancel", "{}").status, 200u);
  EXPECT_EQ(student.post("/api/orders/" + id + "/cancel", "{}").status, 200u);  // again: harmless
  EXPECT_EQ(status_of(id), "cancelled");

  // A paid order is not cancelled.
  auto paid = json_object(buy(student, "notes", course("bl-notes", 1).id).body);
  const auto paid_id = str(paid.at("order").at("id"));
  ASSERT_EQ(verify(student, paid_id, json_object(razorpay->pay(str(paid.at("checkout").at("orderId"))))).status, 200u);
  auto refused = student.post("/api/orders/" + paid_id + "/cancel", "{}");
  EXPECT_EQ(refused.status, 409u);
  EXPECT_EQ(str(json_object(refused.body).at("error").at("code")), "order-not-open");
  EXPECT_EQ(status_of(paid_id), "paid");
}

TEST_F(CommerceApi, APaymentCapturedAfterCancelOrExpiryStillGrants) {
  auto [student, uid] = new_student(*server, "late@example.com");
  auto& commerce = server->app->services.commerce;
  // Cancelled, then paid (Checkout's answer arrives after all): verify grants.
  const auto a_item = course("premium", 1);
  auto a = json_object(buy(student, "course", a_item.id).body);
  const auto a_id = str(a.at("order").at("id"));
  ASSERT_EQ(student.post("/api/orders/" + a_id + "/cancel", "{}").status, 200u);
  auto a_paid = verify(student, a_id, json_object(razorpay->pay(str(a.at("checkout").at("orderId")))));
  ASSERT_EQ(a_paid.status, 200u) << a_paid.body;
  EXPECT_EQ(status_of(a_id), "paid");
  EXPECT_TRUE(commerce.owns(uid, a_item.id));

  // Cancelled, paid, no answer and no webhook: the reconciler grants.
  const auto b_item = course("premium", 2);
  auto b = json_object(buy(student, "course", b_item.id).body);
  const auto b_id = str(b.at("order").at("id"));
  ASSERT_EQ(student.post("/api/orders/" + b_id + "/cancel", "{}").status, 200u);
  razorpay->pay(str(b.at("checkout").at("orderId")));
  commerce.reconcile(accounts::now_ms() + 5 * 60'000, 60'000);
  EXPECT_EQ(status_of(b_id), "paid");
  EXPECT_TRUE(commerce.owns(uid, b_item.id));

  // Unpaid for longer than an order lives: expired, but only after asking Razorpay...
  const auto c_item = course("premium", 3);
  auto c = json_object(buy(student, "course", c_item.id).body);
  const auto c_id = str(c.at("order").at("id"));
  const auto later = accounts::now_ms() + commerce::kOrderLifeMs + 60'000;
  razorpay->control(R"({"fail":"payments","times":100000})");
  commerce.reconcile(later, 60'000, 100'000);
  EXPECT_EQ(status_of(c_id), "created");  // Razorpay did not answer: not expired
  razorpay->control(R"({"fail":"payments","times":0})");
  commerce.reconcile(later + 1000, 60'000, 100'000);
  EXPECT_EQ(status_of(c_id), "expired");
  // No longer open: Buy Now makes a new order.
  auto d = buy(student, "course", c_item.id);
  EXPECT_EQ(d.status, 201u);
  EXPECT_NE(str(json_object(d.body).at("order").at("id")), c_id);
  // ...and a webhook for the expired one's late payment still grants.
  ASSERT_EQ(webhook("order.paid", str(c.at("checkout").at("orderId"))).at("status").as_int64(), 200);
  EXPECT_EQ(status_of(c_id), "paid");
  EXPECT_TRUE(commerce.owns(uid, c_item.id));
}

// Finding 4: one student made 200 orders in 2.1 s and the reconciler, checking the oldest
// 200 unpaid orders, never reached a later order whose webhook was lost.
TEST_F(CommerceApi, TheReconcilerReachesEveryOrderThatCanStillBePaid) {
  auto [student, uid] = new_student(*server, "many@example.com");
  auto& repository = *server->app->services.commerce_repository;
  auto& commerce = server->app->services.commerce;
  commerce::RazorpayConfig config;
  config.key_id = FakeRazorpay::key_id();
  config.key_secret = FakeRazorpay::key_secret();
  config.api_base = razorpay->base();
  commerce::RazorpayClient client(config);
  const auto recent_item = course("premium", 5), middle_item = course("bl-notes", 5), rest = course("premium", 0);
  const auto now = accounts::now_ms();
  std::vector<commerce::Order> made;
  for (int i = 0; i < 250; ++i) {  // i = 0 is the newest
    commerce::Order o;
    o.id = "ord_many" + std::to_string(1000 + i);
    o.uid = uid;
    o.item_type = i == 150 ? "notes" : "course";
    o.item_id = i == 3 ? recent_item.id : i == 150 ? middle_item.id : rest.id;
    o.item_title = "Many";
    o.amount = 49900;
    o.created_at = o.updated_at = now - 2 * 60'000 - i * 100;
    auto remote = client.create_order(o.amount, "INR", o.id, {});
    ASSERT_TRUE(remote.ok());
    o.razorpay_order_id = remote->id;
    repository.insert_order(o);
    made.push_back(o);
  }
  razorpay->pay(made[3].razorpay_order_id);  // a recent one, paid; its webhook was lost
  auto first = commerce.reconcile(now, 60'000, 100);
  EXPECT_LE(first.checked, 100);
  EXPECT_EQ(status_of(made[3].id), "paid");
  EXPECT_TRUE(commerce.owns(uid, recent_item.id));

  // One in the middle, paid later: successive passes, each asking about at most 100 orders,
  // reach it and every other one.
  razorpay->pay(made[150].razorpay_order_id);
  const auto waiting = repository.to_reconcile(now - 60'000, now - commerce::kLateCaptureWindowMs, 100'000).size();
  for (std::size_t pass = 1; pass <= (waiting + 99) / 100; ++pass)
    EXPECT_LE(commerce.reconcile(now + static_cast<std::int64_t>(pass) * 1000, 60'000, 100).checked, 100);
  EXPECT_EQ(status_of(made[150].id), "paid");
  EXPECT_TRUE(commerce.owns(uid, middle_item.id));
  for (const auto& o : made) EXPECT_TRUE(repository.order(o.id)->checked_at.has_value()) << o.id;
}

// Issue 52, item 1: cancelling freed the open-order slot, so one student made 20,627 Razorpay
// orders in 282 s. Orders made in an hour are capped, cancelled ones included, and the one
// past the cap never reaches Razorpay.
TEST_F(CommerceApi, AStudentCannotChurnOrdersPastAnHourlyCap) {
  auto [student, uid] = new_student(*server, "churner@example.com");
  const auto items = std::vector{course("premium", 1), course("premium", 2)};
  for (int i = 0; i < commerce::kMaxOrdersPerHour; ++i) {
    auto made = buy(student, "course", items[i % 2].id);
    ASSERT_EQ(made.status, 201u) << i << " " << made.body;
    const auto id = str(json_object(made.body).at("order").at("id"));
    ASSERT_EQ(student.post("/api/orders/" + id + "/cancel", "{}").status, 200u);
  }
  const auto asked_before = order_creations(*razorpay);
  auto refused = buy(student, "course", items[0].id);
  EXPECT_EQ(refused.status, 429u) << refused.body;
  EXPECT_EQ(error_code(refused), "too-many-orders");
  EXPECT_FALSE(refused.header("retry-after").empty());
  EXPECT_EQ(order_creations(*razorpay), asked_before) << "no Razorpay order past the cap";
}

// Issue 52, item 1: the reconciler asked the never-asked orders first, newest first, so a
// paid order whose webhook was lost waited behind every newer order of a churning student
// (19,645 of them: about 16 hours). Each buyer's orders now take turns with everyone's.
TEST_F(CommerceApi, OneBuyersManyOrdersCannotHoldBackAnothersPaidOrder) {
  auto [victim, victim_uid] = new_student(*server, "patient@example.com");
  auto [churner, churner_uid] = new_student(*server, "churning@example.com");
  auto& repository = *server->app->services.commerce_repository;
  auto& commerce = server->app->services.commerce;
  const auto item = course("premium", 3);
  const auto now = accounts::now_ms();
  // The customer's order, made first and asked about once already (nothing captured then).
  auto o = json_object(buy(victim, "course", item.id).body);
  const auto victim_order = str(o.at("order").at("id"));
  repository.mark_checked({victim_order}, now - 30 * 60'000);
  // Then 300 newer cancelled orders of another student, never asked about.
  for (int i = 0; i < 300; ++i) {
    commerce::Order c;
    c.id = "ord_churn" + std::to_string(1000 + i);
    c.uid = churner_uid;
    c.item_type = "course";
    c.item_id = item.id;
    c.item_title = "Churn";
    c.amount = 49900;
    c.status = commerce::order_status::cancelled;
    c.razorpay_order_id = "order_churn" + std::to_string(1000 + i);
    c.created_at = c.updated_at = now + 1 + i;
    repository.insert_order(c);
  }
  razorpay->pay(str(o.at("checkout").at("orderId")));  // paid; the webhook was lost
  commerce.reconcile(now + 10 * 60'000, 60'000, 100);
  EXPECT_EQ(status_of(victim_order), "paid") << "reached in the first pass";
  EXPECT_TRUE(commerce.owns(victim_uid, item.id));
}

// Finding 8: two orders for one item both paid; refunding the first took access away while
// the second was paid.
TEST_F(CommerceApi, AccessFollowsAnyPaidOrderAndASecondPaymentIsRefunded) {
  auto [student, uid] = new_student(*server, "twice@example.com");
  auto& commerce = server->app->services.commerce;
  // Two orders for one item (the first cancelled, then paid late after all) both paid.
  const auto pay_twice = [&](const catalog::Course& item) {
    auto a = json_object(buy(student, "course", item.id).body);
    const auto a_id = str(a.at("order").at("id"));
    EXPECT_EQ(student.post("/api/orders/" + a_id + "/cancel", "{}").status, 200u);
    auto b = json_object(buy(student, "course", item.id).body);
    const auto b_id = str(b.at("order").at("id"));
    EXPECT_NE(a_id, b_id);
    auto a_answer = json_object(razorpay->pay(str(a.at("checkout").at("orderId"))));
    auto b_answer = json_object(razorpay->pay(str(b.at("checkout").at("orderId"))));
    EXPECT_EQ(verify(student, a_id, a_answer).status, 200u);
    EXPECT_EQ(verify(student, b_id, b_answer).status, 200u);
    EXPECT_EQ(status_of(a_id), "paid");
    EXPECT_EQ(status_of(b_id), "paid");
    EXPECT_EQ(commerce.order(b_id)->flag.value_or(""), "duplicate");
    EXPECT_FALSE(commerce.order(a_id)->flag.has_value());
    return std::tuple{a_id, str(a.at("checkout").at("orderId")), b_id, str(b.at("checkout").at("orderId"))};
  };

  // The first refunded in full: the second, still paid, keeps the item (and is no longer a
  // second payment to refund).
  const auto item = course("premium", 1);
  auto [a_id, a_rzp, b_id, b_rzp] = pay_twice(item);
  ASSERT_EQ(webhook("refund.processed", a_rzp).at("status").as_int64(), 200);
  EXPECT_EQ(status_of(a_id), "refunded");
  EXPECT_TRUE(commerce.owns(uid, item.id));
  EXPECT_EQ(student.get("/api/purchases/" + item.id + "/download").status, 200u);
  EXPECT_FALSE(commerce.order(b_id)->flag.has_value());
  commerce.reconcile(accounts::now_ms() + 5 * 60'000, 60'000);
  EXPECT_EQ(status_of(b_id), "paid");  // not refunded: it is the one that grants now
  // And refunding that one too takes the item back.
  ASSERT_EQ(webhook("refund.processed", b_rzp).at("status").as_int64(), 200);
  EXPECT_FALSE(commerce.owns(uid, item.id));
  EXPECT_EQ(student.get("/api/purchases/" + item.id + "/download").status, 403u);

  // Otherwise the reconciler refunds the second payment in full through Razorpay (once),
  // and the admin sees the order flagged.
  const auto other = course("premium", 2);
  auto [c_id, c_rzp, d_id, d_rzp] = pay_twice(other);
  ASSERT_TRUE(server->accounts
                  ->create_user({"till@example.com", "Admin", std::nullopt, "buying-pass-1", true}, accounts::now_ms())
                  .ok());
  Browser admin = signed_in("till@example.com");
  auto listed = json_object(admin.get("/api/admin/orders?q=" + d_id).body).at("items").as_array();
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(str(listed.front().at("flag")), "duplicate");
  auto report = commerce.reconcile(accounts::now_ms() + 5 * 60'000, 60'000);
  EXPECT_GE(report.refunded, 1);
  EXPECT_EQ(status_of(d_id), "refunded");
  EXPECT_EQ(status_of(c_id), "paid");
  EXPECT_TRUE(commerce.owns(uid, other.id));
  auto state = json_object(razorpay->state());
  const auto d_payment = *commerce.order(d_id)->razorpay_payment_id;
  std::size_t refunds = 0;
  for (const auto& r : state.at("refunds").as_array())
    if (str(r.at("payment_id")) == d_payment) {
      ++refunds;
      EXPECT_EQ(r.at("amount").as_int64(), other.price * 100);
    }
  EXPECT_EQ(refunds, 1u);
  // Razorpay's refund.processed for it, and another pass: nothing more.
  ASSERT_EQ(webhook("refund.processed", d_rzp).at("status").as_int64(), 200);
  commerce.reconcile(accounts::now_ms() + 5 * 60'000, 60'000);
  EXPECT_EQ(commerce.order(d_id)->amount_refunded, other.price * 100);
  EXPECT_TRUE(commerce.owns(uid, other.id));
  state = json_object(razorpay->state());
  refunds = 0;
  for (const auto& r : state.at("refunds").as_array()) refunds += str(r.at("payment_id")) == d_payment;
  EXPECT_EQ(refunds, 1u);
  listed = json_object(admin.get("/api/admin/orders?q=" + d_id).body).at("items").as_array();
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(str(listed.front().at("status")), "refunded");
  EXPECT_EQ(str(listed.front().at("flag")), "duplicate");
}

// Finding 9: any refund.processed, even ₹1 of ₹499, revoked the purchase.
TEST_F(CommerceApi, APartialRefundKeepsAccessAndOnlyAFullOneRevokes) {
  auto [student, uid] = new_student(*server, "partial@example.com");
  const auto item = course("premium", 3);
  auto o = json_object(buy(student, "course", item.id).body);
  const auto id = str(o.at("order").at("id"));
  const auto rzp = str(o.at("checkout").at("orderId"));
  auto answer = json_object(razorpay->pay(rzp));
  ASSERT_EQ(verify(student, id, answer).status, 200u);
  const auto payment = str(answer.at("razorpay_payment_id"));

  auto one_rupee = json_object(razorpay->refund(payment, 100));
  ASSERT_EQ(webhook("refund.processed", rzp, {{"refund_id", one_rupee.at("id")}}).at("status").as_int64(), 200);
  EXPECT_EQ(status_of(id), "paid");
  EXPECT_TRUE(server->app->services.commerce.owns(uid, item.id));
  EXPECT_EQ(student.get("/api/purchases/" + item.id + "/download").status, 200u);
  // The same refund told again (a new delivery): counted once.
  ASSERT_EQ(webhook("refund.processed", rzp, {{"refund_id", one_rupee.at("id")}}).at("status").as_int64(), 200);
  auto mine = json_object(student.get("/api/me/purchases").body).at("items").as_array();
  ASSERT_FALSE(mine.empty());
  EXPECT_EQ(mine.front().at("amountRefunded").as_int64(), 100);
  EXPECT_EQ(str(mine.front().at("status")), "paid");
  EXPECT_FALSE(mine.front().at("downloadUrl").is_null());

  // The rest: refunded in full, access gone.
  auto rest = json_object(razorpay->refund(payment));
  EXPECT_EQ(rest.at("amount").as_int64(), item.price * 100 - 100);
  ASSERT_EQ(webhook("refund.processed", rzp, {{"refund_id", rest.at("id")}}).at("status").as_int64(), 200);
  EXPECT_EQ(status_of(id), "refunded");
  EXPECT_FALSE(server->app->services.commerce.owns(uid, item.id));
  EXPECT_EQ(student.get("/api/purchases/" + item.id + "/download").status, 403u);
  mine = json_object(student.get("/api/me/purchases").body).at("items").as_array();
  EXPECT_EQ(mine.front().at("amountRefunded").as_int64(), item.price * 100);
}

TEST(CommerceNotConfigured, BuyingSaysPaymentsAreNotAvailable) {
  TestServer server;
  ASSERT_TRUE(server.accounts->create_user({"s@example.com", "S", 1, "buying-pass-1", false}, accounts::now_ms()).ok());
  const auto config = json_object(server.fetch("/api/payments/config").body);
  EXPECT_FALSE(config.at("enabled").as_bool());
  // No seller configured: not GST-registered, so receipts and no GST.
  EXPECT_FALSE(config.at("taxInvoice").as_bool());
  EXPECT_EQ(config.at("gstRate").as_double(), 0.0);
  Browser b(server);
  ASSERT_EQ(b.post("/api/auth/login", R"({"email":"s@example.com","password":"buying-pass-1"})").status, 200u);
  std::string id;
  for (const auto& c : server.catalog->list_courses("premium", ""))
    if (c.price > 0) id = c.id;
  auto r = b.post("/api/orders", R"({"item":{"type":"course","id":")" + id + R"("}})");
  EXPECT_EQ(r.status, 503u);
  auto e = json_object(r.body).at("error").as_object();
  EXPECT_EQ(str(e.at("code")), "payments-not-configured");
  EXPECT_EQ(str(e.at("message")), "Payments are not available on this site yet.");
}

// Issue 24, finding 2: a sold file was served free when its stored link was spelled
// differently from the path a browser asks for (percent-escapes for a space or a non-ASCII
// letter, ?v=2, #page, ./ and ..). Each spelling closes the file it names, and the buyer's
// download still finds it.
TEST(SoldFiles, AreClosedHoweverTheLinkIsSpelled) {
  TestServer server;
  ASSERT_TRUE(
      server.accounts
          ->create_user({"admin@example.com", "Admin", std::nullopt, "admin-pass-123", true}, accounts::now_ms())
          .ok());
  Browser admin(server);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"admin@example.com","password":"admin-pass-123"})").status, 200u);
  std::optional<catalog::Course> sold;
  for (auto& c : server.catalog->list_courses("premium", ""))
    if (c.price > 0) sold = c;
  ASSERT_TRUE(sold);

  struct Spelling {
    std::string link, request, file;
  };
  const std::vector<Spelling> spellings = {
      {"/files/courses/My%20Notes.pdf", "/files/courses/My%20Notes.pdf", "courses/My Notes.pdf"},
      {"/files/courses/pa%C3%B1cha.pdf", "/files/courses/pa%C3%B1cha.pdf",
       "courses/pa\xC3\xB1"
       "cha.pdf"},
      {"/files/courses/versioned.pdf?v=2", "/files/courses/versioned.pdf", "courses/versioned.pdf"},
      {"/files/courses/paged.pdf#page=2", "/files/courses/paged.pdf", "courses/paged.pdf"},
      {"/files/./courses/x/../dotted.pdf", "/files/courses/dotted.pdf", "courses/dotted.pdf"},
      {"/files/courses/%64ecoded.pdf", "/files/courses/decoded.pdf", "courses/decoded.pdf"},
  };
  for (const auto& s : spellings) {
    const std::string content = "%PDF-1.4 " + s.file;
    write_text(core::files_dir(server.config) / s.file, content);
    auto course = *server.catalog->find_course(sold->id);
    course.download_url = s.link;
    auto updated = server.catalog->update_course(sold->id, course);
    ASSERT_TRUE(updated.ok()) << s.link << ": " << updated.error().message;

    auto anonymous = server.fetch(s.request);
    EXPECT_EQ(anonymous.status, 403u) << s.link << " served free at " << s.request;
    EXPECT_EQ(anonymous.body.find("%PDF"), std::string::npos) << s.link;
    auto bought = admin.get("/api/purchases/" + sold->id + "/download");
    EXPECT_EQ(bought.status, 200u) << s.link << ": " << bought.body;
    EXPECT_EQ(bought.body, content) << s.link;
  }
}

}  // namespace
