// GET /metrics (issue 31): the Prometheus exposition a live server serves passes
// `promtool check metrics`, counts requests by route pattern and status with a latency
// histogram, carries the families an on-call engineer needs (queue, orders, mail, indexes,
// process; the PostgreSQL pool in the pg: pass), is refused to addresses outside
// --metrics-allow, and the Grafana dashboard in docs/monitoring names only metrics the
// server exports.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "../support/browser.hpp"
#include "../support/temp_dir.hpp"
#include "../support/test_database.hpp"
#include "test_paths.hpp"  // PATHSHALA_SOURCE_DIR

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

// The value of the sample with exactly this name and label set ("" when absent).
std::string sample(const std::string& text, const std::string& series) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind(series + " ", 0) == 0) return line.substr(series.size() + 1);
  return "";
}

// The metric families (# TYPE lines) of an exposition.
std::set<std::string> families(const std::string& text) {
  std::set<std::string> out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("# TYPE ", 0) == 0) out.insert(line.substr(7, line.find(' ', 7) - 7));
  return out;
}

// promtool's verdict on an exposition: its exit status and what it said.
std::pair<int, std::string> promtool_check(const std::string& exposition) {
  TempDir dir;
  const auto file = dir.path() / "metrics.txt";
  std::ofstream(file) << exposition;
  FILE* out = popen(("promtool check metrics < " + file.string() + " 2>&1").c_str(), "r");
  if (!out) return {-1, "cannot run promtool"};
  std::string said;
  char buffer[512];
  while (fgets(buffer, sizeof buffer, out)) said += buffer;
  const int status = pclose(out);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, said};
}

TEST(Metrics, ALiveServersExpositionPassesPromtoolAndCountsRequests) {
  TestServer server;
  for (int i = 0; i < 3; ++i) ASSERT_EQ(server.fetch("/api/jobs?q=engineer").status, 200u);
  EXPECT_EQ(server.fetch("/api/jobs/no-such-job").status, 404u);
  server.app->services.jobs.warm();
  server.app->services.search.warm();
  server.app->services.jobs.live_index().wait_idle();
  server.app->services.search.live_index().wait_idle();

  auto scraped = server.fetch("/metrics");
  ASSERT_EQ(scraped.status, 200u) << scraped.body;
  EXPECT_EQ(scraped.header("content-type"), "text/plain; version=0.0.4; charset=utf-8");
  const auto& text = scraped.body;
  EXPECT_EQ(sample(text, R"(pathshala_http_requests_total{route="/api/jobs",method="GET",status="200"})"), "3") << text;
  EXPECT_EQ(sample(text, R"(pathshala_http_requests_total{route="/api/jobs/{id}",method="GET",status="404"})"), "1");
  EXPECT_EQ(sample(text, R"(pathshala_http_request_duration_seconds_count{route="/api/jobs"})"), "3");
  EXPECT_EQ(sample(text, R"(pathshala_http_request_duration_seconds_bucket{route="/api/jobs",le="+Inf"})"), "3");
  EXPECT_EQ(sample(text, R"(pathshala_orders{status="paid"})"), "0");
  EXPECT_EQ(sample(text, R"(pathshala_index_loaded{index="jobs"})"), "1");
  EXPECT_NE(sample(text, R"(pathshala_index_documents{index="jobs"})"), "");
  EXPECT_NE(sample(text, R"(pathshala_index_documents{index="site"})"), "");
  EXPECT_EQ(sample(text, "pathshala_store_up"), "1");
  const auto names = families(text);
  for (const char* family : {"pathshala_http_open_connections", "pathshala_http_pool_taken",
                             "pathshala_http_busy_total", "pathshala_background_tasks", "pathshala_mail_sent_total",
                             "pathshala_mail_failed_total", "pathshala_index_bytes", "pathshala_index_build_seconds",
                             "process_resident_memory_bytes", "process_open_fds", "process_cpu_seconds_total"})
    EXPECT_TRUE(names.count(family)) << family << " is not exported";
  if (!postgres_test_host().empty()) {
    EXPECT_NE(sample(text, "pathshala_store_pool_capacity"), "") << "the PostgreSQL pool's use";
    // The tests' PostgreSQL user may read the WAL directory (pg_monitor, or its owner).
    EXPECT_GT(std::stod(sample(text, R"(pathshala_store_size_bytes{file="wal"})")), 0.0) << text;
  }
  EXPECT_GT(std::stod(sample(text, R"(pathshala_store_size_bytes{file="database"})")), 0.0) << text;

  const auto [status, said] = promtool_check(text);
  EXPECT_EQ(status, 0) << "promtool check metrics (install prometheus: scripts/bootstrap): " << said;
}

