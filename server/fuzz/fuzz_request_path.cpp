// Request-target decoding (http::parse_request_path): what every /files, /downloads and
// web-app lookup trusts to keep a path inside its directory.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <string>

#include "check.hpp"
#include "http/request_path.hpp"

using pathshala::http::parse_request_path;

namespace {
std::string encode_segment(const std::string& s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto target = pathshala::fuzz::as_text(data, size);
  const auto parsed = parse_request_path(target);
  if (!parsed) return 0;

  // What a caller may rely on: every segment is a plain, non-empty name.
  std::string joined = "/";
  for (std::size_t i = 0; i < parsed->segments.size(); ++i) {
    const auto& s = parsed->segments[i];
    FUZZ_CHECK(!s.empty());
    FUZZ_CHECK(s != "." && s != "..");
    FUZZ_CHECK(s.find('/') == std::string::npos);
    FUZZ_CHECK(s.find('\\') == std::string::npos);
    FUZZ_CHECK(s.find('\0') == std::string::npos);
    if (i) joined += '/';
    joined += s;
  }
  FUZZ_CHECK(parsed->path == joined);
  FUZZ_CHECK(target.front() == '/');

  // Round trip: the segments, percent-encoded again, decode to themselves.
  std::string again;
  for (const auto& s : parsed->segments) again += "/" + encode_segment(s);
  if (again.empty()) again = "/";
  const auto reparsed = parse_request_path(again);
  FUZZ_CHECK(reparsed);
  FUZZ_CHECK(reparsed->segments == parsed->segments);
  FUZZ_CHECK(reparsed->path == parsed->path);
  return 0;
}
