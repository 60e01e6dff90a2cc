#pragma once
// Job search in memory (GET /api/jobs): every job, pre-sorted both ways (recent, salary),
// with the folded role, company, location and field each a dictionary of its distinct values
// with a trigram index over them (searched_values.hpp), so any query,
// filter, sort and page is answered without the database. Same rules as the SQL search it
// replaced (a substring of one of the four fields, case-insensitively; now also
// accent-insensitively, and the same on SQLite and PostgreSQL). Immutable and thread-safe:
// the jobs changed since it was built are searched beside it (job_snapshot.hpp), and it is
// rebuilt in the background when they are many.
#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/binary_io.hpp"
#include "core/key_positions.hpp"
#include "jobs/repository.hpp"
#include "jobs/searched_values.hpp"
#include "jobs/shown_texts.hpp"
#include "jobs/types.hpp"

namespace pathshala::jobs {

class JobIndex {
  struct Building;  // what a build holds until it is finished

 public:
  explicit JobIndex(const std::vector<JobRecord>& records);  // shown texts in memory

  // The same, from jobs added one at a time in any order (a store's rows as they are read) and
  // put in order once at the end: the rows read are never all held at once (issue 26, memory:
  // they took about as much as the index, and stayed in the allocator's heap after the build).
  // The shown texts go to `texts` as the rows come (shown_texts.hpp); by default, to memory.
  class Builder {
   public:
    Builder();
    explicit Builder(ShownTextsWriter& texts);
    ~Builder();
    void add(const JobRecord& record);
    void clear();                              // start again (the store starts a read over)
    std::shared_ptr<const JobIndex> finish();  // throws ShownTextsError when the texts were not kept

   private:
    std::unique_ptr<MemoryShownTexts> own_texts_;
    ShownTextsWriter* texts_;
    std::shared_ptr<JobIndex> index_;
    std::unique_ptr<Building> building_;
  };

  // The index but its shown texts as bytes, and back with the texts written beside them
  // (job_index_file.hpp keeps both between runs); read gives nothing for bytes that are not
  // a whole, consistent index of those texts.
  void write(core::BinaryWriter& out) const;
  static std::shared_ptr<const JobIndex> read(core::BinaryReader& in, ShownTexts texts);

  std::size_t size() const { return posted_at_.size(); }
  std::size_t memory_bytes() const;      // what the index holds in the heap
  std::size_t shown_text_bytes() const;  // the shown texts, in memory or mapped from a file
  bool shown_texts_mapped() const { return !shown_.in_memory; }
  std::size_t indexed_text_bytes() const { return indexed_text_bytes_; }  // every job's folded searched fields

  // What a search asks of every job: its text, field and experience filters, and order.
  struct Filter {
    std::string folded_q;  // core::fold_for_search of the query; "" for any
    std::string field;     // "" for any
    int bucket = -1;       // experience bucket (Bucket), -1 for any
    bool by_salary = false;
  };
  static Filter filter_of(const JobSearch& search);

  // The positions of the jobs a filter matches, in its order, one at a time.
  class Walk {
   public:
    std::optional<std::uint32_t> next();

   private:
    friend class JobIndex;
    const JobIndex* index_ = nullptr;
    std::shared_ptr<const void> matches_;                 // keeps the cached matches alive
    const std::vector<std::uint32_t>* recent_ = nullptr;  // nullptr: every job
    const std::vector<std::uint32_t>* salary_ = nullptr;
    std::size_t i_ = 0, count_ = 0;
    int field_ = -1, bucket_ = -1;
    bool by_salary_ = false;
  };
  Walk walk(const Filter& filter) const;
  std::int64_t count(const Filter& filter) const;  // how many jobs the filter matches
  // How many of the jobs at `positions` (ascending) the filter matches.
  std::int64_t count_among(const Filter& filter, const std::vector<std::uint32_t>& positions) const;
  std::optional<std::uint32_t> position_of(std::string_view id) const;
  // Job j (newest first), made from what the index keeps: only the jobs an answer shows are made.
  Job job(std::uint32_t j) const;
  // Whether job i of a comes before job j of b in the filter's order (posted_at descending,
  // then id; by salary: known salaries first, highest first, then that order).
  static bool before(const JobIndex& a, std::uint32_t i, const JobIndex& b, std::uint32_t j, bool by_salary);

