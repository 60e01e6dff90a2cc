#pragma once
// Sign-in codes by mail (issue 24, finding 5): when an account is throttled for browsers it
// does not know, its owner asks for a 6-digit code; the code and the right password sign in
// past the throttle. One code per account, kept as a hash of uid and code, good for
// kLoginCodeMs and kLoginCodeTries tries (a wrong code or a wrong password each use one).
#include <cstdint>
#include <string>

#include "accounts/repository.hpp"
#include "accounts/user.hpp"

namespace pathshala::accounts {

// Six random decimal digits.
std::string new_login_code();
std::string login_code_hash(const std::string& uid, const std::string& code);
// Inside a write: true when `code` is the account's live code for its current address (the
// code stays until the sign-in succeeds); otherwise false, and a try is counted.
bool take_login_code_try(AccountsWriter& data, const User& user, const std::string& code, std::int64_t now_ms);

}  // namespace pathshala::accounts
