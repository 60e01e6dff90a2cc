#include "accounts/oauth_state.hpp"

#include <sodium.h>

#include <boost/json.hpp>

#include <stdexcept>
#include <vector>

namespace pathshala::accounts {

namespace json = boost::json;

namespace {

constexpr int kBase64 = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
constexpr std::size_t kMaxCookie = 3800;  // browsers keep 4 KB per cookie, name included

std::string text_of(const json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace

OAuthStateSeal::OAuthStateSeal(std::string key) : key_(std::move(key)) {
  if (key_.size() != crypto_secretbox_KEYBYTES) throw std::invalid_argument("OAuth state key must be 32 bytes");
}

std::string OAuthStateSeal::seal(std::string_view state, const PendingSignIn& p, std::int64_t now) const {
  const std::string plain = json::serialize(json::object{{"s", state},
                                                         {"p", p.provider},
                                                         {"v", p.code_verifier},
                                                         {"n", p.nonce},
                                                         {"m", p.mode},
                                                         {"r", p.return_to},
                                                         {"u", p.redirect_uri},
                                                         {"t", now}});
  std::vector<unsigned char> box(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + plain.size());
  randombytes_buf(box.data(), crypto_secretbox_NONCEBYTES);
  crypto_secretbox_easy(box.data() + crypto_secretbox_NONCEBYTES, reinterpret_cast<const unsigned char*>(plain.data()),
                        plain.size(), box.data(), reinterpret_cast<const unsigned char*>(key_.data()));
  std::string out(sodium_base64_encoded_len(box.size(), kBase64), '\0');
  sodium_bin2base64(out.data(), out.size(), box.data(), box.size(), kBase64);
  out.resize(out.find('\0'));
  return out;
}

std::optional<PendingSignIn> OAuthStateSeal::open(std::string_view cookie, std::string_view state, std::int64_t now,
                                                  std::chrono::milliseconds lifetime) const {
  if (cookie.empty() || cookie.size() > kMaxCookie || state.empty()) return std::nullopt;
  std::vector<unsigned char> box(cookie.size());
  std::size_t length = 0;
  if (sodium_base642bin(box.data(), box.size(), cookie.data(), cookie.size(), nullptr, &length, nullptr, kBase64) !=
          0 ||
      length < crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES)
    return std::nullopt;
  std::string plain(length - crypto_secretbox_NONCEBYTES - crypto_secretbox_MACBYTES, '\0');
  if (crypto_secretbox_open_easy(reinterpret_cast<unsigned char*>(plain.data()),
                                 box.data() + crypto_secretbox_NONCEBYTES, length - crypto_secretbox_NONCEBYTES,
                                 box.data(), reinterpret_cast<const unsigned char*>(key_.data())) != 0)
    return std::nullopt;  // not sealed by us, or altered
  boost::system::error_code ec;
  auto parsed = json::parse(plain, ec);
  if (ec || !parsed.is_object()) return std::nullopt;
  const auto& o = parsed.as_object();
  const std::string sealed_state = text_of(o, "s");
  if (sealed_state.size() != state.size() || sodium_memcmp(sealed_state.data(), state.data(), state.size()) != 0)
    return std::nullopt;  // another sign-in of this browser, or a state from elsewhere
  const auto* t = o.if_contains("t");
  if (!t || !t->is_int64()) return std::nullopt;
  const std::int64_t started = t->as_int64();
  if (started > now || now - started > lifetime.count()) return std::nullopt;
  return PendingSignIn{text_of(o, "p"), text_of(o, "v"), text_of(o, "n"),
                       text_of(o, "m"), text_of(o, "r"), text_of(o, "u")};
}

}  // namespace pathshala::accounts
