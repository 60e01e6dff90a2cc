#pragma once
// jobs::Repository on the store, SQLite or PostgreSQL (migrations/*/0002_jobs.sql).
#include <memory>
#include <string_view>

#include "jobs/repository.hpp"

namespace pathshala::store {
class Store;
class Db;
}  // namespace pathshala::store

namespace pathshala::jobs {
std::unique_ptr<Repository> make_sql_repository(store::Store& store);
// Whether a job's apply link is url, read in the caller's transaction (files::LinkCheck).
bool links_to(store::Db& db, std::string_view url);
}  // namespace pathshala::jobs
