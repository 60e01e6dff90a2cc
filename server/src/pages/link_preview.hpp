#pragma once
// Link previews (issue 25): the og:image WhatsApp, Telegram, X and LinkedIn show for a shared
// page — a 1200×630 PNG per kind of page (the site's name, what the page is, a line about
// it), drawn once from an SVG with librsvg and cairo and kept for the process's life (they
// hold no content that changes). Served at /og/<kind>.png. The kinds, and which route is
// which, are the app's (route_facts.hpp: dist/link-previews.json).
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/document.hpp"
#include "pages/page.hpp"

namespace pathshala::pages {

inline constexpr int kPreviewWidth = 1200, kPreviewHeight = 630;

class LinkPreviews {
 public:
  explicit LinkPreviews(std::string site_name) : site_name_(std::move(site_name)) {}
  // The PNG of a kind (drawn on first use); null when drawing failed.
  core::DocumentPtr png(const LinkPreviewKind& kind);

 private:
  std::string site_name_;
  std::mutex mutex_;
  std::unordered_map<std::string, core::DocumentPtr> drawn_;
};

// The SVG of a preview (exposed for tests).
std::string preview_svg(const LinkPreviewKind& kind, std::string_view site_name);

}  // namespace pathshala::pages
