#pragma once
// Demo accounts for `pathshala seed-demo`: an admin and a student with fresh random
// passwords. Created once; the passwords are returned only then (to print once) and are
// never stored in clear.
#include <optional>
#include <string>
#include <vector>

#include "accounts/accounts_service.hpp"

namespace pathshala::accounts {

struct DemoCredentials {
  std::string role;
  std::string email;
  std::string password;
};

inline constexpr const char* kDemoAdminEmail = "admin@pathshala.test";
inline constexpr const char* kDemoStudentEmail = "student@pathshala.test";

// Empty when the demo accounts already exist.
std::vector<DemoCredentials> seed_demo_users(AccountsService& accounts);

// A readable random password: 16 characters from letters and digits, always with a
// lowercase letter, an uppercase letter and a digit (so it meets strict policies too), plus
// one special character.
std::string random_password();

}  // namespace pathshala::accounts
