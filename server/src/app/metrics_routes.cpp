// GET /metrics (issue 31): the Prometheus exposition of http::Metrics — requests, latency,
// pools and connections recorded by the http layer — and, read at each scrape, what the
// services know: index sizes and build times, the background queue by state, orders by
// status, mail sent and failed, the PostgreSQL pool, and the process's memory, descriptors
// and CPU. Served only to addresses in --metrics-allow (loopback by default); anyone else
// gets the same 404 as an unknown path.
#include <sys/resource.h>
#include <unistd.h>

#include <array>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>

#include "app/build_app.hpp"
#include "core/disk_room.hpp"
#include "store/store.hpp"

namespace pathshala::app {

namespace bhttp = boost::beast::http;

namespace {

// The process's own figures, named as Prometheus's client libraries name them.
void write_process_metrics(http::MetricsWriter& w) {
  const double page = static_cast<double>(sysconf(_SC_PAGESIZE));
  const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  std::ifstream statm("/proc/self/statm");
  double size_pages = 0, resident_pages = 0;
  if (statm >> size_pages >> resident_pages) {
    w.gauge("process_resident_memory_bytes", "Resident memory size in bytes.", resident_pages * page);
    w.gauge("process_virtual_memory_bytes", "Virtual memory size in bytes.", size_pages * page);
  }
  std::error_code ec;
  double fds = 0;
  for (auto it = std::filesystem::directory_iterator("/proc/self/fd", ec); !ec && it != end(it); it.increment(ec))
    ++fds;
  w.gauge("process_open_fds", "Number of open file descriptors.", fds);
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) == 0)
    w.gauge("process_max_fds", "Maximum number of open file descriptors.", static_cast<double>(limit.rlim_cur));
  // /proc/self/stat: utime and stime are fields 14 and 15, starttime 22 (clock ticks since boot).
  std::ifstream stat_file("/proc/self/stat");
  std::string stat((std::istreambuf_iterator<char>(stat_file)), std::istreambuf_iterator<char>());
  const auto after_name = stat.rfind(')');
  if (after_name != std::string::npos) {
    std::istringstream fields(stat.substr(after_name + 2));
    std::vector<std::string> f((std::istream_iterator<std::string>(fields)), std::istream_iterator<std::string>());
    if (f.size() > 19) {  // f[0] is field 3
      w.counter("process_cpu_seconds_total", "Total user and system CPU time spent in seconds.",
                (std::stod(f[11]) + std::stod(f[12])) / ticks);
      std::ifstream uptime_file("/proc/uptime");
      double uptime = 0;
      if (uptime_file >> uptime) {
        const double boot = static_cast<double>(std::time(nullptr)) - uptime;
        w.gauge("process_start_time_seconds", "Start time of the process since unix epoch in seconds.",
                boot + std::stod(f[19]) / ticks);
      }
    }
  }
}

