#pragma once
// A real server on an ephemeral loopback port with a seeded temporary data directory and a
// small fake web build, plus a blocking HTTP client to talk to it.
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include <fstream>
#include <functional>
#include <map>
#include <thread>

#include "app/build_app.hpp"
#include "core/config.hpp"
#include "http/server.hpp"
#include "seed/demo_seed.hpp"
#include "seeded_template.hpp"
#include "store/store.hpp"
#include "temp_dir.hpp"
#include "test_database.hpp"

namespace pathshala::test_support {

struct Reply {
  unsigned status = 0;
  std::map<std::string, std::string> headers;  // lower-case names
  std::vector<std::string> set_cookies;        // every Set-Cookie, in order
  std::string body;
  // A reference, so that views parsed from it (boost::urls) stay valid with the reply.
  const std::string& header(const std::string& name) const {
    static const std::string none;
    auto it = headers.find(name);
    return it == headers.end() ? none : it->second;
  }
};

inline void write_text(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// One HTTP/1.1 request to 127.0.0.1:port, on a new connection; from `source` (another
// loopback address such as 127.0.0.2) when given, to act as another client.
inline Reply fetch_from(std::uint16_t port, const std::string& target,
                        boost::beast::http::verb method = boost::beast::http::verb::get,
                        const std::map<std::string, std::string>& headers = {}, const std::string& body = "",
                        const std::string& source = "") {
  namespace bhttp = boost::beast::http;
  boost::asio::io_context client;
  boost::beast::tcp_stream stream(client);
  if (!source.empty()) {
    stream.socket().open(boost::asio::ip::tcp::v4());
    stream.socket().bind({boost::asio::ip::make_address(source), 0});
  }
  stream.connect(boost::asio::ip::tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), port));
  bhttp::request<bhttp::string_body> req{method, target, 11};
  req.set(bhttp::field::host, "localhost:" + std::to_string(port));  // the site's own name
  for (const auto& [k, v] : headers) req.set(k, v);
  if (!body.empty()) {
    req.body() = body;
    req.prepare_payload();
  }
  bhttp::write(stream, req);
  boost::beast::flat_buffer buffer;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  if (method == bhttp::verb::head) parser.skip(true);
  bhttp::read(stream, buffer, parser);
  auto res = parser.release();
  Reply r;
  r.status = res.result_int();
  for (const auto& f : res) {
    std::string name(f.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    r.headers[name] = std::string(f.value());
    if (name == "set-cookie") r.set_cookies.emplace_back(f.value());
  }
  r.body = res.body();
  boost::beast::error_code ec;
  stream.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
  return r;
}

// Set as config.database_url by a test's setup: run on SQLite in every pass.
inline constexpr const char* kSqliteOnly = "sqlite:";

class TestServer {
 public:
  // setup may change the configuration and account options before the server starts.
  using Setup = std::function<void(core::Config&, accounts::AccountsOptions&)>;
  explicit TestServer(http::ServerOptions limits = {}, const Setup& setup = {},
                      const app::ExtraRoutes& extra_routes = {}) {
    config.data_dir = dir.path() / "data";
    config.web_dir = dir.path() / "web";
    config.site_name = "Pathshala Test";
    write_text(config.web_dir / "index.html", "<!doctype html><title>app</title><div id=root></div>");
    write_text(config.web_dir / "assets" / "app-abc123.js", std::string(2000, 'x'));
    write_text(config.web_dir / "assets" / "app-abc123.js.gz", "gzipped-bytes");
    write_text(config.web_dir / "app-routes.json", R"(["/", "/home", "/project/:id", "/pyq/First-year", "/docs/*"])");
    write_text(config.web_dir / "sitemap-pages.json", R"(["/home", "/pyq/First-year"])");
    // The item pages' patterns, as the web build writes them (web/src/lib/paths.ts, ITEM_PAGES).
    write_text(config.web_dir / "item-pages.json",
               R"({"job": "/jobs/:id", "project": "/project/:id", "course": "/course-details/:id",
                   "preview": "/preview/:kind/:id", "mostAsked": "/most-asked/:code"})");
    // Cheaper hashing keeps tests quick; production uses at least OWASP's minimum.
    account_options.hashing = {1, 8u * 1024 * 1024};
    if (setup) setup(config, account_options);
    // A test that restarts "the same site" shares a store through setup; one that needs the
    // embedded store even in the pg: pass says kSqliteOnly; else the store is its own. A new
    // store of its own starts as a copy of the process's seeded template; one that is already
    // there (a restart) is migrated and seeded as the real server would, which finds the
    // content and leaves it.
    const bool sqlite_only = config.database_url == kSqliteOnly;
    if (sqlite_only) config.database_url.clear();
    const bool new_postgres = config.database_url.empty() && !sqlite_only && database.postgres();
    const bool new_sqlite =
        config.database_url.empty() && !new_postgres && !std::filesystem::exists(config.data_dir / "pathshala.db");
    if (new_postgres || new_sqlite) {
      const auto& seeded = SeededTemplate::get(new_postgres ? postgres_test_host() : "");
      seeded.copy_into(config.data_dir, core::files_dir(config));
      if (new_postgres) config.database_url = database.create_from(seeded.database());
    }
    store = store::Store::open(config.database_url, config.data_dir, 8);
    store->migrate();
    app = app::build_app(config, *store, account_options, extra_routes);
    catalog = &app->services.catalog;
    jobs = &app->services.jobs;
    accounts = &app->services.accounts;
    seed::seed_demo(*catalog, *jobs, core::files_dir(config));
    limits.store_may_block = !config.database_url.empty();
    if (limits.allowed_hosts.empty()) limits.allowed_hosts = core::allowed_host_names(config);
    server = std::make_unique<http::Server>(pool, app->http, /*access_log=*/false, limits);
    port = server->listen("127.0.0.1", 0);
    // As `serve --port N` would say: the site's origin is http://localhost:<port> unless
    // the test set a public URL. (Before start: no request has been read yet.)
    config.port = port;
    server->start();
    app->services.tasks.start();
    // Uploads are read at once; the demo content only when a test sweeps (file_texts.sweep()):
    // reading every demo file in every test server would cost minutes of CPU.
    app->services.file_tasks.start();
    runner = std::thread([this] { pool.run(); });
  }

  ~TestServer() {
    if (!stopped) stop();
  }

  void stop() {
    stopped = true;
    server->stop([this] { pool.stop(); });
    runner.join();
  }

  Reply fetch(const std::string& target, boost::beast::http::verb method = boost::beast::http::verb::get,
              const std::map<std::string, std::string>& headers = {}, const std::string& body = "",
              const std::string& source = "") const {
    return fetch_from(port, target, method, headers, body, source);
  }

  TempDir dir;
  core::Config config;
  TestDatabase database;
  std::unique_ptr<store::Store> store;
  accounts::AccountsOptions account_options;
  std::unique_ptr<app::Application> app;
  catalog::CatalogService* catalog = nullptr;
  jobs::JobsService* jobs = nullptr;
  accounts::AccountsService* accounts = nullptr;
  http::IoPool pool{2};
  std::unique_ptr<http::Server> server;
  std::thread runner;
  std::uint16_t port = 0;
  bool stopped = false;
};

}  // namespace pathshala::test_support
