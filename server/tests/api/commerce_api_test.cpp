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
  EXPECT_EQ(admin.get("/api/admin/orders?status=lost").status, 400u);
  EXPECT_EQ(buyer.get("/api/admin/orders").status, 403u);
}

TEST(CommerceNotConfigured, BuyingSaysPaymentsAreNotAvailable) {
  TestServer server;
  ASSERT_TRUE(server.accounts->create_user({"s@example.com", "S", 1, "buying-pass-1", false}, accounts::now_ms()).ok());
  EXPECT_EQ(server.fetch("/api/payments/config").body, R"({"enabled":false})");
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
