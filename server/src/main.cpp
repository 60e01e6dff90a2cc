// pathshala: parse configuration, open the store, apply migrations, then serve, migrate or
// seed demo content. SIGTERM/SIGINT stop the server gracefully.
#include <spdlog/spdlog.h>
#include <boost/asio/error.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/system/system_error.hpp>

#include <chrono>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>
#include <variant>
#include <vector>

#include "accounts/demo_users.hpp"
#include "accounts/user_cli.hpp"
#include "alerts/digest_tasks.hpp"
#include "app/backup.hpp"
#include "app/build_app.hpp"
#include "app/copy_data.hpp"
#include "commerce/reconciler.hpp"
#include "core/clock.hpp"
#include "core/config.hpp"
#include "core/disk_room.hpp"
#include "core/logging.hpp"
#include "file_text/extract_command.hpp"
#include "http/fd_limit.hpp"
#include "http/server.hpp"
#include "imports/firestore_import.hpp"
#include "seed/demo_seed.hpp"
#include "store/store.hpp"

using namespace pathshala;

namespace {

// One line a person can act on, not a Boost source path; both ways of starting named.
void say_cannot_listen(const core::Config& config, const boost::system::error_code& code) {
  if (code == boost::asio::error::address_in_use) {
    const auto other = config.port == 65535 ? 8081 : config.port + 1;
    std::cerr << "pathshala: port " << config.port << " is in use: stop the other server, or use another port "
              << "(pathshala serve --port " << other << ", or make run PORT=" << other << ")\n";
  } else {
    std::cerr << "pathshala: cannot listen on " << config.bind << ":" << config.port << ": " << code.message() << "\n";
  }
}

// Whether serve could listen where it is told to, asked before the store is opened and the
// indexes are built (issue 49: a port in use was reported only after that slow start). The
// server's own listen still reports a port taken in between.
bool can_listen(const core::Config& config) {
  if (config.port == 0) return true;  // any free port
  boost::asio::io_context io;
  boost::asio::ip::tcp::acceptor probe(io);
  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(config.bind, ec);
  if (ec) return true;  // a host name: the server's listen resolves it and says what is wrong
  const boost::asio::ip::tcp::endpoint at(address, config.port);
  probe.open(at.protocol(), ec);
  if (!ec) probe.set_option(boost::asio::socket_base::reuse_address(true), ec);  // as the server does
  if (!ec) probe.bind(at, ec);
  if (!ec) probe.listen(boost::asio::socket_base::max_listen_connections, ec);
  if (!ec) return true;
  say_cannot_listen(config, ec);
  return false;
}

int serve(const core::Config& config, app::Application& application) {
  // Writes stop with 507 before the disks are full (core/disk_room.hpp).
  core::set_disk_reserve(config.disk_reserve_bytes);
  // The search indexes build in the background from now: the first searches find them ready
  // or under way, and never build on a network thread.
  application.services.jobs.warm();
  application.services.search.warm();
  // Payments whose webhook never came are settled by reconciliation every 5 minutes, a
  // recurring task of the queue: one instance runs it each time (commerce/reconciler.hpp).
  if (!config.razorpay_key_id.empty())
    commerce::reconcile_every(application.services.tasks, application.services.commerce, std::chrono::minutes(5),
                              std::chrono::minutes(2));
  // Job alert digests due are queued every 10 minutes (alerts/digest_tasks.hpp).
  alerts::queue_digests_every(application.services.tasks, application.services.alerts, application.services.accounts);
  // Files the catalog links are read for previews and search (file_text/): those nobody
  // tracked yet are found now and every minute (imports, demo content, another instance's).
  application.services.file_texts.sweep_every(std::chrono::minutes(1));
  application.services.file_texts.sweep_soon();
  // The durable background queue: mail, and whatever this or another instance queued; the
  // reading of files on a worker of its own.
  application.services.tasks.set_instance(config.port);
  application.services.file_tasks.set_instance(config.port);
  application.services.tasks.start();
  application.services.file_tasks.start();
  http::IoPool pool(config.threads);
  http::ServerOptions limits;
  limits.max_connections = http::connection_cap(http::raise_open_file_limit());
  limits.max_connections_per_client = config.max_connections_per_client;
  limits.trusted_proxies = config.trusted_proxies;
  limits.client_address_header = config.client_address_header;
  limits.allowed_hosts = core::allowed_host_names(config);
  if (!config.database_url.empty()) {
    // Database calls wait on the network: handlers leave the network threads, and there are
    // as many general workers as connections in the pool.
    limits.store_may_block = true;
    limits.workers = config.database_pool;
  }
  http::Server server(pool, application.http, config.access_log, limits);
  std::uint16_t port = 0;
  try {
    port = server.listen(config.bind, config.port);
  } catch (const boost::system::system_error& e) {
    say_cannot_listen(config, e.code());
    return 1;
  }
  server.start();
  spdlog::info("listening on http://{}:{} ({} threads, at most {} connections, data {})", config.bind, port,
               config.threads, limits.max_connections, config.data_dir.string());
  // Every link the site writes (mails, sitemaps, OAuth) uses this origin; no request changes it.
  if (config.public_url.empty())
    spdlog::warn("site origin {} (no --public-url: links in mails point here; set it in production)",
                 core::site_origin(config));
  else
    spdlog::info("site origin {}", core::site_origin(config));
  // Behind a reverse proxy on this machine every request comes from 127.0.0.1: without
  // --trusted-proxies the loopback allow-list lets anyone on the internet read /metrics
  // through it (issue 52).
  if (!config.public_url.empty() && config.trusted_proxies.empty() &&
      config.metrics_allow.contains(boost::asio::ip::make_address("127.0.0.1")))
    spdlog::warn(
        "/metrics answers loopback addresses and no --trusted-proxies is set: if a reverse proxy on this machine "
        "forwards requests here, anyone can read /metrics through it. Set --trusted-proxies 127.0.0.1 (or narrow "
        "--metrics-allow) — docs/operations.md, Monitoring");

  boost::asio::signal_set signals(pool.first(), SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int sig) {
    if (ec) return;
    spdlog::info("signal {}: finishing requests in flight, then stopping", sig);
    server.stop([&] { pool.stop(); });
  });
  pool.run();
  spdlog::info("stopped");
  return 0;
}

