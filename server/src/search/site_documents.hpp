#pragma once
// What site-wide search indexes of each record: one SearchDoc per material, paper, course
// card, mini project, job and site document (catalog/site_files.hpp), made the same way for a full build and for one
// changed record.
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/catalog_service.hpp"
#include "jobs/jobs_service.hpp"
#include "search/search_index.hpp"

namespace pathshala::search {

// The store table a kind's records live in (the change log names records by table and id).
std::string_view record_table(Kind kind);
// "table/id": a document's record, unique across kinds.
std::string record_key(const SearchDoc& doc);
std::string record_key(const DocView& doc);
std::string record_key(std::string_view table, std::string_view id);

std::optional<SearchDoc> document_of(const catalog::Material& m);
std::optional<SearchDoc> document_of(const catalog::PreviousYearPaper& p);
// Nothing for a record search does not list (a bl-notes card or a paper without a year).
std::optional<SearchDoc> document_of(const catalog::Course& c);
SearchDoc document_of(const catalog::Project& p);
SearchDoc document_of(const jobs::Job& j);
SearchDoc document_of(const catalog::SiteFile& f);

// The text of the pages of the file at url that everyone may see (a file a priced course sells:
// its free pages, whichever record links it); none when the file was not read (file_text's,
// handed in by the composition root: search knows no file reader).
using FilePages = std::function<std::vector<std::string>(const std::string& url)>;

// Every searchable record (a full build), with the text of its file's pages, one at a time
// (a million jobs are never all SearchDocs at once).
void each_document(catalog::CatalogService& catalog, const jobs::JobSnapshot& jobs, const FilePages& file_pages,
                   const std::function<void(const SearchDoc&)>& visit);
// The record now, from the store; nothing when it was deleted.
std::optional<SearchDoc> current_document(catalog::CatalogService& catalog, jobs::JobsService& jobs,
                                          std::string_view table, std::string_view id,
                                          const FilePages& file_pages = {});

// How the API names an item a student can save or report: material (notes, quantum,
// important topics, practical files), paper, course (Brevi notes and premium), project, job.
inline constexpr std::array<std::string_view, 5> kItemKinds{"material", "paper", "course", "project", "job"};
bool is_item_kind(std::string_view kind);
// The item of that kind now (nothing when deleted, or kind is not one of kItemKinds).
std::optional<SearchDoc> current_item(catalog::CatalogService& catalog, jobs::JobsService& jobs, std::string_view kind,
                                      std::string_view id);

}  // namespace pathshala::search
