#include "accounts/demo_users.hpp"

#include <sodium.h>

namespace pathshala::accounts {

std::string random_password() {
  static constexpr std::string_view lower = "abcdefghijkmnpqrstuvwxyz", upper = "ABCDEFGHJKLMNPQRSTUVWXYZ",
                                    digits = "23456789";
  static constexpr std::string_view all = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  auto pick = [](std::string_view from) { return from[randombytes_uniform(static_cast<uint32_t>(from.size()))]; };
  std::string p;
  p += pick(lower);
  p += pick(upper);
  p += pick(digits);
  while (p.size() < 15) p += pick(all);
  p += '!';
  return p;
}

std::vector<DemoCredentials> seed_demo_users(AccountsService& accounts) {
  std::vector<DemoCredentials> created;
  const struct {
    const char* role;
    const char* email;
    const char* name;
    std::optional<int> semester;
    bool admin;
  } demo[] = {
      {"admin", kDemoAdminEmail, "Demo Admin", std::nullopt, true},
      {"student", kDemoStudentEmail, "Demo Student", 3, false},
  };
  for (const auto& d : demo) {
    const std::string password = random_password();
    auto result = accounts.create_user({d.email, d.name, d.semester, password, d.admin}, now_ms());
    if (result) created.push_back({d.role, d.email, password});
  }
  return created;
}

}  // namespace pathshala::accounts
