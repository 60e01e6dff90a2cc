#pragma once
// Invoice and credit-note numbers (issue 29; GST rule 46: consecutive, unique in a financial
// year, at most 16 characters of letters, digits, '-' and '/'). A series per kind and
// financial year (April to March, in India's time), e.g. INV/2627/000001; the next number
// is taken in the transaction that marks the order paid (or records the refund), so a
// rolled-back payment gives its number back and the series has no gaps, on SQLite and on
// PostgreSQL with several instances (the series row is locked until commit).
#include <cstdint>
#include <string>

namespace pathshala::store {
class Db;
}

namespace pathshala::commerce {

inline constexpr const char* kInvoicePrefix = "INV";    // tax invoice (the seller has a GSTIN)
inline constexpr const char* kReceiptPrefix = "RCT";    // receipt (not GST-registered)
inline constexpr const char* kCreditNotePrefix = "CN";  // a refund

// Whether a document number is a receipt's (the seller had no GSTIN), not a tax invoice's.
inline bool is_receipt_number(const std::string& number) {
  return number.rfind(std::string(kReceiptPrefix) + "/", 0) == 0;
}

// "2627" for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 IST.
std::string financial_year(std::int64_t epoch_ms);
// The day of epoch_ms in India as YYYY-MM-DD.
std::string india_date(std::int64_t epoch_ms);
// The next number of prefix's series for the year of epoch_ms, inside a write.
std::string next_document_number(store::Db& db, const char* prefix, std::int64_t epoch_ms);

}  // namespace pathshala::commerce
