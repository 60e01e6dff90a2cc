#pragma once
// Links that users or admins supply are stored only when a browser can follow them safely:
// http(s) URLs with a host, or site-relative paths ("/files/…"). Never javascript:, data:,
// protocol-relative "//host" or anything with control characters or spaces.
#include <string_view>

namespace pathshala::core {
bool is_safe_link(std::string_view url);
}
