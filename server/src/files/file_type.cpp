#include "files/file_type.hpp"

namespace pathshala::files {

std::optional<FileType> sniff_file_type(std::string_view b) {
  auto starts = [&](std::string_view magic) { return b.substr(0, magic.size()) == magic; };
  if (starts("%PDF-")) return FileType{"pdf", "application/pdf"};
  if (starts(std::string_view("PK\x03\x04", 4)) || starts(std::string_view("PK\x05\x06", 4)))
    return FileType{"zip", "application/zip"};
  if (starts(std::string_view("\x89PNG\r\n\x1a\n", 8))) return FileType{"png", "image/png"};
  if (starts(std::string_view("\xFF\xD8\xFF", 3))) return FileType{"jpg", "image/jpeg"};
  if (b.size() >= 12 && starts("RIFF") && b.substr(8, 4) == "WEBP") return FileType{"webp", "image/webp"};
  return std::nullopt;
}

}  // namespace pathshala::files
