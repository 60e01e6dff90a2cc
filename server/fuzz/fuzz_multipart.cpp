// multipart/form-data uploads (files::multipart_boundary, files::extract_part) and the
// Content-Disposition later sent with the uploaded file's original name.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "check.hpp"
#include "files/multipart.hpp"
#include "http/file_response.hpp"

namespace fs = std::filesystem;
using namespace pathshala;

namespace {
constexpr std::size_t kChunk = 64 * 1024;  // multipart.cpp's read size

const fs::path& work_dir() {
  static const fs::path dir = [] {
    std::string tmpl = (fs::exists("/dev/shm") ? "/dev/shm" : "/tmp") + std::string("/pathshala-fuzz-XXXXXX");
    if (!mkdtemp(tmpl.data())) std::abort();
    std::atexit([] {
      std::error_code ec;
      fs::remove_all(work_dir(), ec);
    });
    return fs::path(tmpl);
  }();
  return dir;
}

void write_file(const fs::path& p, std::string_view bytes) {
  std::ofstream(p, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void check_disposition(std::string_view filename) {
  const auto value = http::content_disposition("attachment", filename);
  // A header value: no line break or NUL (no header injection), one quoted fallback name.
  FUZZ_CHECK(value.find_first_of(std::string_view("\r\n\0", 3)) == std::string::npos);
  const auto open = value.find("filename=\""), close = value.find("\"; filename*=");
  FUZZ_CHECK(open != std::string::npos && close != std::string::npos && close >= open + 10);
  const auto fallback = std::string_view(value).substr(open + 10, close - open - 10);
  FUZZ_CHECK(fallback.find_first_of("\"\\") == std::string_view::npos);
}

struct Extracted {
  core::Result<files::ExtractedPart> result;
  std::string chunks;  // what on_chunk saw
};

Extracted extract(const std::string& boundary, std::string_view field, std::uint64_t max_bytes) {
  std::string chunks;
  auto result = files::extract_part(work_dir() / "body", boundary, field, work_dir() / "out", max_bytes,
                                    [&](std::string_view c) { chunks.append(c); });
  return {std::move(result), std::move(chunks)};
}

// Whatever the body, a part it returns is exactly what went to the file and to the hash.
void check_extracted(const Extracted& e, std::uint64_t max_bytes) {
  if (!e.result) {
    const auto kind = e.result.error().kind;
    FUZZ_CHECK(kind == core::ErrorKind::invalid || kind == core::ErrorKind::too_large);
    return;
  }
  FUZZ_CHECK(e.result->size <= max_bytes);
  FUZZ_CHECK(e.result->size == e.chunks.size());
  FUZZ_CHECK(read_file(work_dir() / "out") == e.chunks);
  check_disposition(e.result->filename);
}
}  // namespace

// Input: the Content-Type on the first line, the field name on the second, the body after.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto rest = pathshala::fuzz::as_text(data, size);
  const auto content_type = pathshala::fuzz::take_line(rest);
  const auto field = pathshala::fuzz::take_line(rest);
  const auto body = rest;

  const auto boundary = files::multipart_boundary(content_type);
  if (boundary) FUZZ_CHECK(!boundary->empty() && boundary->size() <= 70);
  check_disposition(field);

  // 1. The body as it came.
  if (boundary) {
    write_file(work_dir() / "body", body);
    const auto e = extract(*boundary, field, 1 << 20);
    check_extracted(e, 1 << 20);
    if (e.result && e.result->size > 0) {  // one byte less allowed: refused as too large
      const auto smaller = extract(*boundary, field, e.result->size - 1);
      FUZZ_CHECK(!smaller.result && smaller.result.error().kind == core::ErrorKind::too_large);
    }
  }

  // 2. Round trip: a well-formed body whose parts hold the input's bytes, the wanted part
  // sometimes padded to straddle the reader's 64 KiB chunks, gives those bytes back.
  const std::string b = boundary ? *boundary : "fuzzBoundary";
  const std::string delimiter = "\r\n--" + b;
  if (field.find_first_of("\"\\\r") != std::string_view::npos || field == "other") return 0;
  const std::string wanted(field.empty() ? "file" : field);
  std::string content(body);
  if (size % 3 == 0) content.insert(0, kChunk - (size % 97) - 6 * (size % 5), 'a');
  if (size % 3 == 1 && !content.empty())
    while (content.size() < 2 * kChunk + size % 101) content += content.substr(0, 2 * kChunk);
  std::string built = "preamble\r\n--" + b + "\r\nContent-Disposition: form-data; name=\"other\"\r\n\r\n";
  const std::size_t other_at = built.size();
  built += std::string(body) + delimiter + "\r\n";
  built += "Content-Disposition: form-data; name=\"" + wanted + "\"; filename=\"up.pdf\"\r\n";
  built += "Content-Type: application/pdf\r\n\r\n";
  const std::size_t content_at = built.size();
  built += content + delimiter + "--\r\n";
  // Only bodies where each part really ends at its own delimiter (the input's bytes may
  // hold the delimiter, or the start of one that the boundary completes).
  if (built.find(delimiter, other_at) != other_at + body.size()) return 0;
  if (built.find(delimiter, content_at) != content_at + content.size()) return 0;
  if (built.find("--" + b) != 10) return 0;
  write_file(work_dir() / "body", built);
  const auto e = extract(b, wanted, 1 << 30);
  FUZZ_CHECK(e.result);
  if (wanted.find('=') == std::string::npos) FUZZ_CHECK(e.result->filename == "up.pdf");
  FUZZ_CHECK(e.result->content_type == "application/pdf");
  FUZZ_CHECK(e.chunks == content);
  FUZZ_CHECK(read_file(work_dir() / "out") == content);
  return 0;
}
