#include "pages/json_ld.hpp"

#include <boost/json.hpp>

#include "core/text.hpp"
#include "core/url_safety.hpp"
#include "jobs/text_parsers.hpp"
#include "pages/dates.hpp"
#include "pages/html.hpp"
#include "pages/json_fields.hpp"

namespace pathshala::pages {

namespace json = boost::json;

json::object breadcrumbs(std::vector<std::pair<std::string, std::string>> trail) {
  json::array items;
  int position = 1;
  for (auto& [name, path] : trail)
    items.push_back(json::object{{"@type", "ListItem"}, {"position", position++}, {"name", name}, {"item", path}});
  return json::object{{"@type", "BreadcrumbList"}, {"itemListElement", std::move(items)}};
}

json::object item_list(std::string_view name, const std::vector<std::pair<std::string, std::string>>& items) {
  json::array elements;
  int position = 1;
  for (const auto& [title, url] : items)
    elements.push_back(json::object{{"@type", "ListItem"}, {"position", position++}, {"name", title}, {"url", url}});
  return json::object{{"@type", "ItemList"},
                      {"name", name},
                      {"numberOfItems", static_cast<std::int64_t>(items.size())},
                      {"itemListElement", std::move(elements)}};
}

json::object inr_offer(const json::object& item, std::string_view url) {
  const auto* payable = item.if_contains("payable");
  json::value price = int_of(item, "price");
  if (payable && payable->is_int64())
    price = payable->as_int64() % 100 == 0 ? json::value(payable->as_int64() / 100)
                                           : json::value(static_cast<double>(payable->as_int64()) / 100);
  return json::object{{"@type", "Offer"},
                      {"price", price},
                      {"priceCurrency", "INR"},
                      {"category", int_of(item, "price") > 0 ? "Paid" : "Free"},
                      {"availability", "https://schema.org/InStock"},
                      {"url", url}};
}

json::object product_ld(const json::object& o, std::string_view url, std::string_view name_key) {
  std::string description = text_of(o, "description");  // courses have one, projects a subtitle
  if (description.empty()) description = text_of(o, "subtitle");
  if (description.empty()) description = text_of(o, name_key);
  json::object ld{{"@type", "Product"},
                  {"name", text_of(o, name_key)},
                  {"description", description},
                  {"offers", inr_offer(o, url)}};
  for (const char* image : {"imageUrl", "image"})
    if (!text_of(o, image).empty() && core::is_safe_link(text_of(o, image))) ld["image"] = text_of(o, image);
  return ld;
}

json::object course_ld(const json::object& o, std::string_view url, std::string_view site) {
  json::object ld{
      {"@type", "Course"},
      {"name", text_of(o, "title")},
      {"description", text_of(o, "description").empty() ? text_of(o, "title") + " — " + text_of(o, "subject")
                                                        : text_of(o, "description")},
      {"provider", json::object{{"@type", "Organization"}, {"name", site}, {"sameAs", "/"}}},
      {"offers", inr_offer(o, url)},
      // Studied online at the student's own pace: one instance, no schedule. (Google also
      // asks for the workload as a duration; the catalog does not know it.)
      {"hasCourseInstance", json::object{{"@type", "CourseInstance"}, {"courseMode", "Online"}}}};
  if (!text_of(o, "subject").empty()) ld["about"] = text_of(o, "subject");
  ld["inLanguage"] = "en-IN";
  if (core::is_safe_link(text_of(o, "imageUrl"))) ld["image"] = text_of(o, "imageUrl");
  return ld;
}

json::object job_posting_ld(const json::object& o) {
  std::string description = "<p>" + escape(text_of(o, "role")) + " at " + escape(text_of(o, "company")) + ".</p><ul>";
  for (const auto& [label, key] :
       {std::pair{"Skills", "skills"}, std::pair{"Qualification", "qualification"},
        std::pair{"Eligibility", "eligibility"}, std::pair{"Batch", "batch"}, std::pair{"Experience", "experience"},
        std::pair{"Salary", "salary"}, std::pair{"Field", "field"}})
    if (!text_of(o, key).empty()) description += "<li>" + std::string(label) + ": " + escape(text_of(o, key)) + "</li>";
  description += "</ul>";
  const auto posted = int_of(o, "postedAt");
  json::object organization{{"@type", "Organization"}, {"name", text_of(o, "company")}};
  // The apply link's site, when it is the company's own (not a job board's or a form's).
  if (const auto apply = text_of(o, "applyUrl"); core::is_safe_link(apply) && apply.starts_with("https://")) {
    const auto host_end = apply.find('/', 8);
    const auto origin = apply.substr(0, host_end);
    const auto host = core::ascii_lower(origin.substr(8));
    bool board = false;
    for (const char* known : {"linkedin.", "naukri.", "indeed.", "forms.", "docs.google", "unstop.", "internshala.",
                              "glassdoor.", "bit.ly", "lnkd.in"})
      board = board || host.find(known) != std::string::npos;
    if (!board) organization["sameAs"] = origin;
  }
  json::object ld{
      {"@type", "JobPosting"},
      {"title", text_of(o, "role")},
      {"description", description},
      {"identifier",
       json::object{{"@type", "PropertyValue"}, {"name", text_of(o, "company")}, {"value", text_of(o, "id")}}},
      {"datePosted", iso_date(posted)},
      {"validThrough", iso_date(posted + kJobValidMs)},
      {"employmentType", jobs::employment_type(text_of(o, "role"), text_of(o, "salary"))},
      {"hiringOrganization", std::move(organization)},
      {"directApply", false}};
  if (const auto salary = jobs::parse_salary_range(text_of(o, "salary"))) {
    json::object value{{"@type", "QuantitativeValue"}, {"unitText", "YEAR"}};
    if (salary->min == salary->max) {
      value["value"] = salary->max;
    } else {
      value["minValue"] = salary->min;
      value["maxValue"] = salary->max;
    }
    ld["baseSalary"] = json::object{{"@type", "MonetaryAmount"}, {"currency", "INR"}, {"value", std::move(value)}};
  }
  const auto location = text_of(o, "location");
  if (core::ascii_lower(location).find("remote") != std::string::npos) {
    ld["jobLocationType"] = "TELECOMMUTE";
    ld["applicantLocationRequirements"] = json::object{{"@type", "Country"}, {"name", "India"}};
  } else {
    ld["jobLocation"] = json::object{
        {"@type", "Place"},
        {"address", json::object{{"@type", "PostalAddress"}, {"addressLocality", location}, {"addressCountry", "IN"}}}};
  }
  return ld;
}

}  // namespace pathshala::pages
