// The salary and experience parsers on strings the way people write them in job posts.
#include <gtest/gtest.h>

#include "jobs/text_parsers.hpp"

using pathshala::jobs::parse_experience;
using pathshala::jobs::parse_salary_max;

namespace {

struct SalaryCase {
  const char* text;
  std::optional<std::int64_t> rupees_per_year;
};

class Salary : public ::testing::TestWithParam<SalaryCase> {};

TEST_P(Salary, UpperBoundInRupeesPerYear) {
  EXPECT_EQ(parse_salary_max(GetParam().text), GetParam().rupees_per_year) << GetParam().text;
}

INSTANTIATE_TEST_SUITE_P(
    RealPosts, Salary,
    ::testing::Values(SalaryCase{"3-6 LPA", 600000}, SalaryCase{"₹4.5 LPA", 450000}, SalaryCase{"4.5 lpa", 450000},
                      SalaryCase{"10 - 12 LPA", 1200000}, SalaryCase{"Up to 12 LPA", 1200000},
                      SalaryCase{"INR 3.6 LPA", 360000}, SalaryCase{"3 LPA + incentives", 300000},
                      SalaryCase{"4.5 Lakhs per annum", 450000}, SalaryCase{"6 lakh", 600000},
                      SalaryCase{"5-7 Lacs", 700000}, SalaryCase{"8 L.P.A.", 800000},
                      SalaryCase{"25,000/month", 300000}, SalaryCase{"₹25k/month", 300000},
                      SalaryCase{"25000 per month", 300000}, SalaryCase{"15k - 20k per month", 240000},
                      SalaryCase{"₹20K - ₹30K/month", 360000}, SalaryCase{"Stipend ₹15,000/month", 180000},
                      SalaryCase{"₹12,000 pm", 144000}, SalaryCase{"₹ 8,00,000 - 10,00,000 per annum", 1000000},
                      SalaryCase{"800000", 800000}, SalaryCase{"Rs. 6,50,000 p.a.", 650000},
                      SalaryCase{"1.2 Cr", 12000000}, SalaryCase{"1.5 crore per annum", 15000000},
                      SalaryCase{"18000", 216000}, SalaryCase{"Not disclosed", std::nullopt},
                      SalaryCase{"Competitive", std::nullopt}, SalaryCase{"As per industry standards", std::nullopt},
                      SalaryCase{"$80,000", std::nullopt}, SalaryCase{"USD 5000/month", std::nullopt},
                      SalaryCase{"6-8", std::nullopt}, SalaryCase{"", std::nullopt},
                      SalaryCase{"₹500/hour", std::nullopt}, SalaryCase{"3.5 - 4.2 LPA", 420000}));

struct ExperienceCase {
  const char* text;
  std::optional<int> min_months;
  std::optional<int> max_months;  // ignored when min is nullopt
  bool parsed = true;
};

class Experience : public ::testing::TestWithParam<ExperienceCase> {};

TEST_P(Experience, MinimumAndMaximumInMonths) {
  const auto& c = GetParam();
  auto r = parse_experience(c.text);
  if (!c.parsed) {
    EXPECT_FALSE(r.has_value()) << c.text;
    return;
  }
  ASSERT_TRUE(r.has_value()) << c.text;
  EXPECT_EQ(r->min_months, *c.min_months) << c.text;
  EXPECT_EQ(r->max_months, c.max_months) << c.text;
}

INSTANTIATE_TEST_SUITE_P(RealPosts, Experience,
                         ::testing::Values(ExperienceCase{"Fresher", 0, 0}, ExperienceCase{"Freshers", 0, 0},
                                           ExperienceCase{"0-1 years", 0, 12}, ExperienceCase{"1-3 years", 12, 36},
                                           ExperienceCase{"2+ years", 24, std::nullopt},
                                           ExperienceCase{"3 yrs", 36, 36}, ExperienceCase{"5+ yrs", 60, std::nullopt},
                                           ExperienceCase{"Fresher - 2 years", 0, 24},
                                           ExperienceCase{"0 to 2 years", 0, 24}, ExperienceCase{"6 months", 6, 6},
                                           ExperienceCase{"Minimum 2 years", 24, std::nullopt},
                                           ExperienceCase{"Up to 2 years", 0, 24}, ExperienceCase{"Entry level", 0, 0},
                                           ExperienceCase{"1.5 years", 18, 18}, ExperienceCase{"3-5 Years", 36, 60},
                                           ExperienceCase{"Not specified", std::nullopt, std::nullopt, false},
                                           ExperienceCase{"", std::nullopt, std::nullopt, false}));

// Inputs `make fuzz` found (server/fuzz/corpus/job_text keeps them as seeds).
TEST(JobTextParsers, NumbersTooLongForADoubleAreUnreadableNotAnException) {
  const std::string huge(400, '1');  // std::stod threw std::out_of_range on this
  EXPECT_EQ(parse_salary_max(huge + " LPA"), std::nullopt);
  EXPECT_EQ(parse_salary_max("0." + std::string(400, '0') + "1 LPA"), std::nullopt);
  EXPECT_FALSE(parse_experience(huge + " years").has_value());
}

TEST(JobTextParsers, ExperienceBeyondAWorkingLifeIsUnreadable) {
  // 30 nines of years gave negative, wrapped-around months.
  EXPECT_FALSE(parse_experience(std::string(30, '9') + " years").has_value());
  EXPECT_FALSE(parse_experience("2-99999999999 years").has_value());
  EXPECT_FALSE(parse_experience("150 years").has_value());
  ASSERT_TRUE(parse_experience("40+ years").has_value());
  EXPECT_EQ(parse_experience("40+ years")->min_months, 480);
}

TEST(JobTextParsers, ASalaryThatRoundsToNothingIsUnreadable) {
  EXPECT_EQ(parse_salary_max("0.000001 LPA"), std::nullopt);  // was 0 rupees
  EXPECT_EQ(parse_salary_max("0.01 LPA"), 1000);
}

}  // namespace
