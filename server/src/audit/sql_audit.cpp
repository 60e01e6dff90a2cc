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
            "INSERT INTO audit_log (at, actor_uid, action, entity, entity_id, before_json, after_json) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)")
          .bind(1, e.at)
          .bind(2, e.actor_uid)
          .bind(3, e.action)
          .bind(4, e.entity)
          .bind_optional(5, e.entity_id)
          .bind_optional(6, e.before_json)
          .bind_optional(7, e.after_json)
          .run();
    });
  }

  std::vector<AuditEntry> newest(std::optional<std::int64_t> before_id, int limit) override {
    std::vector<AuditEntry> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(
          "SELECT id, at, actor_uid, action, entity, entity_id, before_json, after_json FROM audit_log "
          "WHERE (CAST(?1 AS BIGINT) IS NULL OR id < ?1) ORDER BY id DESC LIMIT ?2");
      if (before_id)
        s.bind(1, *before_id);
      else
        s.bind_null(1);
      s.bind(2, limit);
      while (s.step())
        out.push_back({s.integer(0), s.integer(1), s.text(2), s.text(3), s.text(4), s.optional_text(5),
                       s.optional_text(6), s.optional_text(7)});
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
