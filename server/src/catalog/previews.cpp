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

std::filesystem::path stored_path(std::string_view url) {
  if (!has_preview(url)) return {};
  const auto rest = url.starts_with("/files/") ? url.substr(std::string_view("/files/").size()) : url.substr(1);
  auto relative = std::filesystem::path(std::string(rest)).lexically_normal();
  if (relative.empty() || relative.is_absolute() || *relative.begin() == "..") return {};
  return relative;
}

}  // namespace pathshala::catalog
