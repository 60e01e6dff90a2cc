#include "jobs/jobs_service.hpp"

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <mutex>

#include "core/document_cache.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "core/validation.hpp"
#include "jobs/job_index.hpp"
#include "jobs/text_parsers.hpp"
#include "jobs/validation.hpp"

namespace pathshala::jobs {

namespace json = boost::json;

namespace {

std::optional<int> parse_int(const std::string& s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

// Salary and experience parsed once, here, so searches sort and filter on numbers.
JobRecord record_of(const Job& j) {
  JobRecord r{j, parse_salary_max(j.salary), std::nullopt, std::nullopt};
  if (auto e = parse_experience(j.experience)) {
    r.exp_min_months = e->min_months;
    r.exp_max_months = e->max_months;
  }
  return r;
}

}  // namespace

void tag_invoke(const json::value_from_tag&, json::value& out, const Job& j) {
  out = json::object{
      {"id", j.id},
      {"role", j.role},
      {"company", j.company},
      {"skills", j.skills},
      {"field", j.field},
      {"batch", j.batch},
      {"qualification", j.qualification},
      {"eligibility", j.eligibility},
      {"salary", j.salary},
      {"experience", j.experience},
      {"location", j.location},
      {"applyUrl", j.apply_url},
      {"postedAt", j.posted_at},
      {"topCompany", j.top_company},
  };
}

core::Result<JobSearch> parse_job_search(const std::function<std::optional<std::string>(std::string_view)>& param) {
  JobSearch s;
  if (auto q = param("q")) {
    s.q = core::trim(*q);
    // Characters, not bytes: 100 Devanagari letters are 300 bytes of UTF-8.
    if (core::utf8_length(s.q) > JobSearch::kMaxQueryLength)
      return bad_parameter("q is too long (at most 100 characters).");
  }
  if (auto f = param("field")) s.field = core::trim(*f);
  // Control characters (a NUL above all) are never part of a search, and the full-text
  // index refuses them.
  for (const auto* text : {&s.q, &s.field})
    for (unsigned char c : *text)
      if (c < 0x20 || c == 0x7f) return bad_parameter("The search may not contain control characters.");
  if (auto e = param("experience")) {
    if (*e == "all" || e->empty())
      s.experience = ExperienceFilter::all;
    else if (*e == "fresher")
      s.experience = ExperienceFilter::fresher;
    else if (*e == "1-3")
      s.experience = ExperienceFilter::one_to_three;
    else if (*e == "3+")
      s.experience = ExperienceFilter::three_plus;
    else
      return bad_parameter("experience must be all, fresher, 1-3 or 3+.");
  }
  if (auto o = param("sort")) {
    if (*o == "recent" || o->empty())
      s.sort = Sort::recent;
    else if (*o == "salary")
      s.sort = Sort::salary;
    else
      return bad_parameter("sort must be recent or salary.");
  }
  if (auto l = param("limit")) {
    auto v = parse_int(*l);
    if (!v || *v < 1 || *v > JobSearch::kMaxLimit) return bad_parameter("limit must be a number from 1 to 50.");
    s.limit = *v;
  }
  if (auto c = param("cursor")) {
    auto v = parse_int(*c);
    if (!v || *v < 0 || *v > JobSearch::kMaxOffset)
      return bad_parameter("cursor is not valid; use the next value of a previous answer.");
    s.offset = *v;
  }
  return s;
}

struct JobsService::Impl {
  explicit Impl(Repository& r) : repository(r), cache([&r] { return r.content_version(); }, 2000, 64u << 20) {}
  Repository& repository;
  core::DocumentCache cache;

  struct Built {
    Built(std::int64_t v, std::vector<JobRecord> records) : version(v), index(std::move(records)) {}
    std::int64_t version;
    JobIndex index;
  };
  std::mutex build_mutex;  // one build at a time; searches meanwhile wait for it
  std::atomic<std::shared_ptr<const Built>> built;
  std::atomic<std::int64_t> builds{0};

