#include "downloads/visitor_cookie.hpp"

#include <sodium.h>

#include <algorithm>
#include <stdexcept>

#include "core/hash.hpp"

namespace pathshala::downloads {

static_assert(VisitorCookies::kKeyBytes == crypto_auth_KEYBYTES);
static_assert(VisitorCookies::kCookieLength == VisitorCookies::kIdHexDigits + 1 + 2 * crypto_auth_BYTES);

namespace {
// Domain separation: the key is the visitor cookie's alone, but a MAC of "an id" should
// not be mistaken for a MAC of anything else ever signed with it.
constexpr std::string_view kPurpose = "ps_visitor:";
}  // namespace

bool is_visitor_id(std::string_view id) {
  return id.size() == VisitorCookies::kIdHexDigits &&
         std::all_of(id.begin(), id.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

VisitorCookies::VisitorCookies(std::string key) : key_(std::move(key)) {
  if (key_.size() != kKeyBytes) throw std::invalid_argument("the visitor cookie key must be 32 bytes");
  core::ensure_sodium();
}

std::string VisitorCookies::mac(std::string_view id) const {
  const std::string message = std::string(kPurpose) + std::string(id);
  unsigned char out[crypto_auth_BYTES];
  crypto_auth(out, reinterpret_cast<const unsigned char*>(message.data()), message.size(),
              reinterpret_cast<const unsigned char*>(key_.data()));
  return core::to_hex(out, sizeof out);
}

std::string VisitorCookies::issue() const { return sign(core::random_hex(kIdHexDigits / 2)); }

std::string VisitorCookies::sign(std::string_view id) const { return std::string(id) + "." + mac(id); }

std::optional<std::string> VisitorCookies::verify(std::string_view cookie) const {
  if (cookie.size() != kCookieLength || cookie[kIdHexDigits] != '.') return std::nullopt;
  const auto id = cookie.substr(0, kIdHexDigits);
  if (!is_visitor_id(id)) return std::nullopt;
  const std::string expected = mac(id);
  if (sodium_memcmp(expected.data(), cookie.data() + kIdHexDigits + 1, expected.size()) != 0) return std::nullopt;
  return std::string(id);
}

}  // namespace pathshala::downloads
