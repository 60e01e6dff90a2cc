#include "jobs/job_index.hpp"

#include <algorithm>
#include <cstring>
#include <limits>

#include "core/text_fold.hpp"

namespace pathshala::jobs {

namespace {

std::uint32_t trigram_at(std::string_view s, std::size_t i) {
  return (static_cast<std::uint32_t>(static_cast<unsigned char>(s[i])) << 16) |
         (static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + 1])) << 8) |
         static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + 2]));
}

std::uint32_t hash_of(std::string_view s) {  // FNV-1a, folded to 32 bits; equal ids are compared after
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return static_cast<std::uint32_t>(h ^ (h >> 32));
}

// Job's texts in the order the index keeps them (JobIndex::Shown::end), the id first.
constexpr std::array<std::string Job::*, 12> kTextFields{
    &Job::id,          &Job::role,   &Job::company,    &Job::skills,   &Job::field,    &Job::batch, &Job::qualification,
    &Job::eligibility, &Job::salary, &Job::experience, &Job::location, &Job::apply_url};

bool has_separator(std::string_view s, std::size_t i) { return s[i] == '\n' || s[i + 1] == '\n' || s[i + 2] == '\n'; }

// A trigram's jobs as they are gathered during the build: already as gaps in LEB128 bytes, so
// the build never holds four bytes a position.
struct GrowingPostings {
  std::string bytes;
  std::uint32_t last = 0, count = 0;
};

void append_varint(std::string& out, std::uint32_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7f) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

// One trigram's jobs, one at a time: the first is stored as itself, each next as the gap from the
// one before. next gives false at the end, or at bytes that do not decode (a damaged file).
class PostingsReader {
 public:
  explicit PostingsReader(std::string_view bytes) : p_(bytes.data()), end_(bytes.data() + bytes.size()) {}
  bool next(std::uint32_t& job) {
    std::uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
      if (p_ == end_ || shift > 28) return false;
      const auto byte = static_cast<unsigned char>(*p_++);
      v |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80)) break;
    }
    v += first_ ? 0 : std::uint64_t{last_};
    if (v > std::numeric_limits<std::uint32_t>::max()) return false;
    first_ = false;
    last_ = static_cast<std::uint32_t>(v);
    job = last_;
    return true;
  }
  bool at_end() const { return p_ == end_; }

 private:
  const char* p_;
  const char* end_;
  std::uint32_t last_ = 0;
  bool first_ = true;
};

}  // namespace

JobIndex::JobIndex(const std::vector<JobRecord>& records) {
  std::unordered_map<std::string, std::uint16_t> field_ids;
  MemoryShownTexts texts;
  for (const auto& r : records) add(r, field_ids, texts);
  finish(texts.finish());
}

JobIndex::Builder::Builder() : own_texts_(std::make_unique<MemoryShownTexts>()), texts_(own_texts_.get()) { clear(); }

JobIndex::Builder::Builder(ShownTextsWriter& texts) : texts_(&texts) { clear(); }

void JobIndex::Builder::add(const JobRecord& record) { index_->add(record, field_ids_, *texts_); }

void JobIndex::Builder::clear() {
  index_.reset(new JobIndex());
  field_ids_.clear();
  texts_->clear();
}

