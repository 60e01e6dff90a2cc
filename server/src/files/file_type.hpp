#pragma once
// What an uploaded file really is, by its first bytes (never by its name or the browser's
// word): PDF, ZIP, PNG, JPEG or WebP. Anything else (SVG, HTML, executables…) is refused.
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::files {

struct FileType {
  std::string extension;     // "pdf", "zip", "png", "jpg", "webp"
  std::string content_type;  // "application/pdf", …
};

std::optional<FileType> sniff_file_type(std::string_view first_bytes);  // give it at least 12 bytes

}  // namespace pathshala::files
