#pragma once
// The upload store: a multipart body on disk in, a content-addressed file out, at
// <data>/files/uploads/<sha256>.<ext> (served under /files/uploads/). The type is checked
// by the file's first bytes; nothing refused or half-written is left behind.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace pathshala::store {
class Store;
class Db;
}  // namespace pathshala::store

namespace pathshala::files {

struct StoredFile {
  std::string url;  // /files/uploads/<sha256>.<ext>
  std::string sha256;
  std::string content_type;
  std::string name;  // the uploaded file's name, cleaned
  std::uint64_t size = 0;
};

struct UploadRecord {
  std::string stored_name, sha256, content_type;
  std::uint64_t size = 0;
  std::string original_name, uploaded_by;
  std::int64_t uploaded_at = 0;
};

class UploadRepository {
 public:
  virtual ~UploadRepository() = default;
  virtual void insert_if_new(const UploadRecord& record) = 0;
  virtual std::optional<UploadRecord> find(std::string_view stored_name) = 0;
  // In one transaction: when no record of any collection links to url any more, forgets the
  // upload and answers true (the caller then removes the file); otherwise changes nothing.
  virtual bool forget_if_unreferenced(std::string_view stored_name, std::string_view url) = 0;
  // The bytes every stored upload takes together.
  virtual std::uint64_t total_bytes() = 0;
};
// Whether some record of one module links to url, asked inside the transaction that would
// forget an upload (so a record saved meanwhile cannot lose its file). Each module that
// keeps links (catalog, jobs) answers for its own tables; the composition root lists them,
// so this module knows no other module's tables.
using LinkCheck = std::function<bool(store::Db& db, std::string_view url)>;
std::unique_ptr<UploadRepository> make_sql_upload_repository(store::Store& store, std::vector<LinkCheck> links);

class UploadStore {
 public:
  UploadStore(std::filesystem::path files_root, std::filesystem::path temp_dir, UploadRepository& repository);

  // Stores the part named "file" of a multipart/form-data body. Errors: unsupported (not
  // multipart, or not PDF/ZIP/PNG/JPEG/WebP), too_large (over max_bytes), invalid (a broken
  // body or no file part).
  // quota_bytes bounds all uploads together: a new file that would pass it is refused
  // (too_large, "upload-space-full"), saying how much is used.
  core::Result<StoredFile> store(const std::filesystem::path& body, std::string_view content_type_header,
                                 std::uint64_t max_bytes, std::uint64_t quota_bytes, const std::string& uploaded_by,
                                 std::int64_t now_ms);

  struct Usage {
    std::uint64_t used_bytes = 0;
    std::uint64_t quota_bytes = 0;
  };
  Usage usage(std::uint64_t quota_bytes) { return {repository_.total_bytes(), quota_bytes}; }

  // Called after a record was deleted or stopped linking to url: removes the uploaded file
  // when no other record links to it. Only uploads are ever removed (any other URL is left
  // alone); answers whether the file went.
  bool release(std::string_view url);

  // The name a stored upload had, for its downloads; nothing for other files.
  std::optional<std::string> original_name(std::string_view stored_name);

 private:
  std::filesystem::path uploads_dir_, temp_dir_;
  UploadRepository& repository_;
};

// A file name safe to show and to send in Content-Disposition: the last path component,
// without control characters or bidirectional controls (U+202E would show "fdp.html" as
// "lmth.pdf"), at most 200 characters.
std::string clean_file_name(std::string_view name);
// The name a file is offered under: its name with the extension of the type its bytes are
// (a PDF uploaded as "poly.html" is offered as "poly.pdf"; "notes" as "notes.pdf").
std::string name_with_extension(std::string_view name, std::string_view extension);

}  // namespace pathshala::files
