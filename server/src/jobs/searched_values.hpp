#pragma once
// One searched field of the job index (role, company, location or field) as a dictionary
// (issue 26, memory): each distinct folded value once, a trigram index over the values, and
// per value the jobs that have it. A query is a substring of one field, so a search finds the
// values holding it and takes their jobs.
//
// Why: a job board's values repeat (a company posts many jobs, a few hundred cities, a dozen
// fields, the same role names), so the texts and trigram lists of the distinct values are
// far smaller than those of every job (docs/benchmarks.md has the figures at a million jobs).
// Where every value were unique it would cost more than a text and trigram lists per job
// did: those, plus two offsets and a one-job list a value.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/binary_io.hpp"
#include "jobs/gap_lists.hpp"

namespace pathshala::jobs {

class SearchedValues {
 public:
  // Values as the jobs come, in any order; finish puts the jobs in the index's order.
  class Builder {
   public:
    void add(std::string folded);  // the next job's value
    // `order[p]` is the job (in the order added) at position p.
    SearchedValues finish(const std::vector<std::uint32_t>& order);

   private:
    std::unordered_map<std::string, std::uint32_t> ids_;
    std::vector<std::string_view> values_;  // by id (the map's keys)
    std::vector<std::uint32_t> value_of_;   // per job added
  };

  std::size_t values() const { return at_.empty() ? 0 : at_.size() - 1; }
  std::string_view value(std::uint32_t v) const { return std::string_view(text_).substr(at_[v], at_[v + 1] - at_[v]); }
  // The values holding `folded_q` (not empty), ascending.
  std::vector<std::uint32_t> holding(std::string_view folded_q) const;
  // Value v's jobs, as their positions in the index's order, ascending.
  std::string_view jobs_of(std::uint32_t v) const { return jobs_.bytes(v); }

  std::size_t memory_bytes() const;
  void write(core::BinaryWriter& out) const;
  // false for bytes that are not a whole, consistent dictionary over `jobs` jobs (as many
  // in the values' lists in all, each list ascending and in range).
  bool read(core::BinaryReader& in, std::uint32_t jobs);

 private:
  std::string text_;                     // the values, one after another
  std::vector<std::uint32_t> at_;        // per value, and the end: where it starts in text_
  std::vector<std::uint32_t> trigrams_;  // sorted; trigram t's values are values_of_trigram_'s list t
  GapLists values_of_trigram_;
  GapLists jobs_;  // per value
};

}  // namespace pathshala::jobs
