#pragma once
// Which catalog items have a preview (issue 27): those whose file this site serves itself —
// a PDF, or a ZIP of PDFs, under /files/ or /downloads/ (<files>/downloads/) — so their
// pages can be read and drawn (file_text/). A link to another site (a Drive folder) has none.
// The catalog's JSON says so (`preview`), and file_text reads exactly these files.
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace pathshala::catalog {

bool has_preview(std::string_view download_url);

// Where the file such a url names is kept, relative to the files directory: /files/x → x,
// /downloads/x → downloads/x, normalised. Empty when the url has no preview or its path would
// leave the directory. The one rule for file_text's readings and the site's own documents.
std::filesystem::path stored_path(std::string_view url);

// How far the reading of an item's file has come, as its card shows it (issue 48): its first
// page once read, a placeholder until then (from the first paint: the markup says so, no
// broken image), and no preview at all when it could not be read.
enum class PreviewState { pending, ready, failed };
// The state of each of `urls` (files with a preview), in order; file_text answers it.
using PreviewStates = std::function<std::vector<PreviewState>(const std::vector<std::string>& urls)>;

}  // namespace pathshala::catalog
