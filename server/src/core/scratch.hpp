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

namespace pathshala::core {

// A name for a new temporary file of this process.
std::string scratch_name(std::string_view prefix);

// Marks this process as alive in data_dir (once per directory) and removes the temporary
// files in data_dir/tmp that dead processes left; how many it removed.
int claim_scratch(const std::filesystem::path& data_dir);

}  // namespace pathshala::core
