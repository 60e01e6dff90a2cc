#pragma once
// Runs `<reader> extract-file <input> <out-dir>` (extract_command.hpp) as a child process
// with limits, so that a hostile or huge file costs the server nothing but that child: its
// address space and CPU time are capped (setrlimit), it runs at the lowest priority (the
// site keeps answering on the two cores), Tesseract runs one thread, and it is killed at
// the wall-clock limit or when the server stops.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>

namespace pathshala::file_text {

struct ProcessLimits {
  std::chrono::milliseconds wall{std::chrono::minutes(10)};
  std::chrono::seconds cpu{std::chrono::minutes(8)};
  std::uint64_t memory_bytes = 1536ull << 20;  // Tesseract with two languages needs ~300 MB
};

struct ProcessOutcome {
  enum class Kind {
    read,        // pages.json is in out_dir
    unreadable,  // the file is not a readable PDF/ZIP: message says why; trying again won't help
    too_big,     // it needed more memory or CPU time than allowed; trying again won't help
    crashed,     // the reader died on it (a signal): treated as unreadable
    timed_out,   // the wall-clock limit: the machine may just have been busy
    stopped,     // the server is stopping
    not_started  // the reader could not be started
  };
  Kind kind = Kind::read;
  std::string message;
};

ProcessOutcome run_extraction(const std::filesystem::path& reader, const std::filesystem::path& input,
                              const std::filesystem::path& out_dir, const ProcessLimits& limits,
                              const std::atomic<bool>& stopping);

// This program's own executable (/proc/self/exe): the reader unless configured otherwise.
std::filesystem::path own_executable();

}  // namespace pathshala::file_text
