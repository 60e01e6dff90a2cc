#pragma once
// Installs the site's own documents (site_files.hpp) where the server serves and reads them.
//
// Their bytes ship with the web build: web/site-files/<url> in the repository, copied by the
// build to dist/site-files/<url> (web/vite-plugins/app-routes.ts). A fresh install therefore
// has every document its pages link, with nothing to put in place by hand (issue 49).
//
// At start-up each listed document is copied into the files directory (/files/x → <files>/x,
// /downloads/x → <files>/downloads/x) when it is missing there, or when the copy there is
// one an earlier start installed and the web build now ships another. A copy an operator put
// there themselves (its bytes are not the ones last installed) is theirs and is left alone.
// What was installed is remembered by SHA-256 in <data>/site-files-installed.json.
#include <filesystem>
#include <vector>

#include "catalog/site_files.hpp"

namespace pathshala::catalog {

struct SiteFilesInstalled {
  int installed = 0;  // copied in: missing, or a newer build's bytes over an earlier install
  int kept = 0;       // left as they were: already the shipped bytes, or an operator's own
  int missing = 0;    // listed but not shipped by the web build (warned)
};

// Never throws: a document that cannot be copied is logged and left for the next start.
SiteFilesInstalled install_site_files(const std::vector<SiteFile>& files, const std::filesystem::path& web_dir,
                                      const std::filesystem::path& files_dir, const std::filesystem::path& data_dir);

}  // namespace pathshala::catalog
