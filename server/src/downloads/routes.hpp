#pragma once
// HTTP routes of the downloads module: GET /api/downloads/{id} (count, then 302 to the file)
// and GET /api/popular (most downloaded this week). Both public.
#include "core/config.hpp"
#include "downloads/downloads_service.hpp"
#include "http/router.hpp"

namespace pathshala::downloads {
// The visitor cookie (__Host-ps_visitor over https, like the accounts cookies): a signed
// random id (visitor_cookie.hpp).
inline constexpr const char* kVisitorCookie = "ps_visitor";

void register_routes(http::Router& router, DownloadsService& downloads, const core::Config& config);
}  // namespace pathshala::downloads
