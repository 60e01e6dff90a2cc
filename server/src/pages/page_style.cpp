#include "pages/page_style.hpp"

#include <boost/algorithm/string/predicate.hpp>

#include <string>
#include <utility>

#include "pages/html.hpp"

namespace pathshala::pages {

namespace {

// React Router's NavLink: current on its own path and below it, whatever the case.
bool is_current(std::string_view link, std::string_view path) {
  return boost::algorithm::iequals(path, link) || boost::algorithm::istarts_with(path, std::string(link) + "/");
}

std::string nav_link(std::string_view href, std::string_view label, std::string_view path) {
  const bool current = is_current(href, path);
  return "<a href=\"" + std::string(href) + "\"" + (current ? " aria-current=\"page\"" : "") +
         " class=\"rounded-lg px-3 py-2 text-sm font-medium " +
         (current ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100") + "\">" + std::string(label) +
         "</a>";
}

}  // namespace

std::string site_header(std::string_view site_name, std::string_view path) {
  std::string nav;
  for (const auto& [href, label] :
       {std::pair{"/home", "Home"}, std::pair{"/studymaterial", "Study material"}, std::pair{"/quantum", "Quantum"},
        std::pair{"/important-topics", "Important topics"}, std::pair{"/saved", "Saved"}})
    nav += nav_link(href, label, path);
  // The app's Syllabus menu opens a list (all years, and each year's PDF); without the app it
  // is a link to the page that has the same list.
  nav +=
      "<a href=\"/syllabus\" class=\"rounded-lg px-3 py-2 text-sm font-medium text-slate-700 "
      "hover:bg-slate-100\">Syllabus<span aria-hidden=\"true\"> ▾</span></a>";
  return "<header class=\"sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur\">"
         "<div class=\"mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-2 px-4 py-3 "
         "xl:grid-cols-[auto_1fr_auto_auto]\">"
         "<a href=\"/home\" class=\"text-xl leading-10 font-extrabold text-brand-700 md:leading-9\">" +
         escape(site_name) +
         "</a><nav aria-label=\"Main\" class=\"hidden items-center gap-1 justify-self-center md:flex\">" + nav +
         "</nav><div class=\"col-span-3 row-start-2 hidden md:block xl:col-span-1 xl:col-start-3 xl:row-start-1 "
         "xl:w-56\"><form role=\"search\" action=\"/search\" method=\"get\" aria-label=\"Site search\" "
         "class=\"relative flex flex-wrap "
         "items-center gap-2\"><label for=\"site-search\" class=\"sr-only\">Search the site</label><div "
         "class=\"min-w-0 flex-1\"><input id=\"site-search\" name=\"q\" type=\"search\" required maxlength=\"100\" "
         "autocomplete=\"off\" placeholder=\"Search papers, notes, jobs…\" class=\"w-full rounded-lg border "
         "border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 px-3 py-2 text-sm\"></div><button "
         "type=\"submit\" class=\"rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 px-3 py-2 "
         "text-sm\">Search</button></form></div>"
         // Where the app puts its account control: 36 px wide while it asks who is signed in.
         "<div class=\"col-start-3 row-start-1 flex items-center gap-2 justify-self-end xl:col-start-4\"><span "
         "class=\"inline-block h-9 w-9\"></span></div></div></header>";
}

}  // namespace pathshala::pages
