#include "catalog/validation.hpp"

#include "core/text.hpp"
#include "core/validation.hpp"

namespace pathshala::catalog {

using core::check_link;
using core::check_one_of;
using core::check_optional;
using core::check_range;
using core::check_required;
using core::first_error;

namespace {
void trim(std::string& s) { s = core::trim(s); }
void trim(std::optional<std::string>& s) {
  if (!s) return;
  *s = core::trim(*s);
  if (s->empty()) s.reset();
}

std::optional<core::Error> check_year(const std::string& year) {
  if (is_year(year)) return std::nullopt;
  std::string list;
  for (const auto& y : kYears) list += (list.empty() ? "" : ", ") + std::string(y.key);
  return core::invalid_field("year", "Year must be one of " + list + ".");
}

std::optional<core::Error> check_price(std::string_view field, std::string_view label, std::int64_t value) {
  return check_range(field, label, value, 0, kMaxPrice);
}
}  // namespace

void normalize(Material& m) {
  for (auto* s : {&m.title, &m.description, &m.image_label, &m.download_url, &m.file_type}) trim(*s);
  trim(m.subject);
  if (m.file_type.empty()) m.file_type = "PDF";
}

void normalize(PreviousYearPaper& p) {
  for (auto* s : {&p.title, &p.download_url}) trim(*s);
  trim(p.subject);
}

void normalize(Course& c) {
  for (auto* s : {&c.title, &c.card_title, &c.subject, &c.image_url, &c.download_url}) trim(*s);
  trim(c.description);
  trim(c.year);
  if (c.card_title.empty()) c.card_title = c.title;
}

void normalize(Project& p) {
  for (auto* s :
       {&p.card_title, &p.site_name, &p.subtitle, &p.level, &p.image, &p.description, &p.site_url, &p.buy_url})
    trim(*s);
  for (auto& s : p.screenshots) trim(s);
  for (auto& s : p.technologies) trim(s);
  while (!p.screenshots.empty() && p.screenshots.back().empty()) p.screenshots.pop_back();
  while (!p.technologies.empty() && p.technologies.back().empty()) p.technologies.pop_back();
}

std::optional<core::Error> validate(const Material& m) {
  // Subjects group notes and practical files on their pages; Important Topics and Quantum
  // show none (SPEC §3), so there it may be left out.
  const bool needs_subject = m.collection == "notes" || m.collection == "practical";
  return first_error({
      check_one_of("collection", "Collection", m.collection, {"important-topics", "quantum", "notes", "practical"}),
      check_year(m.year),
      check_required("title", "Title", m.title),
      needs_subject ? check_required("subject", "Subject", m.subject.value_or(""))
                    : check_optional("subject", "Subject", m.subject.value_or("")),
      check_link("downloadUrl", "Download link", m.download_url),
      check_optional("description", "Description", m.description, core::kMaxLongText, true),
      check_optional("imageUrl", "Image label", m.image_label),
      check_one_of("fileType", "File type", m.file_type, {"PDF", "ZIP"}),
  });
}

std::optional<core::Error> validate(const PreviousYearPaper& p) {
  return first_error({
      check_year(p.year),
      check_required("title", "Title", p.title),
      check_optional("subject", "Subject", p.subject.value_or("")),
      check_link("downloadUrl", "Download link", p.download_url),
      check_range("index", "Index", p.index, 0, 1'000'000),
  });
}

std::optional<core::Error> validate(const Course& c) {
  if (auto e = check_one_of("kind", "Kind", c.kind, {"premium", "bl-notes"})) return e;
  if (c.kind == "bl-notes") {
    if (auto e = check_year(c.year.value_or(""))) return e;
  } else if (c.year) {
    return core::invalid_field("year", "Premium courses belong to no year.");
  }
  if (auto e = first_error({
          check_required("title", "Title", c.title),
          check_optional("cardTitle", "Card title", c.card_title),
          check_required("subject", "Subject", c.subject),
          check_optional("description", "Description", c.description.value_or(""), core::kMaxLongText, true),
          check_link("imageUrl", "Image", c.image_url),
          check_link("downloadUrl", "Download link", c.download_url),
          check_price("price", "Price", c.price),
          check_range("discountPercentage", "Discount", c.discount_percentage, 0, 100),
          check_range("previewPages", "Free preview pages", c.preview_pages, 0, kMaxPreviewPages),
      }))
    return e;
  if (c.original_price) {
    if (auto e = check_price("originalPrice", "Original price", *c.original_price)) return e;
    if (*c.original_price < c.price)
      return core::invalid_field("originalPrice", "Original price cannot be less than the price.");
  }
  return std::nullopt;
}

std::optional<core::Error> validate(const Project& p) {
  if (auto e = first_error({
          check_required("cardTitle", "Card title", p.card_title),
          check_required("site_name", "Site name", p.site_name),
          check_optional("subtitle", "Subtitle", p.subtitle),
          check_one_of("level", "Level", p.level, {"beginner", "intermediate", "advanced"}),
          check_link("image", "Image", p.image),
          check_optional("proj_desc", "Description", p.description, core::kMaxLongText, true),
          check_link("site_url", "Site link", p.site_url),
          check_link("buy_url", "Buy link", p.buy_url),
          check_price("price", "Price", p.price),
          check_price("originalPrice", "Original price", p.original_price),
      }))
    return e;
  if (p.screenshots.size() > kMaxScreenshots)
    return core::invalid_field("ss5_url", "A project has at most 5 screenshots.");
  if (p.technologies.size() > kMaxTechnologies)
    return core::invalid_field("tech5", "A project lists at most 5 technologies.");
  for (std::size_t i = 0; i < p.screenshots.size(); ++i)
    if (auto e = check_link("ss" + std::to_string(i + 1) + "_url", "Screenshot " + std::to_string(i + 1),
                            p.screenshots[i], true))
      return e;
  for (std::size_t i = 0; i < p.technologies.size(); ++i)
    if (auto e =
            check_optional("tech" + std::to_string(i + 1), "Technology " + std::to_string(i + 1), p.technologies[i]))
      return e;
  if (p.original_price < p.price)
    return core::invalid_field("originalPrice", "Original price cannot be less than the price.");
  return std::nullopt;
}

}  // namespace pathshala::catalog
