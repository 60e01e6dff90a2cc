#pragma once
// What a person sees when a file or download they opened in the browser is refused (issue 30,
// item 3): instead of {"error":…}, the app's page with why and what to do next (log in, buy
// it, go home). The refusal goes into the page twice from one source: as the plain HTML the
// browser shows at once, and as page data under "#refusal" that the app's not-found route
// renders once it starts (web/src/app/routes/NotFound.tsx). API clients keep the JSON.
#include <string>
#include <utility>
#include <vector>

#include "core/document.hpp"
#include "core/error.hpp"
#include "pages/document_shell.hpp"

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

// The whole document: the shell with the refusal's heading, message and links in #root
// (noindex, the request's path as canonical) and the refusal as page data.
core::DocumentPtr refusal_document(const DocumentShell& shell, const std::string& path, const Refusal& refusal,
                                   const std::string& origin, const std::string& site_name);

}  // namespace pathshala::pages
