#include "search/search_service.hpp"

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include <atomic>
#include <charconv>
#include <chrono>
#include <mutex>
#include <optional>

#include "core/document_cache.hpp"
#include "core/text.hpp"

namespace pathshala::search {

namespace json = boost::json;

namespace {

constexpr std::array<std::string_view, 4> kYears{"firstYear", "secondYear", "thirdYear", "fourthYear"};

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

std::optional<int> parse_int(const std::string& s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

std::string download_url(const std::string& id, const std::string& target) {
  return target.empty() ? std::string() : "/api/downloads/" + id;
}

// Every searchable record as a document.
std::vector<SearchDoc> load_documents(catalog::CatalogService& catalog, jobs::JobsService& jobs) {
  std::vector<SearchDoc> docs;
  const std::array<std::pair<std::string_view, Kind>, 4> material_kinds{{{"important-topics", Kind::important_topics},
                                                                         {"quantum", Kind::quantum},
                                                                         {"notes", Kind::notes},
                                                                         {"practical", Kind::practical}}};
  for (int y = 0; y < 4; ++y) {
    const auto year = kYears[static_cast<std::size_t>(y)];
    for (const auto& [slug, kind] : material_kinds) {
      for (auto& m : catalog.list_materials(slug, year)) {
        auto url = download_url(m.id, m.download_url);
        docs.push_back(
            {kind, y, m.id, m.title, m.description, m.subject.value_or(""), url, !url.empty(), m.image_label});
      }
    }
    for (auto& p : catalog.list_papers(year)) {
      auto url = download_url(p.id, p.download_url);
      docs.push_back({Kind::previous_year, y, p.id, p.title, "", p.subject.value_or(""), url, !url.empty(), ""});
    }
    for (auto& c : catalog.list_courses("bl-notes", year))
      docs.push_back({Kind::bl_notes, y, c.id, c.card_title.empty() ? c.title : c.card_title,
                      c.description.value_or(""), c.subject, "/course-details/" + c.id, false, c.title});
  }
  for (auto& c : catalog.list_courses("premium", ""))
    docs.push_back({Kind::premium, -1, c.id, c.card_title.empty() ? c.title : c.card_title, c.description.value_or(""),
                    c.subject, "/course-details/" + c.id, false, c.title});
  for (auto& p : catalog.list_projects()) {
    std::string body = p.site_name + ' ' + p.description + ' ' + p.level;
    for (const auto& t : p.technologies) body += ' ' + t;
    docs.push_back({Kind::projects, -1, p.id, p.card_title, p.subtitle, "", "/project/" + p.id, false, body});
  }
  const auto all_jobs = jobs.all();
  for (const auto& j : *all_jobs) {
    std::string subtitle = j.company;
    if (!j.location.empty()) subtitle += (subtitle.empty() ? "" : " · ") + j.location;
    docs.push_back({Kind::jobs, -1, j.id, j.role, subtitle, "", "/jobs/" + j.id, false,
                    j.company + ' ' + j.skills + ' ' + j.location + ' ' + j.field + ' ' + j.qualification});
  }
  return docs;
}

}  // namespace

int year_index(std::string_view year) {
  for (std::size_t i = 0; i < kYears.size(); ++i)
    if (kYears[i] == year) return static_cast<int>(i);
  return -1;
}

core::Result<SearchParams> parse_search_params(
    const std::function<std::optional<std::string>(std::string_view)>& param) {
  SearchParams p;
  auto q = param("q");
  if (!q) return bad_parameter("q is required: type what to search for.");
  p.q = core::trim(*q);
  p.last_word_done = !q->empty() && (q->back() == ' ' || q->back() == '\t');
  if (p.q.empty()) return bad_parameter("q is empty: type what to search for.");
  if (core::utf8_length(p.q) > SearchParams::kMaxQueryLength)
    return bad_parameter("q is too long (at most 100 characters).");
  for (unsigned char c : p.q)
    if (c < 0x20 || c == 0x7f) return bad_parameter("The search may not contain control characters.");
  if (auto k = param("kind"); k && !k->empty()) {
    p.kind = kind_of_slug(*k);
    if (!p.kind)
      return bad_parameter(
          "kind must be previous-year, important-topics, quantum, notes, practical, bl-notes, premium, projects or "
          "jobs.");
  }
  if (auto y = param("year"); y && !y->empty()) {
    p.year = year_index(*y);
    if (p.year < 0) return bad_parameter("year must be firstYear, secondYear, thirdYear or fourthYear.");
  }
  p.limit = p.kind ? 20 : 5;
  if (auto l = param("limit")) {
    auto v = parse_int(*l);
    if (!v || *v < 1 || *v > SearchParams::kMaxLimit) return bad_parameter("limit must be a number from 1 to 50.");
    p.limit = *v;
  }
  if (auto c = param("cursor")) {
    if (!p.kind) return bad_parameter("cursor pages one kind: give kind as well.");
    auto v = parse_int(*c);
    if (!v || *v < 0 || *v > SearchParams::kMaxOffset)
      return bad_parameter("cursor is not valid; use the next value of a previous answer.");
    p.offset = *v;
  }
  return p;
}

struct SearchService::Impl {
  Impl(catalog::CatalogService& c, jobs::JobsService& j, std::function<std::int64_t()> v, std::function<Popularity()> p)
      : catalog(c),
        jobs(j),
        content_version(std::move(v)),
        popularity(std::move(p)),
        cache([this] { return cache_version(); }, 2000, 32u << 20) {}

