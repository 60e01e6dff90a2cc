#include "core/url_safety.hpp"

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>

namespace pathshala::core {

bool is_safe_link(std::string_view url) {
  if (url.empty() || url.size() > 2048) return false;
  for (unsigned char c : url)
    if (c <= 0x20 || c == 0x7f || c == '\\') return false;
  if (url[0] == '/') return url.size() == 1 || url[1] != '/';  // site-relative, not //host
  auto parsed = boost::urls::parse_absolute_uri(url);
  if (!parsed) return false;
  const auto scheme = parsed->scheme_id();
  return (scheme == boost::urls::scheme::http || scheme == boost::urls::scheme::https) &&
         !parsed->encoded_host().empty();
}

std::optional<std::string> link_path(std::string_view link) {
  auto parsed = boost::urls::parse_uri_reference(link);
  if (!parsed) return std::nullopt;
  boost::urls::url url(*parsed);
  if (url.has_scheme() && url.scheme_id() != boost::urls::scheme::http && url.scheme_id() != boost::urls::scheme::https)
    return std::nullopt;
  url.normalize_path();  // "." and ".." segments, as a browser resolves them
  std::string out;
  for (const std::string segment : url.segments()) {  // decoded
    if (segment.empty() || segment == "." || segment == "..") continue;
    if (segment.find('\0') != std::string::npos || segment.find('/') != std::string::npos) return std::nullopt;
    out += '/' + segment;
  }
  return out.empty() ? std::string("/") : out;
}

}  // namespace pathshala::core
