#include "accounts/login_code.hpp"

#include <sodium.h>

#include <algorithm>

#include "accounts/accounts_service.hpp"
#include "accounts/email.hpp"
#include "accounts/tokens.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"

namespace pathshala::accounts {

std::string new_login_code() {
  core::ensure_sodium();
  auto digits = std::to_string(randombytes_uniform(1'000'000));
  return std::string(6 - digits.size(), '0') + digits;
}

std::string login_code_hash(const std::string& uid, const std::string& code) { return token_hash(uid + ":" + code); }

std::string login_code_browser(const std::string& cookie) {
  return looks_like_token(cookie) ? token_hash("login-code-browser:" + cookie) : std::string();
}

bool take_login_code_try(AccountsWriter& data, const User& user, const std::string& code, const std::string& browser,
                         std::int64_t now) {
  if (browser.empty()) return false;
  auto live = data.login_code(user.uid, browser);
  if (!live) return false;
  const bool well_formed =
      code.size() == 6 && std::all_of(code.begin(), code.end(), [](char c) { return c >= '0' && c <= '9'; });
  const std::string hash = well_formed ? login_code_hash(user.uid, code) : std::string();
  const bool valid = live->expires_at > now && live->tries < kLoginCodeTries &&
                     email_key(live->email) == email_key(user.email) && hash.size() == live->code_hash.size() &&
                     sodium_memcmp(hash.data(), live->code_hash.data(), hash.size()) == 0;
  if (!valid) data.count_login_code_try(user.uid, browser);
  return valid;
}

core::Status AccountsService::allow_login_code_request(const std::string& email, const std::string& client_address,
                                                       std::int64_t now) {
  if (!is_plausible_email(core::trim(email)))
    return core::Error::invalid("invalid-email", "Please enter a valid e-mail address.");
  const auto account = "login-code:" + email_key(email);
  if (auto e =
          count_mail_request(repository_, {account, "mail:" + client_address, account + "|" + client_address}, now))
    return *e;
  return core::ok();
}

std::optional<MailedCode> AccountsService::start_login_code(const std::string& email, const std::string& browser,
                                                            std::int64_t now) {
  if (browser.empty()) return std::nullopt;
  std::optional<MailedCode> mailed;
  repository_.write([&](AccountsWriter& data) {
    mailed.reset();  // PostgreSQL may run this again
    auto u = data.user_by_email(email);
    // Only a password account can use a code: the code alone signs no one in.
    if (!u || u->email.empty() || !u->password_hash) return;
    auto code = new_login_code();
    data.put_login_code(u->uid, browser, login_code_hash(u->uid, code), u->email, now + kLoginCodeMs, now);
    mailed = MailedCode{u->email, std::move(code)};
  });
  return mailed;
}

}  // namespace pathshala::accounts
