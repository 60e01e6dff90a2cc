#pragma once
// downloads::Repository on the store (SQLite or PostgreSQL: one SQL).
#include <memory>

#include "downloads/repository.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::downloads {
std::unique_ptr<Repository> make_sql_repository(store::Store& store);
}
