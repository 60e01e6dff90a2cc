#pragma once
// /sitemap.xml and /robots.txt (sitemaps.org protocol 0.9). One sitemap holds at most
// 50,000 URLs; a site with more (100,000 jobs in exam season) gets a sitemap index at
// /sitemap.xml pointing at /sitemaps/1.xml, /sitemaps/2.xml, ….
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::pages {

struct SitemapEntry {
  std::string path;             // site-relative
  std::int64_t lastmod_ms = 0;  // 0: unknown, no <lastmod>
};

inline constexpr std::size_t kUrlsPerSitemap = 50000;

// <urlset> of entries (at most kUrlsPerSitemap of them), absolute under origin.
std::string sitemap_xml(const std::vector<SitemapEntry>& entries, std::string_view origin);
// <sitemapindex> of /sitemaps/1.xml … /sitemaps/<parts>.xml.
std::string sitemap_index_xml(std::size_t parts, std::string_view origin);
// Everything may be crawled except the API; the sitemap's address.
std::string robots_txt(std::string_view origin);

}  // namespace pathshala::pages
