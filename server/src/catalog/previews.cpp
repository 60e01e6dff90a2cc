#include "catalog/previews.hpp"

#include "core/text.hpp"

namespace pathshala::catalog {

bool has_preview(std::string_view url) {
  if (!(url.starts_with("/files/") || url.starts_with("/downloads/")) || url.find("..") != std::string_view::npos ||
      url.find_first_of("?#\\") != std::string_view::npos)
    return false;
  const auto lower = core::ascii_lower(url);
  return lower.ends_with(".pdf") || lower.ends_with(".zip");
}

}  // namespace pathshala::catalog
