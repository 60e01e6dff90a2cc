#pragma once
// Writes stop before a disk is full (issue 49: writes went on succeeding at 100 % until
// SQLite needed to grow its WAL mid-transaction, and only then failed). A reserve of free
// space is kept on the disks of the data and the files: a write that would leave less is
// refused with 507 (core::disk_full), its cause logged, while reads go on and there is
// room left for the store's own bookkeeping and a backup's manifest.
#include <cstdint>
#include <filesystem>

namespace pathshala::core {

// The reserve, for the whole process: `serve` sets it from --disk-reserve; 0 (the default
// elsewhere: commands and tests) checks nothing.
void set_disk_reserve(std::uint64_t bytes);
std::uint64_t disk_reserve();

// Throws core::disk_full when writing `bytes` more on the disk holding `dir` would leave
// less than the reserve free for this process.
void ensure_disk_room(const std::filesystem::path& dir, std::uint64_t bytes = 0);

}  // namespace pathshala::core
