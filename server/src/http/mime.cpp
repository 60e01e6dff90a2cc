#include <algorithm>
#include <array>
#include <cctype>

#include "http/file_response.hpp"

namespace pathshala::http {

std::string_view mime_type_for(const std::filesystem::path& file) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 18> types = {{
      {".pdf", "application/pdf"},
      {".zip", "application/zip"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".jpeg", "image/jpeg"},
      {".webp", "image/webp"},
      {".gif", "image/gif"},
      {".ico", "image/x-icon"},
      {".txt", "text/plain; charset=utf-8"},
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".woff2", "font/woff2"},
      {".webmanifest", "application/manifest+json"},
      {".map", "application/json"},
  }};
  std::string ext = file.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const auto& [e, type] : types)
    if (e == ext) return type;
  return "application/octet-stream";
}

}  // namespace pathshala::http
