#include "accounts/email.hpp"

#include <algorithm>

#include "core/text.hpp"

namespace pathshala::accounts {

std::string email_key(std::string_view email) {
  std::string key = core::trim(email);
  std::transform(key.begin(), key.end(), key.begin(),
                 [](unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; });
  return key;
}

bool is_plausible_email(std::string_view email) {
  if (email.empty() || email.size() > 254) return false;
  for (unsigned char c : email)
    if (c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == ',' || c == ';' || c == '"') return false;
  const auto at = email.find('@');
  if (at == std::string_view::npos || at == 0 || email.find('@', at + 1) != std::string_view::npos) return false;
  const auto domain = email.substr(at + 1);
  const auto dot = domain.find('.');
  return dot != std::string_view::npos && dot > 0 && domain.back() != '.' &&
         domain.find("..") == std::string_view::npos;
}

}  // namespace pathshala::accounts