std::shared_ptr<const JobIndex> JobIndex::Builder::finish() {
  index_->finish(texts_->finish());
  auto built = std::move(index_);
  // Not clear(): the texts written now belong to the built index (a file's would be overwritten).
  index_.reset(new JobIndex());
  field_ids_.clear();
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

void JobIndex::add(const JobRecord& r, std::unordered_map<std::string, std::uint16_t>& field_ids,
                   ShownTextsWriter& texts) {
  const auto& job = r.job;
  shown_at_.push_back(texts.size());
  texts.append(shown_record(job));
  // Folded role \n company \n location \n field: what a query is looked for in.
  folded_at_.push_back(folded_.size());
  folded_ += core::fold_for_search(job.role) + '\n' + core::fold_for_search(job.company) + '\n' +
             core::fold_for_search(job.location) + '\n' + core::fold_for_search(job.field);
  posted_at_.push_back(job.posted_at);
  auto [field, added] = field_ids.try_emplace(job.field, static_cast<std::uint16_t>(fields_.size()));
  if (added) fields_.push_back(job.field);
  field_of_.push_back(field->second);
  const int e = r.exp_min_months.value_or(-1);
  bucket_of_.push_back(e == 0 ? kFresher : e >= 12 && e < 36 ? kOneToThree : e >= 36 ? kThreePlus : kOther);
  salary_.push_back(r.salary_max.value_or(-1));  // a salary is never negative: -1 is "unknown"
}

void JobIndex::finish(ShownTexts texts) {
  shown_ = std::move(texts);
  const auto n = static_cast<std::uint32_t>(posted_at_.size());
  folded_at_.push_back(folded_.size());
  // ORDER BY posted_at DESC, id — as the SQL search did: the jobs' numbers are put in that
  // order (their searched texts just below; the shown texts stay where they were written).
  std::vector<std::uint32_t> order(n);
  for (std::uint32_t i = 0; i < n; ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    if (posted_at_[a] != posted_at_[b]) return posted_at_[a] > posted_at_[b];
    return id_of(a) < id_of(b);
  });
  // The searched texts copied in that order (it also drops the room the string's doubling
  // left): a search walks the jobs in order, and with their texts scattered in the order the
  // store gave them it answered about 30% fewer searches a second (bench/live-index, a million
  // jobs).
  {
    std::string ordered;
    ordered.reserve(folded_.size());
    std::vector<std::uint64_t> ordered_at;
    ordered_at.reserve(n + 1);
    for (auto i : order) {
      ordered_at.push_back(ordered.size());
      ordered.append(folded_, folded_at_[i], folded_at_[i + 1] - folded_at_[i]);
    }
    ordered_at.push_back(ordered.size());
    folded_ = std::move(ordered);
    folded_at_ = std::move(ordered_at);
  }
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
  // Which jobs hold each trigram, gathered as bytes (GrowingPostings), then one buffer.
  std::unordered_map<std::uint32_t, GrowingPostings> growing;
  id_hashes_.reserve(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    id_hashes_.emplace_back(hash_of(id_of(i)), i);
    const auto t = searched_text(i);
    for (std::size_t k = 0; k + 3 <= t.size(); ++k) {
      if (has_separator(t, k)) continue;
      auto& list = growing[trigram_at(t, k)];
      if (list.count > 0 && list.last == i) continue;  // the trigram twice in one job
      append_varint(list.bytes, list.count == 0 ? i : i - list.last);
      list.last = i;
      ++list.count;
    }
  }
  trigrams_.reserve(growing.size());
  std::size_t posting_bytes = 0;
  for (const auto& [trigram, list] : growing) {
    trigrams_.push_back({trigram, list.count, 0});
    posting_bytes += list.bytes.size();
  }
  std::sort(trigrams_.begin(), trigrams_.end(),
            [](const Postings& a, const Postings& b) { return a.trigram < b.trigram; });
  postings_.reserve(posting_bytes);
  for (auto& p : trigrams_) {
    auto& list = growing.at(p.trigram);
    p.at = postings_.size();
    postings_ += list.bytes;
    std::string().swap(list.bytes);
  }
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
  std::sort(id_hashes_.begin(), id_hashes_.end());
}

