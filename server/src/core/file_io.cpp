#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <stdexcept>

#include "core/error.hpp"
#include "core/file_writers.hpp"
#include "core/hash.hpp"

namespace pathshala::core {

void write_file_atomically(const std::filesystem::path& path, const std::string& bytes) {
  std::filesystem::create_directories(path.parent_path());
  auto tmp = path;
  tmp += ".tmp-" + core::random_hex(4);
  // Written, synced and closed with each step checked (issue 49: on a full disk a stream's
  // failure showed only when it was closed, unchecked, and a 0-byte file was renamed into
  // place as if written); only a complete file gets the name.
  const auto failed = [&](const char* step) {
    const int err = errno;
    std::error_code ignored;
    std::filesystem::remove(tmp, ignored);
    const std::string why = std::string("cannot ") + step + " " + tmp.string() + ": " + std::strerror(err);
    if (err == ENOSPC || err == EDQUOT) throw disk_full(why);
    throw std::runtime_error(why);
  };
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) failed("create");
  for (std::size_t at = 0; at < bytes.size();) {
    const auto n = ::write(fd, bytes.data() + at, bytes.size() - at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ::close(fd);
      failed("write");
    }
    at += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    ::close(fd);
    failed("sync");
  }
  if (::close(fd) != 0) failed("close");
  std::filesystem::rename(tmp, path);
}

}  // namespace pathshala::core
