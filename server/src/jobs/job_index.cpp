#include "jobs/job_index.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>
#include <stdexcept>

#include "core/text_fold.hpp"

namespace pathshala::jobs {

namespace {

// Job's texts in the order the index keeps them (JobIndex::Shown::end), the id first.
constexpr std::array<std::string Job::*, 12> kTextFields{
    &Job::id,          &Job::role,   &Job::company,    &Job::skills,   &Job::field,    &Job::batch, &Job::qualification,
    &Job::eligibility, &Job::salary, &Job::experience, &Job::location, &Job::apply_url};

// The jobs in any of the lists, ascending. Lists of one value's jobs are already in order; a
// few short lists are merged by sorting; many (a query in most values, e.g. "e") by marking a
// bit a job, which costs a job count's bits whatever the lists hold.
std::vector<std::uint32_t> union_of(const std::vector<std::string_view>& lists, std::size_t list_bytes,
                                    std::size_t jobs) {
  std::vector<std::uint32_t> out;
  const auto each = [&](auto visit) {
    for (auto bytes : lists) {
      GapReader reader(bytes);
      for (std::uint32_t j = 0; reader.next(j);) visit(j);
    }
  };
  if (lists.size() <= 1 || list_bytes * 64 < jobs) {  // a gap is at least a byte
    out.reserve(list_bytes);
    each([&](std::uint32_t j) { out.push_back(j); });
    if (lists.size() > 1) {
      std::sort(out.begin(), out.end());
      out.erase(std::unique(out.begin(), out.end()), out.end());
    }
    return out;
  }
  std::vector<std::uint64_t> marked((jobs + 63) / 64, 0);
  each([&](std::uint32_t j) { marked[j / 64] |= std::uint64_t{1} << (j % 64); });
  for (std::size_t w = 0; w < marked.size(); ++w)
    for (auto bits = marked[w]; bits != 0; bits &= bits - 1)
      out.push_back(static_cast<std::uint32_t>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
  return out;
}

}  // namespace

JobIndex::JobIndex(const std::vector<JobRecord>& records) {
  Building building;
  MemoryShownTexts texts;
  for (const auto& r : records) add(r, building, texts);
  finish(building, texts.finish());
}

JobIndex::Builder::Builder() : own_texts_(std::make_unique<MemoryShownTexts>()), texts_(own_texts_.get()) { clear(); }

JobIndex::Builder::Builder(ShownTextsWriter& texts) : texts_(&texts) { clear(); }

JobIndex::Builder::~Builder() = default;

void JobIndex::Builder::add(const JobRecord& record) { index_->add(record, *building_, *texts_); }

void JobIndex::Builder::clear() {
  index_.reset(new JobIndex());
  building_ = std::make_unique<Building>();
  texts_->clear();
}

std::shared_ptr<const JobIndex> JobIndex::Builder::finish() {
  index_->finish(*building_, texts_->finish());
  auto built = std::move(index_);
  // Not clear(): the texts written now belong to the built index (a file's would be overwritten).
  index_.reset(new JobIndex());
  building_ = std::make_unique<Building>();
  return built;
}

namespace {
// A record's fixed part: the ends of its twelve texts, its version, its top-company mark.
constexpr std::size_t kVersionAt = kTextFields.size() * sizeof(std::uint32_t);
constexpr std::size_t kTopCompanyAt = kVersionAt + sizeof(std::int64_t);
constexpr std::size_t kShownHeader = kTopCompanyAt + 1;
}  // namespace

std::string JobIndex::shown_record(const Job& job) {
  static_assert(kTextFields.size() == kShownTexts);
  std::string record(kShownHeader, '\0');
  std::uint32_t end = 0;
  for (std::size_t t = 0; t < kShownTexts; ++t) {
    const auto& text = job.*kTextFields[t];
    record += text;
    end += static_cast<std::uint32_t>(text.size());
    std::memcpy(record.data() + t * sizeof(end), &end, sizeof(end));
  }
  std::memcpy(record.data() + kVersionAt, &job.version, sizeof(job.version));
  record[kTopCompanyAt] = job.top_company ? 1 : 0;
  return record;
}

std::optional<JobIndex::Shown> JobIndex::read_shown(std::uint32_t j) const {
  Shown out;
  const auto bytes = shown_.bytes;
  const auto at = shown_at_[j];
  if (at > bytes.size() || bytes.size() - at < kShownHeader) return std::nullopt;
  const char* p = bytes.data() + at;
  std::memcpy(out.end.data(), p, kVersionAt);
  std::memcpy(&out.version, p + kVersionAt, sizeof(out.version));
  out.top_company = p[kTopCompanyAt] != 0;
  const auto room = bytes.size() - at - kShownHeader;
  if (!std::is_sorted(out.end.begin(), out.end.end()) || out.end.back() > room) return std::nullopt;
  out.texts = bytes.substr(at + kShownHeader, out.end.back());
  return out;
}

void JobIndex::add(const JobRecord& r, Building& building, ShownTextsWriter& texts) {
  const auto& job = r.job;
  shown_at_.push_back(texts.size());
  texts.append(shown_record(job));
  building.ids += job.id;
  if (building.ids.size() > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("job ids over 4 GiB");
  building.id_ends.push_back(static_cast<std::uint32_t>(building.ids.size()));
  // What a query is looked for in: the folded role, company, location and field.
  for (std::size_t f = 0; f < kSearchedFields; ++f) {
    auto folded = core::fold_for_search(job.*kSearched[f]);
    indexed_text_bytes_ += folded.size() + (f > 0 ? 1 : 0);  // counted as one text with separators
    building.searched[f].add(std::move(folded));
  }
  posted_at_.push_back(job.posted_at);
  auto [field, added] = building.field_ids.try_emplace(job.field, static_cast<std::uint16_t>(fields_.size()));
  if (added) fields_.push_back(job.field);
  field_of_.push_back(field->second);
  const int e = r.exp_min_months.value_or(-1);
  bucket_of_.push_back(e == 0 ? kFresher : e >= 12 && e < 36 ? kOneToThree : e >= 36 ? kThreePlus : kOther);
  salary_.push_back(r.salary_max.value_or(-1));  // a salary is never negative: -1 is "unknown"
}

void JobIndex::finish(Building& building, ShownTexts texts) {
  shown_ = std::move(texts);
  const auto n = static_cast<std::uint32_t>(posted_at_.size());
  // ORDER BY posted_at DESC, id — as the SQL search did: the jobs' numbers are put in that
  // order, and the searched values list their jobs by it (the shown texts stay where they
  // were written).
  std::vector<std::uint32_t> order(n);
  for (std::uint32_t i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (posted_at_[a] != posted_at_[b]) return posted_at_[a] > posted_at_[b];
    return building.id(a) < building.id(b);
  });
  for (std::size_t f = 0; f < kSearchedFields; ++f) searched_[f] = building.searched[f].finish(order);
  const auto in_order = [&](auto& v) {
    std::remove_reference_t<decltype(v)> sorted;
    sorted.reserve(n);
    for (auto i : order) sorted.push_back(v[i]);
    v = std::move(sorted);
  };
  in_order(shown_at_);
  in_order(posted_at_);
  in_order(field_of_);
  in_order(bucket_of_);
  in_order(salary_);
  positions_by_id_ = core::KeyPositions(n, [&](std::uint32_t i) { return building.id(order[i]); });
  // ORDER BY salary_max DESC (unknown last), posted_at DESC, id: a stable sort of the recent order.
  by_salary_.resize(n);
  for (std::uint32_t i = 0; i < n; ++i) by_salary_[i] = i;
  std::stable_sort(by_salary_.begin(), by_salary_.end(), [&](std::uint32_t a, std::uint32_t b) {
    if ((salary_[a] >= 0) != (salary_[b] >= 0)) return salary_[a] >= 0;
    return salary_[a] > salary_[b];
  });
  salary_position_.resize(n);
  for (std::uint32_t p = 0; p < n; ++p) salary_position_[by_salary_[p]] = p;
  all_counts_.assign(fields_.size() * kBuckets, 0);
  for (std::uint32_t j = 0; j < n; ++j) ++all_counts_[field_of_[j] * kBuckets + bucket_of_[j]];
  order_filters_by_salary();
}

void JobIndex::order_filters_by_salary() {
  field_by_salary_.resize(by_salary_.size());
  bucket_by_salary_.resize(by_salary_.size());
  for (std::size_t p = 0; p < by_salary_.size(); ++p) {
    field_by_salary_[p] = field_of_[by_salary_[p]];
    bucket_by_salary_[p] = bucket_of_[by_salary_[p]];
  }
}

void JobIndex::write(core::BinaryWriter& out) const {
  out.put(static_cast<std::uint64_t>(fields_.size()));
  for (const auto& f : fields_) out.put(f);
  out.put(field_of_);
  out.put(bucket_of_);
  out.put(all_counts_);
  out.put(shown_at_);
  out.put(posted_at_);
  out.put(salary_);
  positions_by_id_.write(out);
  out.put(by_salary_);
  out.put(salary_position_);
  out.put(indexed_text_bytes_);
  for (const auto& values : searched_) values.write(out);  // last: the field's job lists
}

std::shared_ptr<const JobIndex> JobIndex::read(core::BinaryReader& in, ShownTexts texts) {
  std::shared_ptr<JobIndex> x(new JobIndex());
  x->shown_ = std::move(texts);
  const auto field_count = in.get<std::uint64_t>();
  for (std::uint64_t f = 0; f < field_count && in.ok(); ++f) x->fields_.push_back(in.get_string());
  x->field_of_ = in.get_vector<std::uint16_t>();
  x->bucket_of_ = in.get_vector<std::uint8_t>();
  x->all_counts_ = in.get_vector<std::uint32_t>();
  x->shown_at_ = in.get_vector<std::uint64_t>();
  x->posted_at_ = in.get_vector<std::int64_t>();
  const std::uint64_t n = x->posted_at_.size();
  if (!in.ok() || n > std::numeric_limits<std::uint32_t>::max()) return nullptr;
  x->salary_ = in.get_vector<std::int64_t>();
  if (!x->positions_by_id_.read(in, n)) return nullptr;
  x->by_salary_ = in.get_vector<std::uint32_t>();
  x->salary_position_ = in.get_vector<std::uint32_t>();
  x->indexed_text_bytes_ = in.get<std::uint64_t>();
  for (auto& values : x->searched_)
    if (!values.read(in, static_cast<std::uint32_t>(n))) return nullptr;
  // Every position in range, every per-job list as long as the jobs: a file that says
  // otherwise is not this index.
  const auto below = [](const auto& list, std::uint64_t limit) {
    return std::all_of(list.begin(), list.end(), [&](auto v) { return static_cast<std::uint64_t>(v) < limit; });
  };
  bool consistent = in.done() && x->field_of_.size() == n && x->bucket_of_.size() == n && x->salary_.size() == n &&
                    x->by_salary_.size() == n && x->salary_position_.size() == n &&
                    x->all_counts_.size() == x->fields_.size() * kBuckets && below(x->field_of_, x->fields_.size()) &&
                    below(x->bucket_of_, kBuckets) && below(x->by_salary_, n) && below(x->salary_position_, n);
  // Each job's shown record inside the texts (what the record holds is checked when it is
  // read: JobIndex::shown); the searched values were checked as they were read.
  consistent = consistent && x->shown_at_.size() == n;
  for (std::uint32_t j = 0; j < n && consistent; ++j) consistent = x->read_shown(j).has_value();
  if (!consistent) return nullptr;
  x->order_filters_by_salary();  // not in the file: made from what is
  return x;
}

std::optional<std::uint32_t> JobIndex::position_of(std::string_view id) const {
  return positions_by_id_.find(id, [&](std::uint32_t j) { return id_of(j); });
}

bool JobIndex::before(const JobIndex& a, std::uint32_t i, const JobIndex& b, std::uint32_t j, bool by_salary) {
  if (by_salary) {
    const auto x = a.salary_[i], y = b.salary_[j];
    if ((x >= 0) != (y >= 0)) return x >= 0;
    if (x != y) return x > y;
  }
  const auto p = a.posted_at_[i], q = b.posted_at_[j];
  if (p != q) return p > q;
  return a.id_of(i) < b.id_of(j);
}

std::shared_ptr<const JobIndex::Matches> JobIndex::matches(const std::string& q) const {
  {
    std::lock_guard lock(cache_mutex_);
    if (auto it = cache_.find(q); it != cache_.end()) return it->second;
  }
  auto m = std::make_shared<Matches>();
  // The values of each searched field that hold the query, then their jobs.
  std::vector<std::string_view> lists;
  std::size_t list_bytes = 0;
  for (const auto& values : searched_)
    for (auto v : values.holding(q)) {
      lists.push_back(values.jobs_of(v));
      list_bytes += lists.back().size();
    }
  m->recent = union_of(lists, list_bytes, size());
  m->salary.reserve(m->recent.size());
  m->counts.assign(fields_.size() * kBuckets, 0);
  for (auto j : m->recent) {
    m->salary.push_back(salary_position_[j]);
    ++m->counts[field_of_[j] * kBuckets + bucket_of_[j]];
  }
  std::sort(m->salary.begin(), m->salary.end());

  std::lock_guard lock(cache_mutex_);
  if (cache_.size() >= kMaxCachedQueries) cache_.clear();
  cache_.emplace(q, m);
  return m;
}

namespace {
// The bucket an experience filter selects; -1 for all.
int bucket_of_filter(ExperienceFilter e) {
  switch (e) {
    case ExperienceFilter::fresher:
      return 0;
    case ExperienceFilter::one_to_three:
      return 1;
    case ExperienceFilter::three_plus:
      return 2;
    case ExperienceFilter::all:
      break;
  }
  return -1;
}
}  // namespace

std::int64_t JobIndex::total(const Counts& counts, int field, int bucket) const {
  std::int64_t sum = 0;
  for (std::size_t f = 0; f < fields_.size(); ++f) {
    if (field >= 0 && f != static_cast<std::size_t>(field)) continue;
    for (int b = 0; b < kBuckets; ++b)
      if (bucket < 0 || b == bucket) sum += counts[f * kBuckets + static_cast<std::size_t>(b)];
  }
  return sum;
}

JobIndex::Filter JobIndex::filter_of(const JobSearch& s) {
  static_assert(kFresher == 0 && kOneToThree == 1 && kThreePlus == 2);
  return {core::fold_for_search(s.q), s.field, bucket_of_filter(s.experience), s.sort == Sort::salary};
}

int JobIndex::field_index(const std::string& field) const {
  if (field.empty()) return -1;
  auto it = std::find(fields_.begin(), fields_.end(), field);
  return it == fields_.end() ? -2 : static_cast<int>(it - fields_.begin());
}

JobIndex::Walk JobIndex::walk(const Filter& f) const {
  Walk w;
  w.index_ = this;
  w.field_ = field_index(f.field);
  w.bucket_ = f.bucket;
  w.by_salary_ = f.by_salary;
  if (w.field_ == -2) return w;  // a field no job has matches nothing
  if (f.folded_q.empty()) {
    w.count_ = size();
  } else {
    auto m = matches(f.folded_q);
    w.recent_ = &m->recent;
    w.salary_ = &m->salary;
    w.count_ = m->recent.size();
    w.matches_ = std::move(m);
  }
  return w;
}

std::optional<std::uint32_t> JobIndex::Walk::next() {
  const auto& x = *index_;
  while (i_ < count_) {
    const auto i = i_++;
    if (by_salary_) {
      const auto p = salary_ ? (*salary_)[i] : static_cast<std::uint32_t>(i);
      if (field_ >= 0 && x.field_by_salary_[p] != field_) continue;
      if (bucket_ >= 0 && x.bucket_by_salary_[p] != bucket_) continue;
      return x.by_salary_[p];
    }
    const auto j = recent_ ? (*recent_)[i] : static_cast<std::uint32_t>(i);
    if (field_ >= 0 && x.field_of_[j] != field_) continue;
    if (bucket_ >= 0 && x.bucket_of_[j] != bucket_) continue;
    return j;
  }
  return std::nullopt;
}

std::int64_t JobIndex::count(const Filter& f) const {
  const int field = field_index(f.field);
  if (field == -2) return 0;
  if (f.folded_q.empty()) return total(all_counts_, field, f.bucket);
  return total(matches(f.folded_q)->counts, field, f.bucket);
}

std::int64_t JobIndex::count_among(const Filter& f, const std::vector<std::uint32_t>& positions) const {
  const int field = field_index(f.field);
  if (field == -2 || positions.empty()) return 0;
  std::shared_ptr<const Matches> m;
  if (!f.folded_q.empty()) m = matches(f.folded_q);
  std::int64_t n = 0;
  for (auto j : positions) {
    if (field >= 0 && field_of_[j] != field) continue;
    if (f.bucket >= 0 && bucket_of_[j] != f.bucket) continue;
    if (m && !std::binary_search(m->recent.begin(), m->recent.end(), j)) continue;
    ++n;
  }
  return n;
}

std::size_t JobIndex::memory_bytes() const {
  std::size_t n = (by_salary_.capacity() + salary_position_.capacity()) * 4 +
                  (field_of_.capacity() + field_by_salary_.capacity()) * 2 + bucket_of_.capacity() +
                  bucket_by_salary_.capacity() + salary_.capacity() * 8 + positions_by_id_.memory_bytes() +
                  (shown_at_.capacity() + posted_at_.capacity()) * 8 + (shown_.in_memory ? shown_.bytes.size() : 0);
  for (const auto& values : searched_) n += values.memory_bytes();
  return n;
}

std::size_t JobIndex::shown_text_bytes() const { return shown_.bytes.size(); }

Job JobIndex::job(std::uint32_t j) const {
  Job out;
  const auto record = shown(j);
  for (std::size_t t = 0; t < kShownTexts; ++t) out.*kTextFields[t] = std::string(record.text(t));
  out.posted_at = posted_at_[j];
  out.version = record.version;
  out.top_company = record.top_company;
  return out;
}

}  // namespace pathshala::jobs
