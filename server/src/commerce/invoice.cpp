#include "commerce/invoice.hpp"

#include <cstdio>

#include "commerce/amount_words.hpp"
#include "commerce/invoice_numbers.hpp"
#include "commerce/pricing.hpp"

namespace pathshala::commerce {

namespace {

std::string state_label(const std::string& code) {
  if (code.empty()) return "";
  auto state = find_state(code);
  return state ? std::string(state->name) + " (" + state->code + ")" : code;
}

std::string percent(int bp) {
  char out[16];
  if (bp % 100 == 0)
    std::snprintf(out, sizeof out, "%d%%", bp / 100);
  else
    std::snprintf(out, sizeof out, "%d.%02d%%", bp / 100, bp % 100);
  std::string s = out;
  // 2.50% → 2.5%
  if (s.find('.') != std::string::npos && s[s.size() - 2] == '0') s.erase(s.size() - 2, 1);
  return s;
}

// The tax lines of a split: CGST + SGST at half the rate each, or IGST at the rate.
void add_tax_lines(std::vector<InvoiceLine>& lines, const TaxSplit& tax) {
  if (!tax.charged) return;
  if (tax.inter_state) {
    lines.push_back({"IGST", percent(tax.rate_bp), tax.igst});
  } else {
    lines.push_back({"CGST", percent(tax.rate_bp / 2), tax.cgst});
    lines.push_back({"SGST", percent(tax.rate_bp - tax.rate_bp / 2), tax.sgst});
  }
}

// The parts every document of an order shares.
InvoiceDocument common(const Order& order, const Seller& seller, const std::string& buyer_email) {
  InvoiceDocument d;
  d.seller = seller;
  d.buyer_name = order.buyer_name;
  d.buyer_email = buyer_email;
  d.buyer_state = state_label(order.buyer_state);
  // A registered buyer's GSTIN makes a tax invoice B2B (its input tax credit); a receipt
  // carries none (the seller charged no GST).
  if (seller.tax_invoice()) d.buyer_gstin = order.buyer_gstin;
  // GST's place of supply: a registered buyer's state is its GSTIN's (the order keeps it as
  // buyer_state); an unregistered buyer's when on record, else the supplier's.
  d.place_of_supply = state_label(order.buyer_state.empty() ? seller.state_code : order.buyer_state);
  d.order_id = order.id;
  d.payment_id = order.razorpay_payment_id.value_or("");
  d.item = order.item_title;
  return d;
}

bool inter_state(const Order& order, const Seller& seller) {
  return !order.buyer_state.empty() && !seller.state_code.empty() && order.buyer_state != seller.state_code;
}

}  // namespace

std::string india_display_date(std::int64_t epoch_ms) {
  static const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  const auto iso = india_date(epoch_ms);  // YYYY-MM-DD
  const int month = std::stoi(iso.substr(5, 2));
  return std::to_string(std::stoi(iso.substr(8, 2))) + " " + kMonths[month - 1] + " " + iso.substr(0, 4);
}

std::optional<DocumentFigures> invoice_figures(const Order& order) {
  if (!order.invoice_no || !order.invoice_at || !order.seller) return std::nullopt;
  auto seller = Seller::from_json(*order.seller);
  if (!seller) return std::nullopt;
  DocumentFigures f;
  f.tax_invoice = seller->tax_invoice();
  f.place_of_supply = order.buyer_state.empty() ? seller->state_code : order.buyer_state;
  f.tax = tax_in(order.amount, seller->price_rule(), inter_state(order, *seller));
  f.total = order.amount;
  f.seller = std::move(*seller);
  return f;
}

std::optional<DocumentFigures> credit_note_figures(const Order& order, const RefundRecord& refund) {
  if (!refund.credit_note_no || !refund.credit_note_at) return std::nullopt;
  auto f = invoice_figures(order);
  if (!f) return std::nullopt;
  f->tax = tax_in(refund.amount, f->seller.price_rule(), inter_state(order, f->seller));
  f->total = refund.amount;
  return f;
}

std::optional<InvoiceDocument> invoice_of(const Order& order, const std::string& buyer_email) {
  const auto figures = invoice_figures(order);
  if (!figures) return std::nullopt;
  const Seller* seller = &figures->seller;
  auto d = common(order, *seller, buyer_email);
  d.kind = seller->tax_invoice() ? InvoiceDocument::Kind::tax_invoice : InvoiceDocument::Kind::receipt;
  d.title = seller->tax_invoice() ? "Tax Invoice" : "Receipt";
  d.number = *order.invoice_no;
  d.issued_at = *order.invoice_at;
  const auto rule = seller->price_rule();
  const bool inter = inter_state(order, *seller);
  const std::int64_t list_amount = order.list_amount > 0 ? order.list_amount : order.amount;
  const auto& tax = figures->tax;
  // The item's value and the discount before tax: the listed value less the taxable value.
  const auto list_value = tax_in(list_amount, rule, inter).taxable;
  d.lines.push_back({order.item_title, seller->tax_invoice() ? "SAC " + seller->sac : "", list_value});
  if (list_value > tax.taxable)
    d.lines.push_back({"Discount" + (order.coupon_code ? " (coupon " + *order.coupon_code + ")" : std::string()), "",
                       -(list_value - tax.taxable)});
  if (seller->tax_invoice()) {
    d.lines.push_back({"Taxable value", "", tax.taxable});
    add_tax_lines(d.lines, tax);
  }
  d.lines.push_back({"Total", "", order.amount, true});
  d.total = order.amount;
  d.total_in_words = rupees_in_words(order.amount);
  if (!seller->tax_invoice())
    d.notes.push_back("The seller is not registered under GST: no GST is charged, and this is not a tax invoice.");
  else
    d.notes.push_back("Tax is not payable on reverse charge basis.");
  d.notes.push_back("Paid online through Razorpay" + (d.payment_id.empty() ? "" : " (payment " + d.payment_id + ")") +
                    ". This is a computer-generated document and needs no signature.");
  return d;
}

std::optional<InvoiceDocument> credit_note_of(const Order& order, const RefundRecord& refund,
                                              const std::string& buyer_email, const std::string& reason) {
  const auto figures = credit_note_figures(order, refund);
  if (!figures) return std::nullopt;
  const Seller* seller = &figures->seller;
  auto d = common(order, *seller, buyer_email);
  d.kind = InvoiceDocument::Kind::credit_note;
  d.title = "Credit Note";
  d.number = *refund.credit_note_no;
  d.issued_at = *refund.credit_note_at;
  d.against = std::string(seller->tax_invoice() ? "Tax invoice " : "Receipt ") + *order.invoice_no + " of " +
              india_display_date(*order.invoice_at);
  const auto& tax = figures->tax;
  d.reason = reason;
  d.lines.push_back({"Refund: " + order.item_title, seller->tax_invoice() ? "SAC " + seller->sac : "",
                     seller->tax_invoice() ? tax.taxable : refund.amount});
  if (seller->tax_invoice()) add_tax_lines(d.lines, tax);
  d.lines.push_back({"Total refunded", "", refund.amount, true});
  d.total = refund.amount;
  d.total_in_words = rupees_in_words(refund.amount);
  d.notes.push_back("Refunded through Razorpay (refund " + refund.id + ") to the original means of payment.");
  return d;
}

}  // namespace pathshala::commerce
