#include "accounts/device_tokens.hpp"

#include <algorithm>
#include <vector>

namespace pathshala::accounts {

namespace {

constexpr std::size_t kTokenLength = 32 + 1 + 64;  // CsrfTokens: nonce.mac

std::string binding(const std::string& uid) { return "device:" + uid; }

std::vector<std::string_view> tokens_of(std::string_view cookie) {
  std::vector<std::string_view> out;
  // A cookie longer than its tokens can be is not ours; nothing in it is read.
  if (cookie.size() > kDeviceTokensPerCookie * (kTokenLength + 1)) return out;
  std::size_t start = 0;
  while (start <= cookie.size()) {
    const auto end = std::min(cookie.find('~', start), cookie.size());
    const auto token = cookie.substr(start, end - start);
    if (token.size() == kTokenLength && token[32] == '.') out.push_back(token);
    start = end + 1;
  }
  return out;
}

}  // namespace

DeviceTokens::DeviceTokens(std::string key) : signer_(std::move(key)) {}

std::optional<std::string> DeviceTokens::device_for(std::string_view cookie, const std::string& uid) const {
  for (auto token : tokens_of(cookie))
    if (signer_.valid(token, binding(uid))) return std::string(token.substr(0, 32));
  return std::nullopt;
}

std::string DeviceTokens::remember(std::string_view cookie, const std::string& uid) const {
  std::string out = signer_.issue(binding(uid));
  std::size_t kept = 1;
  for (auto token : tokens_of(cookie)) {
    if (kept == kDeviceTokensPerCookie) break;
    if (signer_.valid(token, binding(uid))) continue;  // this account's old token: replaced
    out += "~";
    out += token;
    ++kept;
  }
  return out;
}

}  // namespace pathshala::accounts
