#pragma once
// HTTP routes of the reports module:
//   POST /api/reports                                  {kind, id, reason, details?} — anyone
//                                                      (signed in or not), limited per address
//   GET  /api/admin/reports?state=open|fixed|dismissed the reports grouped by item
//   POST /api/admin/reports/{kind}/{id}/fixed          mark the item's open reports fixed
//   POST /api/admin/reports/{kind}/{id}/dismissed      … or dismissed
#include "accounts/accounts_service.hpp"
#include "http/router.hpp"
#include "reports/reports_service.hpp"

namespace pathshala::reports {
void register_routes(http::Router& router, ReportsService& reports, accounts::AccountsService& accounts);
}
