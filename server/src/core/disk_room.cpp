#include "core/disk_room.hpp"

#include <atomic>
#include <string>

#include "core/error.hpp"

namespace pathshala::core {

namespace {
std::atomic<std::uint64_t> reserve{0};

std::string megabytes(std::uint64_t bytes) { return std::to_string(bytes / (1024 * 1024)) + " MB"; }
}  // namespace

void set_disk_reserve(std::uint64_t bytes) { reserve = bytes; }
std::uint64_t disk_reserve() { return reserve; }

void ensure_disk_room(const std::filesystem::path& dir, std::uint64_t bytes) {
  const auto kept = reserve.load();
  if (kept == 0) return;
  std::error_code ec;
  const auto space = std::filesystem::space(dir, ec);
  if (ec) return;  // cannot tell: the write itself will say if the disk is full
  if (space.available >= kept && space.available - kept >= bytes) return;
  throw disk_full("the disk holding " + dir.string() + " has " + megabytes(space.available) + " free, " +
                  (bytes > 0 ? "this write needs " + megabytes(bytes) + " and " : "") + "the reserve is " +
                  megabytes(kept) + " (--disk-reserve)");
}

}  // namespace pathshala::core
