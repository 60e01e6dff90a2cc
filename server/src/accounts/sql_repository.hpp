#pragma once
// accounts::Repository on the embedded SQLite store.
#include <memory>

#include "accounts/repository.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::accounts {
std::unique_ptr<Repository> make_sql_repository(store::Store& store);
}
