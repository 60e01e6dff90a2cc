// Store::read_versions: the content versions of meta (store.hpp), shared by both stores.
#include "store/store.hpp"

namespace pathshala::store {

Store::Versions Store::read_versions(Db& db) {
  Versions v;
  auto q =
      db.prepare("SELECT key, value FROM meta WHERE key IN ('content_version', 'catalog_version', 'jobs_version')");
  while (q.step()) {
    const auto key = q.text(0);
    const auto value = q.integer(1);
    if (key == "content_version") v.all = value;
    if (key == "catalog_version") v.catalog = value;
    if (key == "jobs_version") v.jobs = value;
  }
  return v;
}

}  // namespace pathshala::store
