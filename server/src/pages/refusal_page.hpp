#pragma once
// What a person sees when a file or download they opened in the browser is refused (issue 30,
// item 3): instead of {"error":…}, the app's page with why and what to do next (log in, buy
// it, go home). The refusal is page data under "#refusal", which the app's not-found route
// draws (web/src/app/routes/NotFound.tsx): on the server through the app's renderer, and
// again when the app starts. API clients keep the JSON.
#include <string>
#include <utility>
#include <vector>

#include "core/document.hpp"
#include "core/error.hpp"

namespace pathshala::pages {

struct Refusal {
  unsigned status = 0;
  std::string code;  // the API error's code
  std::string title;
  std::string message;
  std::vector<std::pair<std::string, std::string>> next;  // label, site-relative link
};

// The words and next steps for a refused file (status 401, 403, 404, …).
Refusal refusal_for(unsigned status, const core::Error& error);

// The whole document, PublicPages::refusal (public_pages.hpp): the shell with the app's page
// for the refusal in #root (noindex, the request's path as canonical) and the refusal as page
// data.

}  // namespace pathshala::pages
