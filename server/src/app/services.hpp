#pragma once
// Every module's repository (on the SQLite store) and service, wired together once. Used by
// build_app, the command-line commands and the tests.
#include <memory>

#include "accounts/accounts_service.hpp"
#include "admin/audit.hpp"
#include "catalog/catalog_service.hpp"
#include "files/upload_store.hpp"
#include "jobs/jobs_service.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::app {

struct Services {
  // data_dir: where uploads are stored (files/uploads) and received (tmp).
  Services(store::Store& store, accounts::AccountsOptions account_options, const std::filesystem::path& data_dir);
  ~Services();
  Services(const Services&) = delete;
  Services& operator=(const Services&) = delete;

  std::unique_ptr<catalog::Repository> catalog_repository;
  std::unique_ptr<jobs::Repository> jobs_repository;
  std::unique_ptr<accounts::Repository> accounts_repository;
  std::unique_ptr<admin::AuditRepository> audit;
  std::unique_ptr<files::UploadRepository> upload_repository;
  catalog::CatalogService catalog;
  jobs::JobsService jobs;
  accounts::AccountsService accounts;
  files::UploadStore uploads;
};

}  // namespace pathshala::app
