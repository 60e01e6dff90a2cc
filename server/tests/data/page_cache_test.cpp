// Issue 47: the rendered-page cache is bounded in bytes and evicts the least recently used page
// one at a time, so a flood of distinct URLs never empties it and never grows it past its bound.
#include <gtest/gtest.h>

#include "pages/page_cache.hpp"

using namespace pathshala;

namespace {
pages::CachedPage page_of(const std::string& key, std::size_t bytes, std::int64_t stamp = 1) {
  pages::CachedPage p;
  p.request.key = key;
  p.request.url = key;
  p.html = core::make_document(std::string(bytes, 'x'));
  p.stamp = stamp;
  p.sources.push_back({"/api/site", 200, "\"etag\""});
  return p;
}
}  // namespace

TEST(PageCache, TenThousandDistinctUrlsStayUnderTheBoundAndTheUsedPageStays) {
  constexpr std::size_t kBound = 4u << 20;
  pages::PageCache cache(kBound);
  cache.put(page_of("/home", 30000));
  std::uint64_t evictions_seen = 0;
  for (int i = 0; i < 10000; ++i) {
    cache.put(page_of("/project/flood-" + std::to_string(i), 30000));
    ASSERT_TRUE(cache.find("/home")) << "the page visitors use was evicted after " << i << " others";
    const auto stats = cache.stats();
    ASSERT_LE(stats.bytes, kBound);
    // One at a time: each new page pushes out at most one (all pages are the same size).
    ASSERT_LE(stats.evictions, evictions_seen + 1);
    evictions_seen = stats.evictions;
  }
  const auto stats = cache.stats();
  EXPECT_GT(stats.entries, 80u) << "the cache was dropped instead of evicted one page at a time";
  EXPECT_GT(stats.evictions, 9000u);
  EXPECT_FALSE(cache.find("/project/flood-0"));
  EXPECT_TRUE(cache.find("/project/flood-9999"));
}

TEST(PageCache, StalePagesComeMostRecentlyUsedFirstAndRestampingNeedsTheSamePage) {
  pages::PageCache cache(1u << 20);
  cache.put(page_of("/a", 100, 1));
  cache.put(page_of("/b", 100, 1));
  cache.put(page_of("/c", 100, 2));
  ASSERT_TRUE(cache.find("/a"));
  const auto stale = cache.stale(2);
  ASSERT_EQ(stale.size(), 2u);
  EXPECT_EQ(stale[0].request.key, "/a");
  EXPECT_EQ(stale[1].request.key, "/b");

  const auto old_html = stale[1].html;
  cache.put(page_of("/b", 120, 1));  // drawn again meanwhile
  cache.restamp("/b", old_html, 2);  // the check of the old page lands late: nothing
  EXPECT_EQ(cache.find("/b")->stamp, 1);
  cache.restamp("/a", stale[0].html, 2);
  EXPECT_EQ(cache.find("/a")->stamp, 2);
  EXPECT_EQ(cache.stale(2).size(), 1u);
}

TEST(PageCache, APageLargerThanTheBoundIsNotKept) {
  pages::PageCache cache(10000);
  cache.put(page_of("/small", 100));
  cache.put(page_of("/huge", 20000));
  EXPECT_FALSE(cache.find("/huge"));
  EXPECT_TRUE(cache.find("/small"));
}
