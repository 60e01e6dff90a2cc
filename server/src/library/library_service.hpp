#pragma once
// My library: what a student saved, on every device they sign in from, and what they opened
// lately. Lists show each item as it is now (title, where it lives, its download), and an
// item an admin deleted drops out of the lists (and its rows go) the next time they are read.
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "catalog/catalog_service.hpp"
#include "core/error.hpp"
#include "jobs/jobs_service.hpp"
#include "library/repository.hpp"
#include "search/search_index.hpp"

namespace pathshala::library {

struct ListedItem {
  Entry entry;
  search::SearchDoc item;  // the item now: kind (its section), title, subtitle, url, download
};

class LibraryService {
 public:
  LibraryService(Repository& repository, catalog::CatalogService& catalog, jobs::JobsService& jobs);

  // Errors: invalid (an unknown kind), not_found (no such item), conflict "library-full".
  // Saving an item saved already changes nothing and is not an error.
  core::Result<ListedItem> save(const std::string& uid, const std::string& kind, const std::string& item_id,
                                std::int64_t now_ms);
  // Whether it was saved. Errors: invalid (an unknown kind).
  core::Result<bool> remove(const std::string& uid, const std::string& kind, const std::string& item_id);
  std::vector<ListedItem> saved(const std::string& uid);

  // The student opened or downloaded the item. Errors: invalid, not_found.
  core::Result<ListedItem> opened(const std::string& uid, const std::string& kind, const std::string& item_id,
                                  std::int64_t now_ms);
  std::vector<ListedItem> recent(const std::string& uid);

 private:
  std::optional<search::SearchDoc> current(const std::string& kind, const std::string& item_id);
  core::Result<search::SearchDoc> existing(const std::string& kind, const std::string& item_id);
  std::vector<ListedItem> resolve(const std::string& uid, const std::vector<Entry>& entries);

  // Whether uid may mark one more item opened now (a token bucket per student, in memory:
  // kOpensBurst at once, then one every kOpenIntervalMs; issue 52: 1,044 writes a second
  // from one student). Per process, bounded: the map is cleared past kMaxOpeners students.
  bool take_open_turn(const std::string& uid, std::int64_t now_ms);

  Repository& repository_;
  catalog::CatalogService& catalog_;
  jobs::JobsService& jobs_;
  struct Turns {
    double tokens = 0;
    std::int64_t at = 0;
  };
  std::mutex turns_mutex_;
  std::unordered_map<std::string, Turns> turns_;
};

}  // namespace pathshala::library