void JobIndex::write(core::BinaryWriter& out) const {
  out.put(static_cast<std::uint64_t>(fields_.size()));
  for (const auto& f : fields_) out.put(f);
  out.put(field_of_);
  out.put(bucket_of_);
  out.put(all_counts_);
  out.put(shown_at_);
  out.put(folded_);
  out.put(folded_at_);
  out.put(posted_at_);
  out.put(salary_);
  out.put(static_cast<std::uint64_t>(id_hashes_.size()));
  for (const auto& [hash, job] : id_hashes_) {
    out.put(hash);
    out.put(job);
  }
  out.put(by_salary_);
  out.put(salary_position_);
  out.put(trigrams_);
  out.put(postings_);
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
  x->folded_ = in.get_string();
  x->folded_at_ = in.get_vector<std::uint64_t>();
  x->posted_at_ = in.get_vector<std::int64_t>();
  const std::uint64_t n = x->posted_at_.size();
  if (!in.ok() || n > std::numeric_limits<std::uint32_t>::max()) return nullptr;
  x->salary_ = in.get_vector<std::int64_t>();
  const auto hashes = in.get<std::uint64_t>();
  if (hashes != n) return nullptr;
  x->id_hashes_.reserve(n);
  for (std::uint64_t i = 0; i < n && in.ok(); ++i) {
    const auto hash = in.get<std::uint32_t>();
    x->id_hashes_.emplace_back(hash, in.get<std::uint32_t>());
  }
  x->by_salary_ = in.get_vector<std::uint32_t>();
  x->salary_position_ = in.get_vector<std::uint32_t>();
  x->trigrams_ = in.get_vector<Postings>();
  x->postings_ = in.get_string();
  // Every position in range, every per-job list as long as the jobs: a file that says
  // otherwise is not this index.
  const auto below = [](const auto& list, std::uint64_t limit) {
    return std::all_of(list.begin(), list.end(), [&](auto v) { return static_cast<std::uint64_t>(v) < limit; });
  };
  bool consistent = in.done() && x->field_of_.size() == n && x->bucket_of_.size() == n && x->salary_.size() == n &&
                    x->id_hashes_.size() == n && x->by_salary_.size() == n && x->salary_position_.size() == n &&
                    x->all_counts_.size() == x->fields_.size() * kBuckets && below(x->field_of_, x->fields_.size()) &&
                    below(x->bucket_of_, kBuckets) && below(x->by_salary_, n) && below(x->salary_position_, n);
  for (const auto& [h, j] : x->id_hashes_) consistent = consistent && j < n;
  // Each job's searched text in order inside folded_, and its shown record inside the texts
  // (what the record holds is checked when it is read: JobIndex::shown).
  consistent = consistent && x->shown_at_.size() == n && x->folded_at_.size() == n + 1 &&
               std::is_sorted(x->folded_at_.begin(), x->folded_at_.end()) && x->folded_at_.front() == 0 &&
               x->folded_at_.back() == x->folded_.size();
  for (std::uint32_t j = 0; j < n && consistent; ++j) consistent = x->read_shown(j).has_value();
  // The trigrams in order, each one's bytes inside the postings and exactly its count of jobs,
  // ascending and in range.
  for (std::size_t t = 0; t < x->trigrams_.size() && consistent; ++t) {
    const auto& p = x->trigrams_[t];
    const auto end = t + 1 < x->trigrams_.size() ? x->trigrams_[t + 1].at : x->postings_.size();
    consistent =
        (t == 0 || x->trigrams_[t - 1].trigram < p.trigram) && p.at <= end && end <= x->postings_.size() && p.count > 0;
    if (!consistent) break;
    PostingsReader reader(x->bytes_of(p));
    std::uint32_t job = 0, count = 0;
    std::int64_t last = -1;
    while (consistent && reader.next(job)) {
      consistent = static_cast<std::int64_t>(job) > last && job < n;
      last = job;
      ++count;
    }
    consistent = consistent && reader.at_end() && count == p.count;
  }
  if (!consistent) return nullptr;
  return x;
}

const JobIndex::Postings* JobIndex::find_trigram(std::uint32_t trigram) const {
  auto it = std::lower_bound(trigrams_.begin(), trigrams_.end(), trigram,
                             [](const Postings& p, std::uint32_t t) { return p.trigram < t; });
  return it != trigrams_.end() && it->trigram == trigram ? &*it : nullptr;
}

