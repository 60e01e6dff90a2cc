// Catalog records as the public API shows them (docs/api.md).
#include <boost/json.hpp>

#include <array>

#include <algorithm>

#include "catalog/previews.hpp"
#include "catalog/subject_codes.hpp"
#include "catalog/types.hpp"

namespace pathshala::catalog {

namespace json = boost::json;

bool is_year(std::string_view year) {
  return std::any_of(kYears.begin(), kYears.end(), [&](const Year& y) { return y.key == year; });
}

std::string year_keys_in_words() {
  std::string out;
  for (std::size_t i = 0; i < kYears.size(); ++i)
    out += (i == 0 ? "" : i + 1 == kYears.size() ? " or " : ", ") + std::string(kYears[i].key);
  return out;
}

bool is_material_collection(std::string_view slug) {
  return slug == "important-topics" || slug == "quantum" || slug == "notes" || slug == "practical";
}

bool is_year_collection(std::string_view slug) {
  return is_material_collection(slug) || slug == "previous-year" || slug == "bl-notes";
}

namespace {
// SPEC §3: Important Topics and quantum items carry no subject; notes and practical do.
bool shows_subject(std::string_view collection) { return collection == "notes" || collection == "practical"; }
}  // namespace

void tag_invoke(const json::value_from_tag&, json::value& out, const Material& m) {
  json::object o;
  o["id"] = m.id;
  o["title"] = m.title;
  o["description"] = m.description;
  o["imageUrl"] = m.image_label;
  if (shows_subject(m.collection)) o["subject"] = m.subject && !m.subject->empty() ? *m.subject : "Others";
  o["downloadUrl"] = m.download_url;
  o["fileType"] = m.file_type;
  if (has_preview(m.download_url)) o["preview"] = true;
  out = std::move(o);
}

void tag_invoke(const json::value_from_tag&, json::value& out, const PreviousYearPaper& p) {
  json::object o{{"id", p.id},
                 {"title", p.title},
                 {"downloadUrl", p.download_url},
                 {"subject", p.subject && !p.subject->empty() ? *p.subject : "Others"},
                 {"index", p.index}};
  if (auto code = subject_code_of(p)) o["subjectCode"] = *code;
  if (has_preview(p.download_url)) o["preview"] = true;
  out = std::move(o);
}

void tag_invoke(const json::value_from_tag&, json::value& out, const Course& c) {
  json::object o;
  o["id"] = c.id;
  o["title"] = c.title;
  o["cardTitle"] = c.card_title;
  o["subject"] = c.subject;
  if (c.description && !c.description->empty()) o["description"] = *c.description;
  o["imageUrl"] = c.image_url;
  o["price"] = c.price;
  if (c.original_price) o["originalPrice"] = *c.original_price;
  o["discountPercentage"] = c.discount_percentage;
  // A priced item's file is for its buyers (commerce): the public shape leaves its link out.
  if (c.price <= 0) o["downloadUrl"] = c.download_url;
  if (has_preview(c.download_url)) {
    o["preview"] = true;
    o["previewPages"] = c.preview_pages;
  }
  out = std::move(o);
}

void tag_invoke(const json::value_from_tag&, json::value& out, const Project& p) {
  static constexpr std::array<const char*, kMaxScreenshots> ss = {"ss1_url", "ss2_url", "ss3_url", "ss4_url",
                                                                  "ss5_url"};
  static constexpr std::array<const char*, kMaxTechnologies> tech = {"tech1", "tech2", "tech3", "tech4", "tech5"};
  json::object o;
  o["id"] = p.id;
  o["cardTitle"] = p.card_title;
  o["site_name"] = p.site_name;
  o["subtitle"] = p.subtitle;
  o["level"] = p.level;
  o["image"] = p.image;
  for (std::size_t i = 0; i < p.screenshots.size() && i < ss.size(); ++i)
    if (!p.screenshots[i].empty()) o[ss[i]] = p.screenshots[i];
  for (std::size_t i = 0; i < p.technologies.size() && i < tech.size(); ++i)
    if (!p.technologies[i].empty()) o[tech[i]] = p.technologies[i];
  o["proj_desc"] = p.description;
  o["site_url"] = p.site_url;
  o["buy_url"] = p.buy_url;
  o["price"] = p.price;
  o["originalPrice"] = p.original_price;
  out = std::move(o);
}

}  // namespace pathshala::catalog