void write_service_metrics(http::MetricsWriter& w, store::Store& store, Services& services) {
  // Indexes: only once loaded (a scrape never starts a build).
  w.family("pathshala_index_loaded", "gauge", "1 when the index is loaded and answering.");
  w.sample("pathshala_index_loaded", services.jobs.live_index().loaded() ? 1 : 0, {{"index", "jobs"}});
  w.sample("pathshala_index_loaded", services.search.live_index().loaded() ? 1 : 0, {{"index", "site"}});
  w.family("pathshala_index_builds_total", "counter", "Full builds of the index by this process.");
  w.sample("pathshala_index_builds_total", static_cast<double>(services.jobs.index_builds()), {{"index", "jobs"}});
  w.sample("pathshala_index_builds_total", static_cast<double>(services.search.index_builds()), {{"index", "site"}});
  w.family("pathshala_index_refreshes_total", "counter", "Edits applied to the index without a full build.");
  w.sample("pathshala_index_refreshes_total", static_cast<double>(services.jobs.index_refreshes()),
           {{"index", "jobs"}});
  w.sample("pathshala_index_refreshes_total", static_cast<double>(services.search.index_refreshes()),
           {{"index", "site"}});
  w.family("pathshala_index_refresh_seconds_total", "counter",
           "Time spent applying edits to the index (divided by refreshes: the mean apply time).");
  w.sample("pathshala_index_refresh_seconds_total", services.jobs.live_index().refresh_seconds(), {{"index", "jobs"}});
  w.sample("pathshala_index_refresh_seconds_total", services.search.live_index().refresh_seconds(),
           {{"index", "site"}});
  const auto jobs = services.jobs.index_stats();
  // (Stats of the site index only once it is loaded: asking builds it.)
  const bool site_loaded = services.search.live_index().loaded();
  const auto site_stats = site_loaded ? services.search.stats() : search::SearchService::Stats{};
  const auto* site = site_loaded ? &site_stats : nullptr;
  w.family("pathshala_index_documents", "gauge", "Documents in the loaded index.");
  if (jobs) w.sample("pathshala_index_documents", static_cast<double>(jobs->jobs), {{"index", "jobs"}});
  if (site) w.sample("pathshala_index_documents", static_cast<double>(site->documents), {{"index", "site"}});
  w.family("pathshala_index_bytes", "gauge", "Memory the loaded index holds, in bytes.");
  if (jobs) w.sample("pathshala_index_bytes", static_cast<double>(jobs->index_bytes), {{"index", "jobs"}});
  if (site) w.sample("pathshala_index_bytes", static_cast<double>(site->memory_bytes), {{"index", "site"}});
  w.family("pathshala_index_build_seconds", "gauge", "How long the last full build (or load) of the index took.");
  if (jobs) w.sample("pathshala_index_build_seconds", jobs->build_ms / 1000, {{"index", "jobs"}});
  if (site) w.sample("pathshala_index_build_seconds", site->build_ms / 1000, {{"index", "site"}});

  const auto& totals = services.tasks.totals();
  w.family("pathshala_background_task_outcomes_total", "counter",
           "Background task tries finished by this process, by outcome.");
  w.sample("pathshala_background_task_outcomes_total", static_cast<double>(totals.done.load()), {{"outcome", "done"}});
  w.sample("pathshala_background_task_outcomes_total", static_cast<double>(totals.retried.load()),
           {{"outcome", "retried"}});
  w.sample("pathshala_background_task_outcomes_total", static_cast<double>(totals.failed.load()),
           {{"outcome", "failed"}});
  w.counter("pathshala_mail_sent_total", "Mails handed to SMTP (or the outbox) by this process.",
            static_cast<double>(services.mailer->sent()));
  w.counter("pathshala_mail_failed_total", "Mail sends that failed (each try), by this process.",
            static_cast<double>(services.mailer->failed()));

  // The PostgreSQL pool: the families always (one dashboard for both stores), samples only
  // on PostgreSQL.
  const auto pool = store.pool_use();
  w.family("pathshala_store_pool_capacity", "gauge", "The most PostgreSQL connections this process opens.");
  if (pool) w.sample("pathshala_store_pool_capacity", static_cast<double>(pool->capacity));
  w.family("pathshala_store_pool_connections", "gauge", "PostgreSQL connections of this process, by state.");
  if (pool) {
    w.sample("pathshala_store_pool_connections", static_cast<double>(pool->open - pool->idle), {{"state", "busy"}});
    w.sample("pathshala_store_pool_connections", static_cast<double>(pool->idle), {{"state", "idle"}});
  }
  w.family("pathshala_store_pool_waiting", "gauge", "Callers waiting for a free PostgreSQL connection.");
  if (pool) w.sample("pathshala_store_pool_waiting", static_cast<double>(pool->waiting));

  // From the store, shared by every instance: when it cannot be read, say so instead.
  try {
    const auto tasks = services.task_repository.counts();
    const auto orders = services.commerce.order_counts();
    w.gauge("pathshala_store_up", "1 when the store answered this scrape.", 1);
    w.family("pathshala_background_tasks", "gauge", "Tasks in the durable background queue, by state.");
    w.sample("pathshala_background_tasks", static_cast<double>(tasks.queued), {{"state", "queued"}});
    w.sample("pathshala_background_tasks", static_cast<double>(tasks.running), {{"state", "running"}});
    w.sample("pathshala_background_tasks", static_cast<double>(tasks.failed), {{"state", "failed"}});
    w.sample("pathshala_background_tasks", static_cast<double>(tasks.done), {{"state", "done"}});
    w.family("pathshala_orders", "gauge", "Orders in the store, by status.");
    for (const char* status : {"created", "paid", "failed", "refunded", "expired", "cancelled"}) {
      const auto it = orders.find(status);
      w.sample("pathshala_orders", it == orders.end() ? 0.0 : static_cast<double>(it->second), {{"status", status}});
    }
  } catch (const std::exception&) {
    w.gauge("pathshala_store_up", "1 when the store answered this scrape.", 0);
  }
}

