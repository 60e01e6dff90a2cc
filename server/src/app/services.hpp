#pragma once
// Every module's repository (on the SQLite store) and service, wired together once. Used by
// build_app, the command-line commands and the tests.
#include <memory>

#include "accounts/accounts_service.hpp"
#include "admin/audit.hpp"
#include "catalog/catalog_service.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::app {

struct Services {
  Services(store::Store& store, accounts::AccountsOptions account_options);
  ~Services();
  Services(const Services&) = delete;
  Services& operator=(const Services&) = delete;

  std::unique_ptr<catalog::Repository> catalog_repository;
  std::unique_ptr<jobs::Repository> jobs_repository;
  std::unique_ptr<accounts::Repository> accounts_repository;
  std::unique_ptr<admin::AuditRepository> audit;
  catalog::CatalogService catalog;
  jobs::JobsService jobs;
  accounts::AccountsService accounts;
};

}  // namespace pathshala::app
