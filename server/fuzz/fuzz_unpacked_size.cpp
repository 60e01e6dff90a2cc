// The compression-bomb check that runs before poppler (file_text::unpacked_content_bytes):
// an uploaded PDF, scanned for its Flate streams and measured with zlib. Whatever the
// bytes: no crash, no read outside them, and the count stops within one buffer past the
// limit (it must never unpack a whole bomb to measure it).
#include <cstddef>
#include <cstdint>

#include "check.hpp"
#include "file_text/unpacked_size.hpp"

using namespace pathshala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  constexpr std::uint64_t kLimit = 256 * 1024;
  const auto counted = file_text::unpacked_content_bytes(fuzz::as_text(data, size), kLimit);
  FUZZ_CHECK(counted <= kLimit + 64 * 1024);
  return 0;
}
