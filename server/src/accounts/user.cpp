#include "accounts/user.hpp"

#include <boost/json.hpp>

#include <ctime>

namespace pathshala::accounts {

namespace json = boost::json;

namespace {

json::value optional_string(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }

}  // namespace

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
    providers.push_back(json::object{{"providerId", "password"},
                                     {"uid", u.email},
                                     {"email", u.email},
                                     {"displayName", u.name},
                                     {"photoURL", optional_string(u.photo_url)}});
  for (const auto& i : u.identities)
    providers.push_back(json::object{{"providerId", i.provider},
                                     {"uid", i.subject},
                                     {"email", optional_string(i.email)},
                                     {"displayName", optional_string(i.name)},
                                     {"photoURL", optional_string(i.photo_url)}});
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
                                {"lastSignInTime", u.last_sign_in_at ? json::value(iso_time(*u.last_sign_in_at))
                                                                     : json::value(nullptr)}}},
      {"role", u.role},
      {"semester", u.semester ? json::value(*u.semester) : json::value(nullptr)},
      {"business", u.business_gstin.empty()
                       ? json::value(nullptr)
                       : json::value(json::object{{"name", u.business_name}, {"gstin", u.business_gstin}})},
      {"purchasedCourses", std::move(courses)},
      {"passwordSet", u.password_hash.has_value()},
  };
}

}  // namespace pathshala::accounts
