// GSTR-1's section files and the invoice register (issue 50), from documents whose figures
// are counted here by hand: 18% GST added on top (₹118 paid = ₹100 taxable + ₹18 tax), a
// seller in Uttar Pradesh (09).
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <sstream>

#include "commerce/gstr1.hpp"
#include "commerce/seller.hpp"
#include "core/csv.hpp"

using namespace pathshala;
using namespace pathshala::commerce;

namespace {

// 10:00 in India on the given day of November 2026.
std::int64_t november(unsigned day) {
  using namespace std::chrono;
  const auto midnight_utc = sys_days{year{2026} / November / day};
  return duration_cast<milliseconds>(midnight_utc.time_since_epoch()).count() + (4 * 60 + 30) * 60'000;
}

std::string seller_json(bool registered) {
  Seller s;
  s.legal_name = "Pathshala Learning LLP";
  s.address = "12 Civil Lines\nLucknow 226001";
  s.state_code = "09";
  s.gstin = registered ? "09AAACP1234K1ZI" : "";
  return s.to_json();
}

Order invoiced(const std::string& id, const std::string& number, unsigned day, std::int64_t amount,
               const std::string& buyer_state, const std::string& buyer_gstin = "", bool registered = true) {
  Order o;
  o.id = id;
  o.uid = "u-" + id;
  o.item_title = "Data Structures, complete course";
  o.amount = amount;
  o.list_amount = amount;
  o.status = "paid";
  o.razorpay_payment_id = "pay_" + id;
  o.buyer_name = buyer_gstin.empty() ? "Asha Verma" : "Udaan Coaching LLP";
  o.buyer_state = buyer_state;
  o.buyer_gstin = buyer_gstin;
  o.seller = seller_json(registered);
  o.invoice_no = number;
  o.invoice_at = november(day);
  return o;
}

IssuedDocument credit_note(const Order& o, const std::string& number, unsigned day, std::int64_t amount) {
  return {o, RefundRecord{"rfnd_" + o.id, o.id, *o.razorpay_payment_id, amount, november(day), number, november(day)},
          "buyer@example.com"};
}

// The files by name, each as its lines.
std::map<std::string, std::vector<std::string>> files_of(const std::vector<IssuedDocument>& documents) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& f : gstr1_files(documents)) {
    std::istringstream in(f.text);
    for (std::string line; std::getline(in, line);) {
      EXPECT_TRUE(line.ends_with('\r')) << f.name << ": CRLF lines";
      out[f.name].push_back(line.substr(0, line.size() - 1));
    }
  }
  return out;
}

