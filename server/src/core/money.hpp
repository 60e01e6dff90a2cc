#pragma once
// Amounts of Indian rupees as people read them, one formatting for cards, mails, invoices and
// messages: "₹1,299", "₹588.82", "₹1,23,456.78" (Indian digit grouping: the last three
// digits, then groups of two; paise only when there are some).
#include <cstdint>
#include <string>

namespace pathshala::core {

std::string format_rupees(std::int64_t paise);

// The same with paise always written, as documents of account show amounts: "₹1,23,456.00",
// "₹44.91" (invoices, credit notes).
std::string format_rupees_with_paise(std::int64_t paise);

}  // namespace pathshala::core
