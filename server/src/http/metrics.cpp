#include "http/metrics.hpp"

#include <cmath>
#include <cstdio>

namespace pathshala::http {

namespace {

// A label value with \ " and line breaks escaped, as the format requires.
std::string escaped(std::string_view value) {
  std::string out;
  for (char c : value) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '"')
      out += "\\\"";
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::string metric_number(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "+Inf" : "-Inf";
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  char text[64];
  std::snprintf(text, sizeof text, "%.9g", v);
  return text;
}

void MetricsWriter::family(std::string_view name, std::string_view type, std::string_view help) {
  out_.append("# HELP ").append(name).append(" ").append(help).append("\n");
  out_.append("# TYPE ").append(name).append(" ").append(type).append("\n");
}

void MetricsWriter::sample(std::string_view name, double value, const Labels& labels) {
  out_.append(name);
  if (!labels.empty()) {
    out_ += '{';
    for (std::size_t i = 0; i < labels.size(); ++i) {
      if (i) out_ += ',';
      out_.append(labels[i].first).append("=\"").append(escaped(labels[i].second)).append("\"");
    }
    out_ += '}';
  }
  out_.append(" ").append(metric_number(value)).append("\n");
}

void MetricsWriter::gauge(std::string_view name, std::string_view help, double value, const Labels& labels) {
  family(name, "gauge", help);
  sample(name, value, labels);
}

void MetricsWriter::counter(std::string_view name, std::string_view help, double value, const Labels& labels) {
  family(name, "counter", help);
  sample(name, value, labels);
}

void Metrics::observe_request(std::string_view route, std::string_view method, unsigned status, double seconds) {
  std::size_t bucket = 0;
  while (bucket < kBucketCount && seconds > kBuckets[bucket]) ++bucket;
  std::lock_guard lock(mutex_);
  const std::tuple<std::string_view, std::string_view, unsigned> key{route, method, status};
  auto counted = requests_.find(key);
  if (counted == requests_.end())
    counted = requests_.emplace(std::tuple{std::string(route), std::string(method), status}, 0).first;
  ++counted->second;
  auto timed = latency_.find(route);
  if (timed == latency_.end()) timed = latency_.emplace(std::string(route), Latency{}).first;
  auto& l = timed->second;
  ++l.buckets[bucket];
  ++l.count;
  l.sum += seconds;
}

void Metrics::count_busy(std::string_view pool) {
  std::lock_guard lock(mutex_);
  ++busy_[std::string(pool)];
}

int Metrics::add_collector(Collector collector) {
  std::lock_guard lock(mutex_);
  collectors_[next_collector_] = std::move(collector);
  return next_collector_++;
}

void Metrics::remove_collector(int id) {
  std::lock_guard lock(mutex_);
  collectors_.erase(id);
}

std::string Metrics::exposition() const {
  std::string out;
  MetricsWriter w(out);
  std::vector<Collector> collectors;
  {
    std::lock_guard lock(mutex_);
    w.family("pathshala_http_requests_total", "counter",
             "HTTP requests answered, by route pattern, method and status.");
    for (const auto& [key, n] : requests_) {
      const auto& [route, method, status] = key;
      w.sample("pathshala_http_requests_total", static_cast<double>(n),
               {{"route", route}, {"method", method}, {"status", std::to_string(status)}});
    }
    w.family("pathshala_http_request_duration_seconds", "histogram",
             "Time from a request's header to its answer's last byte, by route pattern.");
    for (const auto& [route, l] : latency_) {
      std::uint64_t cumulative = 0;
      for (std::size_t b = 0; b <= kBucketCount; ++b) {
        cumulative += l.buckets[b];
        w.sample("pathshala_http_request_duration_seconds_bucket", static_cast<double>(cumulative),
                 {{"route", route}, {"le", b < kBucketCount ? metric_number(kBuckets[b]) : "+Inf"}});
      }
      w.sample("pathshala_http_request_duration_seconds_sum", l.sum, {{"route", route}});
      w.sample("pathshala_http_request_duration_seconds_count", static_cast<double>(l.count), {{"route", route}});
    }
    w.family("pathshala_http_busy_total", "counter",
             "Requests answered 503 at once because a bounded pool (password hashing, outbound calls, page "
             "renders) was full.");
    for (const char* pool : {"hashing", "outbound", "render"}) {
      const auto it = busy_.find(pool);
      w.sample("pathshala_http_busy_total", it == busy_.end() ? 0.0 : static_cast<double>(it->second),
               {{"pool", pool}});
    }
    for (const auto& [id, c] : collectors_) collectors.push_back(c);
  }
  for (const auto& c : collectors) c(w);  // outside the lock: they may read the store
  return out;
}

}  // namespace pathshala::http
