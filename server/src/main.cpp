// pathshala: parse configuration, open the store, apply migrations, then serve, migrate or
// seed demo content. SIGTERM/SIGINT stop the server gracefully.
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <spdlog/spdlog.h>

#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>
#include <variant>
#include <vector>

#include "accounts/accounts_service.hpp"
#include "accounts/demo_users.hpp"
#include "accounts/user_cli.hpp"
#include "catalog/catalog_service.hpp"
#include "core/config.hpp"
#include "core/logging.hpp"
#include "http/app.hpp"
#include "http/server.hpp"
#include "jobs/jobs_service.hpp"
#include "seed/demo_seed.hpp"
#include "store/store.hpp"

using namespace pathshala;

namespace {

// Account rules from configuration: the password policy file, if one is given.
accounts::AccountsOptions account_options(const core::Config& config) {
  accounts::AccountsOptions options;
  if (config.password_policy_file.empty()) return options;
  std::ifstream file(config.password_policy_file);
  if (!file) throw std::runtime_error("cannot read password policy " + config.password_policy_file.string());
  std::stringstream text;
  text << file.rdbuf();
  auto parsed = accounts::parse_policy_json(text.str());
  if (auto* error = std::get_if<std::string>(&parsed))
    throw std::runtime_error("password policy " + config.password_policy_file.string() + ": " + *error);
  options.policy = std::get<accounts::PasswordPolicy>(parsed);
  return options;
}

int serve(const core::Config& config, store::Store& store, accounts::AccountsService& accounts) {
  catalog::CatalogService catalog(store);
  jobs::JobsService jobs(store);
  http::App app(config, catalog, jobs, accounts);
  http::IoPool pool(config.threads);
  http::Server server(pool, app, config.access_log);
  const auto port = server.listen(config.bind, config.port);
  server.start();
  spdlog::info("listening on http://{}:{} ({} threads, data {})", config.bind, port, config.threads, config.data_dir.string());

  boost::asio::signal_set signals(pool.first(), SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int sig) {
    if (ec) return;
    spdlog::info("signal {}: finishing requests in flight, then stopping", sig);
    server.stop([&] { pool.stop(); });
  });
  pool.run();
  spdlog::info("stopped");
  spdlog::shutdown();  // flushes the buffered access log
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
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
  try {
    auto store = store::Store::open_sqlite(config.data_dir);
    store->migrate();
    if (config.command == "migrate") return 0;
    accounts::AccountsService accounts(*store, account_options(config));
    if (config.command == "user") return accounts::run_user_command(config.command_args, accounts, std::cin, std::cout, std::cerr);
    if (config.command == "seed-demo") {
      auto result = seed::seed_demo(*store, config.data_dir);
      std::cout << result.summary << "\n";
      // Printed this once only: the store keeps nothing but the hashes.
      for (const auto& c : accounts::seed_demo_users(accounts))
        std::cout << "Demo " << c.role << ": " << c.email << " / " << c.password << "\n";
      return 0;
    }
    return serve(config, *store, accounts);
  } catch (const std::exception& e) {
    spdlog::critical("{}", e.what());
    return 1;
  }
}
