#include "accounts/login_throttle.hpp"

#include <algorithm>
#include <limits>

namespace pathshala::accounts {

namespace {

std::int64_t seconds_until(std::int64_t until_ms, std::int64_t now_ms) {
  return std::max<std::int64_t>(1, (until_ms - now_ms + 999) / 1000);
}

std::int64_t longest_window(const LoginThrottle& p) {
  return std::max({p.per_device.window, p.per_pair.window, p.per_account.window,
                   std::chrono::duration_cast<std::chrono::milliseconds>(p.per_address.interval * p.per_address.burst),
                   std::chrono::duration_cast<std::chrono::milliseconds>(p.sign_ins_per_address.interval *
                                                                         p.sign_ins_per_address.burst)})
      .count();
}

// The wait a slow-down would impose on one more request, without taking a turn.
std::optional<std::int64_t> turn_wait(AccountsReader& data, const std::string& key, const SlowDown& rule,
                                      std::int64_t now_ms) {
  auto row = data.login_failures(key);
  if (!row) return std::nullopt;
  const auto interval = rule.interval.count();
  const auto next = std::max(row->blocked_until, now_ms) + interval;
  if (next - now_ms <= interval * rule.burst) return std::nullopt;
  return seconds_until(next - interval * rule.burst, now_ms);
}

std::optional<LoginWait> reserve_untrusted(AccountsWriter& data, const LoginKeys& keys, const LoginThrottle& policy,
                                           std::int64_t now_ms) {
  if (auto until = data.blocked_until(keys.pair, keys.pair); until && *until > now_ms)
    return LoginWait{seconds_until(*until, now_ms)};
  if (auto wait = turn_wait(data, keys.sign_ins, policy.sign_ins_per_address, now_ms)) return LoginWait{*wait};
  // Over the account's budget: one check per slot, taken by whoever comes first.
  bool take_account_slot = false;
  if (auto account = data.login_failures(keys.account)) {
    const bool in_window = account->window_start + policy.per_account.window.count() > now_ms;
    if (in_window && account->failures >= policy.per_account.limit) {
      if (account->blocked_until > now_ms) return LoginWait{seconds_until(account->blocked_until, now_ms), true};
      take_account_slot = true;
    }
  }
  if (auto wait = take_turn(data, keys.address, policy.per_address, now_ms)) return LoginWait{*wait};
  if (take_account_slot) data.set_login_block(keys.account, now_ms + policy.account_slot.count());
  data.count_login_failure(keys.pair, policy.per_pair.limit, policy.per_pair.window.count(), now_ms);
  // Never blocked by the window: the slot above slows it down instead.
  data.count_login_failure(keys.account, std::numeric_limits<int>::max(), policy.per_account.window.count(), now_ms);
  return std::nullopt;
}

}  // namespace

LoginKeys login_keys(const std::string& email_key, const std::string& client_address,
                     const std::optional<std::string>& device_id) {
  return {"pair:" + email_key + "|" + client_address, "address:" + client_address, "account:" + email_key,
          "sign-ins:" + client_address, device_id ? "device:" + *device_id : ""};
}

std::optional<std::int64_t> take_turn(AccountsWriter& data, const std::string& key, const SlowDown& rule,
                                      std::int64_t now_ms) {
  auto wait_ms = data.take_slot(key, rule.interval.count(), rule.burst, now_ms);
  if (!wait_ms) return std::nullopt;
  return seconds_until(now_ms + *wait_ms, now_ms);
}

std::optional<LoginWait> reserve_login_attempt(AccountsWriter& data, const LoginKeys& keys, LoginPath path,
                                               const LoginThrottle& policy, std::int64_t now_ms) {
  // Counts whose windows are over are swept here, so guessing at many addresses cannot grow
  // the table without bound.
  data.sweep_login_failures(now_ms - longest_window(policy), now_ms);
  switch (path) {
    case LoginPath::code:  // the code's own tries are its limit
      return std::nullopt;
    case LoginPath::device:
      if (auto until = data.blocked_until(keys.device, keys.device); until && *until > now_ms)
        return LoginWait{seconds_until(*until, now_ms)};
      data.count_login_failure(keys.device, policy.per_device.limit, policy.per_device.window.count(), now_ms);
      return std::nullopt;
    case LoginPath::untrusted:
      return reserve_untrusted(data, keys, policy, now_ms);
  }
  return std::nullopt;
}

void login_succeeded(AccountsWriter& data, const LoginKeys& keys, LoginPath path, const LoginThrottle& policy,
                     std::int64_t now_ms) {
  switch (path) {
    case LoginPath::device:
      data.clear_login_failures(keys.device);
      return;
    case LoginPath::code:  // the owner proved the mailbox and the password: the throttle ends
      data.clear_login_failures(keys.account);
      data.clear_login_failures(keys.pair);
      return;
    case LoginPath::untrusted:
      data.clear_login_failures(keys.pair);
      data.uncount_login_failure(keys.account);
      data.give_back_slot(keys.address, policy.per_address.interval.count());
      // Checked before the password was; a parallel sign-in may have taken the last turn
      // since, and one sign-in past the limit is harmless.
      (void)take_turn(data, keys.sign_ins, policy.sign_ins_per_address, now_ms);
      return;
  }
}

std::optional<std::int64_t> blocked_for(AccountsReader& data, const ThrottleKeys& keys, std::int64_t now_ms) {
  auto until = data.blocked_until(keys.account, keys.address);
  if (!keys.pair.empty())
    if (auto pair = data.blocked_until(keys.pair, keys.pair); pair && (!until || *pair > *until)) until = pair;
  if (!until || *until <= now_ms) return std::nullopt;
  return seconds_until(*until, now_ms);
}

void record_failure(AccountsWriter& data, const ThrottleKeys& keys, const ThrottlePolicy& policy, std::int64_t now_ms) {
  const auto longest = std::max({policy.per_account.window, policy.per_address.window, policy.per_pair.window}).count();
  data.sweep_login_failures(now_ms - longest, now_ms);
  data.count_login_failure(keys.account, policy.per_account.limit, policy.per_account.window.count(), now_ms);
  data.count_login_failure(keys.address, policy.per_address.limit, policy.per_address.window.count(), now_ms);
  if (!keys.pair.empty())
    data.count_login_failure(keys.pair, policy.per_pair.limit, policy.per_pair.window.count(), now_ms);
}

}  // namespace pathshala::accounts
