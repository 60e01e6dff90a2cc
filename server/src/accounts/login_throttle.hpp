#pragma once
// Failed sign-ins are counted per account and per client address in the store, so every server process and restart sees
// the same counts. After `limit` failures within `window` the key is blocked until the window ends; a successful
// sign-in clears the account's count (not the address's).
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "accounts/repository.hpp"

namespace pathshala::accounts {

struct ThrottleRule {
  int limit;
  std::chrono::milliseconds window;
};

// Sign-in attempts (issue 12): an attacker's guesses from one address must not lock the
// owner out from another, while guessing at one account stays bounded across addresses.
//  - per account and address: 5 failures in 15 minutes block that pair only;
//  - per address: 30 failures in 15 minutes block the address;
//  - per account, across addresses: after 20 failures in an hour the account is slowed
//    down, not locked: one password check every 2 minutes (so an owner with the right
//    password gets in after a wait, and guessing stays at a few dozen an hour).
// Attempts are counted before the password is checked, in the same write that checks the
// blocks, so parallel guesses cannot slip past a limit; a success takes its count back.
struct LoginThrottle {
  ThrottleRule per_pair{5, std::chrono::minutes(15)};
  ThrottleRule per_address{30, std::chrono::minutes(15)};
  ThrottleRule per_account{20, std::chrono::hours(1)};
  std::chrono::milliseconds account_slot{std::chrono::minutes(2)};
  // Successful sign-ins per address: each one writes a session, and a stolen password list
  // tried from one address should not get far even when it is right.
  ThrottleRule sign_ins_per_address{100, std::chrono::hours(1)};
};

// Sign-up attempts per address (each may create an account).
inline constexpr ThrottleRule kSignupsPerAddress{20, std::chrono::minutes(10)};

struct LoginKeys {
  std::string pair;      // "pair:<email key>|<ip>"
  std::string address;   // "address:<ip>"
  std::string account;   // "account:<email key>"
  std::string sign_ins;  // "sign-ins:<ip>": successful sign-ins from the address
};
LoginKeys login_keys(const std::string& email_key, const std::string& client_address);

// Inside a write transaction, before the password is checked: the seconds to wait, or
// nothing and the attempt counted.
std::optional<std::int64_t> reserve_login_attempt(AccountsWriter& data, const LoginKeys& keys,
                                                  const LoginThrottle& policy, std::int64_t now_ms);
// After the right password: the pair's count cleared, the account's and address's attempt
// taken back, and the address's sign-ins counted.
void login_succeeded(AccountsWriter& data, const LoginKeys& keys, const LoginThrottle& policy, std::int64_t now_ms);

struct ThrottlePolicy {
  ThrottleRule per_account{5, std::chrono::minutes(15)};
  ThrottleRule per_address{30, std::chrono::minutes(15)};
};

struct ThrottleKeys {
  std::string account;  // "account:<email key>"
  std::string address;  // "address:<ip>"
};
ThrottleKeys throttle_keys(const std::string& email_key, const std::string& client_address);

// Seconds until either key may try again, when one is blocked.
std::optional<std::int64_t> blocked_for(AccountsReader& data, const ThrottleKeys& keys, std::int64_t now_ms);
// Inside a write transaction: count a failure against both keys.
void record_failure(AccountsWriter& data, const ThrottleKeys& keys, const ThrottlePolicy& policy, std::int64_t now_ms);
void clear_account(AccountsWriter& data, const ThrottleKeys& keys);

}  // namespace pathshala::accounts
