// files::UploadRepository on SQLite (table uploads, migrations/0005_uploads.sql).
#include "files/upload_store.hpp"
#include "store/store.hpp"

namespace pathshala::files {

namespace {
class SqliteUploads final : public UploadRepository {
 public:
  explicit SqliteUploads(store::Store& store) : store_(store) {}

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

 private:
  store::Store& store_;
};
}  // namespace

std::unique_ptr<UploadRepository> make_sqlite_upload_repository(store::Store& store) {
  return std::make_unique<SqliteUploads>(store);
}

}  // namespace pathshala::files