  // The index of the current content: an admin's edit is searched by the next request.
  std::shared_ptr<const Built> current() {
    const auto version = repository.content_version();
    auto b = built.load();
    if (b && b->version == version) return b;
    std::lock_guard lock(build_mutex);
    b = built.load();
    if (b && b->version == version) return b;
    const auto started = std::chrono::steady_clock::now();
    auto next = std::make_shared<const Built>(version, repository.all());
    built.store(next);
    builds.fetch_add(1, std::memory_order_relaxed);
    spdlog::info("job index: {} jobs, about {:.1f} MB, built in {:.0f} ms", next->index.jobs().size(),
                 next->index.memory_bytes() / 1048576.0,
                 std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
    return next;
  }
};

JobsService::JobsService(Repository& repository) : impl_(std::make_unique<Impl>(repository)) {}
JobsService::~JobsService() = default;

std::int64_t JobsService::index_builds() const { return impl_->builds.load(std::memory_order_relaxed); }

core::DocumentPtr JobsService::search(const JobSearch& q) {
  const std::string key = "jobs?" + q.q + '\x1f' + q.field + '\x1f' + std::to_string(static_cast<int>(q.experience)) +
                          '\x1f' + std::to_string(static_cast<int>(q.sort)) + '\x1f' + std::to_string(q.limit) +
                          '\x1f' + std::to_string(q.offset);
  return impl_->cache.get(key, [&]() -> std::optional<std::string> {
    auto page = impl_->current()->index.search(q);
    json::value next = nullptr;
    if (!page.items.empty() && q.offset + static_cast<std::int64_t>(page.items.size()) < page.total)
      next = std::to_string(q.offset + static_cast<int>(page.items.size()));
    return json::serialize(
        json::object{{"items", json::value_from(page.items)}, {"next", next}, {"total", page.total}});
  });
}

std::shared_ptr<const std::vector<Job>> JobsService::all() {
  auto b = impl_->current();
  return std::shared_ptr<const std::vector<Job>>(b, &b->index.jobs());
}

core::DocumentPtr JobsService::fields() {
  return impl_->cache.get("jobs/fields", [&]() -> std::optional<std::string> {
    return json::serialize(json::object{{"items", json::value_from(impl_->repository.fields())}});
  });
}

core::Result<core::DocumentPtr> JobsService::job(std::string_view id) {
  auto doc = impl_->cache.get("job/" + std::string(id), [&]() -> std::optional<std::string> {
    auto found = find(id);
    if (!found) return std::nullopt;
    return json::serialize(json::value_from(*found));
  });
  if (!doc) return core::Error::not_found("No such job.");
  return doc;
}

core::Result<Job> JobsService::create(Job job, std::int64_t posted_at_ms) {
  auto created = create_all({std::move(job)}, [posted_at_ms](std::size_t) { return posted_at_ms; });
  if (!created) return created.error();
  return std::move(created->front());
}

core::Result<std::vector<Job>> JobsService::create_all(std::vector<Job> jobs,
                                                       const std::function<std::int64_t(std::size_t)>& posted_at_ms) {
  std::vector<JobRecord> records;
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    Job& j = jobs[i];
    normalize(j);
    if (auto e = validate(j)) return *e;
    j.id = core::random_hex(8);
    j.posted_at = posted_at_ms(i);
    records.push_back(record_of(j));
  }
  impl_->repository.insert(records);
  return jobs;
}

core::Result<JobsService::ImportOutcome> JobsService::import_all(std::vector<Job> jobs, std::int64_t now_ms) {
  std::vector<JobRecord> records;
  for (auto& j : jobs) {
    normalize(j);
    if (j.id.empty()) j.id = core::random_hex(8);
    if (!core::is_record_id(j.id))
      return core::invalid_field("id", "“" + j.id + "” cannot be an id: use letters, digits, - and _ (at most 64).");
    if (auto e = validate(j)) {
      e->message = "“" + j.role + "”: " + e->message;
      return *e;
    }
    if (j.posted_at <= 0) j.posted_at = now_ms;
    j.version = 1;
    records.push_back(record_of(j));
  }
  ImportOutcome out;
  out.skipped_ids = impl_->repository.insert(records);
  std::erase_if(jobs, [&](const Job& j) {
    return std::find(out.skipped_ids.begin(), out.skipped_ids.end(), j.id) != out.skipped_ids.end();
  });
  out.inserted = std::move(jobs);
  return out;
}

namespace {
core::Error missing_job() { return core::missing_record("job"); }
std::optional<core::Error> error_of(core::WriteOutcome outcome) { return core::error_of(outcome, "job"); }
}  // namespace

core::Result<Job> JobsService::update(std::string_view id, Job job, core::Version expected_version) {
  normalize(job);
  if (auto e = validate(job)) return *e;
  auto existing = impl_->repository.job(id);
  if (!existing) return missing_job();
  job.id = existing->id;
  job.posted_at = existing->posted_at;
  if (auto e = error_of(impl_->repository.update(record_of(job), expected_version))) return *e;
  auto stored = impl_->repository.job(id);
  if (!stored) return missing_job();
  return std::move(*stored);
}

core::Status JobsService::remove(std::string_view id, core::Version expected_version) {
  if (auto e = error_of(impl_->repository.remove(id, expected_version))) return *e;
  return core::ok();
}

std::optional<Job> JobsService::find(std::string_view id) { return impl_->repository.job(id); }

JobsPage JobsService::list(const JobSearch& search) { return impl_->repository.search(search); }

bool JobsService::has_jobs() {
  JobSearch first;
  first.limit = 1;
  return !impl_->repository.search(first).items.empty();
}

}  // namespace pathshala::jobs
