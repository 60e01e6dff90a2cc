#pragma once
// admin::AuditRepository on the embedded SQLite store (table audit_log).
#include <memory>

#include "admin/audit.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::admin {
std::unique_ptr<AuditRepository> make_sqlite_audit(store::Store& store);
}
