#include "file_text/file_text_service.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>

#include "catalog/previews.hpp"
#include "core/clock.hpp"
#include "core/hash.hpp"
#include "core/scratch.hpp"
#include "file_text/page_access.hpp"

namespace pathshala::file_text {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

std::optional<std::string> url_of_payload(const std::string& payload) {
  boost::system::error_code ec;
  const auto value = json::parse(payload, ec);
  if (ec || !value.is_object()) return std::nullopt;
  const auto* url = value.as_object().if_contains("url");
  if (!url || !url->is_string()) return std::nullopt;
  return std::string(url->as_string());
}

// A page's text is kept to this many bytes (cut on a character boundary): a 47 KB PDF made a
// 28.7 MB preview answer (issue 52). A dense A4 page of text is about 5,000 characters.
constexpr std::size_t kMaxPageTextBytes = 20'000;

std::string capped_text(std::string_view text) {
  if (text.size() <= kMaxPageTextBytes) return std::string(text);
  std::size_t end = kMaxPageTextBytes;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // not inside a character
  return std::string(text.substr(0, end));
}

std::vector<PageRecord> pages_of(const fs::path& pages_json, int& pages_total) {
  std::ifstream in(pages_json, std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  const auto value = json::parse(text);
  const auto& o = value.as_object();
  pages_total = static_cast<int>(o.at("pagesTotal").to_number<std::int64_t>());
  std::vector<PageRecord> out;
  for (const auto& p : o.at("pages").as_array()) {
    const auto& page = p.as_object();
    out.push_back(
        {static_cast<int>(page.at("number").to_number<std::int64_t>()), capped_text(page.at("text").as_string()),
         page.at("ocr").as_bool(), static_cast<int>(page.at("width").to_number<std::int64_t>()),
         static_cast<int>(page.at("height").to_number<std::int64_t>()), std::string(page.at("source").as_string())});
  }
  return out;
}

}  // namespace

FileTextService::FileTextService(Repository& repository, catalog::CatalogService& catalog, FileTextOptions options)
    : repository_(repository), catalog_(catalog), options_(std::move(options)) {
  if (options_.reader.empty()) options_.reader = own_executable();
}

namespace {
constexpr const char* kSweepLabel = "Find new files to read for previews and search";
}

void FileTextService::attach(background::TaskRunner& runner, background::TaskRunner& reader_runner) {
  runner_ = &runner;
  reader_runner_ = &reader_runner;
  reader_runner.handle(kExtractKind, [this](const background::Task& task, const std::atomic<bool>& stopping) {
    return extract(task, stopping);
  });
  runner.handle(kSweepKind, [this](const background::Task&, const std::atomic<bool>&) {
    sweep();
    return core::ok();
  });
}

void FileTextService::sweep_every(std::chrono::milliseconds interval) {
  runner_->every(kSweepKind, kSweepLabel, interval, [this](const background::Task&, const std::atomic<bool>&) {
    sweep();
    return core::ok();
  });
}

void FileTextService::sweep_soon() {
  if (runner_) runner_->enqueue({kSweepKind, kSweepLabel, "{}", 3, 0});
}

std::vector<catalog::PreviewState> preview_states(Repository& repository, const std::vector<std::string>& urls) {
  std::map<std::string, catalog::PreviewState, std::less<>> known;
  for (const auto& file : repository.find_many(urls)) {
    auto state = catalog::PreviewState::pending;
    if (file.state == FileState::done)
      state = file.page_count > 0 ? catalog::PreviewState::ready : catalog::PreviewState::failed;
    if (file.state == FileState::failed) state = catalog::PreviewState::failed;
    known.emplace(file.url, state);
  }
  std::vector<catalog::PreviewState> out;
  out.reserve(urls.size());
  for (const auto& url : urls) {
    const auto it = known.find(url);
    out.push_back(it == known.end() ? catalog::PreviewState::pending : it->second);
  }
  return out;
}

background::NewTask FileTextService::extract_task(const std::string& url, int priority, std::string_view name) const {
  // Named by what an admin knows it as (issue 49: failed readings were listed by a hash).
  const std::string label = name.empty() ? "Read " + url : "Read “" + std::string(name) + "” (" + url + ")";
  return {kExtractKind, label, json::serialize(json::object{{"url", url}}), options_.max_attempts, 0, priority};
}

void FileTextService::track(std::string_view url, std::string_view name) {
  if (!catalog::has_preview(url)) return;
  const std::string u(url);
  // An admin waits for this one: read before the sweep's backlog (issue 48).
  if (repository_.track(u, extract_task(u, background::kUrgent, name), core::now_ms()) && reader_runner_)
    reader_runner_->wake();
}

int FileTextService::sweep() {
  remove_abandoned_readings();
  // The catalog as it was at the last sweep links nothing new: skip reading it all again
  // (every minute, on every instance). An edit anywhere moves the version.
  const auto version = catalog_.version();
  if (version == swept_version_) return 0;
  const auto tracked_list = repository_.tracked_urls();
  std::set<std::string> tracked(tracked_list.begin(), tracked_list.end());
  int added = 0;
  bool document_missing = false;
  for (const auto& [url, item] : linked_items()) {
    if (tracked.contains(url)) continue;
    // The site's own documents (the web app's syllabus and legal pages, catalog/site_files)
    // are read once they are in place (installed at start from the web build,
    // catalog/install_site_files.hpp): a fresh install without them had a failed reading for
    // each from its first minute (issue 49). Looked for again at every sweep until they are
    // there (a server started without a built web app has none).
    if (item.kind == "document" && !local_path(url)) {
      document_missing = true;
      continue;
    }
    tracked.insert(url);
    if (repository_.track(url, extract_task(url, 0, item.title), core::now_ms())) ++added;
  }
  if (added > 0 && reader_runner_) reader_runner_->wake();
  if (!document_missing) swept_version_ = version;
  return added;
}

void FileTextService::remove_abandoned_readings() {
  // Reading directories a killed process left (older than any reading may take). Those of
  // this data directory's processes go at start (core::claim_scratch); this catches those of
  // instances that share the files directory but not the data directory and never restart.
  std::error_code ec;
  const auto cutoff = fs::file_time_type::clock::now() - 2 * options_.limits.wall - std::chrono::minutes(5);
  for (const auto& entry : fs::directory_iterator(previews_dir(), ec)) {
    if (entry.path().filename().string().starts_with(".reading-") && entry.last_write_time(ec) < cutoff)
      fs::remove_all(entry.path(), ec);
  }
}

core::Status FileTextService::rerun(std::string_view url) {
  const std::string u(url);
  if (!repository_.requeue(u, extract_task(u, background::kUrgent, {}), core::now_ms()))
    return core::Error::make(core::ErrorKind::not_found, "file-not-found", "No file " + u + " is being read.");
  if (reader_runner_) reader_runner_->wake();
  return core::ok();
}

std::optional<fs::path> FileTextService::local_path(std::string_view url) const {
  const auto relative = catalog::stored_path(url);
  if (relative.empty()) return std::nullopt;
  // The page images are not a file anyone links.
  if (*relative.begin() == "previews") return std::nullopt;
  auto path = options_.files_dir / relative;
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  return path;
}

core::Status FileTextService::extract(const background::Task& task, const std::atomic<bool>& stopping) {
  auto status = read_file(task, stopping);
  if (after_each_reading_) after_each_reading_();
  return status;
}

core::Status FileTextService::read_file(const background::Task& task, const std::atomic<bool>& stopping) {
  const auto url = url_of_payload(task.payload);
  if (!url) return core::Error::make(core::ErrorKind::invalid, "bad-payload", "the task names no file");
  if (!repository_.find(*url)) return core::ok();  // no longer tracked
  const bool last_try = task.attempts >= task.max_attempts;
  const auto fail = [&](const std::string& why, bool final) -> core::Status {
    repository_.mark_failed(*url, why, final || last_try, core::now_ms());
    spdlog::warn("reading {}: {}", *url, why);
    return core::Error::make(final ? core::ErrorKind::invalid : core::ErrorKind::unavailable, "file-unread", why);
  };
  const auto path = local_path(*url);
  if (!path) return fail("the file is not on this server", true);
  const auto sha = core::sha256_of_file(*path);
  if (!sha) return fail("the file cannot be opened", false);
  repository_.mark_running(*url, core::now_ms());

  std::error_code ec;
  fs::create_directories(previews_dir(), ec);
  const auto scratch = previews_dir() / ("." + core::scratch_name("reading"));
  fs::create_directory(scratch, ec);
  if (ec) return fail("cannot write page images: " + ec.message(), false);
  const auto outcome = run_extraction(options_.reader, *path, scratch, options_.limits, stopping);
  using Kind = ProcessOutcome::Kind;
  if (outcome.kind != Kind::read) {
    fs::remove_all(scratch, ec);
    switch (outcome.kind) {
      case Kind::unreadable:
      case Kind::too_big:
      case Kind::crashed:
      // A time-out is final too: a hostile file (1 MB inflating to 1 GB) tried three times held
      // the reader half an hour (issue 52). An admin can run it again from the files list.
      case Kind::timed_out:
        return fail(outcome.message, true);
      case Kind::stopped:
        repository_.mark_failed(*url, "", false, core::now_ms());  // queued again, no error
        return core::Error::make(core::ErrorKind::unavailable, "stopping", outcome.message);
      default:
        return fail(outcome.message, false);
    }
  }
  int pages_total = 0;
  std::vector<PageRecord> pages;
  try {
    pages = pages_of(scratch / "pages.json", pages_total);
  } catch (const std::exception& e) {
    fs::remove_all(scratch, ec);
    return fail(std::string("the reader's answer is unreadable: ") + e.what(), true);
  }
  // The images, named by the file's content: the same file linked twice is drawn once.
  const auto final_dir = previews_dir() / *sha;
  fs::remove(scratch / "pages.json", ec);
  fs::remove(scratch / "reader.log", ec);
  fs::remove_all(final_dir, ec);
  fs::rename(scratch, final_dir, ec);
  if (ec) {
    fs::remove_all(scratch, ec);
    return fail("cannot keep the page images: " + ec.message(), false);
  }
  const auto before = repository_.find(*url);
  repository_.save_pages(*url, *sha, pages_total, pages, core::now_ms());
  // The file's earlier content: its page images go once no file has that content any more.
  // (Another instance reading a file of exactly that old content at this very moment would
  // lose its images to this; it reads the file again on "Run again".)
  if (before && !before->sha256.empty() && before->sha256 != *sha && !repository_.sha256_in_use(before->sha256))
    fs::remove_all(previews_dir() / before->sha256, ec);
  spdlog::info("read {}: {} page(s), {} by OCR", *url, pages.size(),
               std::count_if(pages.begin(), pages.end(), [](const PageRecord& p) { return p.ocr; }));
  return core::ok();
}

std::optional<fs::path> FileTextService::page_image(const FileRecord& file, int page) const {
  if (file.state != FileState::done || file.sha256.empty() || page < 1 || page > file.page_count) return std::nullopt;
  auto path = previews_dir() / file.sha256 / ("page-" + std::to_string(page) + ".webp");
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  return path;
}

std::optional<fs::path> FileTextService::thumbnail(const FileRecord& file) const {
  if (file.state != FileState::done || file.sha256.empty()) return std::nullopt;
  auto path = previews_dir() / file.sha256 / "thumb.webp";
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return std::nullopt;
  return path;
}

std::optional<ItemFile> FileTextService::item_file(std::string_view kind, std::string_view id) {
  ItemFile out;
  out.kind = std::string(kind);
  out.id = std::string(id);
  if (kind == "material") {
    auto m = catalog_.find_material(id);
    if (!m) return std::nullopt;
    out.title = m->title;
    out.url = m->download_url;
    out.item = json::value_from(*m);
  } else if (kind == "paper") {
    auto p = catalog_.find_paper(id);
    if (!p) return std::nullopt;
    out.title = p->title;
    out.url = p->download_url;
    out.item = json::value_from(*p);
  } else if (kind == "course") {
    auto c = catalog_.find_course(id);
    if (!c) return std::nullopt;
    out.title = c->title;
    out.url = c->download_url;
    out.item = json::value_from(*c);
  } else if (kind == "document") {
    auto f = catalog_.find_site_file(id);
    if (!f) return std::nullopt;
    out.title = f->title;
    out.url = f->url;
    out.item = json::object{{"id", f->id}, {"title", f->title}, {"url", f->url}};
  } else {
    return std::nullopt;
  }
  if (!catalog::has_preview(out.url)) return std::nullopt;
  out.sale = catalog_.sale_of_file(out.url);
  return out;
}

std::vector<std::pair<std::string, LinkedItem>> FileTextService::linked_items() {
  std::vector<std::pair<std::string, LinkedItem>> out;
  const auto add = [&](const std::string& url, const char* kind, const std::string& id, const std::string& title) {
    if (catalog::has_preview(url)) out.push_back({url, {kind, id, title}});
  };
  // Papers first: a sweep queues in this order, and the papers' questions are what students
  // hunt for.
  for (const auto& year : catalog::kYears)
    for (const auto& p : catalog_.list_papers(year.key)) add(p.download_url, "paper", p.id, p.title);
  for (const auto& year : catalog::kYears) {
    for (const char* collection : {"important-topics", "quantum", "notes", "practical"})
      for (const auto& m : catalog_.list_materials(collection, year.key))
        add(m.download_url, "material", m.id, m.title);
    for (const auto& c : catalog_.list_courses("bl-notes", year.key)) add(c.download_url, "course", c.id, c.title);
  }
  for (const auto& c : catalog_.list_courses("premium", "")) add(c.download_url, "course", c.id, c.title);
  for (const auto& f : catalog_.site_files()) add(f.url, "document", f.id, f.title);
  return out;
}

std::vector<std::pair<std::string, std::string>> FileTextService::previewable_items() {
  std::vector<std::pair<std::string, std::string>> out;
  std::map<std::string, int> page_counts;
  for (const auto& f : repository_.list(FileState::done, 0, 1'000'000)) page_counts[f.url] = f.page_count;
  for (const auto& [url, item] : linked_items()) {
    const auto read = page_counts.find(url);
    if (read == page_counts.end()) continue;
    // A sold file none of whose pages are public shows nothing, whichever record links it.
    if (public_pages(catalog_.sale_of_file(url), read->second) == 0) continue;
    out.emplace_back(item.kind, item.id);
  }
  return out;
}

}  // namespace pathshala::file_text
