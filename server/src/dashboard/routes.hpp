#pragma once
// The admin's dashboard over HTTP: GET /api/admin/stats?from=&to=[&format=csv].
#include "dashboard/stats.hpp"
#include "http/router.hpp"

namespace pathshala::dashboard {

void register_routes(http::Router& router, Stats& stats);

}  // namespace pathshala::dashboard
