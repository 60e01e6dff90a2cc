#pragma once
// Site-wide search (GET /api/search): every material, previous-year paper, course card, mini
// project and job in memory (site_snapshot.hpp), following the store's change log: each
// edit is applied to the index as it is made, by every instance, each holding its own index;
// bulk changes rebuild it in the background (core/live_index.hpp). Ranked with recent
// downloads. Answers are cached documents keyed by the query, until the content the index
// holds or the download counts change.
// Thread-safe.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

#include "catalog/catalog_service.hpp"
#include "core/document.hpp"
#include "core/error.hpp"
#include "core/live_index.hpp"
#include "jobs/jobs_service.hpp"
#include "search/search_index.hpp"
#include "search/site_documents.hpp"
#include "search/site_snapshot.hpp"

namespace pathshala::search {

struct SearchParams {
  std::string q;                // trimmed
  bool last_word_done = false;  // q was typed with a space after it: its last word is whole
  std::optional<Kind> kind;
  int year = -1;  // 0..3
  int limit = 5;
  int offset = 0;
  static constexpr std::size_t kMaxQueryLength = 100;
  static constexpr int kMaxLimit = 50;
  static constexpr int kMaxOffset = 10000;
};

// Reads q, kind, year, limit and cursor; an invalid-parameter error names the bad one.
core::Result<SearchParams> parse_search_params(
    const std::function<std::optional<std::string>(std::string_view)>& param);

// 0..3 for firstYear..fourthYear, -1 otherwise.
int year_index(std::string_view year);

// Recent downloads per item id, and a number that changes whenever they do.
struct Popularity {
  std::uint64_t generation = 0;
  std::shared_ptr<const std::unordered_map<std::string, std::int64_t>> counts;
};

class SearchService {
 public:
  // file_pages: the text of a file's pages (file_text's), searched as part of the records
  // that link the file.
  SearchService(catalog::CatalogService& catalog, jobs::JobsService& jobs, std::function<Popularity()> popularity,
                FilePages file_pages = {});
  ~SearchService();
  SearchService(const SearchService&) = delete;
  SearchService& operator=(const SearchService&) = delete;

  // {"q","total","groups":[{"kind","label","total","next","items":[…]}]}; user_year: the
  // signed-in student's year (0..3) or -1.
  core::DocumentPtr search(const SearchParams& params, int user_year);

  struct Stats {
    std::size_t documents = 0, terms = 0, memory_bytes = 0;
    double build_ms = 0;
  };
  Stats stats();  // of the current index (building it if needed)

  void warm();  // starts building the index in the background (server start-up)
  // Applies what changed since the index last looked, now rather than at the next search
  // (after a file is read: one reading's few records at a time, never the burst of every
  // reading since the last search, which would be a bulk change the next search could not
  // see until a rebuild). Never waits for the first build.
  void follow_changes();
  // Full builds and applied edits so far, and the index itself (tests: hold a build).
  std::int64_t index_builds() const;
  std::int64_t index_refreshes() const;
  core::LiveIndex<SiteSnapshot, SiteSnapshot::Versions>& live_index();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pathshala::search
