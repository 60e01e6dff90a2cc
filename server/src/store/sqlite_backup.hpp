#pragma once
// Online backup of the SQLite store (issue 31): SQLite's backup API copies the database as
// of one moment while the site keeps writing (in WAL mode a reader never blocks the
// writer), into a file that is a complete database on its own.
#include <filesystem>
#include <string>

namespace pathshala::store {

// Copies the database at source (a live pathshala.db) to dest (created; must not exist).
// Throws std::runtime_error with SQLite's message on failure.
void backup_sqlite(const std::filesystem::path& source, const std::filesystem::path& dest);

// "ok", or the first problem PRAGMA integrity_check finds in the database file.
std::string sqlite_integrity(const std::filesystem::path& db);

}  // namespace pathshala::store
