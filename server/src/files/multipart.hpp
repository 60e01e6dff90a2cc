#pragma once
// multipart/form-data (RFC 7578) read from a body already on disk, streaming: the part's
// bytes are copied to another file in chunks, never held whole in memory.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/error.hpp"

namespace pathshala::files {

// The boundary parameter of a multipart/form-data Content-Type, if it is one.
std::optional<std::string> multipart_boundary(std::string_view content_type);

struct ExtractedPart {
  std::string filename;      // as the browser sent it (may be empty)
  std::string content_type;  // as the browser sent it (not trusted)
  std::uint64_t size = 0;
};

// Copies the content of the part named `field` from body to out, passing every chunk to
// on_chunk (hashing). A part larger than max_bytes is a too_large error; a body that is not
// well-formed multipart, or has no such part, is invalid.
core::Result<ExtractedPart> extract_part(const std::filesystem::path& body, const std::string& boundary,
                                         std::string_view field, const std::filesystem::path& out,
                                         std::uint64_t max_bytes,
                                         const std::function<void(std::string_view)>& on_chunk);

}  // namespace pathshala::files
