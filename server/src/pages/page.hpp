#pragma once
// A public page as the server renders it into the app's index.html (DocumentShell): what
// goes in <head> (title, description, canonical, Open Graph, JSON-LD), the page's main
// content for #root (drawn by the app's own components, AppRenderer; read by crawlers and shown
// before the app runs, then replaced by the app in one go), and the API answers the app would fetch on load, embedded
// so it does not fetch them again.
#include <boost/json.hpp>

#include <string>
#include <utility>
#include <vector>

#include "core/document.hpp"

namespace pathshala::pages {

// An API path whose answer is an error (an unknown id: 404), given to the app as the API
// would answer it, so it shows its own "not available".
struct FailedAnswer {
  std::string path;
  unsigned status = 404;
  core::DocumentPtr body;  // {"error":{"code","message"}}
};

// The server's own answer to a GET of its API, as a page gets it (PublicPages::set_api).
struct ApiAnswer {
  unsigned status = 200;
  core::DocumentPtr body;  // the answer, or {"error":{"code","message"}}
};

// The picture a shared link to the page shows (og:image, /og/<key>.png): what kind of page it
// is, as the app's table says (route_facts.hpp).
struct LinkPreviewKind {
  std::string key;    // "papers"
  std::string label;  // "Previous-year papers"
  std::string line;   // one line about it
};

struct Page {
  unsigned status = 200;  // 404 for an item page whose id is unknown (the app says)
  std::string path;       // canonical, site-relative ("/pyq/Second-year")
  std::string title;      // full <title>
  std::string description;
  bool noindex = false;  // sign-in, admin and tool pages
  std::string og_type = "website";
  LinkPreviewKind preview{"site", "", ""};  // its og:image
  boost::json::array json_ld;               // each a JSON-LD object ("@context" added when written)
  std::string content;                      // HTML for #root
  // The URL (path and query string) content was drawn for, written on #root as
  // data-drawn-for: the app adopts the HTML (hydrates) only when it opens at that URL, else
  // draws its own (a query string the server ignores, a path spelled differently).
  std::string drawn_for;
  // The exact paths the app GETs on this page's first load (it says which), with the answers.
  std::vector<std::pair<std::string, core::DocumentPtr>> data;
  std::vector<FailedAnswer> failed;
};

}  // namespace pathshala::pages
