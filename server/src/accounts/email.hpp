#pragma once
// E-mail addresses: accounts compare them case-insensitively (ASCII letters; the domain is
// case-insensitive by standard and the old product treated the local part the same way).
#include <string>
#include <string_view>

namespace pathshala::accounts {

// The key e-mails are unique by: trimmed and lower-cased.
std::string email_key(std::string_view email);

// A plausible address: one "@", a non-empty local part, a dotted domain, no spaces or
// control characters, at most 254 bytes. Deliverability is not checked.
bool is_plausible_email(std::string_view email);

}  // namespace pathshala::accounts
