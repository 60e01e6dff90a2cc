#pragma once
// What /metrics exposes, in the Prometheus text format (version 0.0.4), written here rather
// than with prometheus-cpp (not packaged in Debian 12): the server records every request
// (by route pattern, method and status, with a latency histogram per route pattern) and
// every 503 of a full pool; the rest is read at scrape time from collectors that the
// server (connections, pools) and the composition root (indexes, queue, orders, mail,
// store, process) register. `promtool check metrics` passes on the result (a test runs it).
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace pathshala::http {

// A sample's value or a bucket's bound as the exposition format writes it ("0.005", "+Inf").
std::string metric_number(double v);

// Writes metric families: a family's HELP and TYPE once, then its samples.
class MetricsWriter {
 public:
  using Labels = std::vector<std::pair<std::string, std::string>>;
  explicit MetricsWriter(std::string& out) : out_(out) {}
  // type: "counter" or "gauge" ("histogram" families are written by RequestMetrics).
  void family(std::string_view name, std::string_view type, std::string_view help);
  void sample(std::string_view name, double value, const Labels& labels = {});
  // A family with one sample.
  void gauge(std::string_view name, std::string_view help, double value, const Labels& labels = {});
  void counter(std::string_view name, std::string_view help, double value, const Labels& labels = {});

 private:
  std::string& out_;
};

class Metrics {
 public:
  // A request answered: route is its pattern ("/api/jobs/{id}") or "other" (files, pages).
  void observe_request(std::string_view route, std::string_view method, unsigned status, double seconds);
  // A 503 because a bounded pool (hashing, outbound, render) was full.
  void count_busy(std::string_view pool);

  using Collector = std::function<void(MetricsWriter&)>;
  // Families read at each scrape; the id removes them again (a server that stops).
  int add_collector(Collector collector);
  void remove_collector(int id);

  // Everything, in the exposition format.
  std::string exposition() const;

  // Upper bounds of the latency histogram's buckets, in seconds (+Inf besides).
  static constexpr double kBuckets[] = {0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};
  static constexpr std::size_t kBucketCount = sizeof(kBuckets) / sizeof(kBuckets[0]);

 private:
  struct Latency {
    std::uint64_t buckets[kBucketCount + 1] = {};  // not cumulative; the last is +Inf
    std::uint64_t count = 0;
    double sum = 0;
  };
  mutable std::mutex mutex_;
  // Looked up by string_view (a transparent comparator): a request allocates nothing once its
  // series exists. Compared as views on both sides: a tuple of strings against a tuple of
  // views is a comparison clang's C++20 library mode refuses.
  struct RequestKeyLess {
    using is_transparent = void;
    template <class A, class B>
    bool operator()(const A& a, const B& b) const {
      return view(a) < view(b);
    }
    template <class T>
    static std::tuple<std::string_view, std::string_view, unsigned> view(const T& key) {
      return {std::get<0>(key), std::get<1>(key), std::get<2>(key)};
    }
  };
  std::map<std::tuple<std::string, std::string, unsigned>, std::uint64_t, RequestKeyLess> requests_;  // route, method,
                                                                                                      // status
  std::map<std::string, Latency, std::less<>> latency_;                                               // by route
  std::map<std::string, std::uint64_t> busy_;                                                         // by pool
  std::map<int, Collector> collectors_;
  int next_collector_ = 1;
};

}  // namespace pathshala::http
