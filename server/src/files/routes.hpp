#pragma once
// POST /api/admin/files: an admin's upload (multipart/form-data, one field "file"),
// streamed to disk by the http layer (RouteOptions::file_body) and stored by UploadStore.
#include <cstdint>
#include <functional>
#include <string>

#include "audit/audit.hpp"
#include "files/upload_store.hpp"
#include "http/router.hpp"

namespace pathshala::files {
// stored(url): told of each file stored (the file reader queues it).
void register_routes(http::Router& router, UploadStore& uploads, std::uint64_t max_upload_bytes,
                     std::uint64_t quota_bytes, audit::AuditRepository& audit,
                     std::function<void(const std::string& url)> stored = {});
}  // namespace pathshala::files
