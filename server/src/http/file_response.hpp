#pragma once
// Sends a file from disk: Content-Type by extension, ETag (size + mtime), If-None-Match →
// 304, one byte range (206 / 416), HEAD, streamed with Beast's file_body. Used for the
// /files and /downloads trees and for the web app's own files.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "http/response.hpp"

namespace pathshala::http {

struct FileOptions {
  std::string cache_control = "public, max-age=3600";
  bool content_disposition = false;  // add inline (PDF) / attachment (ZIP) with a filename
  std::string download_name;         // that filename, when not the file's own (an upload's original name)
  bool always_attachment = false;    // save even a PDF instead of showing it (a purchase's download)
  std::string content_encoding;      // "gzip" / "br" when sending a precompressed sibling
  std::string content_type;          // overrides the extension's type (for .gz/.br siblings)
  bool vary_accept_encoding = false;
  Headers extra_headers;           // the web app's pages: their CSP and other browser protections
  std::optional<unsigned> status;  // e.g. 404 for the SPA's not-found page
};

// The file must exist and be a regular file (the caller resolved and checked the path).
Response send_file(const Request& req, const std::filesystem::path& file, const FileOptions& options);

// Resolves a decoded relative path (segments already free of "." and "..") under root and
// returns the canonical file path only if it is a regular file that stays inside root
// (symlinks pointing outside are refused).
std::optional<std::filesystem::path> resolve_under(const std::filesystem::path& root,
                                                   const std::vector<std::string>& segments);

std::string_view mime_type_for(const std::filesystem::path& file);

// RFC 6266 Content-Disposition value: `inline` or `attachment` with an ASCII fallback
// filename and a UTF-8 filename* parameter.
std::string content_disposition(std::string_view disposition, std::string_view filename);

struct ByteRange {
  std::uint64_t first, last;  // inclusive
};
enum class RangeResult { none, ok, unsatisfiable };
// Parses a Range header for one range ("bytes=a-b", "bytes=a-", "bytes=-n"). Several ranges
// or a malformed header are treated as no range (the whole file is sent), as RFC 9110 allows.
RangeResult parse_range(std::string_view header, std::uint64_t size, ByteRange& out);

}  // namespace pathshala::http
