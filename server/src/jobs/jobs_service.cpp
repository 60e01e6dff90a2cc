#include "jobs/jobs_service.hpp"

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>

#include "core/document_cache.hpp"
#include "core/hash.hpp"
#include "core/text.hpp"
#include "core/validation.hpp"
#include "jobs/job_index_file.hpp"
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
      // Read from the free text once here, by the rules the search sorts and filters by, so
      // the web app's structured data (JobPosting) needs no second copy of them.
      {"employmentType", employment_type(j.role, j.salary)},
  };
  if (const auto range = parse_salary_range(j.salary))
    out.as_object()["salaryRange"] = json::object{{"min", range->min}, {"max", range->max}};
}

core::Result<JobSearch> parse_job_search(const std::function<std::optional<std::string>(std::string_view)>& param) {
  JobSearch s;
  if (auto q = param("q")) {
    s.q = core::trim(*q);
    // Characters, not bytes: 100 Devanagari letters are 300 bytes of UTF-8.
    if (core::utf8_length(s.q) > JobSearch::kMaxQueryLength)
      return bad_parameter("q is too long (at most 100 characters).");
  }
  if (auto f = param("field")) {
    s.field = core::trim(*f);
    // A field is a short name ("Software"); a job alert kept 60,000 characters (issue 52).
    if (core::utf8_length(s.field) > JobSearch::kMaxQueryLength)
      return bad_parameter("field is too long (at most 100 characters).");
  }
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
  Impl(Repository& r, std::filesystem::path file)
      : repository(r),
        index_file(std::move(file)),
        records([&r] { return r.content_version(); }, 2000, 16u << 20),
        searches([this] { return index.current()->content_key(); }, 2000, 48u << 20),
        index("job index", hooks()) {}
  Repository& repository;
  const std::filesystem::path index_file;
  bool tried_file = false;          // the saved index is for start-up only
  std::atomic<double> build_ms{0};  // the last full build (or load of the saved index)
  core::DocumentCache records;      // one job, the fields: read from the store
  core::DocumentCache searches;     // answers of the index, for the version of the index that gave them
  core::LiveIndex<JobSnapshot, std::int64_t> index;  // last: its builder thread uses the members above

  // The index saved by the last run, when it is of this database (job_index_file.hpp); the
  // changes since are applied by the live index as after any build.
  std::shared_ptr<const JobSnapshot> saved_index() {
    if (tried_file || index_file.empty()) return nullptr;
    tried_file = true;
    auto saved = load_job_index(index_file);
    if (!saved || saved->version > repository.content_version() ||
        repository.change_at(saved->version) != std::optional<std::string>(saved->log_entry))
      return nullptr;
    spdlog::info("job index: {} jobs read from {} (version {})", saved->index->size(), index_file.string(),
                 saved->version);
    return std::make_shared<const JobSnapshot>(saved->version, saved->index);
  }

  // Every job read from the store; the shown texts into `file` when there is one, else memory.
  std::shared_ptr<const JobIndex> read_all(JobIndexFileWriter* file) {
    auto builder = file ? JobIndex::Builder(file->texts()) : JobIndex::Builder();  // the rows go in as they are read
    repository.read_all([&] { builder.clear(); }, [&](JobRecord&& record) { builder.add(record); });
    return builder.finish();
  }

  // A full build, written to the index file as it goes (job_index_file.hpp) and kept for the
  // next start when the log can vouch for its version; in memory when the file cannot be
  // written (a full disk), and then not kept.
  // `version`: the content's version, read before the jobs are (what changes during the read
  // is applied again afterwards).
  std::shared_ptr<const JobSnapshot> build(std::int64_t version) {
    std::optional<JobIndexFileWriter> file;
    std::shared_ptr<const JobIndex> built;
    try {
      if (!index_file.empty()) file.emplace(index_file);
      built = read_all(file ? &*file : nullptr);
    } catch (const ShownTextsError& e) {
      spdlog::warn("job index: {}; its shown texts are kept in memory instead", e.what());
      file.reset();
      built = read_all(nullptr);
    }
    if (file)
      if (auto entry = repository.change_at(version)) file->commit(version, *entry, *built);
    return std::make_shared<const JobSnapshot>(version, built);
  }

  core::LiveIndex<JobSnapshot, std::int64_t>::Hooks hooks() {
    return {[this] { return repository.content_version(); }, [](const JobSnapshot& s) { return s.applied(); },
            [this](std::int64_t from) {
              const auto started = std::chrono::steady_clock::now();
              auto timed = [&](std::shared_ptr<const JobSnapshot> s) {
                build_ms =
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
                return s;
              };
              if (auto saved = saved_index()) return timed(saved);
              auto next = build(from);
              const auto m = next->memory();
              spdlog::info(
                  "job index: {} jobs, {:.1f} MB in memory ({:.0f} bytes a job, {:.1f}x the indexed text); shown "
                  "texts {:.1f} MB, {}",
                  m.jobs, m.index_bytes / 1048576.0, m.jobs ? double(m.index_bytes) / double(m.jobs) : 0.0,
                  m.text_bytes ? double(m.index_bytes) / double(m.text_bytes) : 0.0, m.shown_bytes / 1048576.0,
                  m.shown_mapped ? "mapped from the index file" : "in memory");
              return timed(next);
            },
            [this](const std::shared_ptr<const JobSnapshot>& s, std::int64_t now,
                   const std::optional<std::int64_t>& building) { return refresh(s, now, building); }};
  }

  // The jobs changed since `s` applied to it; when they are too many (a bulk change) but a
  // build that brings them is under way, only the edits made after that build started, so an
  // admin's edit is seen at once even then (the snapshot is then complete only up to its old
  // version: JobSnapshot::version, edits_from).
  std::shared_ptr<const JobSnapshot> refresh(const std::shared_ptr<const JobSnapshot>& s, std::int64_t now,
                                             const std::optional<std::int64_t>& building) {
    const auto room = JobSnapshot::room(s->changed());
    std::optional<std::int64_t> skipped_to;
    auto ids = repository.changed_ids(s->applied(), now, room);
    if (!ids && building && *building > s->applied()) {
      ids = repository.changed_ids(*building, now, room);
      if (ids) skipped_to = *building;
    }
    if (!ids) return nullptr;  // a build: asked for, or under way already
    std::vector<std::pair<std::string, std::optional<JobRecord>>> changes;
    for (auto& id : *ids) {
      auto record = repository.record(id);
      changes.emplace_back(std::move(id), std::move(record));
    }
    return std::make_shared<const JobSnapshot>(*s, now, changes, skipped_to);
  }
};

