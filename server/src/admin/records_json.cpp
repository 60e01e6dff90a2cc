#include "admin/records_json.hpp"

#include <boost/json.hpp>

#include "core/json_fields.hpp"

namespace pathshala::admin {

namespace json = boost::json;

namespace {
template <class T>
core::Result<T> checked(T record, const core::JsonFields& f) {
  if (f.error()) return *f.error();
  return record;
}

template <class T>
json::object with_version(const T& record) {
  json::object o = json::value_from(record).as_object();
  o["version"] = record.version;
  return o;
}
}  // namespace

core::Result<catalog::Material> material_from_json(const json::object& o) {
  core::JsonFields f(o);
  catalog::Material m;
  m.title = f.text("title");
  m.description = f.text("description");
  m.image_label = f.text("imageUrl");
  m.subject = f.optional_text("subject");
  m.download_url = f.text("downloadUrl");
  m.file_type = f.text("fileType");
  m.position = f.whole_number("position");
  return checked(std::move(m), f);
}

core::Result<catalog::PreviousYearPaper> paper_from_json(const json::object& o) {
  core::JsonFields f(o);
  catalog::PreviousYearPaper p;
  p.title = f.text("title");
  p.download_url = f.text("downloadUrl");
  p.subject = f.optional_text("subject");
  p.index = f.whole_number("index");
  return checked(std::move(p), f);
}

core::Result<catalog::Course> course_from_json(const json::object& o) {
  core::JsonFields f(o);
  catalog::Course c;
  c.title = f.text("title");
  c.card_title = f.text("cardTitle");
  c.subject = f.text("subject");
  c.description = f.optional_text("description");
  c.image_url = f.text("imageUrl");
  // A price is required (SPEC §5): absent reads as -1, which the rules refuse.
  c.price = f.whole_number("price", -1);
  c.original_price = f.optional_whole_number("originalPrice");
  c.discount_percentage = f.whole_number("discountPercentage", 50);
  c.preview_pages = f.whole_number("previewPages", catalog::kDefaultPreviewPages);
  c.download_url = f.text("downloadUrl");
  c.position = f.whole_number("position");
  return checked(std::move(c), f);
}

core::Result<catalog::Project> project_from_json(const json::object& o) {
  core::JsonFields f(o);
  catalog::Project p;
  p.card_title = f.text("cardTitle");
  p.site_name = f.text("site_name");
  p.subtitle = f.text("subtitle");
  p.level = f.text("level");
  p.image = f.text("image");
  for (int i = 1; i <= 5; ++i) p.screenshots.push_back(f.text("ss" + std::to_string(i) + "_url"));
  for (int i = 1; i <= 5; ++i) p.technologies.push_back(f.text("tech" + std::to_string(i)));
  p.description = f.text("proj_desc");
  p.site_url = f.text("site_url");
  p.buy_url = f.text("buy_url");
  p.price = f.whole_number("price", -1);
  p.original_price = f.whole_number("originalPrice", p.price);
  p.position = f.whole_number("position");
  return checked(std::move(p), f);
}

core::Result<jobs::Job> job_from_json(const json::object& o) {
  core::JsonFields f(o);
  jobs::Job j;
  j.role = f.text("role");
  j.company = f.text("company");
  j.skills = f.text("skills");
  j.field = f.text("field");
  j.batch = f.text("batch");
  j.qualification = f.text("qualification");
  j.eligibility = f.text("eligibility");
  j.salary = f.text("salary");
  j.experience = f.text("experience");
  j.location = f.text("location");
  j.apply_url = f.text("applyUrl");
  j.top_company = f.flag("topCompany");
  return checked(std::move(j), f);
}

json::object admin_json(const catalog::Material& m) {
  auto o = with_version(m);
  o["subject"] = m.subject.value_or("");  // shown or not on the public page, the editor needs it
  o["position"] = m.position;
  return o;
}
json::object admin_json(const catalog::PreviousYearPaper& p) {
  auto o = with_version(p);
  o["subject"] = p.subject.value_or("");
  return o;
}
json::object admin_json(const catalog::Course& c) {
  auto o = with_version(c);
  o["downloadUrl"] = c.download_url;  // the public shape hides a priced item's file
  o["position"] = c.position;
  return o;
}
json::object admin_json(const catalog::Project& p) {
  auto o = with_version(p);
  o["position"] = p.position;
  return o;
}
json::object admin_json(const jobs::Job& j) { return with_version(j); }

}  // namespace pathshala::admin