  catalog::CatalogService& catalog;
  jobs::JobsService& jobs;
  std::function<std::int64_t()> content_version;
  std::function<Popularity()> popularity;
  core::DocumentCache cache;

  // Every counted download makes new counts; re-ranking and dropping every cached answer on
  // each would cost more than a slightly older order loses, so the counts are taken at most
  // once a minute.
  static constexpr auto kPopularityMaxAge = std::chrono::seconds(60);
  std::mutex popularity_mutex;
  std::optional<Popularity> held_popularity;
  std::chrono::steady_clock::time_point popularity_taken;

  Popularity recent_popularity() {
    std::lock_guard lock(popularity_mutex);
    const auto now = std::chrono::steady_clock::now();
    if (!held_popularity || now - popularity_taken >= kPopularityMaxAge) {
      held_popularity = popularity();
      popularity_taken = now;
    }
    return *held_popularity;
  }

  struct Built {
    std::int64_t version = -1;
    std::shared_ptr<const SearchIndex> index;
    std::unordered_map<std::string_view, std::uint32_t> doc_of_id;
    double build_ms = 0;
  };
  struct Ranked {
    std::shared_ptr<const Built> built;
    std::uint64_t generation = 0;
    std::vector<std::int64_t> by_doc;  // recent downloads per document
  };
  std::mutex build_mutex;  // one build at a time; others wait for it rather than build again
  std::atomic<std::shared_ptr<const Built>> built;
  std::atomic<std::shared_ptr<const Ranked>> ranked;

  // The cached answers depend on the content and on the download counts.
  std::int64_t cache_version() {
    const auto p = recent_popularity();
    return content_version() * 1000003 + static_cast<std::int64_t>(p.generation % 1000003);
  }

  std::shared_ptr<const Built> current() {
    const auto version = content_version();
    auto b = built.load();
    if (b && b->version == version) return b;
    std::lock_guard lock(build_mutex);
    b = built.load();
    if (b && b->version == version) return b;
    const auto started = std::chrono::steady_clock::now();
    auto next = std::make_shared<Built>();
    next->version = version;
    next->index = std::make_shared<SearchIndex>(load_documents(catalog, jobs));
    const auto& docs = next->index->docs();
    for (std::uint32_t d = 0; d < docs.size(); ++d) next->doc_of_id.emplace(docs[d].id, d);
    next->build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    built.store(next);
    spdlog::info("search index: {} documents, {} terms, about {:.1f} MB, built in {:.0f} ms", docs.size(),
                 next->index->terms(), next->index->memory_bytes() / 1048576.0, next->build_ms);
    return next;
  }

