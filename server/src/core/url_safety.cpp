#include "core/url_safety.hpp"

#include <boost/url/parse.hpp>

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

}  // namespace pathshala::core
