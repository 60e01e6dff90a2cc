// Issue 52, item 3: coupon codes could be guessed at full speed (2,176 a second from one
// student, never a 429) and the answers told "no such code" from "not for this item". Now
// every code that does not apply gets one answer, and wrong codes are slowed down per account
// and per address, at the quote and at the order alike; a code that applies costs nothing.
#include <gtest/gtest.h>

#include "../support/browser.hpp"
#include "accounts/accounts_service.hpp"
#include "core/clock.hpp"

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

std::string str(const boost::json::value& v) { return std::string(v.as_string()); }

struct CouponGuessing : ::testing::Test {
  TestServer server;
  std::string course_id;

  void SetUp() override {
    for (const char* email : {"boss@example.com", "asha@example.com", "ravi@example.com", "meena@example.com"})
      ASSERT_TRUE(server.accounts
                      ->create_user({email, "Student", 3, "guessing-pass-1", std::string(email) == "boss@example.com"},
                                    core::now_ms())
                      .ok());
    for (auto& c : server.catalog->list_courses("premium", ""))
      if (c.price > 0) course_id = c.id;
    ASSERT_FALSE(course_id.empty());
    Browser boss = signed_in_browser(server, "boss@example.com", "guessing-pass-1");
    ASSERT_EQ(boss.post("/api/admin/coupons", R"({"code":"REAL10","kind":"percent","value":10})").status, 201u);
  }
  Reply quote(Browser& b, const std::string& code) {
    return b.post("/api/orders/quote",
                  R"({"item":{"type":"course","id":")" + course_id + R"("},"coupon":")" + code + R"("})");
  }
};

TEST_F(CouponGuessing, WrongCodesAreSlowedDownPerAccountAndPerAddressAndAValidCodeCostsNothing) {
  Browser asha = signed_in_browser(server, "asha@example.com", "guessing-pass-1");
  // A student using a real code, again and again (the checkout re-quotes), is never slowed.
  for (int i = 0; i < 40; ++i) ASSERT_EQ(quote(asha, "real10").status, 200u) << i;

  // Ten wrong codes, then a wait (before the fix: every guess answered at once).
  for (int i = 0; i < 10; ++i) ASSERT_EQ(quote(asha, "GUESS" + std::to_string(i)).status, 400u) << i;
  auto slowed = quote(asha, "GUESS10");
  ASSERT_EQ(slowed.status, 429u) << slowed.body;
  EXPECT_EQ(error_code(slowed), "too-many-coupon-tries");
  EXPECT_GE(std::stoi(slowed.header("retry-after")), 1);
  EXPECT_NE(str(boost::json::parse(slowed.body).at("error").at("message")).find("Please wait"), std::string::npos);
  // The order takes the same turns: guessing through POST /api/orders is slowed too.
  auto ordered =
      asha.post("/api/orders", R"({"item":{"type":"course","id":")" + course_id + R"("},"coupon":"GUESS11"})");
  EXPECT_EQ(ordered.status, 429u) << ordered.body;
  // Without a code the student still gets a price.
  EXPECT_EQ(asha.post("/api/orders/quote", R"({"item":{"type":"course","id":")" + course_id + R"("}})").status, 200u);

  // The address's budget is shared by everyone behind it (a hostel): 30 wrong codes at once.
  Browser ravi = signed_in_browser(server, "ravi@example.com", "guessing-pass-1");
  Browser meena = signed_in_browser(server, "meena@example.com", "guessing-pass-1");
  int answered = 0;
  for (int i = 0; i < 10; ++i) answered += quote(ravi, "RAVI" + std::to_string(i)).status == 400u;
  for (int i = 0; i < 10; ++i) answered += quote(meena, "MEENA" + std::to_string(i)).status == 400u;
  EXPECT_EQ(answered, 20);
  auto address_slowed = quote(meena, "MEENA10");
  EXPECT_EQ(address_slowed.status, 429u) << address_slowed.body;
}

TEST_F(CouponGuessing, EveryCodeThatDoesNotApplyGetsTheSameAnswer) {
  Browser boss = signed_in_browser(server, "boss@example.com", "guessing-pass-1");
  const auto now = core::now_ms();
  ASSERT_EQ(boss.post("/api/admin/coupons",
                      R"({"code":"EXPIRED1","kind":"percent","value":10,"validTo":)" + std::to_string(now - 1000) + "}")
                .status,
            201u);
  ASSERT_EQ(boss.post("/api/admin/coupons", R"({"code":"ELSEWHERE","kind":"percent","value":10,)"
                                            R"("items":[{"type":"notes","id":"some-other-item"}]})")
                .status,
            201u);
  Browser asha = signed_in_browser(server, "asha@example.com", "guessing-pass-1");
  const auto answer = [&](const std::string& code) {
    auto r = quote(asha, code);
    EXPECT_EQ(r.status, 400u) << code << " " << r.body;
    return r.body;
  };
  const auto no_such_code = answer("NOSUCHCODE");
  EXPECT_EQ(answer("EXPIRED1"), no_such_code);
  EXPECT_EQ(answer("ELSEWHERE"), no_such_code);
  EXPECT_EQ(answer("x"), no_such_code);  // not even a code's form
}

}  // namespace
