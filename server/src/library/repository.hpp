#pragma once
// The library module's tables (migrations/*/0016_library.sql) behind an interface.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "library/types.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::library {

enum class SaveOutcome { saved, already_saved, full };

class Repository {
 public:
  virtual ~Repository() = default;
  // Saves the item unless it is saved already or the student has max_saved items (one
  // transaction, so two devices saving at once cannot pass the limit).
  virtual SaveOutcome save(const std::string& uid, std::string_view kind, std::string_view item_id, std::int64_t now_ms,
                           int max_saved) = 0;
  virtual bool remove(const std::string& uid, std::string_view kind, std::string_view item_id) = 0;
  virtual std::vector<Entry> saved(const std::string& uid) = 0;  // newest first
  // Records an opening (moves the item to the top) and keeps only the newest `keep`.
  virtual void opened(const std::string& uid, std::string_view kind, std::string_view item_id, std::int64_t now_ms,
                      int keep) = 0;
  virtual std::vector<Entry> recent(const std::string& uid, int limit) = 0;  // newest first
  // Forgets an item that no longer exists from both of the student's lists.
  virtual void forget(const std::string& uid, std::string_view kind, std::string_view item_id) = 0;
};

std::unique_ptr<Repository> make_sql_repository(store::Store& store);

}  // namespace pathshala::library
