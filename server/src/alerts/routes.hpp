#pragma once
// HTTP routes of the alerts module:
//   GET    /api/me/alerts                 the signed-in student's job alerts
//   POST   /api/me/alerts                 save a search {q, field, experience, frequency}
//   PATCH  /api/me/alerts/{id}            {enabled?, frequency?}
//   DELETE /api/me/alerts/{id}
//   GET    /api/me/digest                 the weekly new-material mail: on?, for which year
//   PUT    /api/me/digest                 {enabled}
//   POST   /api/alerts/unsubscribe?token= one-click unsubscribe (RFC 8058): no session and no
//                                         CSRF token, the signed token is the authority
#include "alerts/alerts_service.hpp"
#include "http/router.hpp"

namespace pathshala::alerts {
void register_routes(http::Router& router, AlertsService& alerts);
}
