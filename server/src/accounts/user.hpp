#pragma once
// A user account and how it is shown to the web app (the old auth service's signed-in user shape plus our profile
// fields).
#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

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
  // Buying for a business (issue 50): its legal name and GSTIN, or both empty.
  std::string business_name, business_gstin;
  std::string role = "user";  // user | admin
  std::optional<std::string> password_hash;
  bool email_verified = false;
  std::optional<std::string> photo_url;
  std::int64_t created_at = 0;  // epoch ms
  std::optional<std::int64_t> last_sign_in_at;
  // Not stored with the user: the commerce module's purchases, filled in by whoever shows
  // the user (accounts::register_routes' PurchasedItems).
  std::vector<std::string> purchased_courses;
  std::vector<Identity> identities;
};

// {uid, email, emailVerified, displayName, name, photoURL, phoneNumber, isAnonymous,
//  tenantId, providerData, metadata{creationTime, lastSignInTime}, role, semester,
//  purchasedCourses, passwordSet}
boost::json::object user_json(const User& user);

std::string iso_time(std::int64_t epoch_ms);  // 2026-11-23T01:02:03Z

// How a mail to user begins: "Hello <name>,\n\n" only when the address is verified. To an
// inbox nobody has proved, the name is text a stranger chose (issue 52: "Hello Reporter
// <b>bold</b>," in a report-fixed mail), so it is "Hello,\n\n" there — every module's mails.
inline std::string mail_greeting(const User& user) {
  return user.email_verified && !user.name.empty() ? "Hello " + user.name + ",\n\n" : std::string("Hello,\n\n");
}

}  // namespace pathshala::accounts
