#include "accounts/accounts_service.hpp"

#include <chrono>

#include "accounts/email.hpp"
#include "accounts/login_code.hpp"
#include "accounts/secrets.hpp"
#include "core/gstin.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "core/validation.hpp"

namespace pathshala::accounts {

namespace {

core::Error bad(std::string code, std::string message) {
  return core::Error::invalid(std::move(code), std::move(message));
}

core::Error refused(core::ErrorKind kind, std::string code, std::string message) {
  return core::Error::make(kind, std::move(code), std::move(message));
}

std::string join_words(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
    out += items[i];
  }
  return out;
}

// "5 minutes", or "40 seconds" for a short wait (the slow-downs' turns).
std::string wait_words(std::int64_t seconds) {
  if (seconds < 60) return std::to_string(seconds) + (seconds == 1 ? " second" : " seconds");
  const auto minutes = (seconds + 59) / 60;
  return std::to_string(minutes) + (minutes == 1 ? " minute" : " minutes");
}

core::Error too_many(const std::string& code, const std::string& message, std::int64_t seconds) {
  auto e = refused(core::ErrorKind::too_many, code, message);
  e.retry_after_seconds = seconds;
  return e;
}

core::Error login_wait(const LoginWait& wait) {
  if (wait.account_throttled)
    return too_many("account-throttled",
                    "Too many failed sign-in attempts on this account. Wait " + wait_words(wait.seconds) +
                        ", or sign in now with a code we e-mail you.",
                    wait.seconds);
  return too_many("too-many-requests",
                  "Too many sign-in attempts. Please wait " + wait_words(wait.seconds) + " and try again.",
                  wait.seconds);
}

core::Error network_wait(std::int64_t seconds) {
  return too_many("too-many-requests",
                  "Too many attempts from your network. Please wait " + wait_words(seconds) + " and try again.",
                  seconds);
}

}  // namespace

std::optional<core::Error> check_name(const std::string& name) {
  if (name.empty()) return bad("invalid-argument", "Please enter your name.");
  if (core::utf8_length(name) > kMaxNameLength)
    return bad("invalid-argument", "Your name can be at most " + std::to_string(kMaxNameLength) + " characters long.");
  for (unsigned char c : name)
    if (c < 0x20 || c == 0x7f) return bad("invalid-argument", "Your name contains characters that are not allowed.");
  return std::nullopt;
}

std::optional<core::Error> check_semester(int semester) {
  if (semester < 1 || semester > 8) return bad("invalid-argument", "Please select your semester (1 to 8).");
  return std::nullopt;
}

AccountsService::AccountsService(Repository& repository, AccountsOptions options)
    : repository_(repository),
      options_(std::move(options)),
      csrf_(load_or_create_secret(repository, "csrf-hmac-key", 32)),
      devices_(load_or_create_secret(repository, "device-token-key", 32)),
      sessions_(repository, options_.sessions),
      dummy_hash_(hash_password(core::random_hex(16), options_.hashing)) {}

std::optional<core::Error> AccountsService::check_new_password(const std::string& password) const {
  if (password.empty()) return bad("invalid-argument", "Please enter a password.");
  if (password.size() > kMaxPasswordBytes) return bad("invalid-argument", "That password is too long.");
  const auto missing = unmet_requirements(options_.policy, password);
  if (missing.empty()) return std::nullopt;
  // Only the minimum length short: the old service's weak-password.
  if (missing.size() == 1 && core::utf8_length(password) < static_cast<std::size_t>(options_.policy.min_length))
    return bad("weak-password",
               "Password should be at least " + std::to_string(options_.policy.min_length) + " characters long.");
  return bad("password-does-not-meet-requirements", "Your password needs " + join_words(missing) + ".");
}

