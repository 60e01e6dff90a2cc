#pragma once
// Positions found by a text key in 8 bytes a key: (32-bit FNV-1a of the key, position), sorted.
// Keys may share a hash, so the caller's own key at each candidate position is compared after;
// the keys themselves are not kept (the index that owns the positions has them). A map of the
// keys took about 100 bytes a key at a million. Used by the job index for its ids (and saved in
// its file) and by site search for its record keys.
#include <algorithm>
#include <compare>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/binary_io.hpp"
#include "core/hash.hpp"

namespace pathshala::core {

class KeyPositions {
 public:
  KeyPositions() = default;
  // The keys of positions 0 to n - 1, as key_of(position) gives them.
  template <class KeyOf>
  KeyPositions(std::uint32_t n, const KeyOf& key_of) {
    entries_.reserve(n);
    for (std::uint32_t p = 0; p < n; ++p) entries_.push_back({fnv1a_32(key_of(p)), p});
    std::sort(entries_.begin(), entries_.end());
  }

  // The position whose key (key_of, as above) is `key`.
  template <class KeyOf>
  std::optional<std::uint32_t> find(std::string_view key, const KeyOf& key_of) const {
    const auto hash = fnv1a_32(key);
    for (auto it = std::lower_bound(entries_.begin(), entries_.end(), Entry{hash, 0});
         it != entries_.end() && it->hash == hash; ++it)
      if (key_of(it->position) == key) return it->position;
    return std::nullopt;
  }

  std::size_t size() const { return entries_.size(); }
  std::size_t memory_bytes() const { return entries_.capacity() * sizeof(Entry); }

  // As a count, then each (hash, position).
  void write(BinaryWriter& out) const { out.put(entries_); }
  // What write wrote, for n positions; false (and empty) when it is not: a different count, a
  // position out of range, or out of order (a lookup would miss keys).
  bool read(BinaryReader& in, std::uint64_t n) {
    entries_ = in.get_vector<Entry>();
    const bool valid = in.ok() && entries_.size() == n && std::is_sorted(entries_.begin(), entries_.end()) &&
                       std::all_of(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.position < n; });
    if (!valid) entries_.clear();
    return valid;
  }

 private:
  struct Entry {
    std::uint32_t hash, position;
    auto operator<=>(const Entry&) const = default;
  };
  std::vector<Entry> entries_;
};

}  // namespace pathshala::core
