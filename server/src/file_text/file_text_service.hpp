#pragma once
// Inside the papers (issue 27): every PDF the site serves — and every PDF inside a ZIP it
// serves — is read in the background, page by page: its text (OCR for pages without a text
// layer), its page images and a thumbnail. Previews, search and the repeated questions read
// what this keeps.
//
// Which files: those the catalog links under /files/ (catalog/previews.hpp), and the site's
// own documents the web app links (catalog/site_files.hpp). A file is
// tracked once (file_texts) and read by a durable background task (files.extract, on a task
// runner of its own so mail never waits behind a 300-page scan); the reading runs in a child
// process with time and memory limits (extraction_process.hpp). A sweep (files.sweep, at
// start and every minute) tracks what the catalog links and nobody tracked yet (imports,
// demo content); an upload is tracked at once.
#include <atomic>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/value.hpp>

#include "background/task_runner.hpp"
#include "catalog/catalog_service.hpp"
#include "core/error.hpp"
#include "file_text/extraction_process.hpp"
#include "file_text/repository.hpp"

namespace pathshala::file_text {

inline constexpr const char* kExtractKind = "files.extract";
inline constexpr const char* kSweepKind = "files.sweep";

struct FileTextOptions {
  std::filesystem::path files_dir;  // where /files/… lives; page images go to its previews/
  std::filesystem::path reader;     // the program run as `<reader> extract-file`; empty: this one
  ProcessLimits limits;
  // A reading that failed for a passing reason (the file could not be opened, no room for
  // its images) is tried again, this many times in all; a time-out is final.
  int max_attempts = 3;
};

// A catalog item with a preview, as the preview page shows it.
struct ItemFile {
  std::string kind;  // material | paper | course | document (the site's own: catalog/site_files.hpp)
  std::string id, title, url;
  // Who sells the file, when a priced course does (this item or another linking the same
  // file): its pages past page_access.hpp's public_pages are those courses' buyers'.
  std::optional<catalog::CatalogService::FileSale> sale;
  boost::json::value item;  // as the catalog's lists give it
  bool priced() const { return sale.has_value(); }
};

struct LinkedItem {
  std::string kind, id, title;
};

// How far each of `urls` has been read, for the catalog's cards (catalog/previews.hpp):
// ready once read with at least one page, failed when its reading failed for good, else
// pending (not tracked yet, queued, running, or to be tried again). From the repository, not
// the service: the catalog asks while Services is torn down too (the search index's builds).
std::vector<catalog::PreviewState> preview_states(Repository& repository, const std::vector<std::string>& urls);

class FileTextService {
 public:
  FileTextService(Repository& repository, catalog::CatalogService& catalog, FileTextOptions options);

  // Registers the handlers (before the runners start): files.extract on `reader_runner` (a
  // runner taking only that kind), files.sweep on `runner`.
  void attach(background::TaskRunner& runner, background::TaskRunner& reader_runner);
  // A sweep every interval, as a recurring task (serve; before the runners start).
  void sweep_every(std::chrono::milliseconds interval);
  // Queues a sweep now (server start).
  void sweep_soon();

  // Tracks a file the site now serves (an upload): read next, before the files a sweep found,
  // unless it is tracked already or is no PDF/ZIP under /files/.
  // name: what the admin uploaded it as (the task's label says it).
  void track(std::string_view url, std::string_view name = {});
  // Tracks every file the catalog links that is not tracked yet; how many it tracked.
  int sweep();
  // An admin's "run again". not_found when the file is not tracked.
  core::Status rerun(std::string_view url);

  std::optional<FileRecord> find(std::string_view url) { return repository_.find(std::string(url)); }
  std::vector<PageRecord> pages(std::string_view url) { return repository_.pages(std::string(url)); }
  Repository& repository() { return repository_; }

  // The item of that kind with a preview; nothing when unknown or without one.
  std::optional<ItemFile> item_file(std::string_view kind, std::string_view id);
  // Every catalog item with a preview, by the URL of its file.
  std::vector<std::pair<std::string, LinkedItem>> linked_items();
  // The items whose preview page is worth listing in the sitemap: those whose file was read
  // and shows at least one page to everyone, as {kind, id} ({"paper", "<id>"}).
  std::vector<std::pair<std::string, std::string>> previewable_items();

  // A page's image (1-based) or the thumbnail of a file read; nothing when there is none.
  std::optional<std::filesystem::path> page_image(const FileRecord& file, int page) const;
  std::optional<std::filesystem::path> thumbnail(const FileRecord& file) const;

  // Where page images go; a reading works in a ".reading-<owner>-…" directory in it, which
  // core::claim_scratch removes at start when its process ended.
  std::filesystem::path previews_dir() const { return options_.files_dir / "previews"; }

  // Runs one files.extract task (the handler; public for tests that drive it).
  core::Status extract(const background::Task& task, const std::atomic<bool>& stopping);
  // Called after each reading, whatever its outcome (the composition root: site search
  // applies the reading's records at once, as it would an edit).
  void after_each_reading(std::function<void()> f) { after_each_reading_ = std::move(f); }

 private:
  background::NewTask extract_task(const std::string& url, int priority, std::string_view name) const;
  std::optional<std::filesystem::path> local_path(std::string_view url) const;
  void remove_abandoned_readings();
  core::Status read_file(const background::Task& task, const std::atomic<bool>& stopping);

  Repository& repository_;
  catalog::CatalogService& catalog_;
  FileTextOptions options_;
  background::TaskRunner* reader_runner_ = nullptr;
  background::TaskRunner* runner_ = nullptr;
  std::function<void()> after_each_reading_;
  std::atomic<std::int64_t> swept_version_{-1};  // the catalog's version at the last sweep
};

}  // namespace pathshala::file_text
