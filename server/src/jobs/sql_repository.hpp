#pragma once
// jobs::Repository on the store, SQLite or PostgreSQL (migrations/*/0002_jobs.sql).
#include <memory>

#include "jobs/repository.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::jobs {
std::unique_ptr<Repository> make_sql_repository(store::Store& store);
}
