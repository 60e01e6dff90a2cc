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
  // As they were at the time, so the entry still names them once the admin or the record is
  // gone: the admin's display name and e-mail, and the record's title (a job's role at its
  // company, an upload's file name, an import's summary). Nothing in entries written before
  // they were kept (migration 0011).
  std::optional<std::string> actor_name, actor_email, entity_title;
};

// Which entries a list shows; each part that is set must match.
struct AuditFilter {
  std::optional<std::string> actor_uid;
  std::optional<std::string> action;
  // An entity, or one it is under: "catalog/notes" matches "catalog/notes/thirdYear".
  std::optional<std::string> entity;
};

class AuditRepository {
 public:
  virtual ~AuditRepository() = default;
  virtual void append(const AuditEntry& entry) = 0;
  // Newest first: up to limit entries matching filter with an id below before_id (all when
  // nothing).
  virtual std::vector<AuditEntry> newest(const AuditFilter& filter, std::optional<std::int64_t> before_id,
                                         int limit) = 0;
  // Everyone who appears in the log, with the name and e-mail their newest entry recorded
  // (nothing for an entry written before they were kept).
  struct Actor {
    std::string uid;
    std::optional<std::string> name, email;
  };
  virtual std::vector<Actor> actors() = 0;
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
