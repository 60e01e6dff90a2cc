// core::KeyPositions: positions by key in 8 bytes a key (the job index's ids, site search's
// record keys). Keys that share a 32-bit hash are told apart by the key itself, and a saved
// list that is damaged is refused rather than read into lookups that miss.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "core/key_positions.hpp"

using namespace pathshala;

namespace {

std::vector<std::string> numbered_keys(std::size_t n) {
  std::vector<std::string> keys;
  for (std::size_t i = 0; i < n; ++i) keys.push_back("job-" + std::to_string(i));
  return keys;
}

TEST(KeyPositions, FindsEveryKeyEvenWhenHashesCollide) {
  // 200,000 keys in 32 bits: some share a hash (about four pairs are expected).
  const auto keys = numbered_keys(200'000);
  const auto key_of = [&](std::uint32_t p) { return std::string_view(keys[p]); };
  const core::KeyPositions positions(static_cast<std::uint32_t>(keys.size()), key_of);
  std::vector<std::pair<std::uint32_t, std::uint32_t>> hashes;
  for (std::uint32_t p = 0; p < keys.size(); ++p) hashes.emplace_back(core::fnv1a_32(keys[p]), p);
  std::sort(hashes.begin(), hashes.end());
  std::size_t collisions = 0;
  for (std::size_t i = 1; i < hashes.size(); ++i) {
    if (hashes[i].first != hashes[i - 1].first) continue;
    ++collisions;
    EXPECT_EQ(positions.find(keys[hashes[i].second], key_of), hashes[i].second);
    EXPECT_EQ(positions.find(keys[hashes[i - 1].second], key_of), hashes[i - 1].second);
  }
  EXPECT_GT(collisions, 0u) << "the test needs keys that share a hash";
  for (std::uint32_t p = 0; p < keys.size(); p += 997) EXPECT_EQ(positions.find(keys[p], key_of), p);
  EXPECT_FALSE(positions.find("job-200000", key_of).has_value());
  EXPECT_FALSE(positions.find("", key_of).has_value());
  EXPECT_EQ(positions.memory_bytes(), keys.size() * 8);
}

TEST(KeyPositions, ReadsWhatItWroteAndRefusesADamagedList) {
  const auto keys = numbered_keys(1000);
  const auto key_of = [&](std::uint32_t p) { return std::string_view(keys[p]); };
  const core::KeyPositions positions(1000, key_of);
  std::ostringstream out;
  core::BinaryWriter writer(out);
  positions.write(writer);
  const auto bytes = out.str();
  ASSERT_EQ(bytes.size(), 8u + 1000 * 8) << "a count, then (hash, position) pairs: the job index file's layout";

  core::KeyPositions read;
  core::BinaryReader in(bytes);
  ASSERT_TRUE(read.read(in, 1000));
  EXPECT_TRUE(in.done());
  EXPECT_EQ(read.find("job-123", key_of), 123u);

  core::KeyPositions wrong_count;
  core::BinaryReader again(bytes);
  EXPECT_FALSE(wrong_count.read(again, 999));

  auto swapped = bytes;  // two entries out of order: a lookup could miss a key
  std::swap_ranges(swapped.begin() + 8, swapped.begin() + 16, swapped.begin() + 16);
  core::KeyPositions unsorted;
  core::BinaryReader damaged(swapped);
  EXPECT_FALSE(unsorted.read(damaged, 1000));
  EXPECT_EQ(unsorted.size(), 0u);

  auto beyond = bytes;  // a position past the last key
  const std::uint32_t far = 5000;
  std::memcpy(beyond.data() + 8 + 4, &far, 4);
  core::KeyPositions out_of_range;
  core::BinaryReader bad(beyond);
  EXPECT_FALSE(out_of_range.read(bad, 1000));

  core::KeyPositions short_list;
  core::BinaryReader cut(std::string_view(bytes).substr(0, 100));
  EXPECT_FALSE(short_list.read(cut, 1000));
}

}  // namespace
