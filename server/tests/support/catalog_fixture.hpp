#pragma once
// A migrated SQLite store in a temporary directory with the catalog and jobs services on
// it, for tests of the data layer that need no HTTP server.
#include <memory>

#include "catalog/catalog_service.hpp"
#include "catalog/sql_repository.hpp"
#include "jobs/jobs_service.hpp"
#include "jobs/sql_repository.hpp"
#include "store/store.hpp"
#include "temp_dir.hpp"

namespace pathshala::test_support {

struct ContentStore {
  TempDir dir;
  std::unique_ptr<store::Store> store = [&] {
    auto s = store::Store::open_sqlite(dir.path());
    s->migrate();
    return s;
  }();
  std::unique_ptr<catalog::Repository> catalog_repository = catalog::make_sql_repository(*store);
  std::unique_ptr<jobs::Repository> jobs_repository = jobs::make_sql_repository(*store);
  catalog::CatalogService catalog{*catalog_repository};
  jobs::JobsService jobs{*jobs_repository};
};

// The body of a document the service found (fails the test when it did not).
inline const std::string& body_of(const core::Result<core::DocumentPtr>& doc) {
  if (!doc) throw std::runtime_error("expected a document, got " + doc.error().code);
  return (*doc)->body;
}

}  // namespace pathshala::test_support
