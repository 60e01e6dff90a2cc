#pragma once
// The admin API (/api/admin/*): every catalog collection by year, jobs, projects and
// premium courses — list (q, limit, cursor), read, create, update (If-Match version) and
// delete — the form's fixed options, and the activity log. A delete, or an edit that drops
// a link, removes the uploaded file no other record links to. Every route is admin-only
// (checked by the http layer), CSRF-protected, and runs on a worker. The list rows of
// materials and previous-year papers carry `downloads`: the item's downloads in all.
#include "accounts/accounts_service.hpp"
#include "audit/audit.hpp"
#include "catalog/catalog_service.hpp"
#include "downloads/downloads_service.hpp"
#include "files/upload_store.hpp"
#include "http/router.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::admin {
// store: each edit and its activity log entry are written in one transaction of it.
void register_routes(http::Router& router, store::Store& store, catalog::CatalogService& catalog,
                     jobs::JobsService& jobs, accounts::AccountsService& accounts, audit::AuditRepository& audit,
                     files::UploadStore& uploads, downloads::DownloadsService& downloads);
}  // namespace pathshala::admin
