#include "http/request_path.hpp"

namespace pathshala::http {

namespace {
int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::optional<std::string> decode_segment(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    char c = raw[i];
    if (c == '%') {
      if (i + 2 >= raw.size()) return std::nullopt;
      int hi = hex(raw[i + 1]), lo = hex(raw[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      c = static_cast<char>(hi * 16 + lo);
      i += 2;
      if (c == '/') return std::nullopt;  // an encoded slash would change the segment structure
    }
    if (c == '\0' || c == '\\') return std::nullopt;
    out += c;
  }
  if (out == "." || out == "..") return std::nullopt;
  return out;
}
}  // namespace

std::optional<RequestPath> parse_request_path(std::string_view target) {
  auto q = target.find_first_of("?#");
  std::string_view path = target.substr(0, q);
  if (path.empty() || path.front() != '/') return std::nullopt;
  RequestPath out;
  path.remove_prefix(1);
  while (!path.empty()) {
    auto slash = path.find('/');
    std::string_view raw = path.substr(0, slash);
    if (raw.empty()) return std::nullopt;  // "//"
    auto seg = decode_segment(raw);
    if (!seg) return std::nullopt;
    out.segments.push_back(std::move(*seg));
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  out.path = "/";
  for (size_t i = 0; i < out.segments.size(); ++i) {
    if (i) out.path += '/';
    out.path += out.segments[i];
  }
  return out;
}

}  // namespace pathshala::http
