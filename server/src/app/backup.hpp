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
#include <iosfwd>
#include <string>
#include <vector>

#include "core/config.hpp"

namespace pathshala::app {

// args: what follows the command (--to PATH, --from PATH). Exit status: 0 done, 1 failed,
// 2 usage.
int run_backup(const core::Config& config, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int run_restore(const core::Config& config, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace pathshala::app
