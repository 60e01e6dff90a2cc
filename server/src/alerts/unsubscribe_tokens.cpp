#include "alerts/unsubscribe_tokens.hpp"

#include <sodium.h>

#include <stdexcept>

#include "core/hash.hpp"

namespace pathshala::alerts {

static_assert(UnsubscribeTokens::kKeyBytes == crypto_auth_KEYBYTES);

UnsubscribeTokens::UnsubscribeTokens(std::string key) : key_(std::move(key)) {
  if (key_.size() != kKeyBytes) throw std::invalid_argument("the unsubscribe key must be 32 bytes");
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not start");
}

std::string UnsubscribeTokens::mac(std::string_view alert_id) const {
  // Bound to its purpose, so no other MAC under a shared key could pass for it.
  const std::string message = "job-alert-unsubscribe:" + std::string(alert_id);
  unsigned char out[crypto_auth_BYTES];
  crypto_auth(out, reinterpret_cast<const unsigned char*>(message.data()), message.size(),
              reinterpret_cast<const unsigned char*>(key_.data()));
  return core::to_hex(out, sizeof out);
}

std::string UnsubscribeTokens::sign(std::string_view alert_id) const {
  return std::string(alert_id) + "." + mac(alert_id);
}

std::optional<std::string> UnsubscribeTokens::verify(std::string_view token) const {
  const auto dot = token.rfind('.');
  if (dot == std::string_view::npos || dot == 0 || dot > 160) return std::nullopt;
  const auto id = token.substr(0, dot);
  const auto expected = mac(id);
  const auto given = token.substr(dot + 1);
  if (given.size() != expected.size()) return std::nullopt;
  if (sodium_memcmp(expected.data(), given.data(), expected.size()) != 0) return std::nullopt;
  return std::string(id);
}

}  // namespace pathshala::alerts
