#pragma once
// What a GST-registered seller files each month or quarter (issue 50): GSTR-1's sections as
// CSV files in the column layouts of the GST portal's offline tool, and an invoice register
// of every document of the period. Built from the documents' own stored figures
// (invoice.hpp's DocumentFigures: what the invoices and credit notes say), never from
// today's prices, and written through the one CSV writer (core/csv.hpp).
//
// Sections, as they apply to a seller of online courses and notes (services, one SAC):
//  - b2b: invoices to a buyer that gave its GSTIN, one row per invoice and rate.
//  - b2cl: invoices to unregistered buyers in another state over ₹1,00,000 (kB2clThreshold).
//  - b2cs: every other unregistered sale, summed by place of supply and rate, less the
//    credit notes against such sales issued in the period (as the portal nets them).
//  - cdnr: credit notes against b2b invoices; cdnur: against b2cl invoices.
//  - hsn(b2b), hsn(b2c): by SAC and rate, credit notes taken off.
//  - docs: the invoice and credit-note series used: first and last number, count.
// A receipt (the seller was not registered when the order was made) is in the register only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commerce/types.hpp"
#include "core/error.hpp"

namespace pathshala::commerce {

// An invoice of more than this (paise) to an unregistered buyer in another state is B2CL.
inline constexpr std::int64_t kB2clThreshold = 100'000'00;

// A month or one of GST's quarters (April–June, July–September, October–December,
// January–March), in India's time.
struct GstPeriod {
  std::string from, to;                 // YYYY-MM, inclusive
  std::int64_t from_ms = 0, to_ms = 0;  // epoch ms: the first moment, and the first after
};
// from and to as YYYY-MM; to empty or equal to from: a month; else a quarter, from its first
// month to its last. invalid-parameter otherwise.
core::Result<GstPeriod> gst_period(std::string_view from, std::string_view to);

// A document issued in the period: an order's invoice, or (refund set) a credit note.
struct IssuedDocument {
  Order order;
  std::optional<RefundRecord> refund;
  std::string buyer_email;  // the register's
};

struct CsvFile {
  std::string name;  // "b2b.csv"
  std::string text;
};

// GSTR-1's section files for the documents (invoices and credit notes issued in the
// period); a section with no rows is a file with its header only.
std::vector<CsvFile> gstr1_files(const std::vector<IssuedDocument>& documents);

// Every invoice, receipt and credit note, in the order issued: a credit note's amounts are
// negative, so each column adds up to the period's net figure.
std::string invoice_register(const std::vector<IssuedDocument>& documents);

}  // namespace pathshala::commerce