std::string_view JobIndex::bytes_of(const Postings& p) const {
  const auto t = static_cast<std::size_t>(&p - trigrams_.data());
  const auto end = t + 1 < trigrams_.size() ? trigrams_[t + 1].at : postings_.size();
  return std::string_view(postings_).substr(p.at, end - p.at);
}

std::vector<std::uint32_t> JobIndex::decode(const Postings& p) const {
  std::vector<std::uint32_t> out;
  out.reserve(p.count);
  PostingsReader reader(bytes_of(p));
  for (std::uint32_t job = 0; reader.next(job);) out.push_back(job);
  return out;
}

// The jobs of `sorted` that also hold the trigram: one pass over its bytes.
std::vector<std::uint32_t> JobIndex::intersect(const std::vector<std::uint32_t>& sorted, const Postings& p) const {
  std::vector<std::uint32_t> out;
  PostingsReader reader(bytes_of(p));
  std::uint32_t job = 0;
  bool more = reader.next(job);
  for (auto candidate : sorted) {
    while (more && job < candidate) more = reader.next(job);
    if (!more) break;
    if (job == candidate) out.push_back(candidate);
  }
  return out;
}

std::optional<std::uint32_t> JobIndex::position_of(std::string_view id) const {
  const auto h = hash_of(id);
  for (auto it = std::lower_bound(id_hashes_.begin(), id_hashes_.end(), std::make_pair(h, std::uint32_t{0}));
       it != id_hashes_.end() && it->first == h; ++it)
    if (id_of(it->second) == id) return it->second;
  return std::nullopt;
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
  auto contains = [&](std::uint32_t j) { return searched_text(j).find(q) != std::string_view::npos; };
  if (q.size() < 3) {  // shorter than a trigram: look at every job
    for (std::uint32_t j = 0; j < size(); ++j)
      if (contains(j)) m->recent.push_back(j);
  } else {
    // The query's distinct trigrams, rarest first; a trigram no job has means no match.
    std::vector<const Postings*> lists;
    bool none = false;
    for (std::size_t k = 0; k + 3 <= q.size() && !none; ++k) {
      const auto* p = find_trigram(trigram_at(q, k));
      if (!p)
        none = true;
      else if (std::find(lists.begin(), lists.end(), p) == lists.end())
        lists.push_back(p);
    }
    if (!none) {
      std::sort(lists.begin(), lists.end(), [](auto* a, auto* b) { return a->count < b->count; });
      // The rarest few narrow it enough; the substring check below decides.
      std::vector<std::uint32_t> candidates = decode(*lists.front());
      for (std::size_t l = 1; l < lists.size() && l < 4 && !candidates.empty(); ++l)
        candidates = intersect(candidates, *lists[l]);
      for (auto j : candidates)
        if (contains(j)) m->recent.push_back(j);
    }
  }
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
    std::uint32_t j;
    if (by_salary_)
      j = x.by_salary_[salary_ ? (*salary_)[i] : i];
    else
      j = recent_ ? (*recent_)[i] : static_cast<std::uint32_t>(i);
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

bool JobIndex::matches(std::uint32_t j, const Filter& f) const {
  if (!f.field.empty() && fields_[field_of_[j]] != f.field) return false;
  if (f.bucket >= 0 && bucket_of_[j] != f.bucket) return false;
  return f.folded_q.empty() || searched_text(j).find(f.folded_q) != std::string_view::npos;
}

std::size_t JobIndex::indexed_text_bytes() const { return folded_.size(); }

std::size_t JobIndex::memory_bytes() const {
  std::size_t n = (by_salary_.capacity() + salary_position_.capacity()) * 4 + field_of_.capacity() * 2 +
                  bucket_of_.capacity() + salary_.capacity() * 8 + id_hashes_.capacity() * sizeof(id_hashes_[0]) +
                  (shown_at_.capacity() + folded_at_.capacity() + posted_at_.capacity()) * 8 + folded_.capacity() +
                  trigrams_.capacity() * sizeof(Postings) + postings_.capacity() +
                  (shown_.in_memory ? shown_.bytes.size() : 0);
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
