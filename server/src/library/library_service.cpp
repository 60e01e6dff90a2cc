#include "library/library_service.hpp"

#include <algorithm>

#include "search/site_documents.hpp"

namespace pathshala::library {

namespace {

core::Error unknown_kind() {
  return core::Error::invalid("invalid-kind", "The kind must be material, paper, course, project or job.", "kind");
}

}  // namespace

LibraryService::LibraryService(Repository& repository, catalog::CatalogService& catalog, jobs::JobsService& jobs)
    : repository_(repository), catalog_(catalog), jobs_(jobs) {}

std::optional<search::SearchDoc> LibraryService::current(const std::string& kind, const std::string& item_id) {
  return search::current_item(catalog_, jobs_, kind, item_id);
}

core::Result<search::SearchDoc> LibraryService::existing(const std::string& kind, const std::string& item_id) {
  if (!search::is_item_kind(kind)) return unknown_kind();
  auto doc = current(kind, item_id);
  if (!doc) return core::Error::not_found("That item is no longer on the site.");
  return std::move(*doc);
}

core::Result<ListedItem> LibraryService::save(const std::string& uid, const std::string& kind,
                                              const std::string& item_id, std::int64_t now_ms) {
  auto doc = existing(kind, item_id);
  if (!doc) return doc.error();
  switch (repository_.save(uid, kind, item_id, now_ms, kMaxSaved)) {
    case SaveOutcome::full:
      return core::Error::conflict(
          "library-full", "Your library holds " + std::to_string(kMaxSaved) + " items: remove some to save more.");
    case SaveOutcome::already_saved:
      for (auto& listed : resolve(uid, repository_.saved(uid)))
        if (listed.entry.kind == kind && listed.entry.item_id == item_id) return std::move(listed);
      break;
    case SaveOutcome::saved:
      break;
  }
  return ListedItem{{kind, item_id, now_ms}, std::move(*doc)};
}

core::Result<bool> LibraryService::remove(const std::string& uid, const std::string& kind, const std::string& item_id) {
  if (!search::is_item_kind(kind)) return unknown_kind();
  return repository_.remove(uid, kind, item_id);
}

std::vector<ListedItem> LibraryService::saved(const std::string& uid) { return resolve(uid, repository_.saved(uid)); }

core::Result<ListedItem> LibraryService::opened(const std::string& uid, const std::string& kind,
                                                const std::string& item_id, std::int64_t now_ms) {
  auto doc = existing(kind, item_id);
  if (!doc) return doc.error();
  // Opening the newest item again changes nothing worth a write.
  if (const auto newest = repository_.recent(uid, 1);
      !newest.empty() && newest.front().kind == kind && newest.front().item_id == item_id)
    return ListedItem{newest.front(), std::move(*doc)};
  if (!take_open_turn(uid, now_ms)) {
    auto e = core::Error::make(core::ErrorKind::too_many, "too-many-requests",
                               "You have opened many items in a short time. Please wait a moment.");
    e.retry_after_seconds = kOpenIntervalMs / 1000;
    return e;
  }
  repository_.opened(uid, kind, item_id, now_ms, kRecentKept);
  return ListedItem{{kind, item_id, now_ms}, std::move(*doc)};
}

bool LibraryService::take_open_turn(const std::string& uid, std::int64_t now_ms) {
  std::lock_guard lock(turns_mutex_);
  if (turns_.size() >= kMaxOpeners && !turns_.contains(uid)) turns_.clear();
  auto [it, fresh] = turns_.try_emplace(uid, Turns{static_cast<double>(kOpensBurst), now_ms});
  auto& t = it->second;
  if (!fresh) {
    t.tokens = std::min<double>(kOpensBurst, t.tokens + static_cast<double>(now_ms - t.at) / kOpenIntervalMs);
    t.at = now_ms;
  }
  if (t.tokens < 1) return false;
  t.tokens -= 1;
  return true;
}

std::vector<ListedItem> LibraryService::recent(const std::string& uid) {
  return resolve(uid, repository_.recent(uid, kRecentKept));
}

std::vector<ListedItem> LibraryService::resolve(const std::string& uid, const std::vector<Entry>& entries) {
  std::vector<ListedItem> out;
  out.reserve(entries.size());
  for (const auto& entry : entries) {
    if (auto doc = current(entry.kind, entry.item_id)) {
      out.push_back({entry, std::move(*doc)});
    } else {
      // Deleted by an admin since: it leaves the student's lists quietly.
      repository_.forget(uid, entry.kind, entry.item_id);
    }
  }
  return out;
}

}  // namespace pathshala::library
