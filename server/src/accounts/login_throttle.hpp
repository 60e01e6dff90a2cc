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
