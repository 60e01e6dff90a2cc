#include "core/compression.hpp"

#include <brotli/encode.h>
#include <zlib.h>

#include <stdexcept>

namespace pathshala::core {

std::string_view coding_name(Coding coding) { return coding == Coding::br ? "br" : "gzip"; }

std::string gzip(std::string_view data) {
  z_stream z{};
  // windowBits 15 + 16: a gzip wrapper rather than zlib's.
  if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("gzip: deflateInit2 failed");
  std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("gzip: deflate did not finish");
  return out;
}

std::string brotli(std::string_view data) {
  std::string out(BrotliEncoderMaxCompressedSize(data.size()), '\0');
  std::size_t size = out.size();
  if (out.empty() || !BrotliEncoderCompress(5, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, data.size(),
                                            reinterpret_cast<const std::uint8_t*>(data.data()), &size,
                                            reinterpret_cast<std::uint8_t*>(out.data())))
    throw std::runtime_error("brotli: compression failed");
  out.resize(size);
  return out;
}

}  // namespace pathshala::core
