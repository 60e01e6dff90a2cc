#include "http/file_response.hpp"

namespace pathshala::http {

std::string content_disposition(std::string_view disposition, std::string_view filename) {
  std::string ascii, encoded;
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char c : filename) {
    // RFC 5987 attr-char: ALPHA / DIGIT / "!#$&+-.^_`|~"
    const bool attr =
        std::isalnum(c) || std::string_view("!#$&+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
    if (attr) {
      encoded += static_cast<char>(c);
    } else {
      encoded += '%';
      encoded += hex[c >> 4];
      encoded += hex[c & 15];
    }
    // The quoted fallback: printable ASCII except quote and backslash; others become "_".
    ascii += (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') ? static_cast<char>(c) : '_';
  }
  return std::string(disposition) + "; filename=\"" + ascii + "\"; filename*=UTF-8''" + encoded;
}

}  // namespace pathshala::http