TEST(Metrics, OnlyAllowedAddressesMayRead) {
  TestServer server({}, [](core::Config& c, accounts::AccountsOptions&) {
    c.metrics_allow = *core::AddressRanges::parse("10.0.0.0/8");
  });
  auto refused = server.fetch("/metrics");
  EXPECT_EQ(refused.status, 404u);
  EXPECT_EQ(refused.body.find("pathshala_"), std::string::npos);
}

// Every metric a dashboard query names must be one the server exports (a renamed metric
// would leave an empty panel on the night it is needed).
TEST(Metrics, TheGrafanaDashboardNamesOnlyExportedMetrics) {
  std::ifstream in(std::string(PATHSHALA_SOURCE_DIR) + "/../docs/monitoring/grafana-dashboard.json");
  std::stringstream json_text;
  json_text << in.rdbuf();
  const auto dashboard = boost::json::parse(json_text.str()).as_object();
  TestServer server;
  server.fetch("/api/jobs");
  const auto exported = families(server.fetch("/metrics").body);
  const std::regex metric(R"(\b((?:pathshala|process)_[a-z_]+))");
  std::size_t queries = 0;
  for (const auto& panel : dashboard.at("panels").as_array()) {
    for (const auto& target : panel.at("targets").as_array()) {
      const std::string expr(target.at("expr").as_string());
      ++queries;
      for (auto it = std::sregex_iterator(expr.begin(), expr.end(), metric); it != std::sregex_iterator(); ++it) {
        std::string name = (*it)[1];
        for (const char* suffix : {"_bucket", "_sum", "_count"})
          if (!exported.count(name) && name.ends_with(suffix)) name = name.substr(0, name.size() - strlen(suffix));
        EXPECT_TRUE(exported.count(name)) << panel.at("title").as_string() << ": " << (*it)[1] << " is not exported";
      }
    }
  }
  EXPECT_GE(queries, 10u);
}

// The alert rules (docs/monitoring/alerts.yml, issue 49) load in Prometheus, name only
// metrics the server exports, and each points at a runbook paragraph that exists.
TEST(Metrics, TheAlertRulesPassPromtoolNameOnlyExportedMetricsAndHaveRunbooks) {
  const std::string docs = std::string(PATHSHALA_SOURCE_DIR) + "/../docs/";
  FILE* out = popen(("promtool check rules " + docs + "monitoring/alerts.yml 2>&1").c_str(), "r");
  ASSERT_TRUE(out);
  std::string said;
  char buffer[512];
  while (fgets(buffer, sizeof buffer, out)) said += buffer;
  const int status = pclose(out);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << said;

  std::ifstream rules_in(docs + "monitoring/alerts.yml"), ops_in(docs + "operations.md");
  std::stringstream rules_text, ops_text;
  rules_text << rules_in.rdbuf();
  ops_text << ops_in.rdbuf();
  const std::string rules = rules_text.str(), operations = ops_text.str();
  TestServer server;
  server.fetch("/api/jobs");
  const auto exported = families(server.fetch("/metrics").body);
  const std::regex metric(R"(\b((?:pathshala|process)_[a-z_]+))");
  std::size_t named = 0;
  for (auto it = std::sregex_iterator(rules.begin(), rules.end(), metric); it != std::sregex_iterator(); ++it) {
    std::string name = (*it)[1];
    for (const char* suffix : {"_bucket", "_sum", "_count"})
      if (!exported.count(name) && name.ends_with(suffix)) name = name.substr(0, name.size() - strlen(suffix));
    EXPECT_TRUE(exported.count(name)) << (*it)[1] << " is not exported";
    ++named;
  }
  EXPECT_GE(named, 8u);
  // Each runbook anchor is a heading of operations.md ("#### Store down" is #store-down).
  const std::regex runbook(R"(runbook: 'docs/operations.md#([a-z-]+)')");
  std::size_t runbooks = 0;
  for (auto it = std::sregex_iterator(rules.begin(), rules.end(), runbook); it != std::sregex_iterator(); ++it) {
    std::string heading = (*it)[1];
    std::replace(heading.begin(), heading.end(), '-', ' ');
    heading[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(heading[0])));
    EXPECT_NE(operations.find("#### " + heading + "\n"), std::string::npos) << "no runbook " << (*it)[1];
    ++runbooks;
  }
  EXPECT_EQ(runbooks, 8u);
  for (const char* disk : {"pathshala_disk_free_bytes", "pathshala_disk_reserve_bytes", "pathshala_store_size_bytes"})
    EXPECT_TRUE(exported.count(disk)) << disk;
}

}  // namespace
