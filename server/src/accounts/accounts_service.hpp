#pragma once
// Accounts: sign-up, sign-in (password and social), sessions, profile. The rules live here;
// routes.cpp only translates HTTP. Methods that hash passwords take tens of milliseconds:
// call them from worker threads (routes registered RouteOptions::on_worker()).
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "accounts/csrf.hpp"
#include "accounts/device_tokens.hpp"
#include "accounts/login_throttle.hpp"
#include "accounts/password_hash.hpp"
#include "accounts/password_policy.hpp"
#include "accounts/repository.hpp"
#include "accounts/sessions.hpp"
#include "accounts/user.hpp"
#include "core/clock.hpp"
#include "core/error.hpp"

namespace pathshala::accounts {

struct AccountsOptions {
  PasswordPolicy policy;
  HashParams hashing;
  SessionPolicy sessions;
  LoginThrottle throttle;
};

struct SignedIn {
  User user;
  std::string session_token;  // for the cookie
  // The device cookie's new value after a sign-in with a password (device_tokens.hpp);
  // empty when the cookie is not to change (social sign-in).
  std::string device_cookie;
};

struct SignupRequest {
  std::string name;
  int semester = 0;
  std::string email;
  std::string password;
  std::string client_address;  // sign-ups are slowed down per address
  std::string device_cookie;   // the browser's device cookie, if any
};

struct LoginRequest {
  std::string email;
  std::string password;
  std::optional<std::string> code;  // a sign-in code from the mail, when the account is throttled
  std::string code_browser;         // the browser's ps_code cookie: whose code it is
  std::string client_address;
  std::string device_cookie;  // the browser's device cookie, if any
};

// What a social provider told us about the person.
struct ProviderProfile {
  std::string provider;  // google.com | facebook.com | microsoft.com
  std::string subject;
  std::optional<std::string> email;
  bool email_verified = false;
  std::optional<std::string> name;
  std::optional<std::string> photo_url;
};

struct NewUser {  // the command line and the demo seed
  std::string email;
  std::string name;
  std::optional<int> semester;
  std::string password;
  bool admin = false;
};

// A user of the old product's database (`pathshala import-firestore`): no password — they
// sign in with a social account on the same verified e-mail, or set one by password reset.
// Always a plain user: an export cannot make anyone an admin.
struct ImportedUser {
  std::string uid;
  std::string email;
  std::string name;
  std::optional<int> semester;
  std::int64_t created_at = 0;
};
enum class UserImport {
  added,          // a new account with the document's id
  already_there,  // an account with the document's id and e-mail: an earlier run made it
  email_taken,    // another account has this e-mail; nothing was created
};
struct ImportedAccount {
  UserImport outcome = UserImport::added;
  User account;  // the account that has the e-mail now
};

// A sign-in code to mail (the address's owner proves it by typing the code).
struct MailedCode {
  std::string to;
  std::string code;  // 6 digits
};
inline constexpr std::int64_t kLoginCodeMs = 15 * 60 * 1000;
inline constexpr int kLoginCodeTries = 5;

// A link to mail: the address, the person's name, and the raw token (only its hash is
// stored).
struct MailedLink {
  std::string to;
  std::string name;  // whom to greet: empty unless the address is verified
  std::string token;
};

// What is wrong with a business's legal name and GSTIN as a student gives them (issue 50),
// or nothing; both empty is fine (not buying for one).
std::optional<core::Error> business_problem(const std::string& name, const std::string& gstin);

class AccountsService {
 public:
  AccountsService(Repository& repository, AccountsOptions options);

  const PasswordPolicy& policy() const { return options_.policy; }
  const CsrfTokens& csrf() const { return csrf_; }
  const SessionPolicy& session_policy() const { return options_.sessions; }
  const AccountsOptions& options() const { return options_; }
  Repository& repository() { return repository_; }

  core::Result<SignedIn> signup(const SignupRequest& request, std::int64_t now_ms);
  core::Result<SignedIn> login(const LoginRequest& request, std::int64_t now_ms);
  // A sign-in from a browser with no device cookie and no code (the command line, tests).
  core::Result<SignedIn> login(const std::string& email, const std::string& password, const std::string& client_address,
                               std::int64_t now_ms) {
    return login(LoginRequest{email, password, std::nullopt, "", client_address, ""}, now_ms);
  }
  core::Result<SignedIn> sign_in_with(const ProviderProfile& profile, std::int64_t now_ms);
  // Creates an account outright (any role); an error when the e-mail is taken or invalid.
  core::Result<User> create_user(const NewUser& user, std::int64_t now_ms);
  // Adds an imported user unless an account has the e-mail already (then nothing changes, and
  // the answer names that account), so importing twice is harmless. Invalid e-mail, name or
  // semester: error; conflict id-taken when the uid is another e-mail's account.
  core::Result<ImportedAccount> import_user(const ImportedUser& user);
  // Makes an existing account an admin (`pathshala user make-admin`); not_found when no
  // account has the e-mail.
  core::Result<User> make_admin(const std::string& email);

