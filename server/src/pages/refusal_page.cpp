#include "pages/refusal_page.hpp"

#include <boost/json.hpp>

#include "pages/public_pages.hpp"

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

core::DocumentPtr PublicPages::refusal(const DocumentShell& shell, const std::string& path, const Refusal& r,
                                       const std::string& origin) {
  Page page;
  page.preview = routes_.preview_of("/");
  json::array next;
  for (const auto& [label, href] : r.next) next.push_back(json::object{{"label", label}, {"href", href}});
  const json::object data{
      {"status", r.status}, {"code", r.code}, {"title", r.title}, {"message", r.message}, {"next", std::move(next)}};
  page.data.emplace_back("#refusal", core::make_document(json::serialize(data)));
  // The app's not-found page draws the refusal (its own markup); without the renderer the
  // app draws it when it starts.
  std::vector<PageSource> sources;  // not kept: a refusal is drawn for each request
  if (renderer_) draw(page, path, sources);
  page.status = r.status;
  page.path = path;
  page.title = r.title + " | " + site_name_;
  page.description = r.message;
  page.noindex = true;
  page.json_ld.clear();
  return core::make_document(shell.render(page, origin, site_name_));
}

}  // namespace pathshala::pages
