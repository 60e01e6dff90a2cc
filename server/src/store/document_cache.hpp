#pragma once
// Documents built from the store, cached in memory until the store's content version
// changes (store::Store::content_version), so a write anywhere invalidates every cached
// answer. Bounded: when full, the whole cache is dropped (answers are cheap to rebuild and
// a hostile client must not be able to grow it without limit). Thread-safe; hits take a
// shared lock only.
#include <functional>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "core/document.hpp"
#include "store/store.hpp"

namespace pathshala::store {

class DocumentCache {
 public:
  DocumentCache(Store& store, std::size_t max_entries) : store_(store), max_entries_(max_entries) {}

  // Returns the cached document for key, or builds it with build(db) on this thread's
  // reader connection. build returns nullopt for "no such thing" (not cached).
  core::DocumentPtr get(const std::string& key, const std::function<std::optional<std::string>(Db&)>& build);

 private:
  Store& store_;
  std::size_t max_entries_;
  std::shared_mutex mutex_;
  std::int64_t version_ = -1;
  std::unordered_map<std::string, core::DocumentPtr> entries_;
};

}  // namespace pathshala::store
