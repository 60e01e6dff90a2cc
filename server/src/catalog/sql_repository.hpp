#pragma once
// catalog::Repository on the embedded SQLite store (migrations/0001_catalog.sql).
#include <memory>

#include "catalog/repository.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::catalog {
std::unique_ptr<Repository> make_sql_repository(store::Store& store);
}
