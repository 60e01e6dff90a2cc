// Issue 50: an invoice or credit note of a long-named item, to a business with a long name
// and address, keeps every word inside the page's margins (read back with poppler-utils'
// `pdftotext -bbox`), shows amounts with paise and Indian grouping, and a credit note names
// the invoice it is against with its date, and its reason.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <regex>
#include <string>

#include "../support/temp_dir.hpp"
#include "commerce/invoice.hpp"
#include "commerce/invoice_pdf.hpp"
#include "commerce/seller.hpp"

using namespace pathshala;
using namespace pathshala::commerce;

namespace {

struct Word {
  double x_min, y_min, x_max, y_max;
  std::string text;
};

// Every word of every page with its box (points; y from the top), as pdftotext -bbox finds it.
std::vector<Word> words_of(const std::string& pdf, int* pages = nullptr) {
  test_support::TempDir dir;
  const auto file = dir.path() / "doc.pdf";
  {
    FILE* f = std::fopen(file.c_str(), "wb");
    std::fwrite(pdf.data(), 1, pdf.size(), f);
    std::fclose(f);
  }
  std::string html;
  FILE* p = popen(("pdftotext -bbox " + file.string() + " - 2>/dev/null").c_str(), "r");
  std::array<char, 4096> buf{};
  while (auto n = std::fread(buf.data(), 1, buf.size(), p)) html.append(buf.data(), n);
  pclose(p);
  if (pages) {
    *pages = 0;
    for (auto at = html.find("<page "); at != std::string::npos; at = html.find("<page ", at + 1)) ++*pages;
  }
  static const std::regex word(
      R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re");
  std::vector<Word> out;
  for (std::sregex_iterator it(html.begin(), html.end(), word), end; it != end; ++it)
    out.push_back({std::stod((*it)[1]), std::stod((*it)[2]), std::stod((*it)[3]), std::stod((*it)[4]), (*it)[5]});
  return out;
}

std::string joined(const std::vector<Word>& words) {
  std::string out;
  for (const auto& w : words) out += w.text + " ";
  return out;
}

// A4: 595 × 842 points; the documents' margins are 50 points on each side.
void expect_inside_the_margins(const std::vector<Word>& words) {
  ASSERT_FALSE(words.empty());
  for (const auto& w : words) {
    EXPECT_GE(w.x_min, 49.0) << w.text;
    EXPECT_LE(w.x_max, 546.0) << w.text;
    EXPECT_GE(w.y_min, 30.0) << w.text;
    EXPECT_LE(w.y_max, 800.0) << w.text;
  }
}

Order long_order() {
  Seller seller;
  seller.legal_name = "Pathshala Learning and Examination Preparation Services Private Limited";
  seller.address =
      "Plot 12, Sector 7, Near the Old Government Polytechnic College and the District Court Compound, Civil Lines, "
      "Lucknow, Uttar Pradesh 226001";
  seller.state_code = "09";
  seller.gstin = "09AAACP1234K1ZI";
  Order o;
  o.id = "ord_0123456789abcdef0123456789abcdef0123456789abcdef";
  o.uid = "u1";
  o.item_type = "course";
  o.item_title =
      "Complete Data Structures and Algorithms with C++ and Java for AKTU B.Tech Second Year including Previous Year "
      "Question Walkthroughs, Practical Files and Viva Preparation";
  o.amount = 1'45'700'00;  // ₹1,45,700.00: with paise shown
  o.list_amount = o.amount;
  o.status = "paid";
  o.razorpay_payment_id = "pay_QwErTyUiOpAsDfGhJkLzXcVbNm0123456789";
  o.buyer_name = "Shri Vishwakarma Institute of Engineering, Technology and Management Studies Coaching Centre";
  o.buyer_state = "27";
  o.buyer_gstin = "27AAPFU0939F1ZV";
  o.seller = seller.to_json();
  o.invoice_no = "INV/2627/000001";
  o.invoice_at = 1'795'000'000'000;  // 18 Nov 2026
  return o;
}

const std::string kEmail =
    "accounts.department.procurement.and.purchases@shrivishwakarmainstituteofengineering.example";

}  // namespace

TEST(InvoiceLayout, ALongNamedItemsInvoiceFitsThePageWithPaiseAndIndianGrouping) {
  const auto document = invoice_of(long_order(), kEmail);
  ASSERT_TRUE(document);
  const auto pdf = render_invoice_pdf(*document);
  ASSERT_TRUE(pdf);
  int pages = 0;
  const auto words = words_of(*pdf, &pages);
  EXPECT_EQ(pages, 1);
  expect_inside_the_margins(words);
  const auto text = joined(words);
  EXPECT_NE(text.find("₹1,45,700.00"), std::string::npos) << text;  // the total
  EXPECT_NE(text.find("Viva Preparation"), std::string::npos) << "the item's whole name: " << text;
  EXPECT_NE(text.find("Coaching Centre"), std::string::npos) << text;
  std::string unspaced = text;
  std::erase(unspaced, ' ');
  EXPECT_NE(unspaced.find(long_order().id), std::string::npos) << "the order id, cut where it must be: " << text;
}

TEST(InvoiceLayout, ACreditNoteNamesTheInvoiceItIsAgainstWithItsDateAndItsReason) {
  const auto order = long_order();
  const RefundRecord refund{"rfnd_0123456789", order.id,         *order.razorpay_payment_id, 5'000'00,
                            1'795'500'000'000, "CN/2627/000001", 1'795'500'000'000};
  const auto document = credit_note_of(
      order, refund, kEmail,
      "Two of the seven modules were not available for download for more than a week after the purchase");
  ASSERT_TRUE(document);
  const auto pdf = render_invoice_pdf(*document);
  ASSERT_TRUE(pdf);
  const auto words = words_of(*pdf);
  expect_inside_the_margins(words);
  const auto text = joined(words);
  EXPECT_NE(text.find("INV/2627/000001"), std::string::npos) << text;
  EXPECT_NE(text.find("18 Nov 2026"), std::string::npos) << "the invoice's date: " << text;
  EXPECT_NE(text.find("after the purchase"), std::string::npos) << "the reason, whole: " << text;
  EXPECT_NE(text.find("₹5,000.00"), std::string::npos) << text;
  EXPECT_NE(text.find("IGST"), std::string::npos) << "the tax reversed: " << text;
}
