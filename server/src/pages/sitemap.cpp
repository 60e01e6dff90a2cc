#include "pages/sitemap.hpp"

#include <ctime>

#include "pages/html.hpp"

namespace pathshala::pages {

namespace {
std::string w3c_date(std::int64_t epoch_ms) {
  const std::time_t t = static_cast<std::time_t>(epoch_ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}
}  // namespace

std::string sitemap_xml(const std::vector<SitemapEntry>& entries, std::string_view origin) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  for (const auto& e : entries) {
    // Ids are stored record ids (hex); escaping keeps any other path well-formed XML.
    out += "  <url><loc>" + escape(std::string(origin) + e.path) + "</loc>";
    if (e.lastmod_ms > 0) out += "<lastmod>" + w3c_date(e.lastmod_ms) + "</lastmod>";
    out += "</url>\n";
  }
  return out + "</urlset>\n";
}

std::string sitemap_index_xml(std::size_t parts, std::string_view origin) {
  std::string out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  for (std::size_t i = 1; i <= parts; ++i)
    out +=
        "  <sitemap><loc>" + escape(std::string(origin)) + "/sitemaps/" + std::to_string(i) + ".xml</loc></sitemap>\n";
  return out + "</sitemapindex>\n";
}

std::string robots_txt(std::string_view origin) {
  return "User-agent: *\nDisallow: /api/\n\nSitemap: " + std::string(origin) + "/sitemap.xml\n";
}

}  // namespace pathshala::pages
