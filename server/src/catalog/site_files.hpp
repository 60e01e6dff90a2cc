#pragma once
// The site's own documents (issue 27): the PDFs (and the ZIP of papers) the web app links from
// its static pages — the syllabus of each year, the legal pages, the service tiles'
// downloads — which no catalog record links. They are read, previewed
// (/preview/document/{id}) and searched like the files the catalog links.
//
// The web app is their one source: its build writes dist/site-files.json
// (web/src/lib/site-files.ts), read here at start-up.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::catalog {

struct SiteFile {
  std::string id;     // lowercase letters, digits and '-' (the preview page's address)
  std::string title;  // as the site's links name it
  std::string url;    // the file: /files/… or /downloads/… (catalog::has_preview)
};

// dist/site-files.json of the built web app: [{"id","title","url"}…]. Entries with a bad id,
// no title or a url the site cannot read are left out with a warning; none when the file is
// missing (no built web app) or unreadable.
std::vector<SiteFile> read_site_files(const std::filesystem::path& web_dir);
// The same from the JSON text (tests).
std::vector<SiteFile> parse_site_files(std::string_view json_text);

// The change log's table name for them (store::log_change): a site file has no row.
inline constexpr const char* kSiteFilesTable = "site_files";

}  // namespace pathshala::catalog