core::Result<SignedIn> AccountsService::signup(const SignupRequest& r, std::int64_t now) {
  const std::string name = core::trim(r.name);
  if (auto e = check_name(name)) return *e;
  if (auto e = check_semester(r.semester)) return *e;
  if (!is_plausible_email(core::trim(r.email))) return bad("invalid-email", "Please enter a valid e-mail address.");
  if (auto e = check_new_password(r.password)) return *e;
  // Cheap refusal before the slow hash; checked again inside the write. An invalid form
  // counts nothing (nothing was written or hashed); a taken e-mail and a new account each
  // take a turn of their own slow-down per address.
  const auto& throttle = options_.throttle;
  bool taken = false;
  repository_.read([&](AccountsReader& data) { taken = data.user_by_email(r.email).has_value(); });
  std::optional<std::int64_t> wait;
  repository_.write([&](AccountsWriter& data) {
    wait = taken ? take_turn(data, "signup-taken:" + r.client_address, throttle.taken_emails_per_address, now)
                 : take_turn(data, "signup:" + r.client_address, throttle.signups_per_address, now);
  });
  if (wait) return network_wait(*wait);
  const auto in_use =
      core::Error::conflict("email-already-in-use", "An account with this e-mail already exists. Log in instead.");
  if (taken) return in_use;
  const std::string hash = hash_password(r.password, options_.hashing);
  std::optional<SignedIn> result;
  repository_.write([&](AccountsWriter& data) {
    result.reset();  // PostgreSQL may run this again
    if (data.user_by_email(r.email)) return;
    User u;
    u.email = core::trim(r.email);
    u.name = name;
    u.semester = r.semester;
    u.role = "user";  // whatever the request said
    u.password_hash = hash;
    u.created_at = now;
    u.last_sign_in_at = now;
    u.uid = data.insert_user(u);
    result = SignedIn{*data.user_by_uid(u.uid), sessions_.start(data, u.uid, now), ""};
  });
  if (!result) return in_use;
  // The browser that made the account is its first known device.
  result->device_cookie = devices_.remember(r.device_cookie, result->user.uid);
  return *result;
}

std::variant<AccountsService::JudgedLogin, core::Error> AccountsService::login_path(AccountsWriter& data,
                                                                                    const LoginRequest& r,
                                                                                    const std::optional<User>& user,
                                                                                    std::int64_t now) const {
  if (r.code) {
    if (!user || !take_login_code_try(data, *user, *r.code, login_code_browser(r.code_browser), now))
      return core::Error::invalid("invalid-code", "That code is wrong or has expired. Ask for a new one.", "code");
    return JudgedLogin{LoginPath::code, std::nullopt};
  }
  if (user)
    if (auto device = devices_.device_for(r.device_cookie, user->uid)) return JudgedLogin{LoginPath::device, device};
  return JudgedLogin{};
}

core::Result<SignedIn> AccountsService::login(const LoginRequest& r, std::int64_t now) {
  if (!is_plausible_email(core::trim(r.email))) return bad("invalid-email", "Please enter a valid e-mail address.");
  if (r.password.empty()) return bad("invalid-argument", "Please enter your password.");
  std::optional<User> user;
  std::optional<core::Error> refusal;
  LoginPath path = LoginPath::untrusted;
  LoginKeys keys;
  // The attempt is counted in the same transaction that checks the limits, before the
  // password is: parallel guesses cannot slip past a limit.
  repository_.write([&](AccountsWriter& data) {
    refusal.reset();  // PostgreSQL may run this again
    user = data.user_by_email(r.email);
    auto judged = login_path(data, r, user, now);
    if (auto* e = std::get_if<core::Error>(&judged)) {
      refusal = *e;
      return;
    }
    const auto& judgement = std::get<JudgedLogin>(judged);
    path = judgement.path;
    keys = login_keys(email_key(r.email), r.client_address, judgement.device);
    if (auto wait = reserve_login_attempt(data, keys, path, options_.throttle, now)) refusal = login_wait(*wait);
  });
  if (refusal) return *refusal;
  // One answer, in the same time, whether or not the e-mail has an account or a password:
  // without a hash to check, a dummy one made with the same parameters is checked instead.
  const bool has_hash = user && user->password_hash;
  const bool matches = r.password.size() <= kMaxPasswordBytes &&
                       verify_password(has_hash ? *user->password_hash : dummy_hash_, r.password);
  if (!has_hash || !matches) {  // the attempt is counted already; a code loses a try
    if (path == LoginPath::code)
      repository_.write(
          [&](AccountsWriter& data) { data.count_login_code_try(user->uid, login_code_browser(r.code_browser)); });
    return refused(core::ErrorKind::unauthenticated, "invalid-credential", "Incorrect e-mail or password.");
  }
  if (options_.policy.force_upgrade_on_signin) {
    const auto missing = unmet_requirements(options_.policy, r.password);
    if (!missing.empty())
      return bad("password-does-not-meet-requirements",
                 "Your password no longer meets our rules: it needs " + join_words(missing) + ". Please reset it.");
  }
  std::optional<std::string> rehashed;
  if (needs_rehash(*user->password_hash, options_.hashing)) rehashed = hash_password(r.password, options_.hashing);
  std::string token;
  repository_.write([&](AccountsWriter& data) {
    login_succeeded(data, keys, path, options_.throttle, now);
    if (path == LoginPath::code) data.delete_login_codes(user->uid);
    if (rehashed) data.set_password_hash(user->uid, *rehashed);
    data.record_sign_in(user->uid, now);
    token = sessions_.start(data, user->uid, now);
  });
  user->last_sign_in_at = now;
  auto device_cookie = devices_.remember(r.device_cookie, user->uid);
  return SignedIn{std::move(*user), std::move(token), std::move(device_cookie)};
}

