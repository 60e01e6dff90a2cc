#include "commerce/gstr1.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <tuple>

#include "commerce/invoice.hpp"
#include "commerce/invoice_numbers.hpp"
#include "commerce/seller.hpp"
#include "core/csv.hpp"

namespace pathshala::commerce {

namespace {

using namespace std::chrono;

constexpr std::int64_t kIstOffsetMs = 19'800'000;  // UTC+05:30

core::Error bad_period(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

std::optional<year_month> parse_month(std::string_view text) {
  if (text.size() != 7 || text[4] != '-') return std::nullopt;
  for (std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u})
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
  const int y = std::stoi(std::string(text.substr(0, 4)));
  const unsigned m = static_cast<unsigned>(std::stoi(std::string(text.substr(5, 2))));
  if (y < 2017 || y > 2100 || m < 1 || m > 12) return std::nullopt;  // GST began in July 2017
  return year{y} / month{m};
}

// The first moment of a month in India, as epoch ms.
std::int64_t india_month_start(year_month ym) {
  return duration_cast<milliseconds>(sys_days{ym / 1}.time_since_epoch()).count() - kIstOffsetMs;
}

std::string month_text(year_month ym) {
  char out[16];
  std::snprintf(out, sizeof out, "%04d-%02u", static_cast<int>(ym.year()), static_cast<unsigned>(ym.month()));
  return out;
}

// Paise as the offline tool reads amounts: "499.00", "-118.00".
std::string amount(std::int64_t paise) {
  char out[32];
  const auto magnitude = paise < 0 ? -paise : paise;
  std::snprintf(out, sizeof out, "%s%lld.%02lld", paise < 0 ? "-" : "", static_cast<long long>(magnitude / 100),
                static_cast<long long>(magnitude % 100));
  return out;
}

// 1800 → "18", 250 → "2.5".
std::string rate(int bp) {
  char out[16];
  if (bp % 100 == 0)
    std::snprintf(out, sizeof out, "%d", bp / 100);
  else if (bp % 10 == 0)
    std::snprintf(out, sizeof out, "%d.%d", bp / 100, (bp % 100) / 10);
  else
    std::snprintf(out, sizeof out, "%d.%02d", bp / 100, bp % 100);
  return out;
}

// "05-Nov-2026": the offline tool's dates (dd-mmm-yyyy), India's day.
std::string tool_date(std::int64_t epoch_ms) {
  static const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  const auto iso = india_date(epoch_ms);  // YYYY-MM-DD
  return iso.substr(8, 2) + "-" + kMonths[std::stoi(iso.substr(5, 2)) - 1] + "-" + iso.substr(0, 4);
}

// "09-Uttar Pradesh": a place of supply as the tool names it.
std::string place(const std::string& code) {
  const auto state = find_state(code);
  return state ? std::string(state->code) + "-" + std::string(state->name) : code;
}

std::string sac_description(const std::string& sac) {
  return sac == "999293" ? "Commercial training or coaching services" : "";
}

// "INV/2627/000012" → series "INV/2627", number 12.
std::pair<std::string, std::int64_t> series_of(const std::string& number) {
  const auto slash = number.rfind('/');
  if (slash == std::string::npos) return {number, 0};
  return {number.substr(0, slash), std::stoll(number.substr(slash + 1))};
}

struct Figures {
  std::int64_t total = 0, taxable = 0, igst = 0, cgst = 0, sgst = 0;
  void add(const DocumentFigures& f, int sign) {
    total += sign * f.total;
    taxable += sign * f.tax.taxable;
    igst += sign * f.tax.igst;
    cgst += sign * f.tax.cgst;
    sgst += sign * f.tax.sgst;
  }
};

struct Series {
  std::string first, last;
  std::int64_t first_no = 0, last_no = 0, count = 0;
};

constexpr const char* kB2b[] = {"GSTIN/UIN of Recipient",
                                "Receiver Name",
                                "Invoice Number",
                                "Invoice date",
                                "Invoice Value",
                                "Place Of Supply",
                                "Reverse Charge",
                                "Applicable % of Tax Rate",
                                "Invoice Type",
                                "E-Commerce GSTIN",
                                "Rate",
                                "Taxable Value",
                                "Cess Amount"};
constexpr const char* kB2cl[] = {"Invoice Number",           "Invoice date", "Invoice Value", "Place Of Supply",
                                 "Applicable % of Tax Rate", "Rate",         "Taxable Value", "Cess Amount",
                                 "E-Commerce GSTIN"};
constexpr const char* kB2cs[] = {"Type",        "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value",
                                 "Cess Amount", "E-Commerce GSTIN"};
constexpr const char* kCdnr[] = {"GSTIN/UIN of Recipient",
                                 "Receiver Name",
                                 "Note Number",
                                 "Note Date",
                                 "Note Type",
                                 "Place Of Supply",
                                 "Reverse Charge",
                                 "Note Supply Type",
                                 "Note Value",
                                 "Applicable % of Tax Rate",
                                 "Rate",
                                 "Taxable Value",
                                 "Cess Amount"};
constexpr const char* kCdnur[] = {
    "UR Type", "Note Number",   "Note Date",  "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate",
    "Rate",    "Taxable Value", "Cess Amount"};
constexpr const char* kHsn[] = {"HSN",
                                "Description",
                                "UQC",
                                "Total Quantity",
                                "Total Value",
                                "Taxable Value",
                                "Integrated Tax Amount",
                                "Central Tax Amount",
                                "State/UT Tax Amount",
                                "Cess Amount",
                                "Rate"};
constexpr const char* kDocs[] = {"Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"};

template <std::size_t N>
std::string header(const char* const (&columns)[N]) {
  return core::csv_line(std::vector<std::string>(std::begin(columns), std::end(columns)));
}

// Whether an invoice to an unregistered buyer is B2CL: another state, over the threshold.
bool large(const DocumentFigures& invoice) { return invoice.tax.inter_state && invoice.total > kB2clThreshold; }

}  // namespace

core::Result<GstPeriod> gst_period(std::string_view from, std::string_view to) {
  const auto first = parse_month(from);
  if (!first) return bad_period("from must be a month as YYYY-MM (July 2017 or later).");
  auto last = to.empty() ? first : parse_month(to);
  if (!last) return bad_period("to must be a month as YYYY-MM.");
  if (*last != *first) {
    const unsigned m = static_cast<unsigned>(first->month());
    if (m % 3 != 1 || *last != *first + months{2})
      return bad_period(
          "A return is for a month, or for a quarter: April–June, July–September, October–December or "
          "January–March (from its first month to its last).");
  }
  GstPeriod p;
  p.from = month_text(*first);
  p.to = month_text(*last);
  p.from_ms = india_month_start(*first);
  p.to_ms = india_month_start(*last + months{1});
  return p;
}

std::vector<CsvFile> gstr1_files(const std::vector<IssuedDocument>& documents) {
  std::string b2b = header(kB2b), b2cl = header(kB2cl), cdnr = header(kCdnr), cdnur = header(kCdnur);
  std::map<std::pair<std::string, int>, std::int64_t> b2cs;          // (place, rate) → taxable
  std::map<std::tuple<std::string, int>, Figures> hsn_b2b, hsn_b2c;  // (SAC, rate)
  std::map<std::string, Series> invoice_series, note_series;
  const auto count = [](std::map<std::string, Series>& all, const std::string& number) {
    const auto [name, no] = series_of(number);
    auto& s = all[name];
    if (s.count == 0 || no < s.first_no) s.first = number, s.first_no = no;
    if (s.count == 0 || no > s.last_no) s.last = number, s.last_no = no;
    ++s.count;
  };
  for (const auto& d : documents) {
    const auto& o = d.order;
    const auto invoice = invoice_figures(o);
    if (!invoice || !invoice->tax_invoice) continue;  // a receipt: not a GST document
    const bool registered = !o.buyer_gstin.empty();
    const auto key = std::tuple{invoice->seller.sac, invoice->tax.rate_bp};
    if (!d.refund) {
      const auto& f = *invoice;
      count(invoice_series, *o.invoice_no);
      (registered ? hsn_b2b : hsn_b2c)[key].add(f, 1);
      if (registered)
        b2b += core::csv_line({o.buyer_gstin, o.buyer_name, *o.invoice_no, tool_date(*o.invoice_at), amount(f.total),
                               place(f.place_of_supply), "N", "", "Regular B2B", "", rate(f.tax.rate_bp),
                               amount(f.tax.taxable), "0.00"});
      else if (large(f))
        b2cl += core::csv_line({*o.invoice_no, tool_date(*o.invoice_at), amount(f.total), place(f.place_of_supply), "",
                                rate(f.tax.rate_bp), amount(f.tax.taxable), "0.00", ""});
      else
        b2cs[{f.place_of_supply, f.tax.rate_bp}] += f.tax.taxable;
      continue;
    }
    const auto note = credit_note_figures(o, *d.refund);
    if (!note) continue;
    const auto& r = *d.refund;
    count(note_series, *r.credit_note_no);
    (registered ? hsn_b2b : hsn_b2c)[key].add(*note, -1);
    if (registered)
      cdnr += core::csv_line({o.buyer_gstin, o.buyer_name, *r.credit_note_no, tool_date(*r.credit_note_at), "C",
                              place(note->place_of_supply), "N", "Regular B2B", amount(note->total), "",
                              rate(note->tax.rate_bp), amount(note->tax.taxable), "0.00"});
    else if (large(*invoice))
      cdnur +=
          core::csv_line({"B2CL", *r.credit_note_no, tool_date(*r.credit_note_at), "C", place(note->place_of_supply),
                          amount(note->total), "", rate(note->tax.rate_bp), amount(note->tax.taxable), "0.00"});
    else
      b2cs[{note->place_of_supply, note->tax.rate_bp}] -= note->tax.taxable;  // netted, as the portal asks
  }

  std::string b2cs_text = header(kB2cs);
  for (const auto& [where, taxable] : b2cs)
    if (taxable != 0)  // free orders' invoices, or sales and refunds that cancel out
      b2cs_text += core::csv_line({"OE", place(where.first), rate(where.second), "", amount(taxable), "0.00", ""});
  const auto hsn_text = [](const std::map<std::tuple<std::string, int>, Figures>& rows) {
    std::string out = header(kHsn);
    for (const auto& [key, f] : rows) {
      const auto& [sac, rate_bp] = key;
      // Services have no quantity: UQC "NA", quantity 0, as the portal takes them.
      out += core::csv_line({sac, sac_description(sac), "NA", "0", amount(f.total), amount(f.taxable), amount(f.igst),
                             amount(f.cgst), amount(f.sgst), "0.00", rate(rate_bp)});
    }
    return out;
  };
  std::string docs = header(kDocs);
  const auto series_rows = [&docs](const std::map<std::string, Series>& all, const char* nature) {
    // Numbers are given without gaps (invoice_numbers.hpp): none cancelled.
    for (const auto& [name, s] : all) docs += core::csv_line({nature, s.first, s.last, std::to_string(s.count), "0"});
  };
  series_rows(invoice_series, "Invoices for outward supply");
  series_rows(note_series, "Credit Note");
  return {{"b2b.csv", std::move(b2b)},         {"b2cl.csv", std::move(b2cl)},   {"b2cs.csv", std::move(b2cs_text)},
          {"cdnr.csv", std::move(cdnr)},       {"cdnur.csv", std::move(cdnur)}, {"hsn(b2b).csv", hsn_text(hsn_b2b)},
          {"hsn(b2c).csv", hsn_text(hsn_b2c)}, {"docs.csv", std::move(docs)}};
}

std::string invoice_register(const std::vector<IssuedDocument>& documents) {
  std::string out = core::csv_line({"Document",        "Number", "Date",         "Against invoice",
                                    "Invoice date",    "Buyer",  "Buyer e-mail", "Buyer GSTIN",
                                    "Place of supply", "Item",   "SAC",          "Rate",
                                    "Taxable value",   "CGST",   "SGST",         "IGST",
                                    "Total",           "Order",  "Payment id",   "Refund id"});
  struct Row {
    std::int64_t at;
    std::string number, line;
  };
  std::vector<Row> rows;
  for (const auto& d : documents) {
    const auto& o = d.order;
    const auto f = d.refund ? credit_note_figures(o, *d.refund) : invoice_figures(o);
    if (!f) continue;
    const int sign = d.refund ? -1 : 1;
    const std::string kind = d.refund ? "Credit note" : f->tax_invoice ? "Tax invoice" : "Receipt";
    const std::string number = d.refund ? *d.refund->credit_note_no : *o.invoice_no;
    const std::int64_t at = d.refund ? *d.refund->credit_note_at : *o.invoice_at;
    rows.push_back({at, number,
                    core::csv_line({kind,
                                    number,
                                    india_date(at),
                                    d.refund ? *o.invoice_no : "",
                                    d.refund ? india_date(*o.invoice_at) : "",
                                    o.buyer_name,
                                    d.buyer_email,
                                    o.buyer_gstin,
                                    place(f->place_of_supply),
                                    o.item_title,
                                    f->tax_invoice ? f->seller.sac : "",
                                    f->tax_invoice ? rate(f->tax.rate_bp) : "",
                                    amount(sign * f->tax.taxable),
                                    amount(sign * f->tax.cgst),
                                    amount(sign * f->tax.sgst),
                                    amount(sign * f->tax.igst),
                                    amount(sign * f->total),
                                    o.id,
                                    o.razorpay_payment_id.value_or(""),
                                    d.refund ? d.refund->id : ""})});
  }
  std::stable_sort(rows.begin(), rows.end(),
                   [](const Row& a, const Row& b) { return std::tie(a.at, a.number) < std::tie(b.at, b.number); });
  for (const auto& r : rows) out += r.line;
  return out;
}

}  // namespace pathshala::commerce
