#include "pages/refusal_page.hpp"

#include <boost/json.hpp>

#include "pages/html.hpp"
#include "pages/page.hpp"

namespace pathshala::pages {

namespace json = boost::json;

Refusal refusal_for(unsigned status, const core::Error& error) {
  Refusal r{status, error.code, "", error.message, {}};
  if (status == 401) {
    r.title = "Log in to download this file";
    r.message = "This download is for the student who bought it. Log in with the account you bought it with.";
    r.next = {{"Log in and open My purchases", "/purchases"}};
  } else if (error.code == "not-purchased") {
    r.title = "Buy this file first";
    r.next = {{"See courses and notes for sale", "/Premium_courses"}, {"My purchases", "/purchases"}};
  } else if (status == 404) {
    r.title = "File not found";
    r.message = "This file does not exist or has moved.";
    r.next = {{"Go to the home page", "/home"}};
  } else {
    r.title = "This file is not available";
    r.next = {{"Go to the home page", "/home"}};
  }
  return r;
}

core::DocumentPtr refusal_document(const DocumentShell& shell, const std::string& path, const Refusal& r,
                                   const std::string& origin, const std::string& site_name) {
  Page page;
  page.status = r.status;
  page.path = path;
  page.title = r.title + " | " + site_name;
  page.description = r.message;
  page.noindex = true;
  page.cached = false;
  // The same element and classes as the app's not-found page, so nothing moves when the app
  // takes over and shows this refusal itself.
  page.content = "<section class=\"mx-auto max-w-xl px-4 py-20 text-center\"><h1 class=\"text-3xl font-bold\">" +
                 escape(r.title) + "</h1><p class=\"mt-3 text-slate-600\">" + escape(r.message) + "</p>";
  json::array next;
  bool first = true;
  for (const auto& [label, href] : r.next) {
    page.content += "<a href=\"" + escape(href) + "\" class=\"" +
                    (first ? std::string("mt-6 inline-block rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white")
                           : std::string("mt-6 ml-3 inline-block px-5 py-3 font-semibold text-brand-700 underline")) +
                    "\">" + escape(label) + "</a>";
    next.push_back(json::object{{"label", label}, {"href", href}});
    first = false;
  }
  page.content += "</section>";
  const json::object data{
      {"status", r.status}, {"code", r.code}, {"title", r.title}, {"message", r.message}, {"next", std::move(next)}};
  page.data.emplace_back("#refusal", core::make_document(json::serialize(data)));
  return core::make_document(shell.render(page, origin, site_name));
}

}  // namespace pathshala::pages