int import_firestore(const core::Config& config, app::Services& services) {
  const auto& file = config.command_args.front();
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::cerr << "pathshala: cannot read " << file << "\n";
    return 1;
  }
  std::stringstream text;
  text << in.rdbuf();
  auto report = imports::import_firestore(text.str(), services.catalog, services.jobs, services.accounts,
                                          services.commerce, core::now_ms());
  if (!report) {
    std::cerr << "pathshala: " << file << ": " << report.error().message << "\n";
    return 1;
  }
  std::cout << "Imported " << report->total_imported() << " records from " << file << ":\n" << report->text();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  // The child process that reads one file for the server (file_text/extraction_process.hpp):
  // before anything else, since it opens no store and takes no configuration.
  if (argc > 1 && std::string_view(argv[1]) == "extract-file")
    return file_text::run_extract_command(std::vector<std::string>(argv + 2, argv + argc));
  auto parsed = core::parse_config(std::vector<std::string>(argv + 1, argv + argc), core::process_env());
  if (auto* err = std::get_if<core::ConfigError>(&parsed)) {
    std::cerr << "pathshala: " << err->message << "\n";
    return 2;
  }
  const auto& config = std::get<core::Config>(parsed);
  if (config.help) {
    std::cout << core::help_text();
    return 0;
  }
  core::setup_logging(config.log_level);
  // Opens its own two stores (neither is the configured one).
  if (config.command == "copy-data") return app::run_copy_data(config.command_args, std::cout, std::cerr);
  // Before the store is opened: a backup reads the live file; a restore fills an empty
  // directory that opening would not leave empty.
  if (config.command == "backup") return app::run_backup(config, config.command_args, std::cout, std::cerr);
  if (config.command == "restore") return app::run_restore(config, config.command_args, std::cout, std::cerr);
  // A command that writes mail links to the site: without its public URL they would point to
  // http://localhost:8080 (issue 52: send-digests from cron). serve keeps the local default.
  if (config.command == "send-digests" && config.public_url.empty()) {
    std::cerr << "pathshala send-digests: the site's public URL is not set (--public-url or PATHSHALA_PUBLIC_URL): "
                 "the mails' links would point to "
              << core::site_origin(config) << ". Give the URL serve runs with; nothing was sent.\n";
    return 2;
  }
  if (config.command == "serve" && !can_listen(config)) return 1;
  try {
    auto store = store::Store::open(config.database_url, config.data_dir, config.database_pool);
    store->migrate();
    if (config.command == "migrate") return 0;
    auto application = app::build_app(config, *store, app::account_options(config));
    auto& services = application->services;
    if (config.command == "user")
      return accounts::run_user_command(config.command_args, services.accounts, std::cin, std::cout, std::cerr);
    if (config.command == "import-firestore") return import_firestore(config, services);
    if (config.command == "reconcile-payments") {
      auto report = services.commerce.reconcile(core::now_ms(), /*min_age_ms=*/60'000);
      std::cout << report.checked << " unpaid orders checked, " << report.paid << " found paid, " << report.expired
                << " expired, " << report.refunded << " second payments refunded, " << report.unreachable
                << " could not be checked\n";
      return report.unreachable > 0 ? 1 : 0;
    }
    if (config.command == "send-digests") {
      const auto sent = alerts::send_due_digests(services.tasks, services.alerts, services.accounts, core::now_ms());
      std::cout << sent.job_alerts << (sent.job_alerts == 1 ? " job alert digest" : " job alert digests") << " sent\n"
                << sent.new_material << (sent.new_material == 1 ? " new-material mail" : " new-material mails")
                << " sent\n";
      return 0;
    }
    if (config.command == "seed-demo") {
      auto result = seed::seed_demo(services.catalog, services.jobs, core::files_dir(config));
      std::cout << result.summary << "\n";
      // Printed this once only: the store keeps nothing but the hashes.
      for (const auto& c : accounts::seed_demo_users(services.accounts))
        std::cout << "Demo " << c.role << ": " << c.email << " / " << c.password << "\n";
      return 0;
    }
    const int status = serve(config, *application);
    // The services' background threads (the mail queue, index builds) may still log while
    // they stop: the logger is shut down after them (it crashed on SIGTERM with a mail
    // waiting for its retry).
    application.reset();
    store.reset();
    spdlog::shutdown();  // flushes the buffered access log
    return status;
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    return 1;
  }
}
