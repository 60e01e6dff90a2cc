#pragma once
// A small binary writer and reader for index files kept between runs (jobs/job_index_file):
// fixed-width numbers in this machine's byte order (a file is only read back by the build
// that wrote it: its header names the format), strings and vectors of plain values with
// their length first. The reader never reads past its buffer: a short or corrupt file makes
// ok() false, never a crash.
#include <cstdint>
#include <cstring>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace pathshala::core {

// Writes to a stream as it goes (an index of a million jobs is never held twice in memory).
class BinaryWriter {
 public:
  explicit BinaryWriter(std::ostream& out) : out_(out) {}
  template <class T>
  requires std::is_trivially_copyable_v<T>
  void put(const T& value) { out_.write(reinterpret_cast<const char*>(&value), sizeof(T)); }
  void put(std::string_view s) {
    put(static_cast<std::uint64_t>(s.size()));
    out_.write(s.data(), static_cast<std::streamsize>(s.size()));
  }
  template <class T>
  requires std::is_trivially_copyable_v<T>
  void put(const std::vector<T>& values) {
    put(static_cast<std::uint64_t>(values.size()));
    out_.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(values.size() * sizeof(T)));
  }

 private:
  std::ostream& out_;
};

class BinaryReader {
 public:
  explicit BinaryReader(std::string_view in) : in_(in) {}
  bool ok() const { return ok_; }
  bool done() const { return ok_ && at_ == in_.size(); }

  template <class T>
  requires std::is_trivially_copyable_v<T> T get() {
    T value{};
    if (take(sizeof(T))) std::memcpy(&value, in_.data() + at_ - sizeof(T), sizeof(T));
    return value;
  }
  std::string get_string() {
    const auto n = get<std::uint64_t>();
    if (!take(n)) return {};
    return std::string(in_.substr(at_ - n, n));
  }
  template <class T>
  requires std::is_trivially_copyable_v<T> std::vector<T> get_vector() {
    const auto n = get<std::uint64_t>();
    if (n > (in_.size() - at_) / sizeof(T) || !take(n * sizeof(T))) {
      ok_ = false;
      return {};
    }
    std::vector<T> out(n);
    std::memcpy(out.data(), in_.data() + at_ - n * sizeof(T), n * sizeof(T));
    return out;
  }

 private:
  bool take(std::uint64_t n) {
    if (!ok_ || n > in_.size() - at_) return ok_ = false;
    at_ += n;
    return true;
  }
  std::string_view in_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

}  // namespace pathshala::core
