#pragma once
// Accounts: sign-up, sign-in (password and social), sessions, profile. The rules live here;
// routes.cpp only translates HTTP. Methods that hash passwords take tens of milliseconds:
// call them from worker threads (routes registered RouteOptions::on_worker()).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "accounts/csrf.hpp"
#include "accounts/login_throttle.hpp"
#include "accounts/password_hash.hpp"
#include "accounts/password_policy.hpp"
#include "accounts/repository.hpp"
#include "accounts/sessions.hpp"
#include "accounts/user.hpp"
#include "core/error.hpp"

namespace pathshala::accounts {

struct AccountsOptions {
  PasswordPolicy policy;
  HashParams hashing;
  SessionPolicy sessions;
  ThrottlePolicy throttle;
};

struct SignedIn {
  User user;
  std::string session_token;  // for the cookie
};

struct SignupRequest {
  std::string name;
  int semester = 0;
  std::string email;
  std::string password;
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
struct ImportedUser {
  std::string uid;
  std::string email;
  std::string name;
  std::optional<int> semester;
  std::string role = "user";
  std::int64_t created_at = 0;
};
enum class UserImport { added, already_there };

class AccountsService {
 public:
  AccountsService(Repository& repository, AccountsOptions options);

  const PasswordPolicy& policy() const { return options_.policy; }
  const CsrfTokens& csrf() const { return csrf_; }
  const SessionPolicy& session_policy() const { return options_.sessions; }
  Repository& repository() { return repository_; }

  core::Result<SignedIn> signup(const SignupRequest& request, std::int64_t now_ms);
  core::Result<SignedIn> login(const std::string& email, const std::string& password, const std::string& client_address,
                               std::int64_t now_ms);
  core::Result<SignedIn> sign_in_with(const ProviderProfile& profile, std::int64_t now_ms);
  // Creates an account outright (any role); an error when the e-mail is taken or invalid.
  core::Result<User> create_user(const NewUser& user, std::int64_t now_ms);
  // Adds an imported user unless the uid or the e-mail is taken already (then nothing
  // changes), so importing twice is harmless. Invalid e-mail, name, semester or role: error.
  core::Result<UserImport> import_user(const ImportedUser& user);

  // The signed-in user for a session cookie's token, if the session is live.
  std::optional<User> user_for_session(const std::string& token, std::int64_t now_ms);
  std::optional<User> user(const std::string& uid);
  void logout(const std::string& token);
  core::Result<User> update_profile(const std::string& uid, const std::string& name, std::optional<int> semester);

 private:
  std::optional<core::Error> check_new_password(const std::string& password) const;
  Repository& repository_;
  AccountsOptions options_;
  CsrfTokens csrf_;
  Sessions sessions_;
};

// Field rules shared by signup and profile updates.
constexpr std::size_t kMaxNameLength = 100;      // characters
constexpr std::size_t kMaxPasswordBytes = 1024;  // beyond any policy; keeps hashing cheap to refuse
std::optional<core::Error> check_name(const std::string& name);
std::optional<core::Error> check_semester(int semester);

std::int64_t now_ms();

}  // namespace pathshala::accounts