JobsService::JobsService(Repository& repository, std::filesystem::path index_file)
    : impl_(std::make_unique<Impl>(repository, std::move(index_file))) {}
JobsService::~JobsService() = default;

std::int64_t JobsService::index_builds() const { return impl_->index.builds(); }
std::int64_t JobsService::index_refreshes() const { return impl_->index.refreshes(); }
std::optional<JobsService::IndexStats> JobsService::index_stats() {
  if (!impl_->index.loaded()) return std::nullopt;
  const auto m = impl_->index.current()->memory();
  return IndexStats{m.jobs, m.index_bytes, m.text_bytes, impl_->build_ms.load()};
}
core::LiveIndex<JobSnapshot, std::int64_t>& JobsService::live_index() { return impl_->index; }
void JobsService::warm() { impl_->index.warm(); }

core::DocumentPtr JobsService::search(const JobSearch& q) {
  const std::string key = "jobs?" + q.q + '\x1f' + q.field + '\x1f' + std::to_string(static_cast<int>(q.experience)) +
                          '\x1f' + std::to_string(static_cast<int>(q.sort)) + '\x1f' + std::to_string(q.limit) +
                          '\x1f' + std::to_string(q.offset);
  return impl_->searches.get(key, [&]() -> std::optional<std::string> {
    auto page = impl_->index.current()->search(q);
    json::value next = nullptr;
    if (!page.items.empty() && q.offset + static_cast<std::int64_t>(page.items.size()) < page.total)
      next = std::to_string(q.offset + static_cast<int>(page.items.size()));
    return json::serialize(
        json::object{{"items", json::value_from(page.items)}, {"next", next}, {"total", page.total}});
  });
}

std::shared_ptr<const JobSnapshot> JobsService::snapshot() { return impl_->index.current(); }
std::int64_t JobsService::index_content_key() { return impl_->index.current()->content_key(); }
std::int64_t JobsService::peek_content_key() const {
  const auto s = impl_->index.peek();
  return s ? s->content_key() : 0;
}
std::optional<std::vector<std::string>> JobsService::changed_ids(std::int64_t after, std::int64_t upto,
                                                                 std::size_t limit) {
  return impl_->repository.changed_ids(after, upto, limit);
}

core::DocumentPtr JobsService::fields() {
  return impl_->records.get("jobs/fields", [&]() -> std::optional<std::string> {
    return json::serialize(json::object{{"items", json::value_from(impl_->repository.fields())}});
  });
}

core::Result<core::DocumentPtr> JobsService::job(std::string_view id) {
  auto doc = impl_->records.get("job/" + std::string(id), [&]() -> std::optional<std::string> {
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
    j.version = 1;  // as stored: an edit right after creating names it
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

JobsPage JobsService::list(const JobSearch& search) { return impl_->index.current()->search(search); }

bool JobsService::has_jobs() { return impl_->repository.any(); }

}  // namespace pathshala::jobs
