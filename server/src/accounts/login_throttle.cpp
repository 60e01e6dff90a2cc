#include "accounts/login_throttle.hpp"

#include <algorithm>
#include <limits>

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

LoginKeys login_keys(const std::string& email_key, const std::string& client_address) {
  return {"pair:" + email_key + "|" + client_address, "address:" + client_address, "account:" + email_key,
          "sign-ins:" + client_address};
}

namespace {
std::int64_t seconds_until(std::int64_t until_ms, std::int64_t now_ms) {
  return std::max<std::int64_t>(1, (until_ms - now_ms + 999) / 1000);
}
}  // namespace

std::optional<std::int64_t> reserve_login_attempt(AccountsWriter& data, const LoginKeys& keys,
                                                  const LoginThrottle& policy, std::int64_t now_ms) {
  if (auto until = data.blocked_until(keys.pair, keys.address); until && *until > now_ms)
    return seconds_until(*until, now_ms);
  if (auto until = data.blocked_until(keys.sign_ins, keys.sign_ins); until && *until > now_ms)
    return seconds_until(*until, now_ms);
  // Over the account's budget: one check per slot, taken by whoever comes first.
  if (auto account = data.login_failures(keys.account)) {
    const bool in_window = account->window_start + policy.per_account.window.count() > now_ms;
    if (in_window && account->failures >= policy.per_account.limit) {
      if (account->blocked_until > now_ms) return seconds_until(account->blocked_until, now_ms);
      data.set_login_block(keys.account, now_ms + policy.account_slot.count());
    }
  }
  const auto longest = std::max({policy.per_pair.window, policy.per_address.window, policy.per_account.window,
                                 policy.sign_ins_per_address.window})
                           .count();
  data.sweep_login_failures(now_ms - longest, now_ms);
  data.count_login_failure(keys.pair, policy.per_pair.limit, policy.per_pair.window.count(), now_ms);
  data.count_login_failure(keys.address, policy.per_address.limit, policy.per_address.window.count(), now_ms);
  // Never blocked by the window: the slot above slows it down instead.
  data.count_login_failure(keys.account, std::numeric_limits<int>::max(), policy.per_account.window.count(), now_ms);
  return std::nullopt;
}

void login_succeeded(AccountsWriter& data, const LoginKeys& keys, const LoginThrottle& policy, std::int64_t now_ms) {
  data.clear_login_failures(keys.pair);
  data.uncount_login_failure(keys.account);
  data.uncount_login_failure(keys.address);
  data.count_login_failure(keys.sign_ins, policy.sign_ins_per_address.limit, policy.sign_ins_per_address.window.count(),
                           now_ms);
}

}  // namespace pathshala::accounts
