// AccountsService: what needs a mailed link (verifying an address, resetting a password)
// and the profile page's account changes (password, sign-in methods, signing out
// everywhere).
#include <chrono>

#include "accounts/accounts_service.hpp"
#include "accounts/email.hpp"
#include "accounts/login_throttle.hpp"
#include "accounts/password_hash.hpp"
#include "accounts/tokens.hpp"
#include "core/text.hpp"

namespace pathshala::accounts {

namespace {

constexpr const char* kVerifyEmail = "verify-email";
constexpr const char* kResetPassword = "reset-password";
constexpr std::int64_t kVerifyLinkMs = 24 * 60 * 60 * 1000;
constexpr std::int64_t kResetLinkMs = 60 * 60 * 1000;

// Mail asked for: 3 an hour per account (or e-mail); 200 an hour per client address, since a
// whole college hostel can share one address.
// accounts/login_throttle.hpp, count_mail_request.
const ThrottlePolicy kOwnMailRequests{{3, std::chrono::hours(1)}, {200, std::chrono::hours(1)}};
const ThrottlePolicy kAskedMailRequests{
    {10, std::chrono::hours(1)}, {200, std::chrono::hours(1)}, {3, std::chrono::hours(1)}};

core::Error invalid_token() {
  return core::Error::invalid("invalid-token",
                              "This link has expired or was already used. Sign in and ask for a new one.");
}

// A new link's token, stored hashed, inside a write transaction.
std::string issue(AccountsWriter& data, const User& user, const char* purpose, std::int64_t now, std::int64_t ttl) {
  auto token = new_token();
  data.insert_account_token(token_hash(token), user.uid, purpose, user.email, now, now + ttl);
  return token;
}

}  // namespace

std::optional<core::Error> count_mail_request(Repository& repository, const ThrottleKeys& keys, std::int64_t now) {
  std::optional<std::int64_t> wait;
  repository.write([&](AccountsWriter& data) {
    wait = blocked_for(data, keys, now);
    if (!wait) record_failure(data, keys, keys.pair.empty() ? kOwnMailRequests : kAskedMailRequests, now);
  });
  if (!wait) return std::nullopt;
  const auto minutes = (*wait + 59) / 60;
  auto e = core::Error::make(core::ErrorKind::too_many, "too-many-requests",
                             "You have asked for this e-mail several times. Please wait " + std::to_string(minutes) +
                                 (minutes == 1 ? " minute" : " minutes") + " before asking again.");
  e.retry_after_seconds = *wait;
  return e;
}

core::Status AccountsService::allow_email_verification(const std::string& uid, const std::string& client_address,
                                                       std::int64_t now) {
  auto current = user(uid);
  if (!current) return core::Error::not_found("No such account.");
  if (current->email.empty()) return core::Error::invalid("no-email", "This account has no e-mail address to verify.");
  if (current->email_verified)
    return core::Error::conflict("already-verified", "Your e-mail address is already verified.");
  if (auto e = count_mail_request(repository_, {"verify:" + uid, "mail:" + client_address, ""}, now)) return *e;
  return core::ok();
}

std::optional<MailedLink> AccountsService::start_email_verification(const std::string& uid, std::int64_t now) {
  std::optional<MailedLink> link;
  repository_.write([&](AccountsWriter& data) {
    link.reset();  // PostgreSQL may run this again
    auto current = data.user_by_uid(uid);
    if (!current || current->email.empty() || current->email_verified) return;
    // The address is not proven: the mail carries nothing the signup chose (the name would be
    // a free line of text to any inbox).
    link = MailedLink{current->email, "", issue(data, *current, kVerifyEmail, now, kVerifyLinkMs)};
  });
  return link;
}

core::Status AccountsService::verify_email(const std::string& token, std::int64_t now) {
  if (!looks_like_token(token)) return invalid_token();
  bool verified = false;
  repository_.write([&](AccountsWriter& data) {
    auto taken = data.take_account_token(token_hash(token), kVerifyEmail, now);
    if (!taken) return;
    auto u = data.user_by_uid(taken->first);
    // The link proves the address it was sent to; if the account changed address since,
    // it proves nothing about the new one.
    if (!u || email_key(u->email) != email_key(taken->second)) return;
    data.mark_email_verified(u->uid);
    data.delete_account_tokens(u->uid, kVerifyEmail);
    verified = true;
  });
  if (!verified) return invalid_token();
  return core::ok();
}

core::Status AccountsService::allow_reset_request(const std::string& email, const std::string& client_address,
                                                  std::int64_t now) {
  if (!is_plausible_email(core::trim(email)))
    return core::Error::invalid("invalid-email", "Please enter a valid e-mail address.");
  const auto account = "reset:" + email_key(email);
  if (auto e =
          count_mail_request(repository_, {account, "mail:" + client_address, account + "|" + client_address}, now))
    return *e;
  return core::ok();
}

std::optional<MailedLink> AccountsService::start_password_reset(const std::string& email, std::int64_t now) {
  std::optional<MailedLink> link;
  repository_.write([&](AccountsWriter& data) {
    link.reset();  // PostgreSQL may run this again
    auto u = data.user_by_email(email);
    if (!u || u->email.empty()) return;
    // The name greets only an owner who proved the address; to any other inbox it would be
    // text a stranger chose.
    link = MailedLink{u->email, u->email_verified ? u->name : "", issue(data, *u, kResetPassword, now, kResetLinkMs)};
  });
  return link;
}

core::Status AccountsService::reset_password(const std::string& token, const std::string& password, std::int64_t now) {
  if (!looks_like_token(token)) return invalid_token();
  if (auto e = check_new_password(password)) return *e;
  const auto hash = hash_password(password, options_.hashing);
  bool reset = false;
  repository_.write([&](AccountsWriter& data) {
    auto taken = data.take_account_token(token_hash(token), kResetPassword, now);
    if (!taken) return;
    auto u = data.user_by_uid(taken->first);
    if (!u || email_key(u->email) != email_key(taken->second)) return;
    data.set_password_hash(u->uid, hash);
    data.mark_email_verified(u->uid);
    data.delete_account_tokens(u->uid, kResetPassword);
    data.delete_sessions_of(u->uid, "");
    data.clear_login_failures("account:" + email_key(u->email));
    reset = true;
  });
  if (!reset) return invalid_token();
  return core::ok();
}

core::Result<User> AccountsService::change_password(const std::string& uid, const std::string& current,
                                                    const std::string& password, const std::string& keep_token) {
  auto u = user(uid);
  if (!u) return core::Error::not_found("No such account.");
  if (u->password_hash && (current.empty() || current.size() > 1024 || !verify_password(*u->password_hash, current)))
    return core::Error::invalid("wrong-password", "The current password is wrong.", "currentPassword");
  if (auto e = check_new_password(password)) return *e;
  const auto hash = hash_password(password, options_.hashing);
  repository_.write([&](AccountsWriter& data) {
    data.set_password_hash(uid, hash);
    data.delete_sessions_of(uid, keep_token.empty() ? "" : token_hash(keep_token));
  });
  return *user(uid);
}

core::Result<User> AccountsService::unlink_provider(const std::string& uid, const std::string& provider) {
  std::optional<core::Error> error;
  repository_.write([&](AccountsWriter& data) {
    auto u = data.user_by_uid(uid);
    if (!u) {
      error = core::Error::not_found("No such account.");
      return;
    }
    bool linked = false;
    for (const auto& i : u->identities) linked |= i.provider == provider;
    if (!linked) {
      error = core::Error::not_found("That sign-in method is not linked to your account.");
      return;
    }
    const std::size_t methods = u->identities.size() + (u->password_hash ? 1 : 0);
    if (methods <= 1) {
      error = core::Error::conflict("last-sign-in-method",
                                    "This is your only way to sign in; add a password or another account first.");
      return;
    }
    data.unlink_identity(uid, provider);
  });
  if (error) return *error;
  return *user(uid);
}

void AccountsService::sign_out_everywhere(const std::string& uid) {
  repository_.write([&](AccountsWriter& data) { data.delete_sessions_of(uid, ""); });
}

}  // namespace pathshala::accounts
