#include "accounts/user.hpp"

#include <boost/json.hpp>

#include <ctime>

#include "accounts/email.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"

namespace pathshala::accounts {

namespace json = boost::json;

namespace {

constexpr const char* kUserColumns =
    "uid, email, name, semester, role, password_hash, email_verified, photo_url, created_at, last_sign_in_at, "
    "purchased_courses FROM users ";

std::vector<std::string> parse_course_ids(const std::string& text) {
  std::vector<std::string> ids;
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_array()) return ids;
  const auto& arr = v.as_array();
  for (const auto& id : arr)
    if (id.is_string()) ids.emplace_back(id.as_string());
  return ids;
}

std::vector<Identity> load_identities(store::Db& db, const std::string& uid) {
  std::vector<Identity> out;
  auto s = db.prepare("SELECT provider, subject, email, name, photo_url FROM user_identities WHERE uid = ? ORDER BY provider");
  s.bind(1, uid);
  while (s.step()) out.push_back({s.text(0), s.text(1), s.optional_text(2), s.optional_text(3), s.optional_text(4)});
  return out;
}

std::optional<User> load_one(store::Db& db, store::Stmt& s) {
  if (!s.step()) return std::nullopt;
  User u;
  u.uid = s.text(0);
  u.email = s.text(1);
  u.name = s.text(2);
  if (auto sem = s.optional_integer(3)) u.semester = static_cast<int>(*sem);
  u.role = s.text(4);
  u.password_hash = s.optional_text(5);
  u.email_verified = s.integer(6) != 0;
  u.photo_url = s.optional_text(7);
  u.created_at = s.integer(8);
  u.last_sign_in_at = s.optional_integer(9);
  u.purchased_courses = parse_course_ids(s.text(10));
  while (s.step()) {}  // finish the statement before the next query on this connection
  u.identities = load_identities(db, u.uid);
  return u;
}

json::value optional_string(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }

}  // namespace

namespace users {

std::optional<User> by_uid(store::Db& db, const std::string& uid) {
  auto s = db.prepare(std::string("SELECT ") + kUserColumns + "WHERE uid = ?");
  s.bind(1, uid);
  return load_one(db, s);
}

std::optional<User> by_email(store::Db& db, std::string_view email) {
  auto s = db.prepare(std::string("SELECT ") + kUserColumns + "WHERE email_key = ?");
  s.bind(1, email_key(email));
  return load_one(db, s);
}

std::optional<User> by_identity(store::Db& db, const std::string& provider, const std::string& subject) {
  std::string uid;
  {
    auto s = db.prepare("SELECT uid FROM user_identities WHERE provider = ? AND subject = ?");
    s.bind(1, provider).bind(2, subject);
    if (!s.step()) return std::nullopt;
    uid = s.text(0);
  }
  return by_uid(db, uid);
}

std::string insert(store::Db& db, User u) {
  if (u.uid.empty()) u.uid = "u_" + core::random_hex(12);
  json::array courses;
  for (const auto& id : u.purchased_courses) courses.emplace_back(id);
  auto s = db.prepare(
      "INSERT INTO users (uid, email, email_key, name, semester, role, password_hash, email_verified, photo_url, "
      "created_at, last_sign_in_at, purchased_courses) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  // Accounts without an e-mail (a social sign-in that shared none) get a key no address can take.
  const std::string key = u.email.empty() ? "no-email:" + u.uid : email_key(u.email);
  s.bind(1, u.uid).bind(2, core::trim(u.email)).bind(3, key).bind(4, u.name);
  if (u.semester) s.bind(5, *u.semester); else s.bind_null(5);
  s.bind(6, u.role).bind_optional(7, u.password_hash).bind(8, u.email_verified ? 1 : 0).bind_optional(9, u.photo_url);
  s.bind(10, u.created_at);
  if (u.last_sign_in_at) s.bind(11, *u.last_sign_in_at); else s.bind_null(11);
  s.bind(12, json::serialize(courses));
  s.run();
  for (const auto& identity : u.identities) link_identity(db, u.uid, identity);
  return u.uid;
}

void update_profile(store::Db& db, const std::string& uid, const std::string& name, std::optional<int> semester) {
  auto s = db.prepare("UPDATE users SET name = ?, semester = ? WHERE uid = ?");
  s.bind(1, name);
  if (semester) s.bind(2, *semester); else s.bind_null(2);
  s.bind(3, uid).run();
}

void set_password_hash(store::Db& db, const std::string& uid, const std::string& hash) {
  db.prepare("UPDATE users SET password_hash = ? WHERE uid = ?").bind(1, hash).bind(2, uid).run();
}

void record_sign_in(store::Db& db, const std::string& uid, std::int64_t now_ms) {
  db.prepare("UPDATE users SET last_sign_in_at = ? WHERE uid = ?").bind(1, now_ms).bind(2, uid).run();
}

void link_identity(store::Db& db, const std::string& uid, const Identity& i) {
  db.prepare(
        "INSERT INTO user_identities (provider, subject, uid, email, name, photo_url) VALUES (?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (provider, subject) DO UPDATE SET email = excluded.email, name = excluded.name, "
        "photo_url = excluded.photo_url")
      .bind(1, i.provider).bind(2, i.subject).bind(3, uid).bind_optional(4, i.email).bind_optional(5, i.name)
      .bind_optional(6, i.photo_url).run();
}

void mark_email_verified(store::Db& db, const std::string& uid) {
  db.prepare("UPDATE users SET email_verified = 1 WHERE uid = ?").bind(1, uid).run();
}

void fill_missing_photo(store::Db& db, const std::string& uid, const std::string& photo_url) {
  db.prepare("UPDATE users SET photo_url = ? WHERE uid = ? AND photo_url IS NULL").bind(1, photo_url).bind(2, uid).run();
}

}  // namespace users

std::string iso_time(std::int64_t epoch_ms) {
  std::time_t t = static_cast<std::time_t>(epoch_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

json::object user_json(const User& u) {
  json::array providers;
  if (u.password_hash)
    providers.push_back(json::object{{"providerId", "password"}, {"uid", u.email}, {"email", u.email},
                                     {"displayName", u.name}, {"photoURL", optional_string(u.photo_url)}});
  for (const auto& i : u.identities)
    providers.push_back(json::object{{"providerId", i.provider}, {"uid", i.subject}, {"email", optional_string(i.email)},
                                     {"displayName", optional_string(i.name)}, {"photoURL", optional_string(i.photo_url)}});
  json::array courses;
  for (const auto& id : u.purchased_courses) courses.emplace_back(id);
  return json::object{
      {"uid", u.uid},
      {"email", u.email},
      {"emailVerified", u.email_verified},
      {"displayName", u.name},
      {"name", u.name},
      {"photoURL", optional_string(u.photo_url)},
      {"phoneNumber", nullptr},
      {"isAnonymous", false},
      {"tenantId", nullptr},
      {"providerData", std::move(providers)},
      {"metadata", json::object{{"creationTime", iso_time(u.created_at)},
                                {"lastSignInTime", u.last_sign_in_at ? json::value(iso_time(*u.last_sign_in_at)) : json::value(nullptr)}}},
      {"role", u.role},
      {"semester", u.semester ? json::value(*u.semester) : json::value(nullptr)},
      {"purchasedCourses", std::move(courses)},
  };
}

}  // namespace pathshala::accounts
