#pragma once
// Temporary files that a crash cannot leave behind for good (issue 31: `kill -9` during an
// upload left its request body and upload part in <data>/tmp forever).
//
// Every temporary file is named for the process that writes it:
// <prefix>-<pid>-<8 hex>-<random> (scratch_name). A process that claims a data directory
// (claim_scratch) holds an flock on <data>/run/<pid>-<8 hex>.lock for its whole life, and
// first removes the temporary files of owners whose lock nobody holds any more — their
// process is gone, whatever way it ended. Files of live processes (other instances sharing
// the directory, this one) are left alone.
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::core {

// A name for a new temporary file of this process.
std::string scratch_name(std::string_view prefix);

// Marks this process as alive in data_dir (once per directory) and removes the temporary
// files in data_dir/tmp that dead processes left; how many it removed.
//
// shared_dirs: directories beside the files this process serves (a file reader's
// ".reading-<owner>-…" directories in <files>/previews), which instances with other data
// directories may share. There only what an ended process *of this data directory* left is
// removed (its lock file here, held by nobody); another instance's entries are not this
// process's to judge (their owners' own sweeps, or an age limit, remove them).
int claim_scratch(const std::filesystem::path& data_dir, const std::vector<std::filesystem::path>& shared_dirs = {});

}  // namespace pathshala::core
