#include "search/site_documents.hpp"

#include <type_traits>

#include "search/search_service.hpp"  // year_index

namespace pathshala::search {

namespace {

std::string download_url(const std::string& id, const std::string& target) {
  return target.empty() ? std::string() : "/api/downloads/" + id;
}

}  // namespace

std::string_view record_table(Kind kind) {
  switch (kind) {
    case Kind::previous_year:
      return "previous_year_papers";
    case Kind::important_topics:
    case Kind::quantum:
    case Kind::notes:
    case Kind::practical:
      return "materials";
    case Kind::bl_notes:
    case Kind::premium:
      return "courses";
    case Kind::projects:
      return "projects";
    case Kind::documents:
      return catalog::kSiteFilesTable;
    case Kind::jobs:
      break;
  }
  return "jobs";
}

std::string record_key(std::string_view table, std::string_view id) {
  std::string key(table);
  key += '/';
  key += id;
  return key;
}

std::string record_key(const SearchDoc& doc) { return record_key(record_table(doc.kind), doc.id); }
std::string record_key(const DocView& doc) { return record_key(record_table(doc.kind), doc.id); }

std::optional<SearchDoc> document_of(const catalog::Material& m) {
  const auto kind = kind_of_slug(m.collection);
  const int year = year_index(m.year);
  if (!kind || record_table(*kind) != "materials" || year < 0) return std::nullopt;
  auto url = download_url(m.id, m.download_url);
  return SearchDoc{*kind, year, m.id, m.title, m.description, m.subject.value_or(""), url, !url.empty(), m.image_label};
}

std::optional<SearchDoc> document_of(const catalog::PreviousYearPaper& p) {
  const int year = year_index(p.year);
  if (year < 0) return std::nullopt;
  auto url = download_url(p.id, p.download_url);
  return SearchDoc{Kind::previous_year, year, p.id, p.title, "", p.subject.value_or(""), url, !url.empty(), ""};
}

std::optional<SearchDoc> document_of(const catalog::Course& c) {
  const bool premium = c.kind == "premium";
  const int year = premium ? -1 : year_index(c.year.value_or(""));
  if (!premium && (c.kind != "bl-notes" || year < 0)) return std::nullopt;
  return SearchDoc{premium ? Kind::premium : Kind::bl_notes,
                   year,
                   c.id,
                   c.card_title.empty() ? c.title : c.card_title,
                   c.description.value_or(""),
                   c.subject,
                   "/course-details/" + c.id,
                   false,
                   c.title};
}

SearchDoc document_of(const catalog::Project& p) {
  std::string body = p.site_name + ' ' + p.description + ' ' + p.level;
  for (const auto& t : p.technologies) body += ' ' + t;
  return {Kind::projects, -1, p.id, p.card_title, p.subtitle, "", "/project/" + p.id, false, body};
}

SearchDoc document_of(const catalog::SiteFile& f) {
  // Opened as the file itself (not counted: no record to count it under).
  return {Kind::documents, -1, f.id, f.title, "", "", f.url, true, ""};
}

SearchDoc document_of(const jobs::Job& j) {
  std::string subtitle = j.company;
  if (!j.location.empty()) subtitle += (subtitle.empty() ? "" : " · ") + j.location;
  return {
      Kind::jobs,      -1,       j.id,
      j.role,          subtitle, "",
      "/jobs/" + j.id, false,    j.company + ' ' + j.skills + ' ' + j.location + ' ' + j.field + ' ' + j.qualification};
}

namespace {

// The record's document with the text of its file's public pages (FilePages: search must not
// show what only buyers may read).
template <class Record>
std::optional<SearchDoc> with_pages(const Record& record, const FilePages& file_pages) {
  auto doc = document_of(record);
  if (doc && file_pages) doc->pages = file_pages(record.download_url);
  return doc;
}

SearchDoc with_pages(const catalog::SiteFile& f, const FilePages& file_pages) {
  auto doc = document_of(f);
  if (file_pages) doc.pages = file_pages(f.url);
  return doc;
}

}  // namespace

void each_document(catalog::CatalogService& catalog, const jobs::JobSnapshot& jobs, const FilePages& file_pages,
                   const std::function<void(const SearchDoc&)>& visit) {
  auto add = [&](const std::optional<SearchDoc>& doc) {
    if (doc) visit(*doc);
  };
  for (const auto& year : catalog::kYears) {
    for (const char* collection : {"important-topics", "quantum", "notes", "practical"})
      for (const auto& m : catalog.list_materials(collection, year.key)) add(with_pages(m, file_pages));
    for (const auto& p : catalog.list_papers(year.key)) add(with_pages(p, file_pages));
    for (const auto& c : catalog.list_courses("bl-notes", year.key)) add(with_pages(c, file_pages));
  }
  for (const auto& c : catalog.list_courses("premium", "")) add(with_pages(c, file_pages));
  for (const auto& p : catalog.list_projects()) visit(document_of(p));
  for (const auto& f : catalog.site_files()) visit(with_pages(f, file_pages));
  jobs.for_each([&](const jobs::Job& j) { visit(document_of(j)); });
}

std::optional<SearchDoc> current_document(catalog::CatalogService& catalog, jobs::JobsService& jobs,
                                          std::string_view table, std::string_view id, const FilePages& file_pages) {
  if (table == "materials") {
    if (auto m = catalog.find_material(id)) return with_pages(*m, file_pages);
  } else if (table == "previous_year_papers") {
    if (auto p = catalog.find_paper(id)) return with_pages(*p, file_pages);
  } else if (table == "courses") {
    if (auto c = catalog.find_course(id)) return with_pages(*c, file_pages);
  } else if (table == "projects") {
    if (auto p = catalog.find_project(id)) return document_of(*p);
  } else if (table == "jobs") {
    if (auto j = jobs.find(id)) return document_of(*j);
  } else if (table == catalog::kSiteFilesTable) {
    if (auto f = catalog.find_site_file(id)) return with_pages(*f, file_pages);
  }
  return std::nullopt;
}

bool is_item_kind(std::string_view kind) {
  for (auto k : kItemKinds)
    if (k == kind) return true;
  return false;
}

std::optional<SearchDoc> current_item(catalog::CatalogService& catalog, jobs::JobsService& jobs, std::string_view kind,
                                      std::string_view id) {
  if (kind == "material") return current_document(catalog, jobs, "materials", id);
  if (kind == "paper") return current_document(catalog, jobs, "previous_year_papers", id);
  if (kind == "course") return current_document(catalog, jobs, "courses", id);
  if (kind == "project") return current_document(catalog, jobs, "projects", id);
  if (kind == "job") return current_document(catalog, jobs, "jobs", id);
  return std::nullopt;
}

}  // namespace pathshala::search
