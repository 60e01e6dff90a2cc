#pragma once
// `pathshala backup --data DIR --to PATH` and `pathshala restore --from PATH --data NEWDIR`
// (issue 31).
//
// A backup is a directory: pathshala.db (an online snapshot of the SQLite store, taken while
// the site keeps serving writes: store/sqlite_backup.hpp), files/ (a copy of the files
// directory: uploads and demo files), and manifest.json, written last, listing every file
// with its size and SHA-256. On PostgreSQL the database is not in the backup (use pg_dump:
// docs/operations.md); the files are, and the command says so.
//
// backup refuses a files directory holding a symbolic link or a special file (it never exits
// 0 with files missing). restore refuses a target that is not empty and checks every file
// against the manifest before copying anything: only the database and files under files/,
// each a regular file reached without a link (issue 52: a crafted backup's links served host
// files). It copies only the listed files, into a directory beside the target that is
// renamed into place once the copies' checksums and the database's integrity check pass, so
// a failed restore leaves nothing behind.
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/config.hpp"

namespace pathshala::app {

// A backup's manifest.json as restore reads it: every entry's path one a backup holds
// (restorable_path), its size and SHA-256. An error (its message) for anything else: a
// manifest is input (a crafted backup), fuzzed by server/fuzz/fuzz_backup_manifest.cpp.
struct ManifestEntry {
  std::filesystem::path path;  // relative: pathshala.db or files/…
  std::int64_t size = 0;
  std::string sha256;  // 64 lower-case hex digits
};
struct Manifest {
  bool sqlite = false;  // the store was SQLite: the database is in the backup
  std::vector<ManifestEntry> files;
};
std::variant<Manifest, std::string> read_manifest(std::string_view text);
// Where a manifest's path may point: the database, or a file under files/ (no absolute path,
// no "." or "..", nothing else).
bool restorable_path(const std::filesystem::path& relative);

// args: what follows the command (--to PATH, --from PATH). Exit status: 0 done, 1 failed,
// 2 usage.
int run_backup(const core::Config& config, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_restore(const core::Config& config, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace pathshala::app
