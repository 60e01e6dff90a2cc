#include "accounts/password_policy.hpp"

#include <boost/json.hpp>

namespace pathshala::accounts {

namespace json = boost::json;

std::string policy_json(const PasswordPolicy& p) {
  json::object options{{"minPasswordLength", p.min_length},
                       {"containsLowercaseCharacter", p.require_lowercase},
                       {"containsUppercaseCharacter", p.require_uppercase},
                       {"containsNumericCharacter", p.require_numeric},
                       {"containsNonAlphanumericCharacter", p.require_non_alphanumeric}};
  if (p.max_length) options["maxPasswordLength"] = *p.max_length;
  json::array allowed;
  for (char c : p.allowed_non_alphanumeric) allowed.emplace_back(std::string(1, c));
  return json::serialize(json::object{{"customStrengthOptions", std::move(options)},
                                      {"allowedNonAlphanumericCharacters", std::move(allowed)},
                                      {"enforcementState", p.enforce ? "ENFORCE" : "OFF"},
                                      {"forceUpgradeOnSignin", p.force_upgrade_on_signin},
                                      {"schemaVersion", 1}});
}

std::vector<std::string> unmet_requirements(const PasswordPolicy& p, std::string_view password) {
  std::size_t length = 0;
  bool lower = false, upper = false, digit = false, other = false;
  for (unsigned char c : password) {
    if ((c & 0xC0) != 0x80) ++length;  // count code points, not bytes
    if (c >= 'a' && c <= 'z') lower = true;
    else if (c >= 'A' && c <= 'Z') upper = true;
    else if (c >= '0' && c <= '9') digit = true;
    else if (p.allowed_non_alphanumeric.find(static_cast<char>(c)) != std::string::npos) other = true;
  }
  std::vector<std::string> missing;
  // The minimum length is always enforced, whatever the enforcement state.
  if (length < static_cast<std::size_t>(p.min_length)) missing.push_back("at least " + std::to_string(p.min_length) + " characters");
  if (!p.enforce) return missing;
  if (p.max_length && length > static_cast<std::size_t>(*p.max_length))
    missing.push_back("at most " + std::to_string(*p.max_length) + " characters");
  if (p.require_lowercase && !lower) missing.emplace_back("a lowercase letter");
  if (p.require_uppercase && !upper) missing.emplace_back("an uppercase letter");
  if (p.require_numeric && !digit) missing.emplace_back("a number");
  if (p.require_non_alphanumeric && !other) missing.emplace_back("a special character");
  return missing;
}

}  // namespace pathshala::accounts
