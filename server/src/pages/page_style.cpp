#include "pages/page_style.hpp"

#include "pages/html.hpp"

namespace pathshala::pages {

std::string site_header(std::string_view site_name) {
  // The app's header row is py-3 around its 40 px buttons; the name alone gets their height.
  return "<header class=\"border-b border-slate-200 bg-white\"><div class=\"mx-auto max-w-6xl px-4 py-3\">"
         "<a href=\"/home\" class=\"text-xl leading-10 font-extrabold text-brand-700\">" +
         escape(site_name) + "</a></div></header>";
}

}  // namespace pathshala::pages