// The disks (issue 49: a filling disk was invisible until it was full): the free space where
// the data and the files are, the reserve writes keep, and how big the store is (SQLite: the
// database file and its WAL; PostgreSQL: the database as it reports its size).
void write_disk_metrics(http::MetricsWriter& w, store::Store& store, const core::Config& config) {
  w.family("pathshala_disk_free_bytes", "gauge",
           "Free space this process may use on the disk holding the directory (data: the store, files: uploads).");
  const std::pair<const char*, std::filesystem::path> dirs[] = {{"data", config.data_dir},
                                                                {"files", core::files_dir(config)}};
  for (const auto& [label, dir] : dirs) {
    std::error_code ec;
    const auto space = std::filesystem::space(dir, ec);
    if (!ec) w.sample("pathshala_disk_free_bytes", static_cast<double>(space.available), {{"dir", label}});
  }
  w.gauge("pathshala_disk_reserve_bytes", "Free space writes keep: below it they answer 507 (--disk-reserve).",
          static_cast<double>(core::disk_reserve()));
  w.family("pathshala_store_size_bytes", "gauge", "The store's size on disk, by file (database, wal).");
  if (store.dialect() == store::Dialect::sqlite) {
    const auto db = config.data_dir / "pathshala.db";
    for (const auto& [label, file] : {std::pair<const char*, std::filesystem::path>{"database", db},
                                      {"wal", std::filesystem::path(db.string() + "-wal")}}) {
      std::error_code ec;
      const auto size = std::filesystem::file_size(file, ec);
      w.sample("pathshala_store_size_bytes", ec ? 0.0 : static_cast<double>(size), {{"file", label}});
    }
    return;
  }
  // PostgreSQL: the database, and the write-ahead log (it grows when archiving or a replica
  // falls behind, and fills the database's disk). Reading the WAL needs the pg_monitor role
  // (docs/operations.md); without it there is no "wal" sample rather than a wrong one. A
  // database that does not answer: pathshala_store_up says so.
  const auto number = [&store](const char* sql) -> std::optional<std::int64_t> {
    try {
      std::int64_t value = 0;
      store.read([&](store::Db& db) {
        auto s = db.prepare(sql);
        if (s.step()) value = s.integer(0);
        while (s.step()) {
        }
      });
      return value;
    } catch (const std::exception&) {
      return std::nullopt;
    }
  };
  for (const auto& [label, sql] :
       {std::pair<const char*, const char*>{"database", "SELECT pg_database_size(current_database())"},
        {"wal", "SELECT CAST(coalesce(sum(size), 0) AS BIGINT) FROM pg_ls_waldir()"}}) {
    const auto size = number(sql);
    if (!size) return;
    w.sample("pathshala_store_size_bytes", static_cast<double>(*size), {{"file", label}});
  }
}

}  // namespace

void register_metrics_route(http::Router& router, const core::Config& config, Application& application) {
  router.add(bhttp::verb::get, "/metrics", http::RouteOptions::public_access().on_worker().answers_any_host(),
             [&config, &application](const http::Request& req, const http::Context& ctx) {
               boost::system::error_code ec;
               const auto client = boost::asio::ip::make_address(ctx.client_ip, ec);
               if (ec || !config.metrics_allow.contains(core::unmapped(client)))
                 return http::error_response(req, core::Error::not_found("No such page."));
               std::string text = application.http.metrics().exposition();
               return http::text_response(req, bhttp::status::ok, std::move(text),
                                          "text/plain; version=0.0.4; charset=utf-8");
             });
}

void add_metrics_collectors(Application& application, store::Store& store, const core::Config& config) {
  application.http.metrics().add_collector(write_process_metrics);
  application.http.metrics().add_collector(
      [&store, &config](http::MetricsWriter& w) { write_disk_metrics(w, store, config); });
  application.http.metrics().add_collector([&store, &services = application.services](http::MetricsWriter& w) {
    write_service_metrics(w, store, services);
  });
  // The page path (issue 47): renders by route, the page cache, the refresher.
  application.http.metrics().add_collector([&application](http::MetricsWriter& w) {
    application.pages.write_metrics(w);
    w.gauge("pathshala_page_renderer_up", "1 when the page renderer draws pages (0: missing or failing).",
            application.page_renderer && application.page_renderer->healthy() ? 1 : 0);
  });
}

}  // namespace pathshala::app
