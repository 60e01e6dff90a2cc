#include "audit/sql_audit.hpp"

#include "store/store.hpp"

namespace pathshala::audit {

namespace {

class SqlAudit final : public AuditRepository {
 public:
  explicit SqlAudit(store::Store& store) : store_(store) {}

  void append(const AuditEntry& e) override {
    store_.write([&](store::Db& db) {
      db.prepare(
            "INSERT INTO audit_log (at, actor_uid, action, entity, entity_id, before_json, after_json, actor_name, "
            "actor_email, entity_title) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
          .bind(1, e.at)
          .bind(2, e.actor_uid)
          .bind(3, e.action)
          .bind(4, e.entity)
          .bind_optional(5, e.entity_id)
          .bind_optional(6, e.before_json)
          .bind_optional(7, e.after_json)
          .bind_optional(8, e.actor_name)
          .bind_optional(9, e.actor_email)
          .bind_optional(10, e.entity_title)
          .run();
    });
  }

  std::vector<AuditEntry> newest(const AuditFilter& filter, std::optional<std::int64_t> before_id, int limit) override {
    std::vector<AuditEntry> out;
    store_.read([&](store::Db& db) {
      // Each filter is NULL (any) or must match; an entity matches itself and what is under
      // it ("catalog/notes" → "catalog/notes/thirdYear").
      auto s = db.prepare(
          "SELECT id, at, actor_uid, action, entity, entity_id, before_json, after_json, actor_name, actor_email, "
          "entity_title FROM audit_log "
          "WHERE (CAST(?1 AS BIGINT) IS NULL OR id < ?1) "
          "AND (CAST(?3 AS TEXT) IS NULL OR actor_uid = ?3) "
          "AND (CAST(?4 AS TEXT) IS NULL OR action = ?4) "
          "AND (CAST(?5 AS TEXT) IS NULL OR entity = ?5 "
          "OR substr(entity, 1, length(CAST(?5 AS TEXT)) + 1) = CAST(?5 AS TEXT) || '/') "
          "ORDER BY id DESC LIMIT ?2");
      if (before_id)
        s.bind(1, *before_id);
      else
        s.bind_null(1);
      s.bind(2, limit);
      s.bind_optional(3, filter.actor_uid);
      s.bind_optional(4, filter.action);
      s.bind_optional(5, filter.entity);
      while (s.step())
        out.push_back({s.integer(0), s.integer(1), s.text(2), s.text(3), s.text(4), s.optional_text(5),
                       s.optional_text(6), s.optional_text(7), s.optional_text(8), s.optional_text(9),
                       s.optional_text(10)});
    });
    return out;
  }

  std::vector<Actor> actors() override {
    std::vector<Actor> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(
          "SELECT actor_uid, actor_name, actor_email FROM audit_log "
          "WHERE id IN (SELECT MAX(id) FROM audit_log GROUP BY actor_uid) ORDER BY actor_uid");
      while (s.step()) out.push_back({s.text(0), s.optional_text(1), s.optional_text(2)});
    });
    return out;
  }

  std::vector<LastChange> last_changes() override {
    std::vector<LastChange> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare("SELECT entity, entity_id, MAX(at) FROM audit_log GROUP BY entity, entity_id");
      while (s.step()) out.push_back({s.text(0), s.optional_text(1), s.integer(2)});
    });
    return out;
  }

 private:
  store::Store& store_;
};

}  // namespace

std::unique_ptr<AuditRepository> make_sql_audit(store::Store& store) { return std::make_unique<SqlAudit>(store); }

}  // namespace pathshala::audit
