// AccountsService::take_turns and give_back_turns: login_throttle.hpp's slow-downs for other
// modules (accounts_service.hpp).
#include "accounts/accounts_service.hpp"

namespace pathshala::accounts {

std::optional<std::int64_t> AccountsService::take_turns(const std::vector<Turn>& turns, std::int64_t now_ms) {
  std::optional<std::int64_t> wait;
  repository_.write([&](AccountsWriter& data) {
    wait.reset();  // PostgreSQL may run this again
    for (std::size_t i = 0; i < turns.size(); ++i) {
      wait = take_turn(data, turns[i].first, turns[i].second, now_ms);
      if (!wait) continue;
      // All or none: the keys before this one get their turns back.
      for (std::size_t j = 0; j < i; ++j) data.give_back_slot(turns[j].first, turns[j].second.interval.count());
      return;
    }
  });
  return wait;
}

void AccountsService::give_back_turns(const std::vector<Turn>& turns) {
  repository_.write([&](AccountsWriter& data) {
    for (const auto& [key, rule] : turns) data.give_back_slot(key, rule.interval.count());
  });
}

}  // namespace pathshala::accounts
