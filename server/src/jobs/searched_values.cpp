#include "jobs/searched_values.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <stdexcept>

namespace pathshala::jobs {

namespace {

std::uint32_t trigram_at(std::string_view s, std::size_t i) {
  return (static_cast<std::uint32_t>(static_cast<unsigned char>(s[i])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + 1])) << 8) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + 2]));
}

// The numbers of `sorted` that are also in the list: one pass over its bytes.
std::vector<std::uint32_t> intersect(const std::vector<std::uint32_t>& sorted, std::string_view list) {
  std::vector<std::uint32_t> out;
  GapReader reader(list);
  std::uint32_t n = 0;
  bool more = reader.next(n);
  for (auto candidate : sorted) {
    while (more && n < candidate) more = reader.next(n);
    if (!more) break;
    if (n == candidate) out.push_back(candidate);
  }
  return out;
}

}  // namespace

void SearchedValues::Builder::add(std::string folded) {
  auto [it, added] = ids_.try_emplace(std::move(folded), static_cast<std::uint32_t>(values_.size()));
  if (added) values_.push_back(it->first);  // a map's keys stay where they are as it grows
  value_of_.push_back(it->second);
}

SearchedValues SearchedValues::Builder::finish(const std::vector<std::uint32_t>& order) {
  SearchedValues out;
  // The values in the order first seen, and which hold each trigram.
  std::size_t total = 0;
  for (auto v : values_) total += v.size();
  if (total > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("job index values over 4 GiB");
  out.text_.reserve(total);
  out.at_.reserve(values_.size() + 1);
  std::unordered_map<std::uint32_t, GrowingGapList> growing;
  for (std::uint32_t v = 0; v < values_.size(); ++v) {
    const auto value = values_[v];
    out.at_.push_back(static_cast<std::uint32_t>(out.text_.size()));
    out.text_ += value;
    for (std::size_t k = 0; k + 3 <= value.size(); ++k) growing[trigram_at(value, k)].add(v);
  }
  out.at_.push_back(static_cast<std::uint32_t>(out.text_.size()));
  out.trigrams_.reserve(growing.size());
  for (const auto& [trigram, list] : growing) out.trigrams_.push_back(trigram);
  std::sort(out.trigrams_.begin(), out.trigrams_.end());
  std::vector<GrowingGapList*> lists;
  lists.reserve(out.trigrams_.size());
  for (auto t : out.trigrams_) lists.push_back(&growing.at(t));
  out.values_of_trigram_ = GapLists::of(std::move(lists));
  // Each value's jobs, in the index's order.
  std::vector<std::uint32_t> value_at(order.size());
  for (std::size_t p = 0; p < order.size(); ++p) value_at[p] = value_of_.at(order[p]);
  out.jobs_ = GapLists::of_members(value_at, values_.size());
  return out;
}

std::vector<std::uint32_t> SearchedValues::holding(std::string_view q) const {
  std::vector<std::uint32_t> out;
  const auto holds = [&](std::uint32_t v) { return value(v).find(q) != std::string_view::npos; };
  if (q.size() < 3) {  // shorter than a trigram: look at every value
    for (std::uint32_t v = 0; v < values(); ++v)
      if (holds(v)) out.push_back(v);
    return out;
  }
  // The query's distinct trigrams, rarest first; a trigram no value has means no match.
  std::vector<std::size_t> lists;
  for (std::size_t k = 0; k + 3 <= q.size(); ++k) {
    const auto t = trigram_at(q, k);
    const auto it = std::lower_bound(trigrams_.begin(), trigrams_.end(), t);
    if (it == trigrams_.end() || *it != t) return out;
    const auto list = static_cast<std::size_t>(it - trigrams_.begin());
    if (std::find(lists.begin(), lists.end(), list) == lists.end()) lists.push_back(list);
  }
  std::sort(lists.begin(), lists.end(),
            [&](auto a, auto b) { return values_of_trigram_.bytes(a).size() < values_of_trigram_.bytes(b).size(); });
  // The rarest few narrow it enough; the substring check decides.
  auto candidates = values_of_trigram_.decode(lists.front());
  for (std::size_t l = 1; l < lists.size() && l < 4 && !candidates.empty(); ++l)
    candidates = intersect(candidates, values_of_trigram_.bytes(lists[l]));
  for (auto v : candidates)
    if (holds(v)) out.push_back(v);
  return out;
}

std::size_t SearchedValues::memory_bytes() const {
  return text_.capacity() + (at_.capacity() + trigrams_.capacity()) * sizeof(std::uint32_t) +
         values_of_trigram_.memory_bytes() + jobs_.memory_bytes();
}

void SearchedValues::write(core::BinaryWriter& out) const {
  out.put(text_);
  out.put(at_);
  out.put(trigrams_);
  values_of_trigram_.write(out);
  jobs_.write(out);
}

bool SearchedValues::read(core::BinaryReader& in, std::uint32_t jobs) {
  text_ = in.get_string();
  at_ = in.get_vector<std::uint32_t>();
  trigrams_ = in.get_vector<std::uint32_t>();
  if (!in.ok() || at_.empty() || at_.front() != 0 || at_.back() != text_.size() ||
      !std::is_sorted(at_.begin(), at_.end()) ||
      std::adjacent_find(trigrams_.begin(), trigrams_.end(), std::greater_equal<>()) != trigrams_.end())
    return false;
  const auto count = static_cast<std::uint32_t>(values());
  return values_of_trigram_.read(in, trigrams_.size(), count) && jobs_.read(in, count, jobs, jobs);
}

}  // namespace pathshala::jobs
