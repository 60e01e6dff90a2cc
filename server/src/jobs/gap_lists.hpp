#pragma once
// Many lists of ascending numbers in one buffer, each stored as the gaps between its numbers in
// LEB128 bytes (issue 26, memory): a list of the jobs of a common value or trigram has them near
// one another, so a gap takes one byte where a number took four. The job index keeps its
// trigram lists and its per-value job lists this way (searched_values.hpp).
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "core/binary_io.hpp"

namespace pathshala::jobs {

// One list's numbers, one at a time: the first is stored as itself, each next as the gap from
// the one before. next gives false at the end, or at bytes that do not decode (a damaged file).
class GapReader {
 public:
  explicit GapReader(std::string_view bytes) : p_(bytes.data()), end_(bytes.data() + bytes.size()) {}
  bool next(std::uint32_t& number) {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
      if (p_ == end_ || shift > 28) {
        broken_ = broken_ || shift > 0;  // stopped inside a number
        return false;
      }
      const auto byte = static_cast<unsigned char>(*p_++);
      v |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80)) break;
    }
    v += first_ ? 0 : std::uint64_t{last_};
    if (v > std::numeric_limits<std::uint32_t>::max()) {
      broken_ = true;
      return false;
    }
    first_ = false;
    last_ = static_cast<std::uint32_t>(v);
    number = last_;
    return true;
  }
  bool at_end() const { return p_ == end_ && !broken_; }  // read whole: every byte, every number

 private:
  const char* p_;
  const char* end_;
  std::uint32_t last_ = 0;
  bool first_ = true, broken_ = false;
};

void append_varint(std::string& out, std::uint32_t v);
std::size_t varint_size(std::uint32_t v);

// One list as it grows, already as gaps (a build never holds four bytes a number).
struct GrowingGapList {
  std::string bytes;
  std::uint32_t last = 0;
  bool empty = true;
  void add(std::uint32_t number) {  // ascending; the same number again is kept once
    if (!empty && number == last) return;
    append_varint(bytes, empty ? number : number - last);
    last = number;
    empty = false;
  }
};

class GapLists {
 public:
  GapLists() = default;
  // The lists as grown, in this order (each one's bytes released as it is copied).
  static GapLists of(std::vector<GrowingGapList*> lists);
  // Lists of members 0..n-1 in turn, member m in list list_of[m]: two passes over list_of, so
  // a build with as many lists as members (every value unique) holds no string per list.
  static GapLists of_members(const std::vector<std::uint32_t>& list_of, std::size_t lists);

  std::size_t size() const { return at_.empty() ? 0 : at_.size() - 1; }
  std::string_view bytes(std::size_t list) const {
    return std::string_view(bytes_).substr(at_[list], at_[list + 1] - at_[list]);
  }
  std::vector<std::uint32_t> decode(std::size_t list) const;
  std::size_t memory_bytes() const { return at_.capacity() * sizeof(at_[0]) + bytes_.capacity(); }

  void write(core::BinaryWriter& out) const;
  // Gives false for bytes that are not `lists` lists, each ascending, every number below
  // `limit`, `numbers` in all.
  bool read(core::BinaryReader& in, std::size_t lists, std::uint32_t limit, std::uint64_t numbers);
  bool read(core::BinaryReader& in, std::size_t lists, std::uint32_t limit);  // any count

 private:
  std::vector<std::uint32_t> at_;  // per list, and the end: where its bytes start
  std::string bytes_;
  bool check(std::size_t lists, std::uint32_t limit, std::uint64_t* numbers) const;
};

}  // namespace pathshala::jobs