core::Result<SignedIn> AccountsService::sign_in_with(const ProviderProfile& p, std::int64_t now) {
  std::optional<SignedIn> result;
  repository_.write([&](AccountsWriter& data) {
    const Identity identity{p.provider, p.subject, p.email, p.name, p.photo_url};
    auto user = data.user_by_identity(p.provider, p.subject);
    // Linking by e-mail is safe only when the provider vouches the person owns it. Without
    // that, the e-mail is not used at all: the person gets an account of their own without
    // an address, whether or not an account has this e-mail, so the answer says nothing
    // about who has an account here (issue 24, finding 14).
    if (!user && p.email && p.email_verified && is_plausible_email(*p.email)) {
      if (auto existing = data.user_by_email(*p.email)) {
        // The account's own e-mail was never proven: whoever made it may not own the
        // address (someone can sign up with another's e-mail). The provider-verified owner
        // takes it over cleanly: the password it was made with, every other sign-in method
        // and every session of it end here.
        if (!existing->email_verified) {
          data.clear_password(existing->uid);
          data.unlink_identities(existing->uid);
          data.delete_sessions_of(existing->uid, "");
        }
        data.link_identity(existing->uid, identity);
        data.mark_email_verified(existing->uid);
        if (p.photo_url) data.fill_missing_photo(existing->uid, *p.photo_url);
        user = data.user_by_uid(existing->uid);
      }
    }
    if (!user) {
      User u;
      // An unverified e-mail is not kept as the account's: it must not reserve the address
      // against its owner, who may sign up with it or sign in with a provider that vouches.
      u.email = p.email && p.email_verified && is_plausible_email(*p.email) ? *p.email : "";
      u.email_verified = !u.email.empty();
      std::string name = core::trim(p.name.value_or(""));
      u.name = check_name(name) ? "User" : name;
      u.photo_url = p.photo_url;
      u.created_at = now;
      u.identities.push_back(identity);
      u.uid = data.insert_user(u);
      user = data.user_by_uid(u.uid);
    } else {
      data.link_identity(user->uid, identity);  // refresh name and photo as the provider has them
    }
    data.record_sign_in(user->uid, now);
    user->last_sign_in_at = now;
    result = SignedIn{*user, sessions_.start(data, user->uid, now), ""};
  });
  return *result;
}

core::Result<User> AccountsService::create_user(const NewUser& n, std::int64_t now) {
  if (auto e = check_name(core::trim(n.name))) return *e;
  if (n.semester)
    if (auto e = check_semester(*n.semester)) return *e;
  if (!is_plausible_email(core::trim(n.email))) return bad("invalid-email", "Please enter a valid e-mail address.");
  if (auto e = check_new_password(n.password)) return *e;
  const std::string hash = hash_password(n.password, options_.hashing);
  std::optional<User> created;
  repository_.write([&](AccountsWriter& data) {
    if (data.user_by_email(n.email)) return;
    User u;
    u.email = core::trim(n.email);
    u.name = core::trim(n.name);
    u.semester = n.semester;
    u.role = n.admin ? "admin" : "user";
    u.password_hash = hash;
    u.created_at = now;
    u.uid = data.insert_user(u);
    created = data.user_by_uid(u.uid);
  });
  if (!created) return core::Error::conflict("email-already-in-use", "An account with this e-mail already exists.");
  return *created;
}

core::Result<ImportedAccount> AccountsService::import_user(const ImportedUser& in) {
  const std::string email = core::trim(in.email);
  const std::string name = core::trim(in.name);
  if (!is_plausible_email(email)) return bad("invalid-email", "“" + email + "” is not a valid e-mail address.");
  if (!name.empty())
    if (auto e = check_name(name)) return *e;
  if (in.semester)
    if (auto e = check_semester(*in.semester)) return *e;
  if (!in.uid.empty() && !core::is_record_id(in.uid))
    return core::invalid_field("uid", "“" + in.uid + "” cannot be a user id: use letters, digits, - and _.");
  std::optional<ImportedAccount> out;
  repository_.write([&](AccountsWriter& data) {
    out.reset();  // PostgreSQL may run this again
    if (auto existing = data.user_by_email(email)) {
      const bool same = existing->uid == in.uid;
      out = ImportedAccount{same ? UserImport::already_there : UserImport::email_taken, std::move(*existing)};
      return;
    }
    // The uid alone proves nothing: an account with it but another e-mail is someone else's.
    if (!in.uid.empty() && data.user_by_uid(in.uid)) return;
    User u;
    u.uid = in.uid;
    u.email = email;
    u.name = name;
    u.semester = in.semester;
    u.created_at = in.created_at;
    const std::string uid = data.insert_user(u);
    out = ImportedAccount{UserImport::added, *data.user_by_uid(uid)};
  });
  if (!out)
    return core::Error::conflict("id-taken",
                                 "An account with the id " + in.uid + " already exists with another e-mail.");
  return *out;
}

