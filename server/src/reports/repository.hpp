#pragma once
// The reports table behind an interface (SQLite and PostgreSQL: one SQL).
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "reports/types.hpp"

namespace pathshala::store {
class Db;
class Store;
}  // namespace pathshala::store

namespace pathshala::reports {

enum class AddOutcome { added, too_many };

class Repository {
 public:
  virtual ~Repository() = default;
  // Adds the report unless its address sent `max` since `window_start` (one transaction);
  // the address keys of reports before window_start are erased (they are needed no longer).
  virtual AddOutcome add(const Report& report, const std::string& address_key, std::int64_t window_start, int max) = 0;
  // Reports in a state, newest first, at most limit.
  virtual std::vector<Report> in_state(const std::string& state, int limit) = 0;
  // Marks the item's open reports `state` (fixed | dismissed), then runs also(db, handled) in
  // the same transaction (the reporters' mails). The reports it handled.
  virtual std::vector<Report> handle(const std::string& kind, const std::string& item_id, const std::string& state,
                                     const std::string& admin_uid, std::int64_t now_ms,
                                     const std::function<void(store::Db&, const std::vector<Report>&)>& also) = 0;
};

std::unique_ptr<Repository> make_sql_repository(store::Store& store);

}  // namespace pathshala::reports
