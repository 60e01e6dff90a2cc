#include "accounts/login_throttle.hpp"

#include <algorithm>

namespace pathshala::accounts {

namespace {
void count(store::Db& db, const std::string& key, const ThrottleRule& rule, std::int64_t now_ms) {
  const std::int64_t window = rule.window.count();
  // A new window starts when the last one is over; the block lasts to the window's end.
  db.prepare(
        "INSERT INTO login_failures (key, failures, window_start, blocked_until) VALUES (?1, 1, ?2, 0) "
        "ON CONFLICT (key) DO UPDATE SET "
        "  failures = CASE WHEN window_start + ?3 <= ?2 THEN 1 ELSE failures + 1 END, "
        "  window_start = CASE WHEN window_start + ?3 <= ?2 THEN ?2 ELSE window_start END")
      .bind(1, key).bind(2, now_ms).bind(3, window).run();
  db.prepare("UPDATE login_failures SET blocked_until = window_start + ?2 WHERE key = ?1 AND failures >= ?3")
      .bind(1, key).bind(2, window).bind(3, rule.limit).run();
}
}  // namespace

ThrottleKeys throttle_keys(const std::string& email_key, const std::string& client_address) {
  return {"account:" + email_key, "address:" + client_address};
}

std::optional<std::int64_t> blocked_for(store::Db& db, const ThrottleKeys& keys, std::int64_t now_ms) {
  auto s = db.prepare("SELECT MAX(blocked_until) FROM login_failures WHERE key IN (?, ?)");
  s.bind(1, keys.account).bind(2, keys.address);
  if (!s.step() || s.is_null(0)) return std::nullopt;
  const std::int64_t until = s.integer(0);
  if (until <= now_ms) return std::nullopt;
  return std::max<std::int64_t>(1, (until - now_ms + 999) / 1000);
}

void record_failure(store::Db& db, const ThrottleKeys& keys, const ThrottlePolicy& policy, std::int64_t now_ms) {
  // Counts whose windows are over are swept here, so guessing at many addresses cannot grow
  // the table without bound.
  const auto longest = std::max(policy.per_account.window, policy.per_address.window).count();
  db.prepare("DELETE FROM login_failures WHERE window_start < ? AND blocked_until < ?").bind(1, now_ms - longest).bind(2, now_ms).run();
  count(db, keys.account, policy.per_account, now_ms);
  count(db, keys.address, policy.per_address, now_ms);
}

void clear_account(store::Db& db, const ThrottleKeys& keys) {
  db.prepare("DELETE FROM login_failures WHERE key = ?").bind(1, keys.account).run();
}

}  // namespace pathshala::accounts