core::Result<User> AccountsService::make_admin(const std::string& email) {
  std::optional<User> found;
  repository_.write([&](AccountsWriter& data) {
    found = data.user_by_email(core::trim(email));
    if (!found || found->role == "admin") return;
    data.set_role(found->uid, "admin");
    found->role = "admin";
  });
  if (!found) return core::Error::not_found("No account has the e-mail " + core::trim(email) + ".");
  return *found;
}

std::optional<User> AccountsService::user_for_session(const std::string& token, std::int64_t now) {
  auto uid = sessions_.resolve(token, now);
  if (!uid) return std::nullopt;
  return user(*uid);
}

std::optional<User> AccountsService::user(const std::string& uid) {
  std::optional<User> found;
  repository_.read([&](AccountsReader& data) { found = data.user_by_uid(uid); });
  return found;
}

std::vector<std::string> AccountsService::uids_with_email_containing(const std::string& part, int limit) {
  std::vector<std::string> found;
  repository_.read([&](AccountsReader& data) { found = data.uids_with_email_containing(part, limit); });
  return found;
}

std::map<std::int64_t, std::int64_t> AccountsService::signups_per_day(std::int64_t from_ms, std::int64_t to_ms,
                                                                      std::int64_t day_offset_ms) {
  std::map<std::int64_t, std::int64_t> found;
  repository_.read([&](AccountsReader& data) { found = data.signups_per_day(from_ms, to_ms, day_offset_ms); });
  return found;
}

std::map<std::string, std::string> AccountsService::emails_of(const std::vector<std::string>& uids) {
  std::map<std::string, std::string> found;
  if (uids.empty()) return found;
  repository_.read([&](AccountsReader& data) { found = data.emails_of(uids); });
  return found;
}

void AccountsService::logout(const std::string& token) { sessions_.end(token); }

core::Result<User> AccountsService::update_profile(const std::string& uid, const std::string& raw_name,
                                                   std::optional<int> semester) {
  const std::string name = core::trim(raw_name);
  if (auto e = check_name(name)) return *e;
  if (semester)
    if (auto e = check_semester(*semester)) return *e;
  std::optional<User> user;
  repository_.write([&](AccountsWriter& data) {
    data.update_profile(uid, name, semester);
    user = data.user_by_uid(uid);
  });
  if (!user) return refused(core::ErrorKind::unauthenticated, "not-signed-in", "Please log in again.");
  return *user;
}

std::optional<core::Error> business_problem(const std::string& raw_name, const std::string& raw_gstin) {
  const std::string name = core::trim(raw_name);
  const std::string gstin = core::normal_gstin(raw_gstin);
  if (!gstin.empty() && !core::valid_gstin(gstin))
    return core::invalid_field("business.gstin",
                               "This is not a valid GSTIN: 15 characters, as on the GST registration certificate.");
  if (!gstin.empty() && name.empty())
    return core::invalid_field("business.name", "Enter the business's legal name, as registered for GST.");
  if (gstin.empty() && !name.empty())
    return core::invalid_field("business.gstin", "Enter the business's GSTIN, or leave both empty.");
  if (name.size() > 200) return core::invalid_field("business.name", "Use at most 200 characters.");
  return std::nullopt;
}

core::Result<User> AccountsService::update_business(const std::string& uid, const std::string& raw_name,
                                                    const std::string& raw_gstin) {
  if (auto e = business_problem(raw_name, raw_gstin)) return *e;
  const std::string name = core::trim(raw_name);
  const std::string gstin = core::normal_gstin(raw_gstin);
  std::optional<User> user;
  repository_.write([&](AccountsWriter& data) {
    data.update_business(uid, name, gstin);
    user = data.user_by_uid(uid);
  });
  if (!user) return refused(core::ErrorKind::unauthenticated, "not-signed-in", "Please log in again.");
  return *user;
}

}  // namespace pathshala::accounts
