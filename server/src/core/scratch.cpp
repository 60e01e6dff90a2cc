#include "core/scratch.hpp"

#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/file.h>
#include <unistd.h>

#include <map>
#include <mutex>

#include "core/hash.hpp"

namespace pathshala::core {

namespace fs = std::filesystem;

namespace {

const std::string& owner_id() {
  static const std::string id = std::to_string(getpid()) + "-" + random_hex(4);
  return id;
}

// The owner part of a scratch name ("body-123-ab12cd34-…" → "123-ab12cd34"), or "".
std::string owner_of(const std::string& name) {
  const auto first = name.find('-');
  if (first == std::string::npos) return "";
  const auto second = name.find('-', first + 1);
  if (second == std::string::npos) return "";
  const auto third = name.find('-', second + 1);
  if (third == std::string::npos) return "";
  return name.substr(first + 1, third - first - 1);
}

// Whether some process holds the owner's lock (its lock file locked by someone else).
bool alive(const fs::path& lock_file) {
  const int fd = ::open(lock_file.c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) return false;  // no lock file: its process never claimed, or is long gone
  const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0;
  ::close(fd);  // releases the lock if we took it
  return held;
}

}  // namespace

std::string scratch_name(std::string_view prefix) {
  return std::string(prefix) + "-" + owner_id() + "-" + random_hex(8);
}

int claim_scratch(const fs::path& data_dir, const std::vector<fs::path>& shared_dirs) {
  static std::mutex mutex;
  static std::map<fs::path, int> claimed;  // data dir → the open, locked lock file
  std::lock_guard guard(mutex);
  if (claimed.count(data_dir)) return 0;
  std::error_code ec;
  const auto run = data_dir / "run";
  fs::create_directories(run, ec);
  const auto mine = run / (owner_id() + ".lock");
  const int fd = ::open(mine.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0 || ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    spdlog::warn("cannot lock {}: temporary files of crashed processes are not cleaned up", mine.string());
    if (fd >= 0) ::close(fd);
    return 0;
  }
  claimed[data_dir] = fd;  // held until the process ends

  int removed = 0;
  std::map<std::string, bool> owners;  // owner → alive
  auto is_alive = [&](const std::string& owner) {
    auto it = owners.find(owner);
    if (it == owners.end()) it = owners.emplace(owner, owner == owner_id() || alive(run / (owner + ".lock"))).first;
    return it->second;
  };
  for (auto it = fs::directory_iterator(data_dir / "tmp", ec); !ec && it != fs::directory_iterator();
       it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    const auto owner = owner_of(it->path().filename().string());
    if (!owner.empty() && is_alive(owner)) continue;
    if (fs::remove(it->path(), ec)) ++removed;
  }
  // In shared directories: the dead of this data directory only (their lock file is here).
  for (const auto& dir : shared_dirs) {
    std::error_code dir_ec;  // its own: a missing directory ends only its own loop
    for (auto it = fs::directory_iterator(dir, dir_ec); !dir_ec && it != fs::directory_iterator();
         it.increment(dir_ec)) {
      auto name = it->path().filename().string();
      if (!name.starts_with('.')) continue;
      const auto owner = owner_of(name.substr(1));
      if (owner.empty() || owner == owner_id() || !fs::exists(run / (owner + ".lock")) || is_alive(owner)) continue;
      std::error_code remove_ec;
      if (fs::remove_all(it->path(), remove_ec) > 0) ++removed;
    }
  }
  // The lock files of the dead.
  ec.clear();
  for (auto it = fs::directory_iterator(run, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const auto name = it->path().filename().string();
    if (name.ends_with(".lock") && !is_alive(name.substr(0, name.size() - 5))) fs::remove(it->path(), ec);
  }
  if (removed) spdlog::info("removed {} temporary files that stopped processes left in {}", removed, data_dir.string());
  return removed;
}

}  // namespace pathshala::core
