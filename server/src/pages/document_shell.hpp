#pragma once
// The built app's index.html with a server-rendered page in it: the page's head tags in
// place of the shell's <title> and description, its content inside <div id="root">, and the
// embedded API answers in <script id="page-data" type="application/json"> right after it.
// Every tag written here carries data-page, so the app can tell them from its own.
#include <optional>
#include <string>
#include <string_view>

#include "pages/page.hpp"

namespace pathshala::pages {

class DocumentShell {
 public:
  // nullopt when index_html lacks the <title> or the empty <div id="root"></div> to fill
  // (an app built some other way: the server then sends index.html as it is).
  static std::optional<DocumentShell> parse(std::string_view index_html);

  // The whole document for page; origin ("https://example.org") makes canonical and og:url
  // absolute, as search engines want them.
  std::string render(const Page& page, std::string_view origin, std::string_view site_name) const;

 private:
  std::string before_title_, between_, after_root_;  // the shell around the two holes
};

}  // namespace pathshala::pages
