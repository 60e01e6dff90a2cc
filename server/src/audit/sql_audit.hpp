#pragma once
// audit::AuditRepository on the embedded SQLite store (table audit_log).
#include <memory>

#include "audit/audit.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::audit {
std::unique_ptr<AuditRepository> make_sql_audit(store::Store& store);
}
