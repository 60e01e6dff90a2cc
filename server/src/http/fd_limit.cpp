#include "http/fd_limit.hpp"

#include <sys/resource.h>

#include <algorithm>

namespace pathshala::http {

std::size_t raise_open_file_limit() {
  rlimit r{};
  if (getrlimit(RLIMIT_NOFILE, &r) != 0) return 1024;
  if (r.rlim_cur < r.rlim_max) {
    rlimit raised = r;
    raised.rlim_cur = r.rlim_max == RLIM_INFINITY ? 1'048'576 : r.rlim_max;
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) r = raised;
  }
  return r.rlim_cur == RLIM_INFINITY ? 1'048'576 : static_cast<std::size_t>(r.rlim_cur);
}

std::size_t connection_cap(std::size_t fd_limit) {
  constexpr std::size_t kReserved = 64;
  constexpr std::size_t kMinimum = 8;
  constexpr std::size_t kMaximum = 10'000;
  if (fd_limit <= kReserved + kMinimum) return kMinimum;
  return std::min(kMaximum, fd_limit - kReserved);
}

}  // namespace pathshala::http
