// core::JsonFields, the form-field reader of the admin and account handlers.
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>

#include "core/json_fields.hpp"

using pathshala::core::JsonFields;

namespace {

TEST(JsonFields, WholeNumbersFromNumbersAndDigitStrings) {
  const auto body = boost::json::parse(R"({"a":42,"b":"17","c":3.0,"d":3.5,"e":null})").as_object();
  JsonFields f(body);
  EXPECT_EQ(f.optional_whole_number("a"), 42);
  EXPECT_EQ(f.optional_whole_number("b"), 17);
  EXPECT_EQ(f.optional_whole_number("c"), 3);
  EXPECT_EQ(f.optional_whole_number("e"), std::nullopt);
  EXPECT_FALSE(f.error());
  EXPECT_EQ(f.optional_whole_number("d"), std::nullopt);
  ASSERT_TRUE(f.error());
  EXPECT_EQ(f.error()->field, "d");
}

// Found by `make fuzz` (json_body): 1e400 parses as infinity, and the range check came after
// converting it to int64, which is undefined behaviour (UBSan: "inf is outside the range of
// representable values of type 'long'").
TEST(JsonFields, NumbersBeyondInt64AreInvalidFields) {
  for (const char* text : {R"({"n":1e400})", R"({"n":-1e400})", R"({"n":1e300})", R"({"n":18446744073709551616})"}) {
    const auto body = boost::json::parse(text).as_object();
    JsonFields f(body);
    EXPECT_EQ(f.optional_whole_number("n"), std::nullopt) << text;
    ASSERT_TRUE(f.error()) << text;
    EXPECT_EQ(f.error()->code, "invalid-field");
    EXPECT_EQ(f.error()->field, "n");
  }
}

}  // namespace
