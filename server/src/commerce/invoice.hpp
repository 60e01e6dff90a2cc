#pragma once
// The documents a paid order gets (issue 29): a GST tax invoice (or a plain receipt when the
// seller has no GSTIN), and a credit note per refund. Built from what the order kept when it
// was made (its seller snapshot, buyer and prices), so a later change of configuration does
// not change a document already issued. invoice_pdf.hpp draws them.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "commerce/pricing.hpp"
#include "commerce/seller.hpp"
#include "commerce/types.hpp"

namespace pathshala::commerce {

struct InvoiceLine {
  std::string label;
  std::string detail;       // e.g. the SAC code, "9%"
  std::int64_t amount = 0;  // paise; negative for a discount
  bool emphasis = false;    // the total
};

struct InvoiceDocument {
  enum class Kind { tax_invoice, receipt, credit_note } kind = Kind::tax_invoice;
  std::string title;   // "Tax Invoice", "Receipt", "Credit Note"
  std::string number;  // INV/2627/000012
  std::int64_t issued_at = 0;
  std::optional<std::string> against;  // a credit note: "Tax invoice INV/2627/000012 of 12 Nov 2026"
  std::string reason;                  // a credit note: why the refund was made ("" when not known)
  Seller seller;
  std::string buyer_name, buyer_email, buyer_state;  // state: "Uttar Pradesh (09)" or ""
  std::string buyer_gstin;                           // a registered buyer's (B2B), or ""
  std::string place_of_supply;                       // "Uttar Pradesh (09)"
  std::string order_id, payment_id;
  std::string item;  // the item's title
  std::vector<InvoiceLine> lines;
  std::int64_t total = 0;  // paise
  std::string total_in_words;
  std::vector<std::string> notes;
};

// The figures a document states, from what its order kept when it was made (never today's
// prices or terms): the invoice and credit note PDFs, the GST returns (gstr1.hpp) and the
// invoice register all read them here, so they cannot disagree.
struct DocumentFigures {
  Seller seller;                // the order's snapshot
  bool tax_invoice = false;     // the seller was GST-registered (else a receipt)
  std::string place_of_supply;  // GST state code: the buyer's, else the seller's
  TaxSplit tax;                 // taxable value and taxes inside total
  std::int64_t total = 0;       // paise
};
// An order's invoice, when it has one.
std::optional<DocumentFigures> invoice_figures(const Order& order);
// A refund's credit note, when it has one (its order has an invoice).
std::optional<DocumentFigures> credit_note_figures(const Order& order, const RefundRecord& refund);

// The invoice of a paid order with an invoice number; nullopt when it has none.
std::optional<InvoiceDocument> invoice_of(const Order& order, const std::string& buyer_email);
// The credit note of a refund of that order; nullopt when the refund has none.
// reason: the admin's, when the refund was asked from the panel.
std::optional<InvoiceDocument> credit_note_of(const Order& order, const RefundRecord& refund,
                                              const std::string& buyer_email, const std::string& reason = "");

// "12 Nov 2026" (India's date).
std::string india_display_date(std::int64_t epoch_ms);

}  // namespace pathshala::commerce
