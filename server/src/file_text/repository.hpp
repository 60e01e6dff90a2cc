#pragma once
// Where each file's reading stands and what was read (migration 0021: file_texts,
// file_pages), on SQLite or PostgreSQL.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "background/task.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::file_text {

// queued → running → done | failed; failed or done → queued (an admin's "run again", or the
// file changed).
enum class FileState { queued, running, done, failed };
const char* state_name(FileState state);
std::optional<FileState> parse_state(std::string_view name);

struct FileRecord {
  std::string url;  // /files/…
  std::string sha256;
  FileState state = FileState::queued;
  int page_count = 0, pages_total = 0, ocr_pages = 0;
  std::optional<std::string> error;
  std::int64_t updated_at = 0;
};

struct PageRecord {
  int number = 0;
  std::string text;
  bool ocr = false;
  int width = 0, height = 0;
  std::string source;
};

struct StateCounts {
  std::int64_t queued = 0, running = 0, done = 0, failed = 0;
};

class Repository {
 public:
  virtual ~Repository() = default;
  // Starts tracking url, queued with `task` enqueued in the same transaction; false (and
  // nothing done) when it is tracked already.
  virtual bool track(const std::string& url, const background::NewTask& task, std::int64_t now) = 0;
  // Queues a tracked file again (its pages stay until the new reading replaces them), with
  // `task`; false when url is not tracked.
  virtual bool requeue(const std::string& url, const background::NewTask& task, std::int64_t now) = 0;
  virtual void mark_running(const std::string& url, std::int64_t now) = 0;
  // The file's pages, replacing any read before; state done.
  virtual void save_pages(const std::string& url, const std::string& sha256, int pages_total,
                          const std::vector<PageRecord>& pages, std::int64_t now) = 0;
  // A failure: failed for good, or queued again for a later try.
  virtual void mark_failed(const std::string& url, const std::string& error, bool final, std::int64_t now) = 0;

  virtual std::optional<FileRecord> find(const std::string& url) = 0;
  // The records of those of `urls` that are tracked (a list's cards, in one query per 100).
  virtual std::vector<FileRecord> find_many(const std::vector<std::string>& urls) = 0;
  virtual std::vector<PageRecord> pages(const std::string& url) = 0;
  // The admin's list: newest change first, optionally of one state; limit + 1 rows are read
  // so the caller knows whether more follow.
  virtual std::vector<FileRecord> list(std::optional<FileState> state, int offset, int limit) = 0;
  virtual StateCounts counts() = 0;
  // Every tracked URL (the sweep skips them).
  virtual std::vector<std::string> tracked_urls() = 0;
  // Whether any tracked file's last reading has that content (its page images are in use).
  virtual bool sha256_in_use(const std::string& sha256) = 0;
};

// The id of the site document (catalog/site_files.hpp) whose file is at url, if it is one:
// when such a file has been read, its change is logged under that id for search.
using SiteFileId = std::function<std::optional<std::string>(const std::string& url)>;
std::unique_ptr<Repository> make_sql_repository(store::Store& store, SiteFileId site_file_id = {});

}  // namespace pathshala::file_text
