// files::UploadRepository on the store, SQLite or PostgreSQL (table uploads, server/migrations/*/0005_uploads.sql).
#include "files/upload_store.hpp"
#include "store/store.hpp"

namespace pathshala::files {

namespace {
class SqlUploads final : public UploadRepository {
 public:
  SqlUploads(store::Store& store, std::vector<LinkCheck> links) : store_(store), links_(std::move(links)) {}

  void insert_if_new(const UploadRecord& r) override {
    store_.write([&](store::Db& db) {
      db.prepare(
            "INSERT INTO uploads (stored_name, sha256, content_type, size, original_name, uploaded_by, uploaded_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (stored_name) DO NOTHING")
          .bind(1, r.stored_name)
          .bind(2, r.sha256)
          .bind(3, r.content_type)
          .bind(4, static_cast<std::int64_t>(r.size))
          .bind(5, r.original_name)
          .bind(6, r.uploaded_by)
          .bind(7, r.uploaded_at)
          .run();
    });
  }

  std::optional<UploadRecord> find(std::string_view stored_name) override {
    std::optional<UploadRecord> out;
    store_.read([&](store::Db& db) {
      auto s = db.prepare(
          "SELECT stored_name, sha256, content_type, size, original_name, uploaded_by, uploaded_at FROM uploads "
          "WHERE stored_name = ?");
      s.bind(1, stored_name);
      if (s.step())
        out = UploadRecord{s.text(0), s.text(1), s.text(2),   static_cast<std::uint64_t>(s.integer(3)),
                           s.text(4), s.text(5), s.integer(6)};
      while (s.step()) {
      }
    });
    return out;
  }

  std::uint64_t total_bytes() override {
    std::int64_t total = 0;
    store_.read([&](store::Db& db) {
      auto s = db.prepare("SELECT COALESCE(SUM(size), 0) FROM uploads");
      if (s.step()) total = s.integer(0);
      while (s.step()) {
      }
    });
    return static_cast<std::uint64_t>(total);
  }

  bool forget_if_unreferenced(std::string_view stored_name, std::string_view url) override {
    bool forgotten = false;
    store_.write([&](store::Db& db) {
      for (const auto& links_to : links_)
        if (links_to(db, url)) return;
      auto forget = db.prepare("DELETE FROM uploads WHERE stored_name = ?");
      forget.bind(1, stored_name);
      forget.run();
      forgotten = db.changes() > 0;
    });
    return forgotten;
  }

 private:
  store::Store& store_;
  std::vector<LinkCheck> links_;
};
}  // namespace

std::unique_ptr<UploadRepository> make_sql_upload_repository(store::Store& store, std::vector<LinkCheck> links) {
  return std::make_unique<SqlUploads>(store, std::move(links));
}

}  // namespace pathshala::files
