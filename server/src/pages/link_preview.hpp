#pragma once
// Link previews (issue 25): the og:image WhatsApp, Telegram, X and LinkedIn show for a shared
// page — a 1200×630 PNG per kind of page (the site's name, what the page is, a line about
// it), drawn once from an SVG with librsvg and cairo and kept for the process's life (they
// hold no content that changes). Served at /og/<kind>.png.
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/document.hpp"

namespace pathshala::pages {

struct PreviewKind {
  const char* key;    // in the URL: /og/<key>.png
  const char* label;  // what the page is: "Previous-year papers"
  const char* line;   // one line about it
};
const std::vector<PreviewKind>& preview_kinds();
// The kind of a page by its path ("/pyq/Second-year" → papers; anything else → site).
const PreviewKind& preview_kind_of(std::string_view path);
inline constexpr int kPreviewWidth = 1200, kPreviewHeight = 630;

class LinkPreviews {
 public:
  explicit LinkPreviews(std::string site_name) : site_name_(std::move(site_name)) {}
  // The PNG of a kind (drawn on first use); null for an unknown kind or when drawing failed.
  core::DocumentPtr png(std::string_view key);

 private:
  std::string site_name_;
  std::mutex mutex_;
  std::unordered_map<std::string, core::DocumentPtr> drawn_;
};

// The SVG of a preview (exposed for tests).
std::string preview_svg(const PreviewKind& kind, std::string_view site_name);

}  // namespace pathshala::pages
