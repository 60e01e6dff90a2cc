#include "file_text/repeated_questions.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "catalog/subject_codes.hpp"
#include "core/text.hpp"
#include "file_text/page_access.hpp"
#include "papers/question_groups.hpp"
#include "papers/questions.hpp"

namespace pathshala::file_text {

namespace json = boost::json;

namespace {

constexpr std::size_t kMaxCachedSubjects = 512;
constexpr std::size_t kMaxCachedBytes = 16u << 20;

std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

bool digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

}  // namespace

std::string session_of(std::string_view title) {
  // The last "dddd-dd" in the title: AKTU names a session by its two calendar years.
  for (std::size_t i = title.size(); i >= 7; --i) {
    const auto candidate = title.substr(i - 7, 7);
    if (candidate[4] == '-' && digits(candidate.substr(0, 4)) && digits(candidate.substr(5, 2)) &&
        (i - 7 == 0 || !std::isdigit(static_cast<unsigned char>(title[i - 8]))) &&
        (i == title.size() || !std::isdigit(static_cast<unsigned char>(title[i]))))
      return std::string(candidate);
  }
  return "";
}

RepeatedQuestions::RepeatedQuestions(FileTextService& files, catalog::CatalogService& catalog)
    : files_(files),
      catalog_(catalog),
      cache_([&catalog] { return catalog.version(); }, kMaxCachedSubjects, kMaxCachedBytes) {}

core::Result<core::DocumentPtr> RepeatedQuestions::of_subject(std::string_view code) {
  const auto folded = core::ascii_lower(code);
  if (!catalog::is_code(folded)) return core::Error::not_found("No previous-year papers of " + std::string(code) + ".");
  const auto canonical = upper(catalog::canonical_code(folded));
  auto doc = cache_.get(canonical, [&] { return build(canonical); });
  if (!doc) return core::Error::not_found("No previous-year papers of " + canonical + ".");
  return doc;
}

std::optional<std::string> RepeatedQuestions::build(const std::string& code) {
  std::vector<catalog::PreviousYearPaper> papers;
  std::string year;
  for (const auto& y : catalog::kYears)
    for (auto& p : catalog_.list_papers(y.key))
      if (catalog::subject_code_of(p) == code) {
        if (year.empty()) year = p.year;
        papers.push_back(std::move(p));
      }
  if (papers.empty()) return std::nullopt;

  std::string subject;
  std::vector<papers::PaperQuestions> read;
  std::map<std::string, std::string> titles;
  std::set<std::string, std::greater<>> sessions;
  int pending = 0;
  for (const auto& p : papers) {
    if (subject.empty() && p.subject) subject = *p.subject;
    const auto file = files_.find(p.download_url);
    if (!file || file->state == FileState::queued || file->state == FileState::running) {
      ++pending;
      continue;
    }
    if (file->state != FileState::done) continue;  // failed: nothing to read
    std::vector<papers::PageText> pages;
    const int shown = public_pages(catalog_.sale_of_file(p.download_url), file->page_count);  // a sold file's
    for (auto& page : files_.pages(p.download_url))
      if (page.number <= shown) pages.push_back({page.number, std::move(page.text)});
    const auto session = session_of(p.title);
    if (!session.empty()) sessions.insert(session);
    titles[p.id] = p.title;
    read.push_back({p.id, session, papers::cut_questions(pages)});
  }
  std::sort(read.begin(), read.end(), [](const auto& a, const auto& b) { return a.paper_id < b.paper_id; });

  json::array groups;
  for (const auto& g : papers::group_repeated(read)) {
    json::array occurrences;
    for (const auto& o : g.occurrences)
      occurrences.push_back({{"paperId", o.paper_id},
                             {"paperTitle", titles[o.paper_id]},
                             {"session", o.session},
                             {"page", o.page},
                             {"number", o.number},
                             {"text", o.text}});
    json::array group_sessions;
    for (const auto& s : g.sessions()) group_sessions.push_back(json::value(s));
    groups.push_back({{"text", g.text},
                      {"count", g.count()},
                      {"sessions", std::move(group_sessions)},
                      {"occurrences", std::move(occurrences)}});
  }
  json::array all_sessions;
  for (const auto& s : sessions) all_sessions.push_back(json::value(s));
  return json::serialize(json::object{{"code", code},
                                      {"subject", subject},
                                      {"year", year},
                                      {"papers", read.size()},
                                      {"pending", pending},
                                      {"sessions", std::move(all_sessions)},
                                      {"groups", std::move(groups)}});
}

std::vector<std::string> RepeatedQuestions::subjects_with_repeats() {
  std::set<std::string> codes;
  for (const auto& y : catalog::kYears)
    for (const auto& p : catalog_.list_papers(y.key))
      if (auto code = catalog::subject_code_of(p)) codes.insert(*code);
  std::vector<std::string> out;
  for (const auto& code : codes) {
    auto doc = of_subject(code);
    if (doc && (*doc)->body.find("\"groups\":[]") == std::string::npos) out.push_back(code);
  }
  return out;
}

}  // namespace pathshala::file_text
