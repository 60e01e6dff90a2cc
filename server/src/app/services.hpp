#pragma once
// Every module's repository (on the SQLite store) and service, wired together once. Used by
// build_app, the command-line commands and the tests.
#include <memory>

#include "accounts/accounts_service.hpp"
#include "alerts/alerts_service.hpp"
#include "audit/audit.hpp"
#include "background/task_runner.hpp"
#include "catalog/catalog_service.hpp"
#include "commerce/commerce_service.hpp"
#include "dashboard/stats.hpp"
#include "downloads/downloads_service.hpp"
#include "file_text/file_text_service.hpp"
#include "file_text/repeated_questions.hpp"
#include "files/upload_store.hpp"
#include "jobs/jobs_service.hpp"
#include "library/library_service.hpp"
#include "mail/mail.hpp"
#include "reports/reports_service.hpp"
#include "search/search_service.hpp"

namespace pathshala::store {
class Store;
}

namespace pathshala::app {

struct Services {
  // data_dir: where uploads are received (tmp) and mail kept without SMTP (outbox);
  // files_dir: where uploads are stored (uploads/). razorpay: the payment account (not
  // configured: buying says payments are not available). reader_limits: what one file's
  // reading may take (--reader-timeout).
  Services(store::Store& store, accounts::AccountsOptions account_options, const std::filesystem::path& data_dir,
           const std::filesystem::path& files_dir, commerce::RazorpayConfig razorpay = {},
           std::string site_name = "Pathshala", const mail::MailSettings& mail_settings = {},
           commerce::Seller seller = {}, file_text::ProcessLimits reader_limits = {},
           bool count_new_visitors_at_once = false);
  ~Services();
  Services(const Services&) = delete;
  Services& operator=(const Services&) = delete;

  std::unique_ptr<catalog::Repository> catalog_repository;
  std::unique_ptr<jobs::Repository> jobs_repository;
  std::unique_ptr<accounts::Repository> accounts_repository;
  std::unique_ptr<audit::AuditRepository> audit;
  std::unique_ptr<files::UploadRepository> upload_repository;
  std::unique_ptr<commerce::Repository> commerce_repository;
  std::unique_ptr<commerce::RefundRequests> refund_requests;
  std::unique_ptr<commerce::CouponRepository> coupon_repository;
  std::unique_ptr<downloads::Repository> downloads_repository;
  std::unique_ptr<library::Repository> library_repository;
  std::unique_ptr<alerts::Repository> alerts_repository;
  std::unique_ptr<reports::Repository> reports_repository;
  std::unique_ptr<file_text::Repository> file_text_repository;
  catalog::CatalogService catalog;
  jobs::JobsService jobs;
  accounts::AccountsService accounts;
  files::UploadStore uploads;
  commerce::CommerceService commerce;
  downloads::DownloadsService downloads;
  search::SearchService search;
  library::LibraryService library;
  alerts::YearDigests year_digests;
  alerts::AlertsService alerts;
  reports::ReportsService reports;
  dashboard::Stats stats;
  file_text::FileTextService file_texts;
  file_text::RepeatedQuestions repeated_questions;
  std::unique_ptr<mail::Mailer> mailer;
  // The durable background queue (mail, and later every other background work). Its
  // workers start with tasks.start() (serve and the test server; the command-line commands
  // run none). Declared last, so destroyed (its workers stopped) first: tasks run with the
  // services above.
  background::TaskRepository task_repository;
  background::TaskRunner tasks;  // every kind but files.extract
  // Reading files (file_text/): minutes per file at worst, so on a worker of their own that
  // mail never waits behind. Started with tasks.
  background::TaskRunner file_tasks;
};

}  // namespace pathshala::app
