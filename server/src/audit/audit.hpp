#pragma once
// The admins' activity log: who did what to which record, when, with the record before and
// after (JSON). Kept in the store behind AuditRepository (sql_audit.cpp).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pathshala::audit {

struct AuditEntry {
  std::int64_t id = 0;  // increasing; the list's cursor
  std::int64_t at = 0;  // epoch ms
  std::string actor_uid;
  std::string action;  // create | update | delete | upload | import
  std::string entity;  // e.g. "catalog/notes/thirdYear", "jobs", "projects", "courses"
  std::optional<std::string> entity_id;
  std::optional<std::string> before_json, after_json;
};

class AuditRepository {
 public:
  virtual ~AuditRepository() = default;
  virtual void append(const AuditEntry& entry) = 0;
  // Newest first: up to limit entries with an id below before_id (all when nothing).
  virtual std::vector<AuditEntry> newest(std::optional<std::int64_t> before_id, int limit) = 0;
  // When each entity ("catalog/notes/thirdYear", "jobs", …) and each record in it
  // (entity_id) last changed, for the sitemap's lastmod.
  struct LastChange {
    std::string entity;
    std::optional<std::string> entity_id;
    std::int64_t at = 0;
  };
  virtual std::vector<LastChange> last_changes() = 0;
};

}  // namespace pathshala::audit
