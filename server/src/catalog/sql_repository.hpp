#pragma once
// catalog::Repository on the embedded SQLite store (migrations/0001_catalog.sql).
#include <memory>
#include <string_view>

#include "catalog/repository.hpp"

namespace pathshala::store {
class Store;
class Db;
}  // namespace pathshala::store

namespace pathshala::catalog {
std::unique_ptr<Repository> make_sql_repository(store::Store& store);
// Whether a material, paper, course or project links to url (a download, an image, a
// screenshot, a site), read in the caller's transaction: the upload store asks it before it
// forgets a file (files::LinkCheck).
bool links_to(store::Db& db, std::string_view url);
}  // namespace pathshala::catalog
