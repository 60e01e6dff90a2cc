// The rules behind prices, invoices and coupons (issue 29), one by one: GST added or
// included, rounded to the paisa, a coupon off the listed price, the tax split, GSTINs,
// financial years, amounts in words, the seller file, and what a receipt says.
#include <gtest/gtest.h>

#include "commerce/amount_words.hpp"
#include "commerce/coupons.hpp"
#include "commerce/invoice.hpp"
#include "commerce/invoice_numbers.hpp"
#include "commerce/pricing.hpp"
#include "commerce/seller.hpp"
#include "core/money.hpp"

using namespace pathshala;
using namespace pathshala::commerce;

namespace {

constexpr catalog::PriceRule kAdds18{true, false, 1800};
constexpr catalog::PriceRule kIncludes18{true, true, 1800};
constexpr catalog::PriceRule kNoGst{};

Coupon coupon(const char* code, const char* kind, std::int64_t value) {
  Coupon c;
  c.code = code;
  c.kind = kind;
  c.value = value;
  return c;
}

TEST(BillingRules, GstIsAddedOrIncludedAndAlwaysAddsUpToWhatIsPaid) {
  auto p = price_of(499, nullptr, kAdds18, "09", "");
  EXPECT_EQ(p.amount, 58882);
  EXPECT_EQ(p.tax.taxable, 49900);
  EXPECT_EQ(p.tax.cgst + p.tax.sgst, 8982);
  EXPECT_EQ(p.tax.cgst, 4491);
  EXPECT_EQ(p.tax.igst, 0);

  p = price_of(499, nullptr, kIncludes18, "09", "27");
  EXPECT_EQ(p.amount, 49900);
  EXPECT_EQ(p.tax.taxable, 42288);  // 499 / 1.18, to the paisa
  EXPECT_EQ(p.tax.igst, 49900 - 42288);
  EXPECT_TRUE(p.tax.inter_state);

  p = price_of(499, nullptr, kNoGst, "", "27");
  EXPECT_EQ(p.amount, 49900);
  EXPECT_FALSE(p.tax.charged);
  EXPECT_EQ(p.tax.taxable, 49900);

  // Any amount: value + tax is exactly what was paid.
  for (std::int64_t rupees = 1; rupees < 3000; rupees += 7)
    for (const auto& rule : {kAdds18, kIncludes18, catalog::PriceRule{true, false, 500}}) {
      const auto q = price_of(rupees, nullptr, rule, "09", rupees % 2 ? "09" : "07");
      EXPECT_EQ(q.tax.taxable + q.tax.cgst + q.tax.sgst + q.tax.igst, q.amount) << rupees;
    }
}

TEST(BillingRules, CouponsComeOffTheListedPriceAndLeaveAtLeastARupee) {
  const auto percent = coupon("TEN", "percent", 10);
  const auto fixed = coupon("FIFTY", "fixed", 50);
  const auto all = coupon("ALL", "percent", 100);
  auto p = price_of(499, &percent, kAdds18, "09", "");
  EXPECT_EQ(p.coupon_off, 4990);
  EXPECT_EQ(p.amount, ((49900 - 4990) * 118 + 50) / 100);
  EXPECT_EQ(p.list_amount - p.discount, p.amount);
  EXPECT_EQ(price_of(499, &fixed, kNoGst, "", "").amount, 44900);
  EXPECT_EQ(price_of(499, &all, kAdds18, "09", "").amount, 0);
  // ₹50 off ₹50.50 would leave 50 paise: Razorpay's minimum is ₹1.
  const auto near = coupon("NEAR", "fixed", 50);
  EXPECT_EQ(price_of(51, &near, kNoGst, "", "").amount, 100);
  EXPECT_EQ(price_of(50, &near, kNoGst, "", "").amount, 0);
}

TEST(BillingRules, CouponRulesNameWhatIsWrong) {
  auto c = coupon("SAVE10", "percent", 10);
  EXPECT_FALSE(coupon_problem(c));
  EXPECT_EQ(normalize_coupon_code("  save10 "), "SAVE10");
  c.code = "no spaces";
  EXPECT_EQ(coupon_problem(c)->field, "code");
  c.code = "OK1";
  c.value = 0;
  EXPECT_EQ(coupon_problem(c)->field, "value");
  c.value = 10;
  c.valid_from = 2000;
  c.valid_to = 1000;
  EXPECT_EQ(coupon_problem(c)->field, "validTo");
  c.valid_to = 3000;
  EXPECT_EQ(coupon_not_applicable(c, "course", "x", 2500), std::nullopt);
  EXPECT_EQ(coupon_not_applicable(c, "course", "x", 1999), "This code is not valid yet.");
  EXPECT_EQ(coupon_not_applicable(c, "course", "x", 3000), "This code has expired.");
  c.items = {{"notes", "n1"}};
  EXPECT_EQ(coupon_not_applicable(c, "course", "n1", 2500), "This code is not valid for this item.");
  EXPECT_EQ(coupon_not_applicable(c, "notes", "n1", 2500), std::nullopt);
}

TEST(BillingRules, GstinsAreCheckedWithTheirCheckCharacter) {
  EXPECT_TRUE(valid_gstin("27AAPFU0939F1ZV"));
  EXPECT_TRUE(valid_gstin("09AAACP1234K1ZI"));
  EXPECT_FALSE(valid_gstin("27AAPFU0939F1ZA"));  // wrong check character
  EXPECT_FALSE(valid_gstin("27AAPFU0939F1Z"));
  EXPECT_FALSE(valid_gstin("2XAAPFU0939F1ZV"));
}

TEST(BillingRules, TheFinancialYearRunsAprilToMarchInIndia) {
  // 31 Mar 2027 18:29:59 UTC is 23:59:59 IST: still 2026-27; a second later it is 2027-28.
  EXPECT_EQ(financial_year(1806517799000), "2627");
  EXPECT_EQ(financial_year(1806517800000), "2728");
  EXPECT_EQ(india_date(1806517800000), "2027-04-01");
  EXPECT_EQ(india_display_date(1806517800000), "1 Apr 2027");
}

TEST(BillingRules, AmountsInWordsUseLakhsAndCrores) {
  EXPECT_EQ(rupees_in_words(58882), "Rupees Five Hundred Eighty-Eight and Eighty-Two Paise Only");
  EXPECT_EQ(rupees_in_words(100), "Rupees One Only");
  EXPECT_EQ(rupees_in_words(12345678900),
            "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred "
            "Eighty-Nine Only");
  EXPECT_EQ(rupees_in_words(5), "Rupees Zero and Five Paise Only");
  EXPECT_EQ(core::format_rupees(12345678), "₹1,23,456.78");
  EXPECT_EQ(core::format_rupees(49900), "₹499");
}

TEST(BillingRules, TheSellerFileIsCheckedBeforeTheServerStarts) {
  auto s = parse_seller(R"({"legalName":"X LLP","address":"Lucknow","state":"UP","gstin":"09AAACP1234K1ZI"})", "Site");
  EXPECT_FALSE(s);  // "UP" is not a state's name or code
  s = parse_seller(R"({"legalName":"X LLP","address":"Lucknow","gstin":"09aaacp1234k1zi","gstRate":12.5})", "Site");
  ASSERT_TRUE(s) << s.error().message;
  EXPECT_EQ(s->state_code, "09");
  EXPECT_EQ(s->gst_rate_bp, 1250);
  EXPECT_TRUE(s->tax_invoice());
  EXPECT_FALSE(parse_seller(R"({"gstin":"27AAPFU0939F1ZV","state":"09","address":"x"})", "Site"));  // another state
  EXPECT_FALSE(parse_seller(R"({"gstin":"09AAACP1234K1ZI"})", "Site"));                             // no address
  EXPECT_FALSE(parse_seller(R"({"gstRate":"18"})", "Site"));
  EXPECT_FALSE(parse_seller(R"({"colour":"blue"})", "Site"));
  const auto plain = parse_seller("{}", "Pathshala");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->legal_name, "Pathshala");
  EXPECT_FALSE(plain->tax_invoice());
  EXPECT_EQ(Seller::from_json(s->to_json())->gstin, s->gstin);
}

TEST(BillingRules, WithoutAGstinTheDocumentIsAReceiptWithNoTax) {
  Seller seller;
  seller.legal_name = "Pathshala";
  Order o;
  o.id = "ord_1";
  o.item_title = "DSA in C++";
  o.amount = o.list_amount = 49900;
  o.seller = seller.to_json();
  o.invoice_no = "RCT/2627/000001";
  o.invoice_at = 1795642577446;
  const auto d = invoice_of(o, "a@example.com");
  ASSERT_TRUE(d);
  EXPECT_EQ(d->kind, InvoiceDocument::Kind::receipt);
  EXPECT_EQ(d->title, "Receipt");
  for (const auto& line : d->lines) EXPECT_EQ(line.label.find("GST"), std::string::npos) << line.label;
  EXPECT_NE(d->notes.front().find("not registered under GST"), std::string::npos);
  EXPECT_EQ(d->total, 49900);
  o.invoice_no.reset();
  EXPECT_FALSE(invoice_of(o, ""));  // no number, no document
}

}  // namespace
