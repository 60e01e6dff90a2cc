#include "accounts/password_policy.hpp"

#include <boost/json.hpp>

#include "core/text.hpp"

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

std::variant<PasswordPolicy, std::string> parse_policy_json(std::string_view text) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || !v.is_object()) return std::string("the password policy is not a JSON object");
  const auto& root = v.as_object();
  PasswordPolicy p;
  if (auto* version = root.if_contains("schemaVersion"); version && !(version->is_int64() && version->as_int64() == 1))
    return std::string("schemaVersion must be 1");
  if (auto* o = root.if_contains("customStrengthOptions")) {
    if (!o->is_object()) return std::string("customStrengthOptions must be an object");
    const auto& opts = o->as_object();
    auto read_int = [&](const char* name, auto&& set) -> std::string {
      auto* f = opts.if_contains(name);
      if (!f) return "";
      if (!f->is_int64() || f->as_int64() < 1 || f->as_int64() > 4096)
        return std::string(name) + " must be a number from 1 to 4096";
      set(static_cast<int>(f->as_int64()));
      return "";
    };
    auto read_bool = [&](const char* name, bool& out) -> std::string {
      auto* f = opts.if_contains(name);
      if (!f) return "";
      if (!f->is_bool()) return std::string(name) + " must be true or false";
      out = f->as_bool();
      return "";
    };
    for (const auto& err : {read_int("minPasswordLength", [&](int n) { p.min_length = n; }),
                            read_int("maxPasswordLength", [&](int n) { p.max_length = n; }),
                            read_bool("containsLowercaseCharacter", p.require_lowercase),
                            read_bool("containsUppercaseCharacter", p.require_uppercase),
                            read_bool("containsNumericCharacter", p.require_numeric),
                            read_bool("containsNonAlphanumericCharacter", p.require_non_alphanumeric)})
      if (!err.empty()) return err;
    if (p.max_length && *p.max_length < p.min_length)
      return std::string("maxPasswordLength is below minPasswordLength");
  }
  if (auto* a = root.if_contains("allowedNonAlphanumericCharacters")) {
    if (!a->is_array()) return std::string("allowedNonAlphanumericCharacters must be a list of characters");
    p.allowed_non_alphanumeric.clear();
    for (const auto& c : a->as_array()) {
      if (!c.is_string() || c.as_string().size() != 1)
        return std::string("allowedNonAlphanumericCharacters must hold single ASCII characters");
      p.allowed_non_alphanumeric += c.as_string()[0];
    }
  }
  if (auto* e = root.if_contains("enforcementState")) {
    if (!e->is_string() || (e->as_string() != "OFF" && e->as_string() != "ENFORCE"))
      return std::string("enforcementState must be OFF or ENFORCE");
    p.enforce = e->as_string() == "ENFORCE";
  }
  if (auto* f = root.if_contains("forceUpgradeOnSignin")) {
    if (!f->is_bool()) return std::string("forceUpgradeOnSignin must be true or false");
    p.force_upgrade_on_signin = f->as_bool();
  }
  return p;
}

std::vector<std::string> unmet_requirements(const PasswordPolicy& p, std::string_view password) {
  const std::size_t length = core::utf8_length(password);
  bool lower = false, upper = false, digit = false, other = false;
  for (unsigned char c : password) {
    if (c >= 'a' && c <= 'z')
      lower = true;
    else if (c >= 'A' && c <= 'Z')
      upper = true;
    else if (c >= '0' && c <= '9')
      digit = true;
    else if (p.allowed_non_alphanumeric.find(static_cast<char>(c)) != std::string::npos)
      other = true;
  }
  std::vector<std::string> missing;
  // The minimum length is always enforced, whatever the enforcement state.
  if (length < static_cast<std::size_t>(p.min_length))
    missing.push_back("at least " + std::to_string(p.min_length) + " characters");
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
