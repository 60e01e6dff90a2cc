#pragma once
// Splits a request target into decoded path segments, refusing anything that could step
// outside a directory or confuse a file lookup: dot segments (also percent-encoded), empty
// segments ("//"), NUL, backslashes, encoded slashes, and bad percent escapes.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::http {

struct RequestPath {
  std::string path;                   // decoded, "/"-joined, always starting with "/"
  std::vector<std::string> segments;  // decoded; a trailing "/" gives no empty segment
};

// nullopt when the target is unsafe or malformed.
std::optional<RequestPath> parse_request_path(std::string_view target);

}  // namespace pathshala::http
