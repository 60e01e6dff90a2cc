#pragma once
// GET /sitemap.xml, /sitemaps/{n}.xml and /robots.txt.
#include "core/config.hpp"
#include "http/router.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::pages {

void register_routes(http::Router& router, PublicPages& pages, const core::Config& config);

}  // namespace pathshala::pages
