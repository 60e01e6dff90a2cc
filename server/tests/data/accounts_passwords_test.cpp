// The password policy check and Argon2id hashing (groundwork for issue 3).
#include <gtest/gtest.h>
#include <boost/json.hpp>

#include "accounts/password_hash.hpp"
#include "accounts/password_policy.hpp"

using namespace pathshala::accounts;
namespace json = boost::json;

namespace {

TEST(PasswordPolicy, ServesTheOldServiceShape) {
  PasswordPolicy p;
  auto v = json::parse(policy_json(p)).as_object();
  EXPECT_EQ(v.at("schemaVersion"), 1);
  EXPECT_EQ(v.at("enforcementState"), "OFF");
  EXPECT_EQ(v.at("forceUpgradeOnSignin"), false);
  auto o = v.at("customStrengthOptions").as_object();
  EXPECT_EQ(o.at("minPasswordLength"), 6);
  EXPECT_FALSE(o.contains("maxPasswordLength"));
  for (const char* k : {"containsLowercaseCharacter", "containsUppercaseCharacter", "containsNumericCharacter",
                        "containsNonAlphanumericCharacter"})
    EXPECT_EQ(o.at(k), false) << k;
  EXPECT_FALSE(v.at("allowedNonAlphanumericCharacters").as_array().empty());
  p.max_length = 64;
  p.enforce = true;
  v = json::parse(policy_json(p)).as_object();
  EXPECT_EQ(v.at("enforcementState"), "ENFORCE");
  EXPECT_EQ(v.at("customStrengthOptions").at("maxPasswordLength"), 64);
}

TEST(PasswordPolicy, MinimumLengthIsAlwaysEnforced) {
  PasswordPolicy p;  // OFF
  p.require_uppercase = true;
  EXPECT_EQ(unmet_requirements(p, "abc12"), (std::vector<std::string>{"at least 6 characters"}));
  EXPECT_TRUE(unmet_requirements(p, "abc123").empty());   // options are not enforced when OFF
  EXPECT_EQ(unmet_requirements(p, "पासवर्ड").size(), 0u);  // 7 characters, more bytes
  EXPECT_EQ(unmet_requirements(p, "पास").size(), 1u);     // 3 characters, 9 bytes
}

TEST(PasswordPolicy, EnforceNamesEveryMissingRequirement) {
  PasswordPolicy p;
  p.enforce = true;
  p.max_length = 12;
  p.require_lowercase = p.require_uppercase = p.require_numeric = p.require_non_alphanumeric = true;
  EXPECT_EQ(unmet_requirements(p, "abcdefgh"),
            (std::vector<std::string>{"an uppercase letter", "a number", "a special character"}));
  EXPECT_EQ(unmet_requirements(p, "ABC"), (std::vector<std::string>{"at least 6 characters", "a lowercase letter",
                                                                    "a number", "a special character"}));
  EXPECT_EQ(unmet_requirements(p, "Abcdefgh1!xyz"), (std::vector<std::string>{"at most 12 characters"}));
  EXPECT_TRUE(unmet_requirements(p, "Abcdef1!").empty());
}

TEST(PasswordHash, Argon2idRoundTripWithSaltAndRehash) {
  const HashParams fast{1, 8u * 1024 * 1024};  // cheaper parameters keep the test quick
  auto h1 = hash_password("correct horse", fast);
  auto h2 = hash_password("correct horse", fast);
  EXPECT_EQ(h1.rfind("$argon2id$", 0), 0u);
  EXPECT_NE(h1, h2);  // a fresh salt each time
  EXPECT_TRUE(verify_password(h1, "correct horse"));
  EXPECT_FALSE(verify_password(h1, "correct horsE"));
  EXPECT_FALSE(verify_password("not a hash", "correct horse"));
  EXPECT_FALSE(verify_password("", ""));
  EXPECT_TRUE(needs_rehash(h1));  // weaker than the default (OWASP minimum)
  EXPECT_FALSE(needs_rehash(h1, fast));
  auto strong = hash_password("pw");
  EXPECT_NE(strong.find("m=19456,t=2"), std::string::npos);
  EXPECT_FALSE(needs_rehash(strong));
}

}  // namespace
