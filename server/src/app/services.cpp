#include "app/services.hpp"

#include "accounts/sqlite_repository.hpp"
#include "admin/sqlite_audit.hpp"
#include "catalog/sqlite_repository.hpp"
#include "jobs/sqlite_repository.hpp"

namespace pathshala::app {

Services::Services(store::Store& store, accounts::AccountsOptions account_options)
    : catalog_repository(catalog::make_sqlite_repository(store)),
      jobs_repository(jobs::make_sqlite_repository(store)),
      accounts_repository(accounts::make_sqlite_repository(store)),
      audit(admin::make_sqlite_audit(store)),
      catalog(*catalog_repository),
      jobs(*jobs_repository),
      accounts(*accounts_repository, std::move(account_options)) {}

Services::~Services() = default;

}  // namespace pathshala::app
