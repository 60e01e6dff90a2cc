#include "jobs/gap_lists.hpp"

#include <stdexcept>

namespace pathshala::jobs {

void append_varint(std::string& out, std::uint32_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7f) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

std::size_t varint_size(std::uint32_t v) {
  std::size_t n = 1;
  for (; v >= 0x80; v >>= 7) ++n;
  return n;
}

namespace {
// Offsets are 32 bits (4 bytes a list, not 8): lists of over 4 GiB of gaps, about a billion
// jobs, are refused.
std::uint32_t checked_offset(std::size_t at) {
  if (at > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("job index lists over 4 GiB");
  return static_cast<std::uint32_t>(at);
}
}  // namespace

GapLists GapLists::of(std::vector<GrowingGapList*> lists) {
  GapLists out;
  std::size_t total = 0;
  for (const auto* l : lists) total += l->bytes.size();
  out.bytes_.reserve(total);
  out.at_.reserve(lists.size() + 1);
  for (auto* l : lists) {
    out.at_.push_back(checked_offset(out.bytes_.size()));
    out.bytes_ += l->bytes;
    std::string().swap(l->bytes);
  }
  out.at_.push_back(checked_offset(out.bytes_.size()));
  return out;
}

GapLists GapLists::of_members(const std::vector<std::uint32_t>& list_of, std::size_t lists) {
  constexpr auto kNone = std::numeric_limits<std::uint32_t>::max();
  // First pass: each list's size in bytes, then where it starts.
  std::vector<std::uint32_t> last(lists, kNone);
  std::vector<std::size_t> size(lists, 0);
  for (std::uint32_t m = 0; m < list_of.size(); ++m) {
    const auto l = list_of[m];
    size[l] += varint_size(last[l] == kNone ? m : m - last[l]);
    last[l] = m;
  }
  GapLists out;
  out.at_.reserve(lists + 1);
  std::size_t at = 0;
  for (std::size_t l = 0; l < lists; ++l) {
    out.at_.push_back(checked_offset(at));
    at += size[l];
  }
  out.at_.push_back(checked_offset(at));
  std::vector<std::size_t>().swap(size);
  // Second pass: the gaps, each list written at its own cursor.
  out.bytes_.resize(at);
  std::vector<std::uint32_t> cursor(out.at_.begin(), out.at_.end() - 1);
  std::fill(last.begin(), last.end(), kNone);
  std::string gap;
  for (std::uint32_t m = 0; m < list_of.size(); ++m) {
    const auto l = list_of[m];
    gap.clear();
    append_varint(gap, last[l] == kNone ? m : m - last[l]);
    out.bytes_.replace(cursor[l], gap.size(), gap);
    cursor[l] += static_cast<std::uint32_t>(gap.size());
    last[l] = m;
  }
  return out;
}

std::vector<std::uint32_t> GapLists::decode(std::size_t list) const {
  std::vector<std::uint32_t> out;
  GapReader reader(bytes(list));
  for (std::uint32_t n = 0; reader.next(n);) out.push_back(n);
  return out;
}

void GapLists::write(core::BinaryWriter& out) const {
  out.put(at_);
  out.put(bytes_);
}

bool GapLists::read(core::BinaryReader& in, std::size_t lists, std::uint32_t limit, std::uint64_t numbers) {
  at_ = in.get_vector<std::uint32_t>();
  bytes_ = in.get_string();
  std::uint64_t found = 0;
  return in.ok() && check(lists, limit, &found) && found == numbers;
}

bool GapLists::read(core::BinaryReader& in, std::size_t lists, std::uint32_t limit) {
  at_ = in.get_vector<std::uint32_t>();
  bytes_ = in.get_string();
  return in.ok() && check(lists, limit, nullptr);
}

bool GapLists::check(std::size_t lists, std::uint32_t limit, std::uint64_t* numbers) const {
  if (at_.size() != lists + 1 || at_.front() != 0 || at_.back() != bytes_.size()) return false;
  for (std::size_t l = 0; l < lists; ++l) {
    if (at_[l] > at_[l + 1]) return false;
    GapReader reader(bytes(l));
    std::uint32_t n = 0;
    std::int64_t before = -1;
    while (reader.next(n)) {
      if (static_cast<std::int64_t>(n) <= before || n >= limit) return false;
      before = n;
      if (numbers) ++*numbers;
    }
    if (!reader.at_end()) return false;
  }
  return true;
}

}  // namespace pathshala::jobs
