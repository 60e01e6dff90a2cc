#pragma once
// Trying coupon codes is slowed down (issue 52: 2,176 guesses a second from one student, never
// a 429). A request that names a code takes a turn per account (10 at once, then one a
// minute) and per address (30 at once, then one every 20 s: a hostel shares one), kept in the
// store with sign-in's counts (AccountsService::take_turns); a try whose code applied, or
// whose answer was about something else, gets its turns back, so only wrong codes count.
// Used by POST /api/orders/quote and POST /api/orders.
#include <optional>
#include <string>
#include <vector>

#include "accounts/accounts_service.hpp"
#include "core/error.hpp"

namespace pathshala::commerce {

class CouponTry {
 public:
  CouponTry(accounts::AccountsService& accounts, const std::string& uid, const std::string& client_address);
  // Before the code is checked: nothing (a turn taken), or the too_many to answer.
  std::optional<core::Error> begin(std::int64_t now_ms);
  // After: the turns go back unless the answer refused the code.
  void end(const std::optional<core::Error>& answer);

 private:
  accounts::AccountsService& accounts_;
  std::vector<accounts::AccountsService::Turn> turns_;
  bool taken_ = false;
};

}  // namespace pathshala::commerce
