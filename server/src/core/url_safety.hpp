#pragma once
// Links that users or admins supply are stored only when a browser can follow them safely:
// http(s) URLs with a host, or site-relative paths ("/files/…"). Never javascript:, data:,
// protocol-relative "//host" or anything with control characters or spaces.
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::core {
bool is_safe_link(std::string_view url);

// The path a link names, decoded and normalised as a server resolves a request for it, so
// two spellings of one file compare equal: "/files/My%20Notes.pdf?v=2#p" and
// "/files/./x/../My Notes.pdf" are both "/files/My Notes.pdf"; an absolute http(s) URL gives
// its path ("https://host/files/a.pdf" → "/files/a.pdf"). Nothing for other schemes,
// unparsable links, or a segment that decodes to a NUL or a slash (no file has one).
std::optional<std::string> link_path(std::string_view link);
}  // namespace pathshala::core
