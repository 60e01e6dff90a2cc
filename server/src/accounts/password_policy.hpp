#pragma once
// The password policy (issue 3), in the shape the old hosted auth service served it, and the
// server-side check. The server always enforces the minimum length; with
// enforcementState ENFORCE it enforces every option.
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pathshala::accounts {

struct PasswordPolicy {
  int min_length = 6;
  std::optional<int> max_length;  // none by default
  bool require_lowercase = false;
  bool require_uppercase = false;
  bool require_numeric = false;
  bool require_non_alphanumeric = false;
  std::string allowed_non_alphanumeric = "^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-";
  bool enforce = false;  // enforcementState: ENFORCE or OFF
  bool force_upgrade_on_signin = false;
};

// {"customStrengthOptions":{...},"allowedNonAlphanumericCharacters":[...],
//  "enforcementState":"OFF"|"ENFORCE","forceUpgradeOnSignin":bool,"schemaVersion":1}
std::string policy_json(const PasswordPolicy& policy);

// Reads a policy written in that same shape (the --password-policy file). Absent fields keep
// their defaults. Returns the policy or a message saying what is wrong.
std::variant<PasswordPolicy, std::string> parse_policy_json(std::string_view text);

// What the password lacks, in words for the error message ("at least 6 characters",
// "an uppercase letter", …). Empty when it meets the policy. Length counts characters
// (UTF-8 code points), not bytes.
std::vector<std::string> unmet_requirements(const PasswordPolicy& policy, std::string_view password);

}  // namespace pathshala::accounts