 private:
  // Experience filters' buckets of a job's minimum experience: every filter but "all" is one.
  enum Bucket : std::uint8_t { kFresher, kOneToThree, kThreePlus, kOther, kBuckets };
  // Jobs per (field, bucket): a search's total is a sum of these, so a page is found by
  // walking only until it is full, however many jobs match.
  using Counts = std::vector<std::uint32_t>;  // [field * kBuckets + bucket]

  // The jobs matching a text query, as positions in both orders, each ascending.
  struct Matches {
    std::vector<std::uint32_t> recent;  // indexes into jobs_
    std::vector<std::uint32_t> salary;  // indexes into by_salary_
    Counts counts;
  };
  std::shared_ptr<const Matches> matches(const std::string& folded_query) const;
  std::int64_t total(const Counts& counts, int field, int bucket) const;  // -1: any

  std::vector<std::string> fields_;      // distinct fields; a job's field is an index here
  std::vector<std::uint16_t> field_of_;  // per job
  std::vector<std::uint8_t> bucket_of_;  // per job
  Counts all_counts_;

  JobIndex() = default;
  int field_index(const std::string& field) const;  // -1: any ("") ; -2: no job has it
  // The fields a query is looked for in (a substring of one of them), each a dictionary.
  static constexpr std::size_t kSearchedFields = 4;
  static constexpr std::array<std::string Job::*, kSearchedFields> kSearched{&Job::role, &Job::company, &Job::location,
                                                                             &Job::field};
  // Building: each job's texts and numbers as it comes, then the order and the lookups.
  struct Building {
    std::unordered_map<std::string, std::uint16_t> field_ids;
    std::array<SearchedValues::Builder, kSearchedFields> searched;
    // The ids as added, for the order and the id lookup: read from here, not from the shown
    // texts, so a build never pages in the file it is writing (it was a rebuild's peak).
    std::string ids;
    std::vector<std::uint32_t> id_ends;
    std::string_view id(std::uint32_t i) const {
      const std::uint32_t from = i == 0 ? 0 : id_ends[i - 1];
      return std::string_view(ids).substr(from, id_ends[i] - from);
    }
  };
  void add(const JobRecord& record, Building& building, ShownTextsWriter& texts);
  void finish(Building& building, ShownTexts texts);

  // A job's record in the shown texts (issue 26, memory): where each of its twelve texts
  // (kTextFields) ends, its version and top-company mark, then the texts one after another —
  // not twelve std::strings (32 bytes of header each, and a heap block of its own when longer
  // than 15 bytes, were most of the index). A saved index's records are all checked when it
  // is read (read_shown); shown() is then only ever given good ones.
  static constexpr std::size_t kShownTexts = 12;
  struct Shown {
    std::array<std::uint32_t, kShownTexts> end{};
    std::int64_t version = 0;
    bool top_company = false;
    std::string_view texts;  // all twelve
    std::string_view text(std::size_t t) const {
      const std::uint32_t from = t == 0 ? 0 : end[t - 1];
      return texts.substr(from, end[t] - from);
    }
  };
  static std::string shown_record(const Job& job);
  std::optional<Shown> read_shown(std::uint32_t j) const;  // nothing: out of bounds
  Shown shown(std::uint32_t j) const { return read_shown(j).value_or(Shown{}); }
  std::string_view id_of(std::uint32_t j) const { return shown(j).text(0); }

  ShownTexts shown_;
  std::vector<std::uint64_t> shown_at_;  // per job: where its record starts in shown_
  std::array<SearchedValues, kSearchedFields> searched_;
  std::uint64_t indexed_text_bytes_ = 0;
  std::vector<std::int64_t> posted_at_;         // per job; the jobs are posted_at descending, then id
  std::vector<std::int64_t> salary_;            // per job, rupees a year; -1 unknown
  core::KeyPositions positions_by_id_;          // the ids themselves are in the shown texts
  std::vector<std::uint32_t> by_salary_;        // jobs_ indexes: salary descending (unknown last), then recent
  std::vector<std::uint32_t> salary_position_;  // jobs_ index → position in by_salary_
  // The field and bucket filters again in salary order: a filtered salary walk reads them in the
  // order it goes, not at random (a deep page passes thousands of jobs; at a million jobs the
  // random reads were most of such a search).
  std::vector<std::uint16_t> field_by_salary_;
  std::vector<std::uint8_t> bucket_by_salary_;
  void order_filters_by_salary();
  // Matches of recent queries (a query's matches serve every filter, sort and page of it).
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::shared_ptr<const Matches>> cache_;
  static constexpr std::size_t kMaxCachedQueries = 512;
};

}  // namespace pathshala::jobs
