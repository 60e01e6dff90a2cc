// Comma-separated header lists: Accept-Encoding (http::accepts_coding, which picks a
// precompressed sibling) and If-None-Match (http::etag_matches, which answers 304).
#include <cstddef>
#include <cstdint>
#include <string>

#include "check.hpp"
#include "http/response.hpp"
#include "http/static_site.hpp"

using namespace pathshala::http;

namespace {
bool plain_item(std::string_view s) {
  if (s.empty() || s.find_first_of(",;") != std::string_view::npos) return false;
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  return !blank(s.front()) && !blank(s.back());
}
}  // namespace

// Input: a coding or ETag on the first line, the header value after it.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto header = pathshala::fuzz::as_text(data, size);
  const auto item = pathshala::fuzz::take_line(header);

  // Accept-Encoding.
  for (std::string_view coding : {item, std::string_view("gzip"), std::string_view("br")}) {
    (void)accepts_coding(header, coding);
    if (!plain_item(coding)) continue;
    const std::string c(coding), h(header);
    FUZZ_CHECK(accepts_coding(c, c));
    FUZZ_CHECK(accepts_coding(c + ", " + h, c));  // the first mention decides
    FUZZ_CHECK(accepts_coding(c + ";q=0.5, " + h, c));
    FUZZ_CHECK(!accepts_coding(c + ";q=0, " + h, c));  // refused
    FUZZ_CHECK(!accepts_coding(c + "; q=0.000, " + h, c));
  }

  // If-None-Match.
  const std::string etag(item), h(header);
  (void)etag_matches(header, etag);
  FUZZ_CHECK(etag_matches("*", etag));
  FUZZ_CHECK(!etag_matches("", etag));
  if (etag.find(',') == std::string::npos && plain_item(etag)) {
    FUZZ_CHECK(etag_matches(etag, etag));
    FUZZ_CHECK(etag_matches(h + ", " + etag, etag));  // anywhere in the list
    FUZZ_CHECK(etag_matches(etag + " ,\t" + h, etag));
    if (etag.substr(0, 2) != "W/") FUZZ_CHECK(etag_matches("W/" + etag, etag));  // weak comparison
  }
  return 0;
}