struct November {
  Order b2b = invoiced("o1", "INV/2627/000001", 3, 590'00, "27", "27AAPFU0939F1ZV");  // IGST
  Order here = invoiced("o2", "INV/2627/000002", 4, 118'00, "09");                    // CGST + SGST
  Order no_state = invoiced("o3", "INV/2627/000003", 5, 236'00, "");                  // the seller's state
  Order large = invoiced("o4", "INV/2627/000004", 6, 1'18'000'00, "27");              // B2CL: over ₹1 lakh
  Order away = invoiced("o5", "INV/2627/000005", 7, 118'00, "29");                    // B2CS, Karnataka
  Order receipt = invoiced("o6", "RCT/2627/000001", 8, 500'00, "09", "", false);      // not registered
  std::vector<IssuedDocument> documents() const {
    return {{b2b, std::nullopt, "accounts@udaan.example"},
            {here, std::nullopt, "asha@example.com"},
            {no_state, std::nullopt, ""},
            {large, std::nullopt, ""},
            {away, std::nullopt, ""},
            {receipt, std::nullopt, ""},
            credit_note(b2b, "CN/2627/000001", 20, 590'00),     // the whole B2B invoice
            credit_note(here, "CN/2627/000002", 21, 59'00),     // half of a B2CS sale: netted
            credit_note(large, "CN/2627/000003", 22, 118'00)};  // part of the B2CL one
  }
};

}  // namespace

TEST(Gstr1, EachSectionHasTheOfflineToolsColumnsAndTheDocumentsFigures) {
  const auto files = files_of(November{}.documents());
  ASSERT_EQ(files.size(), 8u);
  EXPECT_EQ(
      files.at("b2b.csv"),
      (std::vector<std::string>{
          "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,"
          "Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
          "27AAPFU0939F1ZV,Udaan Coaching LLP,INV/2627/000001,03-Nov-2026,590.00,27-Maharashtra,N,,Regular B2B,,18,"
          "500.00,0.00"}));
  EXPECT_EQ(files.at("b2cl.csv"),
            (std::vector<std::string>{"Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax "
                                      "Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
                                      "INV/2627/000004,06-Nov-2026,118000.00,27-Maharashtra,,18,100000.00,0.00,"}));
  // ₹100 + ₹200 in Uttar Pradesh less the ₹50 credit note; ₹100 in Karnataka.
  EXPECT_EQ(files.at("b2cs.csv"),
            (std::vector<std::string>{
                "Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
                "OE,09-Uttar Pradesh,18,,250.00,0.00,", "OE,29-Karnataka,18,,100.00,0.00,"}));
  EXPECT_EQ(files.at("cdnr.csv"),
            (std::vector<std::string>{
                "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,"
                "Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
                "27AAPFU0939F1ZV,Udaan Coaching LLP,CN/2627/000001,20-Nov-2026,C,27-Maharashtra,N,Regular B2B,590.00,,"
                "18,500.00,0.00"}));
  EXPECT_EQ(files.at("cdnur.csv"),
            (std::vector<std::string>{"UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable "
                                      "% of Tax Rate,Rate,Taxable Value,Cess Amount",
                                      "B2CL,CN/2627/000003,22-Nov-2026,C,27-Maharashtra,118.00,,18,100.00,0.00"}));
  const std::string hsn_header =
      "HSN,Description,UQC,Total Quantity,Total Value,Taxable Value,Integrated Tax Amount,Central Tax Amount,"
      "State/UT Tax Amount,Cess Amount,Rate";
  // The B2B invoice was credited in full.
  EXPECT_EQ(files.at("hsn(b2b).csv"),
            (std::vector<std::string>{
                hsn_header, "999293,Commercial training or coaching services,NA,0,0.00,0.00,0.00,0.00,0.00,0.00,18"}));
  // Paid 118 + 236 + 1,18,000 + 118, less 59 and 118; IGST 18,000 (+18 − 18); CGST = SGST
  // 9 + 18 − 4.50.
  EXPECT_EQ(files.at("hsn(b2c).csv"),
            (std::vector<std::string>{hsn_header,
                                      "999293,Commercial training or coaching services,NA,0,118295.00,100250.00,"
                                      "18000.00,22.50,22.50,0.00,18"}));
  // The receipt is not a GST document.
  EXPECT_EQ(files.at("docs.csv"),
            (std::vector<std::string>{"Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
                                      "Invoices for outward supply,INV/2627/000001,INV/2627/000005,5,0",
                                      "Credit Note,CN/2627/000001,CN/2627/000003,3,0"}));
}

TEST(Gstr1, AMonthWithoutDocumentsHasEveryFileWithItsHeaderOnly) {
  const auto files = files_of({});
  ASSERT_EQ(files.size(), 8u);
  for (const auto& [name, lines] : files) EXPECT_EQ(lines.size(), 1u) << name;
}

TEST(Gstr1, ARegisterListsEveryDocumentInOrderWithCreditNotesNegative) {
  const auto text = invoice_register(November{}.documents());
  std::istringstream in(text);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line.substr(0, line.size() - 1));
  ASSERT_EQ(lines.size(), 10u);
  EXPECT_EQ(lines[0],
            "Document,Number,Date,Against invoice,Invoice date,Buyer,Buyer e-mail,Buyer GSTIN,Place of supply,Item,"
            "SAC,Rate,Taxable value,CGST,SGST,IGST,Total,Order,Payment id,Refund id");
  EXPECT_EQ(lines[1],
            "Tax invoice,INV/2627/000001,2026-11-03,,,Udaan Coaching LLP,accounts@udaan.example,27AAPFU0939F1ZV,"
            "27-Maharashtra,\"Data Structures, complete course\",999293,18,500.00,0.00,0.00,90.00,590.00,o1,pay_o1,");
  EXPECT_EQ(lines[6],
            "Receipt,RCT/2627/000001,2026-11-08,,,Asha Verma,,,09-Uttar Pradesh,\"Data Structures, complete "
            "course\",,,500.00,0.00,0.00,0.00,500.00,o6,pay_o6,");
  EXPECT_EQ(lines[8],
            "Credit note,CN/2627/000002,2026-11-21,INV/2627/000002,2026-11-04,Asha Verma,buyer@example.com,,"
            "09-Uttar Pradesh,\"Data Structures, complete course\",999293,18,-50.00,-4.50,-4.50,0.00,-59.00,"
            "o2,pay_o2,rfnd_o2");
}

TEST(Gstr1, APeriodIsAMonthOrAQuarterOfGst) {
  const auto month = gst_period("2026-11", "");
  ASSERT_TRUE(month);
  EXPECT_EQ(month->from, "2026-11");
  EXPECT_EQ(month->to, "2026-11");
  EXPECT_EQ(month->from_ms, november(1) - 10 * 3600'000);  // midnight in India
  EXPECT_EQ(month->to_ms - month->from_ms, 30LL * 86'400'000);
  const auto quarter = gst_period("2026-10", "2026-12");
  ASSERT_TRUE(quarter);
  EXPECT_EQ(quarter->to_ms - quarter->from_ms, 92LL * 86'400'000);
  EXPECT_TRUE(gst_period("2027-01", "2027-03"));
  for (const auto& [from, to] :
       std::vector<std::pair<std::string, std::string>>{{"2026-11", "2027-01"},  // not one of GST's quarters
                                                        {"2026-10", "2026-11"},
                                                        {"2026-12", "2026-10"},
                                                        {"2026-13", ""},
                                                        {"26-11", ""},
                                                        {"2016-11", ""},  // before GST
                                                        {"", ""},
                                                        {"2026-1x", ""}}) {
    const auto p = gst_period(from, to);
    ASSERT_FALSE(p) << from << " " << to;
    EXPECT_EQ(p.error().code, "invalid-parameter");
  }
}
