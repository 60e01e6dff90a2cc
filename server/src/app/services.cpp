#include "app/services.hpp"

#include "accounts/secrets.hpp"
#include "accounts/sql_repository.hpp"
#include "audit/sql_audit.hpp"
#include "catalog/sql_repository.hpp"
#include "core/scratch.hpp"
#include "downloads/sql_repository.hpp"
#include "file_text/page_access.hpp"
#include "jobs/sql_repository.hpp"
#include "store/store.hpp"

#include <algorithm>
#include <thread>

namespace pathshala::app {

namespace {

// The download counter's options: its visitor cookie key is an installation secret in the
// store (accounts' secrets table), the same on every instance behind a load balancer, so a
// cookie one issued counts on all. The downloads module does not know accounts: the key is
// handed to it.
downloads::DownloadsOptions downloads_options(accounts::Repository& accounts_repository, bool at_once) {
  downloads::DownloadsOptions options;
  options.count_new_visitors_at_once = at_once;
  options.visitor_key = accounts::load_or_create_secret(accounts_repository, downloads::kVisitorKeySecret,
                                                        downloads::VisitorCookies::kKeyBytes);
  return options;
}

background::RunnerOptions runner_options(std::string only_kind, std::string except_kind) {
  background::RunnerOptions options;
  // Mail, digests, reports: three at a time, so one SMTP server that hangs on a try (30 s)
  // does not hold back every mail behind it (issue 49); a person's own mail (a sign-in code,
  // a reset link) is queued with background::kUrgent and goes before any digest.
  options.workers = 3;
  options.only_kind = std::move(only_kind);
  options.except_kind = std::move(except_kind);
  return options;
}

// The file reader's runner: a reading may take up to its wall-clock limit, so a claim lasts
// longer than that (else another instance would take a file still being read).
background::RunnerOptions file_runner_options(const file_text::ProcessLimits& limits) {
  auto options = runner_options(file_text::kExtractKind, "");
  // A reading may take a core and its memory limit (ProcessLimits) for minutes: one per two
  // cores, so a hostile file that runs to its limit holds back other readings only on a
  // machine of two or three cores (issue 52), and the site keeps the rest.
  options.workers = std::clamp(std::thread::hardware_concurrency() / 2, 1u, 4u);
  options.lease = limits.wall + std::chrono::minutes(5);
  return options;
}

}  // namespace

Services::Services(store::Store& store, accounts::AccountsOptions account_options,
                   const std::filesystem::path& data_dir, const std::filesystem::path& files_dir,
                   commerce::RazorpayConfig razorpay, std::string site_name, const mail::MailSettings& mail_settings,
                   commerce::Seller seller, file_text::ProcessLimits reader_limits, bool count_new_visitors_at_once)
    : catalog_repository(catalog::make_sql_repository(store)),
      jobs_repository(jobs::make_sql_repository(store)),
      accounts_repository(accounts::make_sql_repository(store)),
      audit(audit::make_sql_audit(store)),
      // Uploads are forgotten only when no record links to them: the modules that keep links
      // say so for their own tables.
      upload_repository(files::make_sql_upload_repository(store, {catalog::links_to, jobs::links_to})),
      commerce_repository(commerce::make_sql_repository(store)),
      refund_requests(commerce::make_sql_refund_requests(store)),
      coupon_repository(commerce::make_sql_coupon_repository(store)),
      downloads_repository(downloads::make_sql_repository(store)),
      library_repository(library::make_sql_repository(store)),
      alerts_repository(alerts::make_sql_repository(store)),
      reports_repository(reports::make_sql_repository(store)),
      file_text_repository(file_text::make_sql_repository(store,
                                                          [this](const std::string& url) -> std::optional<std::string> {
                                                            // (catalog is built by the time a file is read)
                                                            auto site_file = catalog.site_file_at(url);
                                                            if (!site_file) return std::nullopt;
                                                            return site_file->id;
                                                          })),
      // Cards show what is paid: the seller's GST terms are the catalog's price rule.
      catalog(*catalog_repository, seller.price_rule()),
      jobs(*jobs_repository, data_dir / "index" / "jobs.idx"),
      accounts(*accounts_repository, std::move(account_options)),
      uploads(files_dir, data_dir / "tmp", *upload_repository),
      commerce({*commerce_repository, *refund_requests, *coupon_repository, *audit}, catalog, std::move(razorpay),
               site_name, std::move(seller)),
      downloads(*downloads_repository, catalog, downloads_options(*accounts_repository, count_new_visitors_at_once)),
      search(
          catalog, jobs,
          [this] {
            // Search ranks by the last 30 days' downloads (the snapshot shares its month map).
            auto counts = downloads.counts();
            return search::Popularity{counts->generation,
                                      std::shared_ptr<const downloads::CountMap>(counts, &counts->month)};
          },
          // The text inside files is searched with the records that link them (issue 27).
          // The repository, not file_texts: the index may build while Services is being torn
          // down, and the repositories go last.
          // Only the pages anyone may see: a file a priced course sells shows its free pages
          // in search whichever record links it (file_text/page_access.hpp).
          [this](const std::string& url) {
            std::vector<std::string> texts;
            const auto file = file_text_repository->find(url);
            if (!file || file->state != file_text::FileState::done) return texts;
            const int shown = file_text::public_pages(catalog.sale_of_file(url), file->page_count);
            for (auto& page : file_text_repository->pages(url))
              if (page.number <= shown) texts.push_back(std::move(page.text));
            return texts;
          }),
      library(*library_repository, catalog, jobs),
      // The unsubscribe links' key is an installation secret, the same on every instance.
      year_digests(store, catalog, jobs, library, accounts),
      alerts(*alerts_repository, jobs, year_digests,
             accounts::load_or_create_secret(*accounts_repository, alerts::kUnsubscribeKeySecret,
                                             alerts::UnsubscribeTokens::kKeyBytes)),
      reports(*reports_repository, catalog, jobs, *audit,
              accounts::load_or_create_secret(*accounts_repository, reports::kAddressKeySecret, 32)),
      stats(commerce, accounts, downloads),
      file_texts(*file_text_repository, catalog, {files_dir, {}, reader_limits, 3}),
      repeated_questions(file_texts, catalog),
      mailer(mail::make_mailer(mail_settings, data_dir / "outbox")),
      task_repository(store),
      tasks(task_repository, runner_options("", file_text::kExtractKind)),
      file_tasks(task_repository, file_runner_options(reader_limits)) {
  file_texts.attach(tasks, file_tasks);
  catalog.read_preview_states_from(
      [this](const std::vector<std::string>& urls) { return file_text::preview_states(*file_text_repository, urls); });
  // A file's text is searchable by the first search after it is read (issue 48).
  file_texts.after_each_reading([this] { search.follow_changes(); });
  // Temporary files that a killed process left in <data>/tmp go now (core/scratch.hpp).
  // A killed file reader's directory goes at once, not after the readings' age limit (issue 49).
  core::claim_scratch(data_dir, {file_texts.previews_dir()});
}

Services::~Services() = default;

}  // namespace pathshala::app