  std::shared_ptr<const Ranked> ranks(const std::shared_ptr<const Built>& b) {
    const auto p = recent_popularity();
    auto r = ranked.load();
    if (r && r->built == b && r->generation == p.generation) return r;
    auto next = std::make_shared<Ranked>();
    next->built = b;
    next->generation = p.generation;
    next->by_doc.assign(b->index->docs().size(), 0);
    if (p.counts)
      for (const auto& [id, n] : *p.counts)
        if (auto it = b->doc_of_id.find(id); it != b->doc_of_id.end()) next->by_doc[it->second] = n;
    ranked.store(next);
    return next;
  }

  std::string answer(const SearchParams& params, int user_year) {
    const auto b = current();
    const auto r = ranks(b);
    // The index takes a last word followed by a space as whole, else as a prefix.
    const std::string text = params.last_word_done ? params.q + ' ' : params.q;
    SearchRequest request{text, params.kind, params.year, user_year,
                          static_cast<std::size_t>(params.offset + params.limit)};
    const auto results = b->index->search(request, r->by_doc);
    const auto& docs = b->index->docs();
    json::array groups;
    std::size_t total = 0;
    for (auto kind : results.order) {
      const auto& k = results.kinds[static_cast<std::size_t>(kind)];
      total += k.total;
      json::array items;
      for (std::size_t i = static_cast<std::size_t>(params.offset); i < k.best.size(); ++i) {
        const auto d = k.best[i];
        const auto& doc = docs[d];
        json::object item{{"kind", kind_slug(doc.kind)}, {"id", doc.id}, {"title", doc.title}};
        if (!doc.subtitle.empty()) item["subtitle"] = doc.subtitle;
        if (!doc.subject.empty()) item["subject"] = doc.subject;
        if (doc.year >= 0) item["year"] = kYears[static_cast<std::size_t>(doc.year)];
        item["url"] = doc.url;
        item["download"] = doc.download;
        item["downloads"] = r->by_doc[d];
        items.push_back(std::move(item));
      }
      const auto shown = static_cast<std::size_t>(params.offset) + items.size();
      json::value next = nullptr;
      if (params.kind && !items.empty() && shown < k.total) next = std::to_string(shown);
      groups.push_back(json::object{{"kind", kind_slug(kind)},
                                    {"label", kind_label(kind)},
                                    {"total", k.total},
                                    {"next", next},
                                    {"items", std::move(items)}});
    }
    return json::serialize(json::object{{"q", params.q}, {"total", total}, {"groups", std::move(groups)}});
  }
};

SearchService::SearchService(catalog::CatalogService& catalog, jobs::JobsService& jobs,
                             std::function<std::int64_t()> content_version, std::function<Popularity()> popularity)
    : impl_(std::make_unique<Impl>(catalog, jobs, std::move(content_version), std::move(popularity))) {}
SearchService::~SearchService() = default;

core::DocumentPtr SearchService::search(const SearchParams& p, int user_year) {
  const std::string key = p.q + (p.last_word_done ? " " : "") + '\x1f' + std::string(p.kind ? kind_slug(*p.kind) : "") +
                          '\x1f' + std::to_string(p.year) + '\x1f' + std::to_string(p.limit) + '\x1f' +
                          std::to_string(p.offset) + '\x1f' + std::to_string(user_year);
  return impl_->cache.get(key, [&]() -> std::optional<std::string> { return impl_->answer(p, user_year); });
}

SearchService::Stats SearchService::stats() {
  const auto b = impl_->current();
  return {b->index->docs().size(), b->index->terms(), b->index->memory_bytes(), b->build_ms};
}

}  // namespace pathshala::search
