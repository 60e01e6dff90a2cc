#pragma once
// Documents built from stored content, cached in memory until the content version changes
// (a number every write anywhere bumps: see store::Store::content_version), so a write
// invalidates every cached answer. Bounded in entries and in bytes (keys and bodies; a
// body's compressed copies, made on first use, add a fraction more): when either is full the
// whole cache is dropped (answers are cheap to rebuild and a hostile client must not be able
// to grow it without limit), and a document larger than the whole budget is not kept.
// Thread-safe; hits take a shared lock only.
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "core/document.hpp"

namespace pathshala::core {

class DocumentCache {
 public:
  DocumentCache(std::function<std::int64_t()> content_version, std::size_t max_entries, std::size_t max_bytes)
      : content_version_(std::move(content_version)), max_entries_(max_entries), max_bytes_(max_bytes) {}

  // Returns the cached document for key, or builds it. build returns nullopt for "no such
  // thing" (not cached).
  DocumentPtr get(const std::string& key, const std::function<std::optional<std::string>()>& build);

  // What is held now, for tests and metrics.
  std::size_t entries() const;
  std::size_t bytes() const;

 private:
  std::function<std::int64_t()> content_version_;
  std::size_t max_entries_;
  std::size_t max_bytes_;
  std::size_t bytes_ = 0;
  mutable std::shared_mutex mutex_;
  std::int64_t version_ = -1;
  std::unordered_map<std::string, DocumentPtr> entries_;
};

}  // namespace pathshala::core
