#pragma once
// The change log of content (migration 0013, content_changes): which records of a domain
// changed between two of its versions, for the in-memory indexes to apply one by one.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/store.hpp"

namespace pathshala::store {

struct Change {
  std::string table;  // materials, previous_year_papers, courses, projects, jobs
  std::string id;
};

// The records of the domain (catalog or jobs) changed after version `after` up to `upto`,
// each once, in the order of their last change. Nothing when they cannot all be listed
// this way and the caller must rebuild in full: more than `limit` changes, or fewer rows
// than versions in the range (pruned from the log, or the version moved without one, as
// copy-data does).
std::optional<std::vector<Change>> changes_between(Store& store, Store::Domain domain, std::int64_t after,
                                                   std::int64_t upto, std::size_t limit);

// Logs a change of content that has no table of its own, as the content tables' triggers
// do for their rows (migration 0013): bumps the domain's version and the all-content one,
// records (domain, version, table, id) and prunes the entry 10,000 versions older. Inside
// the caller's write transaction. (The site's own documents, catalog/site_files.hpp: when
// their file has been read, search must take in its text.)
void log_change(Db& db, Store::Domain domain, const std::string& table, const std::string& id);

// The change logged at exactly that version of the domain, if the log still has it.
std::optional<Change> change_at(Store& store, Store::Domain domain, std::int64_t version);

}  // namespace pathshala::store
