#pragma once
// Generators for the files the demo content links to: small valid PDFs, stored ZIPs and SVG
// cover images. Each returns the file's bytes; write_file_atomically puts them on disk.
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace pathshala::core {

// A one-page PDF 1.4 with a title and lines of text in Helvetica (WinAnsi: non-ASCII
// characters are replaced). Byte offsets in the xref table are exact, so viewers open it.
std::string make_pdf(const std::string& title, const std::vector<std::string>& lines);

// A ZIP archive with the given (name, bytes) entries, stored without compression; CRC-32
// from zlib.
std::string make_zip(const std::vector<std::pair<std::string, std::string>>& entries);

// A 640x360 SVG card: a two-colour gradient (picked from the title) with the title and a
// caption, XML-escaped.
std::string make_svg(const std::string& title, const std::string& caption);

// Writes bytes to path through a temporary file and rename, creating parent directories.
void write_file_atomically(const std::filesystem::path& path, const std::string& bytes);

}  // namespace pathshala::core
