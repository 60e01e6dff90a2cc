#include "pages/app_cards.hpp"

#include <boost/json.hpp>

#include <utility>

#include "core/money.hpp"
#include "core/url_safety.hpp"
#include "pages/dates.hpp"
#include "pages/html.hpp"
#include "pages/json_fields.hpp"

namespace pathshala::pages {

namespace json = boost::json;

std::string format_inr(std::int64_t rupees) { return core::format_rupees(rupees * 100); }

ShownPrice shown_price(const json::object& item) {
  // payable (paise) is what is charged; records cached before it existed show the rupees.
  const auto* payable = item.if_contains("payable");
  if (!payable || !payable->is_int64()) {
    const auto original = int_of(item, "originalPrice");
    return {format_inr(int_of(item, "price")), original > 0 ? format_inr(original) : "", false};
  }
  const auto* original = item.if_contains("originalPayable");
  const auto* gst = item.if_contains("gstIncluded");
  return {core::format_rupees(payable->as_int64()),
          original && original->is_int64() ? core::format_rupees(original->as_int64()) : std::string(),
          gst && gst->is_bool() && gst->as_bool()};
}

namespace {

// JobFacts.tsx: a term and its value, left out when empty.
std::string job_fact(std::string_view label, const std::string& value) {
  if (value.empty()) return "";
  return "<div><dt class=\"text-xs font-semibold uppercase tracking-wide text-slate-500\">" + std::string(label) +
         "</dt><dd class=\"text-sm text-slate-800\">" + escape(value) + "</dd></div>";
}

std::string option(std::string_view value, std::string_view label, bool selected) {
  return "<option value=\"" + escape(value) + "\"" + (selected ? " selected" : "") + ">" + escape(label) + "</option>";
}

constexpr std::string_view kSelectClass = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2";
constexpr std::string_view kLabelTextClass = "mb-1 block text-sm font-medium";

std::string select(std::string_view name, std::string_view label, const std::string& options) {
  return "<label><span class=\"" + std::string(kLabelTextClass) + "\">" + std::string(label) +
         "</span><select name=\"" + std::string(name) + "\" class=\"" + std::string(kSelectClass) + "\">" + options +
         "</select></label>";
}

// PriceTag.tsx
std::string price_tag(const json::object& item) {
  const auto price = shown_price(item);
  std::string out =
      "<p class=\"flex flex-wrap items-baseline gap-2\"><span class=\"text-xl font-bold text-slate-900\">" +
      price.amount + "</span>";
  if (price.gst_included) out += "<span class=\"text-sm text-slate-600\">incl. GST</span>";
  if (!price.original.empty())
    out += "<s class=\"text-sm text-slate-500\" aria-label=\"Original price " + price.original + "\">" +
           price.original + "</s>";
  return out + "</p>";
}

}  // namespace

std::string job_card(const json::object& job) {
  const auto id = text_of(job, "id");
  const auto role = text_of(job, "role");
  const auto company = text_of(job, "company");
  const auto posted = int_of(job, "postedAt");
  std::string out =
      "<article class=\"rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200\">"
      "<div class=\"flex flex-wrap items-start justify-between gap-2\"><div>"
      "<h2 class=\"text-lg font-semibold\"><a href=\"/jobs/" +
      escape(id) + "\" class=\"hover:text-brand-700 hover:underline\">" + escape(role) +
      "</a></h2><p class=\"text-slate-700\">" + escape(company);
  if (bool_of(job, "topCompany"))
    out +=
        "<span class=\"ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800\">Top "
        "company</span>";
  out += "</p></div><p class=\"text-sm text-slate-500\">";
  out += posted > 0 ? "<time datetime=\"" + iso_date(posted) + "\">" + day_of(posted) + "</time>" : "Today";
  out += "</p></div><dl class=\"mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3\">";
  for (const auto& [label, key] :
       {std::pair{"Location", "location"}, std::pair{"Salary", "salary"}, std::pair{"Experience", "experience"},
        std::pair{"Batch", "batch"}, std::pair{"Qualification", "qualification"}, std::pair{"Field", "field"},
        std::pair{"Eligibility", "eligibility"}, std::pair{"Skills", "skills"}})
    out += job_fact(label, text_of(job, key));
  out += "</dl>";
  const auto apply = text_of(job, "applyUrl");
  if (core::is_safe_link(apply))
    out += "<a href=\"" + escape(apply) +
           "\" target=\"_blank\" rel=\"noopener noreferrer\" class=\"mt-4 inline-block rounded-lg bg-brand-600 px-4 "
           "py-2 font-semibold text-white hover:bg-brand-700\" aria-label=\"Apply for " +
           escape(role) + " at " + escape(company) + "\">Apply</a>";
  else
    out += "<p class=\"mt-4 text-sm text-slate-500\">Apply link not available</p>";
  return out + "</article>";
}

std::string job_filters(const JobPortalQuery& query, const json::array& fields) {
  std::string field_options = option("", "All fields", query.field.empty());
  for (const auto& f : fields)
    if (f.is_string()) field_options += option(f.get_string(), f.get_string(), f.get_string() == query.field);
  std::string experience_options;
  for (const auto& [value, label] : {std::pair{"all", "All"}, std::pair{"fresher", "Fresher"},
                                     std::pair{"1-3", "1-3 years"}, std::pair{"3+", "3+ years"}})
    experience_options += option(value, label, query.experience == value);
  std::string sort_options = option("recent", "Most recent", query.sort == "recent") +
                             option("salary", "Highest salary", query.sort == "salary");
  return "<form role=\"search\" action=\"/Job_portal\" method=\"get\" aria-label=\"Job search\" "
         "class=\"grid gap-3 rounded-2xl bg-white p-4 "
         "shadow-sm ring-1 ring-slate-200 md:grid-cols-4\"><label class=\"md:col-span-4\"><span class=\"" +
         std::string(kLabelTextClass) + "\">Search jobs</span><input type=\"search\" name=\"q\" value=\"" +
         escape(query.q) +
         "\" maxlength=\"100\" placeholder=\"Role, company, location or field\" class=\"w-full rounded-lg border "
         "border-slate-300 px-3 py-2\"></label>" +
         select("field", "Field", field_options) + select("experience", "Experience", experience_options) +
         select("sort", "Sort by", sort_options) +
         // The app filters as the selects change; without JavaScript they need a button.
         "<noscript><button type=\"submit\" class=\"rounded-lg bg-brand-600 px-4 py-2 font-semibold "
         "text-white md:col-span-4\">Search</button></noscript></form>";
}

std::string project_card(const json::object& project, bool first) {
  const auto title = text_of(project, "cardTitle");
  std::string out =
      "<article class=\"flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 "
      "ring-slate-200\">";
  const auto image = text_of(project, "image");
  if (core::is_safe_link(image))
    out += "<img src=\"" + escape(image) + "\" alt=\"\" " + (first ? "fetchpriority=\"high\"" : "loading=\"lazy\"") +
           " width=\"640\" height=\"360\" class=\"aspect-video w-full object-cover\">";
  out += "<div class=\"flex flex-1 flex-col p-5\"><h3 class=\"text-lg font-semibold\">" + escape(title) +
         "</h3><p class=\"text-sm text-slate-600\">" + escape(text_of(project, "subtitle")) +
         "</p><div class=\"mt-3 flex items-center justify-between gap-2\"><p class=\"text-sm font-semibold "
         "text-rose-700\">Limited Time Discount</p><span class=\"rounded-full bg-rose-100 px-2 py-0.5 text-xs "
         "font-bold text-rose-700\">50% off</span></div><div class=\"mt-2 flex-1\">" +
         price_tag(project) + "</div><a href=\"/project/" + escape(text_of(project, "id")) +
         "\" class=\"mt-4 self-start rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white "
         "hover:bg-brand-700\" aria-label=\"View details of " +
         escape(title) + "\">View Details</a></div>";
  return out + "</article>";
}

}  // namespace pathshala::pages
