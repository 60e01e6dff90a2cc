// The document cache is bounded in bytes as well as entries (issue 24): a client that makes
// it build many large answers (a sitemap per invented key) cannot grow the process.
#include <gtest/gtest.h>

#include "core/document_cache.hpp"

using namespace pathshala;

TEST(DocumentCache, NeverHoldsMoreBytesThanItsBudget) {
  core::DocumentCache cache([] { return 1; }, /*max_entries=*/1000, /*max_bytes=*/10'000);
  for (int i = 0; i < 100; ++i) {
    auto doc = cache.get("k" + std::to_string(i), [] { return std::string(3'000, 'x'); });
    ASSERT_TRUE(doc);
    EXPECT_EQ(doc->body.size(), 3'000u) << "the answer is whole even when it is not kept";
    EXPECT_LE(cache.bytes(), 10'000u);
  }
  EXPECT_GE(cache.entries(), 1u);
  // A document bigger than the whole budget is answered but never kept.
  auto huge = cache.get("huge", [] { return std::string(20'000, 'y'); });
  ASSERT_TRUE(huge);
  EXPECT_EQ(huge->body.size(), 20'000u);
  EXPECT_LE(cache.bytes(), 10'000u);
  int builds = 0;
  cache.get("huge", [&] {
    ++builds;
    return std::string(20'000, 'y');
  });
  EXPECT_EQ(builds, 1);
}

TEST(DocumentCache, KeepsWhatFitsUntilTheContentChanges) {
  int version = 1;
  core::DocumentCache cache([&] { return version; }, 1000, 1 << 20);
  int builds = 0;
  const auto build = [&] {
    ++builds;
    return std::string("body");
  };
  cache.get("a", build);
  cache.get("a", build);
  EXPECT_EQ(builds, 1);
  version = 2;
  cache.get("a", build);
  EXPECT_EQ(builds, 2);
  EXPECT_EQ(cache.entries(), 1u);
  EXPECT_EQ(cache.bytes(), 5u);
}
