#pragma once
// A user account and how it is stored (table users + user_identities) and shown to the web
// app (the old auth service's signed-in user shape plus our profile fields).
#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/sqlite.hpp"

namespace pathshala::accounts {

// A social account linked to a user. provider: google.com, facebook.com or microsoft.com.
struct Identity {
  std::string provider;
  std::string subject;
  std::optional<std::string> email, name, photo_url;
};

struct User {
  std::string uid;
  std::string email;
  std::string name;
  std::optional<int> semester;
  std::string role = "user";  // user | admin
  std::optional<std::string> password_hash;
  bool email_verified = false;
  std::optional<std::string> photo_url;
  std::int64_t created_at = 0;  // epoch ms
  std::optional<std::int64_t> last_sign_in_at;
  std::vector<std::string> purchased_courses;
  std::vector<Identity> identities;
};

namespace users {
std::optional<User> by_uid(store::Db& db, const std::string& uid);
std::optional<User> by_email(store::Db& db, std::string_view email);  // case-insensitive
std::optional<User> by_identity(store::Db& db, const std::string& provider, const std::string& subject);
// Inserts a new user (uid generated when empty; returned). Throws store errors, e.g. on a
// duplicate e-mail (callers check by_email first, inside the same write transaction).
std::string insert(store::Db& db, User user);
void update_profile(store::Db& db, const std::string& uid, const std::string& name, std::optional<int> semester);
void set_password_hash(store::Db& db, const std::string& uid, const std::string& hash);
void record_sign_in(store::Db& db, const std::string& uid, std::int64_t now_ms);
void link_identity(store::Db& db, const std::string& uid, const Identity& identity);
void mark_email_verified(store::Db& db, const std::string& uid);
void fill_missing_photo(store::Db& db, const std::string& uid, const std::string& photo_url);
}  // namespace users

// {uid, email, emailVerified, displayName, name, photoURL, phoneNumber, isAnonymous,
//  tenantId, providerData, metadata{creationTime, lastSignInTime}, role, semester,
//  purchasedCourses}
boost::json::object user_json(const User& user);

std::string iso_time(std::int64_t epoch_ms);  // 2026-11-23T01:02:03Z

}  // namespace pathshala::accounts
