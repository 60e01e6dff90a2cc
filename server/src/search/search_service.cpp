#include "search/search_service.hpp"

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include <atomic>
#include <charconv>
#include <chrono>
#include <mutex>
#include <optional>
#include <set>

#include "core/document_cache.hpp"
#include "core/text.hpp"
#include "search/file_hits.hpp"
#include "search/site_documents.hpp"
#include "search/words.hpp"

namespace pathshala::search {

namespace json = boost::json;

namespace {

core::Error bad_parameter(std::string message) { return core::Error::invalid("invalid-parameter", std::move(message)); }

std::optional<int> parse_int(const std::string& s) {
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace

int year_index(std::string_view year) {
  for (std::size_t i = 0; i < catalog::kYears.size(); ++i)
    if (catalog::kYears[i].key == year) return static_cast<int>(i);
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
          "kind must be previous-year, important-topics, quantum, notes, practical, bl-notes, premium, projects, "
          "jobs or documents.");
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
  Impl(catalog::CatalogService& c, jobs::JobsService& j, std::function<Popularity()> p, FilePages f)
      : catalog(c),
        jobs(j),
        popularity(std::move(p)),
        file_pages(std::move(f)),
        cache([this] { return cache_version(); }, 2000, 32u << 20),
        index("search index", hooks()) {}

  catalog::CatalogService& catalog;
  jobs::JobsService& jobs;
  std::function<Popularity()> popularity;
  FilePages file_pages;
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

  // Recent downloads per document of one index (a snapshot's base or delta), for one
  // generation of the counts. It does not keep the index alive: after a rebuild the old base
  // is freed with its snapshot, before the live index gives free memory back to the system,
  // rather than when the next search replaces this (which kept about 160 MB in the heap).
  struct Ranked {
    std::weak_ptr<const SearchIndex> index;  // compared by owner: never a reused address
    std::uint64_t generation = 0;
    std::vector<std::int64_t> by_doc;
  };
  std::atomic<std::shared_ptr<const Ranked>> ranked_base, ranked_delta;
  std::atomic<double> build_ms{0};

  // The catalog as stored, and the jobs as the job index holds them: while the job index
  // builds a bulk change in the background, this index follows its edits but leaves the bulk
  // out too, rather than building (again and again) from a job index that lacks it.
  SiteSnapshot::Versions content_versions() {
    const auto j = jobs.snapshot();
    return {catalog.version(), j->applied(), j->version(), j->edits_from()};
  }

  core::LiveIndex<SiteSnapshot, SiteSnapshot::Versions>::Hooks hooks() {
    return {[this] { return content_versions(); }, [](const SiteSnapshot& s) { return s.versions(); },
            [this](const SiteSnapshot::Versions& from) {
              const auto started = std::chrono::steady_clock::now();
              // The jobs as the job index has them now; the catalog at (or after) `from`.
              const auto job_snapshot = jobs.snapshot();
              const SiteSnapshot::Versions versions{from.catalog, job_snapshot->applied(), job_snapshot->version(),
                                                    job_snapshot->edits_from()};
              SearchIndex::Builder builder;  // each document indexed as it is read
              each_document(catalog, *job_snapshot, file_pages, [&](const SearchDoc& doc) { builder.add(doc); });
              auto next = std::make_shared<const SiteSnapshot>(versions, builder.finish());
              build_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
              const auto& base = next->base();
              spdlog::info("search index: {} documents, {} terms, about {:.1f} MB", base.size(), base.terms(),
                           base.memory_bytes() / 1048576.0);
              return next;
            },
            [this](const std::shared_ptr<const SiteSnapshot>& s, const SiteSnapshot::Versions& now,
                   const std::optional<SiteSnapshot::Versions>& building) { return refresh(s, now, building); }};
  }

  // The records changed since `s` applied to it. When a domain's changes are too many (a bulk
  // change), only the edits made after it: when this index's own build, under way, brings it
  // (the snapshot is then partial: SiteSnapshot::partial), or, for jobs, when the job index
  // leaves out the same bulk change while it builds it (then this index holds what the job
  // index holds, and builds when the job index has the bulk).
  std::shared_ptr<const SiteSnapshot> refresh(const std::shared_ptr<const SiteSnapshot>& s,
                                              const SiteSnapshot::Versions& now,
                                              const std::optional<SiteSnapshot::Versions>& building) {
    const auto room = SiteSnapshot::room(s->changed());
    const auto& had = s->versions();
    bool skipped = false;
    auto catalog_since = [&](std::int64_t after) { return catalog.changes(after, now.catalog, room); };
    auto in_catalog = catalog_since(had.catalog);
    if (!in_catalog && building && building->catalog > had.catalog) {
      in_catalog = catalog_since(building->catalog);
      skipped = in_catalog.has_value();
    }
    // Every job change up to `after` is in: the edits since had.jobs while the job index leaves
    // out the same bulk change as when `s` followed it; else only up to what it had complete.
    const bool same_gap = had.jobs_complete == now.jobs_complete && had.jobs_edits_from == now.jobs_edits_from;
    const auto after = same_gap ? had.jobs : had.jobs_complete;
    auto jobs_since = [&](std::int64_t from) { return jobs.changed_ids(from, now.jobs, room); };
    auto in_jobs = jobs_since(after);
    if (!in_jobs && now.jobs_edits_from > after && after >= now.jobs_complete)
      in_jobs = jobs_since(now.jobs_edits_from);  // the job index leaves out the bulk between
    if (!in_jobs && building && building->jobs > after) {
      in_jobs = jobs_since(building->jobs);
      skipped = skipped || in_jobs.has_value();
    }
    if (!in_catalog || !in_jobs || in_catalog->size() + in_jobs->size() > room)
      return nullptr;  // a build: asked for, or under way already
    std::vector<std::pair<std::string, std::optional<SearchDoc>>> changes;
    std::set<std::pair<std::string, std::string>> changed(in_catalog->begin(), in_catalog->end());
    // A course that now sells a file changes what the other records linking it may show.
    for (const auto& [table, id] : *in_catalog)
      if (table == "courses")
        if (auto course = catalog.find_course(id); course && course->price > 0)
          for (auto& linked : catalog.records_with_file(course->download_url)) changed.insert(std::move(linked));
    for (const auto& [table, id] : changed)
      changes.emplace_back(record_key(table, id), current_document(catalog, jobs, table, id, file_pages));
    for (const auto& id : *in_jobs)
      changes.emplace_back(record_key("jobs", id), current_document(catalog, jobs, "jobs", id));
    return std::make_shared<const SiteSnapshot>(*s, now, changes, skipped);
  }
  core::LiveIndex<SiteSnapshot, SiteSnapshot::Versions>
      index;  // after what its hooks use; its builder thread stops first

  // The cached answers depend on the content the index holds and on the download counts.
  std::int64_t cache_version() {
    const auto s = index.current();
    const auto v = s->versions();
    const auto p = recent_popularity();
    std::uint64_t h = static_cast<std::uint64_t>(v.catalog) * 2 + (s->partial() ? 1 : 0);
    for (const auto jobs_version : {v.jobs, v.jobs_complete, v.jobs_edits_from})
      h = h * 1000003u ^ static_cast<std::uint64_t>(jobs_version);
    h = h * 1000003u ^ p.generation;
    return static_cast<std::int64_t>(h);
  }

  std::shared_ptr<const Ranked> ranks(std::atomic<std::shared_ptr<const Ranked>>& slot,
                                      const std::shared_ptr<const SearchIndex>& index, const Popularity& p) {
    auto r = slot.load();
    if (r && !r->index.owner_before(index) && !index.owner_before(r->index) && r->generation == p.generation) return r;
    auto next = std::make_shared<Ranked>();
    next->index = index;
    next->generation = p.generation;
    next->by_doc.assign(index->size(), 0);
    if (p.counts && !p.counts->empty())
      for (std::uint32_t d = 0; d < index->size(); ++d)
        if (auto it = p.counts->find(std::string(index->id_of(d))); it != p.counts->end()) next->by_doc[d] = it->second;
    slot.store(next);
    return next;
  }

  std::string answer(const SearchParams& params, int user_year) {
    const auto s = index.current();
    const auto p = recent_popularity();
    const auto base_ranks = ranks(ranked_base, s->base_index(), p);
    const auto delta_ranks = ranks(ranked_delta, s->delta_index(), p);
    // The index takes a last word followed by a space as whole, else as a prefix.
    const std::string text = params.last_word_done ? params.q + ' ' : params.q;
    SearchRequest request{text, params.kind, params.year, user_year,
                          static_cast<std::size_t>(params.offset + params.limit)};
    const auto results = s->search(request, base_ranks->by_doc, delta_ranks->by_doc);
    json::array groups;
    std::size_t total = 0;
    for (auto kind : results.order) {
      const auto& k = results.kinds[static_cast<std::size_t>(kind)];
      total += k.total;
      json::array items;
      for (std::size_t i = static_cast<std::size_t>(params.offset); i < k.best.size(); ++i) {
        const auto& hit = k.best[i];
        const auto doc = *hit.doc;
        json::object item{{"kind", kind_slug(doc.kind)}, {"id", doc.id}, {"title", doc.title}};
        if (!doc.subtitle.empty()) item["subtitle"] = doc.subtitle;
        if (!doc.subject.empty()) item["subject"] = doc.subject;
        if (doc.year >= 0) item["year"] = catalog::kYears[static_cast<std::size_t>(doc.year)].key;
        item["url"] = doc.url;
        item["download"] = doc.download;
        item["downloads"] = hit.popularity;
        if (hit.in_file) add_file_hit(item, doc, text);
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
    json::object out{{"q", params.q}, {"total", total}, {"groups", std::move(groups)}};
    // A subject code whose papers matched: its most asked questions are a page of their own.
    const auto words = words_of(params.q);
    if (words.size() == 1 && words[0].code &&
        std::find(results.order.begin(), results.order.end(), Kind::previous_year) != results.order.end()) {
      std::string code = words[0].text;
      for (auto& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      out["mostAsked"] = json::object{{"code", code}, {"url", "/most-asked/" + code}};
    }
    return json::serialize(out);
  }

  // A document found by the text inside its file: the page and the passage there, and a link
  // to its preview at that page instead of the download.
  static void add_file_hit(json::object& item, const DocView& doc, std::string_view q) {
    const auto hit = file_hit(doc, q);
    if (hit.page == 0) return;
    json::array snippet;
    for (const auto& part : hit.snippet) snippet.push_back({{"text", part.text}, {"match", part.match}});
    item["page"] = hit.page;
    item["snippet"] = std::move(snippet);
    item["url"] = "/preview/" + std::string(preview_kind(doc.kind)) + "/" + std::string(doc.id) +
                  "?page=" + std::to_string(hit.page);
    item["download"] = false;
  }

  static std::string_view preview_kind(Kind kind) {
    if (kind == Kind::previous_year) return "paper";
    if (kind == Kind::bl_notes || kind == Kind::premium) return "course";
    if (kind == Kind::documents) return "document";
    return "material";
  }
};

SearchService::SearchService(catalog::CatalogService& catalog, jobs::JobsService& jobs,
                             std::function<Popularity()> popularity, FilePages file_pages)
    : impl_(std::make_unique<Impl>(catalog, jobs, std::move(popularity), std::move(file_pages))) {}
SearchService::~SearchService() = default;

core::DocumentPtr SearchService::search(const SearchParams& p, int user_year) {
  const std::string key = p.q + (p.last_word_done ? " " : "") + '\x1f' + std::string(p.kind ? kind_slug(*p.kind) : "") +
                          '\x1f' + std::to_string(p.year) + '\x1f' + std::to_string(p.limit) + '\x1f' +
                          std::to_string(p.offset) + '\x1f' + std::to_string(user_year);
  return impl_->cache.get(key, [&]() -> std::optional<std::string> { return impl_->answer(p, user_year); });
}

SearchService::Stats SearchService::stats() {
  const auto s = impl_->index.current();
  return {s->documents(), s->base().terms(), s->base().memory_bytes() + s->delta().memory_bytes(),
          impl_->build_ms.load()};
}

void SearchService::warm() { impl_->index.warm(); }
void SearchService::follow_changes() {
  if (impl_->index.loaded()) impl_->index.current();
}
std::int64_t SearchService::index_builds() const { return impl_->index.builds(); }
std::int64_t SearchService::index_refreshes() const { return impl_->index.refreshes(); }
core::LiveIndex<SiteSnapshot, SiteSnapshot::Versions>& SearchService::live_index() { return impl_->index; }

}  // namespace pathshala::search
