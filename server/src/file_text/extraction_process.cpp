#include "file_text/extraction_process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <thread>
#include <vector>

#include "file_text/extract_command.hpp"

extern char** environ;

namespace pathshala::file_text {

namespace {

std::string read_small(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), {});
  return text.substr(0, 500);
}

}  // namespace

std::filesystem::path own_executable() {
  std::error_code ec;
  auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
  return ec ? std::filesystem::path() : path;
}

ProcessOutcome run_extraction(const std::filesystem::path& reader, const std::filesystem::path& input,
                              const std::filesystem::path& out_dir, const ProcessLimits& limits,
                              const std::atomic<bool>& stopping) {
  using Kind = ProcessOutcome::Kind;
  // Everything the child needs is made before fork: between fork and exec a child of a
  // threaded process may only make system calls (no allocation: another thread may have
  // held the allocator's lock).
  std::vector<std::string> arg_strings{reader.string(), "extract-file", input.string(), out_dir.string()};
  std::vector<char*> argv;
  for (auto& a : arg_strings) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_strings{"OMP_THREAD_LIMIT=1"};  // Tesseract: one thread
  for (char** e = environ; *e; ++e)
    if (std::string_view(*e).rfind("OMP_THREAD_LIMIT=", 0) != 0) env_strings.emplace_back(*e);
  std::vector<char*> envp;
  for (auto& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);
  const auto log_path = (out_dir / "reader.log").string();
  const int log_fd = ::open(log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  const int null_fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  const rlimit memory{limits.memory_bytes, limits.memory_bytes};
  const auto cpu_seconds = static_cast<rlim_t>(limits.cpu.count());
  const rlimit cpu{cpu_seconds, cpu_seconds + 5};  // SIGXCPU at the soft limit, SIGKILL 5 s later

  const pid_t pid = ::fork();
  if (pid < 0) {
    if (log_fd >= 0) ::close(log_fd);
    if (null_fd >= 0) ::close(null_fd);
    return {Kind::not_started, "cannot start the file reader"};
  }
  if (pid == 0) {
    if (null_fd >= 0) ::dup2(null_fd, STDIN_FILENO);
    if (log_fd >= 0) {
      ::dup2(log_fd, STDOUT_FILENO);
      ::dup2(log_fd, STDERR_FILENO);
    }
    // The server's sockets and database files are not the reader's business.
    ::close_range(3, ~0U, 0);
    ::setrlimit(RLIMIT_AS, &memory);
    ::setrlimit(RLIMIT_CPU, &cpu);
    ::setpriority(PRIO_PROCESS, 0, 19);
    ::execve(argv[0], argv.data(), envp.data());
    ::_exit(127);
  }
  if (log_fd >= 0) ::close(log_fd);
  if (null_fd >= 0) ::close(null_fd);

  const auto deadline = std::chrono::steady_clock::now() + limits.wall;
  int status = 0;
  for (;;) {
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) return {Kind::not_started, "lost the file reader"};
    if (stopping || std::chrono::steady_clock::now() >= deadline) {
      ::kill(pid, SIGKILL);
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      if (stopping) return {Kind::stopped, "the server is stopping"};
      return {Kind::timed_out, "reading took longer than " + std::to_string(limits.wall.count() / 1000) + " s"};
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    if (sig == SIGXCPU || sig == SIGKILL)
      return {Kind::too_big, "reading used more than " + std::to_string(limits.cpu.count()) + " s of CPU time"};
    return {Kind::crashed, std::string("the file reader stopped on this file (") + strsignal(sig) + ")"};
  }
  switch (WEXITSTATUS(status)) {
    case kExitRead:
      return {Kind::read, ""};
    case kExitUnreadable:
      return {Kind::unreadable, read_small(out_dir / "error.txt")};
    case kExitNoMemory:
      return {Kind::too_big, "reading needed more than " + std::to_string(limits.memory_bytes >> 20) + " MB of memory"};
    case 127:
      return {Kind::not_started, "cannot start the file reader " + reader.string()};
    default: {
      auto why = read_small(out_dir / "error.txt");
      if (why.empty()) why = read_small(out_dir / "reader.log");
      return {Kind::crashed, "the file reader failed" + (why.empty() ? std::string() : ": " + why)};
    }
  }
}

}  // namespace pathshala::file_text
