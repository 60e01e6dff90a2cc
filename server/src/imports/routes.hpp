#pragma once
// The admin's seeding and bulk-import routes (all admin access, CSRF-protected):
//   POST /api/admin/seed/jobs          two sample jobs (idempotent)
//   POST /api/admin/seed/first-year    sample previous-year papers and Brevi notes cards
//   GET  /api/admin/import/template    ?collection=&format=csv|json, a file to fill in
//   POST /api/admin/import/preview     {collection, year, format, content}: each row's result
//   POST /api/admin/import/commit      the same body: stores every row or none
#include <filesystem>

#include "http/router.hpp"

namespace pathshala::audit {
class AuditRepository;
}
namespace pathshala::catalog {
class CatalogService;
}
namespace pathshala::jobs {
class JobsService;
}

namespace pathshala::imports {

void register_routes(http::Router& router, catalog::CatalogService& catalog, jobs::JobsService& jobs,
                     audit::AuditRepository& audit, const std::filesystem::path& files_dir);

}  // namespace pathshala::imports
