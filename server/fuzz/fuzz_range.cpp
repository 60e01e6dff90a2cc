// Range header parsing (http::parse_range): a range it accepts must lie inside the file,
// since send_file seeks to it and sends exactly those bytes.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>

#include "check.hpp"
#include "http/file_response.hpp"

using namespace pathshala::http;

namespace {
void check(std::string_view header, std::uint64_t size) {
  ByteRange r{12345, 67890};
  const auto result = parse_range(header, size, r);
  if (result == RangeResult::ok) {
    FUZZ_CHECK(size > 0);
    FUZZ_CHECK(r.first <= r.last);
    FUZZ_CHECK(r.last < size);
    // The Content-Range it becomes reads back as the same range.
    const std::string again = "bytes=" + std::to_string(r.first) + "-" + std::to_string(r.last);
    ByteRange r2{};
    FUZZ_CHECK(parse_range(again, size, r2) == RangeResult::ok);
    FUZZ_CHECK(r2.first == r.first && r2.last == r.last);
  } else {
    // No range: the caller's range (the whole file) is left as it was.
    FUZZ_CHECK(r.first == 12345 && r.last == 67890);
  }
  // Without the "bytes=" unit there is never a range.
  if (header.substr(0, 6) != "bytes=") FUZZ_CHECK(result == RangeResult::none);
}
}  // namespace

// Input: the file size in decimal, a line break, the Range header value. Every header is
// also tried against sizes at the edges (0, 1, 2^64-1).
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto rest = pathshala::fuzz::as_text(data, size);
  const auto first = pathshala::fuzz::take_line(rest);
  std::uint64_t file_size = 0;
  std::from_chars(first.data(), first.data() + first.size(), file_size);
  check(rest, file_size);
  for (std::uint64_t s : {std::uint64_t{0}, std::uint64_t{1}, UINT64_MAX}) check(rest, s);
  return 0;
}
