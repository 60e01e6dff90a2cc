#include "commerce/coupon_tries.hpp"

#include <chrono>

namespace pathshala::commerce {

namespace {

constexpr accounts::SlowDown kPerAccount{10, std::chrono::minutes(1)};
constexpr accounts::SlowDown kPerAddress{30, std::chrono::seconds(20)};

}  // namespace

CouponTry::CouponTry(accounts::AccountsService& accounts, const std::string& uid, const std::string& client_address)
    : accounts_(accounts),
      turns_{{"coupon-account:" + uid, kPerAccount}, {"coupon-address:" + client_address, kPerAddress}} {}

std::optional<core::Error> CouponTry::begin(std::int64_t now_ms) {
  const auto wait = accounts_.take_turns(turns_, now_ms);
  if (!wait) {
    taken_ = true;
    return std::nullopt;
  }
  const auto minutes = (*wait + 59) / 60;
  auto e = core::Error::make(core::ErrorKind::too_many, "too-many-coupon-tries",
                             "You have tried several codes that do not apply. Please wait " + std::to_string(minutes) +
                                 (minutes == 1 ? " minute" : " minutes") + " before trying another.");
  e.retry_after_seconds = *wait;
  e.field = "coupon";  // shown at the code's field
  return e;
}

void CouponTry::end(const std::optional<core::Error>& answer) {
  if (!taken_) return;
  taken_ = false;
  const bool wrong_code = answer && answer->field && *answer->field == "coupon";
  if (!wrong_code) accounts_.give_back_turns(turns_);
}

}  // namespace pathshala::commerce
