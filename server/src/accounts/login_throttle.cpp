#include "accounts/login_throttle.hpp"

#include <algorithm>

namespace pathshala::accounts {

ThrottleKeys throttle_keys(const std::string& email_key, const std::string& client_address) {
  return {"account:" + email_key, "address:" + client_address};
}

std::optional<std::int64_t> blocked_for(AccountsReader& data, const ThrottleKeys& keys, std::int64_t now_ms) {
  auto until = data.blocked_until(keys.account, keys.address);
  if (!until || *until <= now_ms) return std::nullopt;
  return std::max<std::int64_t>(1, (*until - now_ms + 999) / 1000);
}

void record_failure(AccountsWriter& data, const ThrottleKeys& keys, const ThrottlePolicy& policy, std::int64_t now_ms) {
  // Counts whose windows are over are swept here, so guessing at many addresses cannot grow
  // the table without bound.
  const auto longest = std::max(policy.per_account.window, policy.per_address.window).count();
  data.sweep_login_failures(now_ms - longest, now_ms);
  data.count_login_failure(keys.account, policy.per_account.limit, policy.per_account.window.count(), now_ms);
  data.count_login_failure(keys.address, policy.per_address.limit, policy.per_address.window.count(), now_ms);
}

void clear_account(AccountsWriter& data, const ThrottleKeys& keys) { data.clear_login_failures(keys.account); }

}  // namespace pathshala::accounts
