#pragma once
// Which pages of a file anyone may see, in one place: the preview, its page images and
// thumbnail, and the site search's text all ask this.
#include <algorithm>
#include <climits>
#include <optional>

#include "catalog/catalog_service.hpp"

namespace pathshala::file_text {

// All the pages of a file no priced course sells. Of a sold one (catalog's sale_of_file:
// judged by the file, whichever record links it — issue 52), its sellers' fewest free pages,
// and never every page: a sold file's last page is always its buyers' (issue 48: one-page
// notes with two free pages were shown whole), so a sold one-page file shows none.
// page_count 0 (not read yet): the free pages as the admin set them.
inline int public_pages(const std::optional<catalog::CatalogService::FileSale>& sale, int page_count) {
  if (!sale) return page_count;
  const int free = static_cast<int>(std::clamp<std::int64_t>(sale->free_pages, 0, INT_MAX));
  return page_count > 0 ? std::min(free, page_count - 1) : free;
}

}  // namespace pathshala::file_text
