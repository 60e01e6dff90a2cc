#pragma once
// Sign-in codes by mail (issue 24, finding 5): when an account is throttled for browsers it
// does not know, its owner asks for a 6-digit code; the code and the right password sign in
// past the throttle. A code belongs to the browser that asked (its ps_code cookie, stored
// hashed): only that browser's tries work or count, so no one else can use it up. Kept as a
// hash of uid and code, good for kLoginCodeMs and kLoginCodeTries tries (a wrong code or a
// wrong password each use one).
#include <cstdint>
#include <string>

#include "accounts/repository.hpp"
#include "accounts/user.hpp"

namespace pathshala::accounts {

// Six random decimal digits.
std::string new_login_code();
std::string login_code_hash(const std::string& uid, const std::string& code);
// What the store keeps of a browser's ps_code cookie ("" for a value that is not ours).
std::string login_code_browser(const std::string& cookie);
// Inside a write: true when `code` is the live code this browser asked for, for the
// account's current address (it stays until the sign-in succeeds); otherwise false, and a
// try is counted against that browser's code if it has one.
bool take_login_code_try(AccountsWriter& data, const User& user, const std::string& code, const std::string& browser,
                         std::int64_t now_ms);

}  // namespace pathshala::accounts
