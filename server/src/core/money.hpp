#pragma once
// Amounts of Indian rupees as people read them, one formatting for cards, mails, invoices and
// messages: "₹1,299", "₹588.82", "₹1,23,456.78" (Indian digit grouping: the last three
// digits, then groups of two; paise only when there are some).
#include <cstdint>
#include <string>

namespace pathshala::core {

std::string format_rupees(std::int64_t paise);

}  // namespace pathshala::core