  // E-mail flows (email_flows.cpp). Tokens are single-use; a verification link lasts a day,
  // a reset link an hour. Asking for mail is rate-limited per account and per address
  // (allow_…, when asked); the link is made when the mail is sent (start_…, by the
  // background queue: accounts/account_mails.hpp), so no raw token waits in the store.
  core::Status allow_email_verification(const std::string& uid, const std::string& client_address, std::int64_t now_ms);
  // Nothing when the account is gone, has no e-mail or is verified by now.
  std::optional<MailedLink> start_email_verification(const std::string& uid, std::int64_t now_ms);
  core::Status verify_email(const std::string& token, std::int64_t now_ms);
  // The same answer (ok or too_many) for any e-mail, known or not.
  core::Status allow_reset_request(const std::string& email, const std::string& client_address, std::int64_t now_ms);
  // Nothing when no account has this e-mail (the caller says the same either way).
  std::optional<MailedLink> start_password_reset(const std::string& email, std::int64_t now_ms);
  // Sets the password, marks the e-mail verified (the link proved it) and ends every session.
  core::Status reset_password(const std::string& token, const std::string& password, std::int64_t now_ms);

  // The profile page (email_flows.cpp too). change_password needs the current password when
  // the account has one, and ends every other session (keep_token: this one's cookie).
  core::Result<User> change_password(const std::string& uid, const std::string& current, const std::string& password,
                                     const std::string& keep_token);
  core::Result<User> unlink_provider(const std::string& uid, const std::string& provider);
  void sign_out_everywhere(const std::string& uid);

  // Sign-in codes (login_code.cpp): asking is rate-limited like reset mails and answers the
  // same for any e-mail; the code goes only to an account that has a password, and works
  // only in the browser whose ps_code cookie (a new_token()) asked for it.
  core::Status allow_login_code_request(const std::string& email, const std::string& client_address,
                                        std::int64_t now_ms);
  // browser_key: login_code_browser() of the ps_code cookie.
  std::optional<MailedCode> start_login_code(const std::string& email, const std::string& browser_key,
                                             std::int64_t now_ms);

  // The signed-in user for a session cookie's token, if the session is live.
  std::optional<User> user_for_session(const std::string& token, std::int64_t now_ms);
  std::optional<User> user(const std::string& uid);
  // For other modules' admin lists (orders by buyer): the accounts whose e-mail contains
  // part, at most limit; and the e-mails of some accounts.
  std::vector<std::string> uids_with_email_containing(const std::string& part, int limit);
  std::map<std::string, std::string> emails_of(const std::vector<std::string>& uids);
  // New accounts per day (the admin's dashboard): AccountsReader::signups_per_day.
  std::map<std::int64_t, std::int64_t> signups_per_day(std::int64_t from_ms, std::int64_t to_ms,
                                                       std::int64_t day_offset_ms);
  void logout(const std::string& token);

  // Slow-downs for other modules' answers worth guessing (coupon codes: issue 52), kept with
  // sign-in's (login_throttle.hpp's SlowDown) so every process and restart counts the same
  // (slow_downs.cpp). A turn from every key in one transaction, or none and the seconds until
  // the last of them has one; give_back_turns returns a try that turned out not to be a guess.
  using Turn = std::pair<std::string, SlowDown>;
  std::optional<std::int64_t> take_turns(const std::vector<Turn>& turns, std::int64_t now_ms);
  void give_back_turns(const std::vector<Turn>& turns);
  core::Result<User> update_profile(const std::string& uid, const std::string& name, std::optional<int> semester);
  // The business a student buys for (issue 50): its legal name and GSTIN (checked: form,
  // check character), or both empty to buy for themselves. invalid-field business.name /
  // business.gstin.
  core::Result<User> update_business(const std::string& uid, const std::string& name, const std::string& gstin);

 private:
  std::optional<core::Error> check_new_password(const std::string& password) const;
  // Inside login's first write: the path the attempt takes (with the device id when the
  // browser's token is the account's), or the refusal of its code.
  struct JudgedLogin {
    LoginPath path = LoginPath::untrusted;
    std::optional<std::string> device;
  };
  std::variant<JudgedLogin, core::Error> login_path(AccountsWriter& data, const LoginRequest& request,
                                                    const std::optional<User>& user, std::int64_t now_ms) const;
  Repository& repository_;
  AccountsOptions options_;
  CsrfTokens csrf_;
  DeviceTokens devices_;
  Sessions sessions_;
  std::string dummy_hash_;  // checked when there is no account, so failures take one time
};

// Field rules shared by signup and profile updates.
constexpr std::size_t kMaxNameLength = 100;      // characters
constexpr std::size_t kMaxPasswordBytes = 1024;  // beyond any policy; keeps hashing cheap to refuse
std::optional<core::Error> check_name(const std::string& name);
std::optional<core::Error> check_semester(int semester);

using core::now_ms;  // the accounts module's clock; tests read it too

}  // namespace pathshala::accounts
