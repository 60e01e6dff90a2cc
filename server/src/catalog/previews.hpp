#pragma once
// Which catalog items have a preview (issue 27): those whose file this site serves itself —
// a PDF, or a ZIP of PDFs, under /files/ or /downloads/ (<files>/downloads/) — so their
// pages can be read and drawn (file_text/). A link to another site (a Drive folder) has none.
// The catalog's JSON says so (`preview`), and file_text reads exactly these files.
#include <string_view>

namespace pathshala::catalog {

bool has_preview(std::string_view download_url);

}  // namespace pathshala::catalog
