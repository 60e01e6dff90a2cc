#include "catalog/catalog_queries.hpp"

#include <array>
#include <string>

namespace pathshala::catalog {

namespace json = boost::json;
using store::Stmt;

bool is_year(std::string_view year) {
  return year == "firstYear" || year == "secondYear" || year == "thirdYear" || year == "fourthYear";
}

bool is_material_collection(std::string_view slug) {
  return slug == "important-topics" || slug == "quantum" || slug == "notes" || slug == "practical";
}

namespace {

void put_optional_text(json::object& o, std::string_view key, const Stmt& s, int col) {
  if (auto v = s.optional_text(col)) o[key] = *v;
}

// SPEC §3: Important Topics and quantum items carry no subject; notes and practical do.
bool has_subject(std::string_view slug) { return slug == "notes" || slug == "practical"; }

constexpr const char* kCourseColumns =
    "id, title, card_title, subject, description, image_url, price, original_price, "
    "discount_percentage, download_url FROM courses ";

json::object course_from_row(const Stmt& s) {
  json::object o;
  o["id"] = s.text(0);
  o["title"] = s.text(1);
  o["cardTitle"] = s.text(2);
  o["subject"] = s.text(3);
  put_optional_text(o, "description", s, 4);
  o["imageUrl"] = s.text(5);
  o["price"] = s.integer(6);
  if (auto v = s.optional_integer(7)) o["originalPrice"] = *v;
  o["discountPercentage"] = s.integer(8);
  o["downloadUrl"] = s.text(9);
  return o;
}

constexpr const char* kProjectColumns =
    "id, card_title, site_name, subtitle, level, image, ss1_url, ss2_url, ss3_url, ss4_url, "
    "ss5_url, tech1, tech2, tech3, tech4, tech5, proj_desc, site_url, buy_url, price, "
    "original_price FROM projects ";

json::object project_from_row(const Stmt& s) {
  json::object o;
  o["id"] = s.text(0);
  o["cardTitle"] = s.text(1);
  o["site_name"] = s.text(2);
  o["subtitle"] = s.text(3);
  o["level"] = s.text(4);
  o["image"] = s.text(5);
  static constexpr std::array<const char*, 5> ss = {"ss1_url", "ss2_url", "ss3_url", "ss4_url", "ss5_url"};
  static constexpr std::array<const char*, 5> tech = {"tech1", "tech2", "tech3", "tech4", "tech5"};
  for (int i = 0; i < 5; ++i) put_optional_text(o, ss[i], s, 6 + i);
  for (int i = 0; i < 5; ++i) put_optional_text(o, tech[i], s, 11 + i);
  o["proj_desc"] = s.text(16);
  o["site_url"] = s.text(17);
  o["buy_url"] = s.text(18);
  o["price"] = s.integer(19);
  o["originalPrice"] = s.integer(20);
  return o;
}

}  // namespace

json::array query_materials(store::Db& db, std::string_view slug, std::string_view year) {
  auto s = db.prepare(
      "SELECT id, title, description, image_label, subject, download_url, file_type FROM materials "
      "WHERE collection = ? AND year = ? ORDER BY position, created_at, id");
  s.bind(1, slug).bind(2, year);
  const bool subject = has_subject(slug);
  json::array items;
  while (s.step()) {
    json::object o;
    o["id"] = s.text(0);
    o["title"] = s.text(1);
    o["description"] = s.text(2);
    o["imageUrl"] = s.text(3);
    if (subject) o["subject"] = s.optional_text(4).value_or("Others");
    o["downloadUrl"] = s.text(5);
    o["fileType"] = s.text(6);
    items.emplace_back(std::move(o));
  }
  return items;
}

json::array query_previous_year(store::Db& db, std::string_view year) {
  auto s = db.prepare(
      "SELECT id, title, download_url, subject, sort_index FROM previous_year_papers "
      "WHERE year = ? ORDER BY sort_index, created_at, id");
  s.bind(1, year);
  json::array items;
  while (s.step()) {
    json::object o;
    o["id"] = s.text(0);
    o["title"] = s.text(1);
    o["downloadUrl"] = s.text(2);
    o["subject"] = s.optional_text(3).value_or("Others");
    o["index"] = s.integer(4);
    items.emplace_back(std::move(o));
  }
  return items;
}

json::array query_bl_notes(store::Db& db, std::string_view year) {
  auto s = db.prepare(std::string("SELECT ") + kCourseColumns +
                      "WHERE kind = 'bl-notes' AND year = ? ORDER BY position, created_at, id");
  s.bind(1, year);
  json::array items;
  while (s.step()) items.emplace_back(course_from_row(s));
  return items;
}

json::array query_premium_courses(store::Db& db) {
  auto s = db.prepare(std::string("SELECT ") + kCourseColumns +
                      "WHERE kind = 'premium' ORDER BY position, created_at, id");
  json::array items;
  while (s.step()) items.emplace_back(course_from_row(s));
  return items;
}

std::optional<json::object> query_course(store::Db& db, std::string_view id) {
  auto s = db.prepare(std::string("SELECT ") + kCourseColumns + "WHERE id = ?");
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return course_from_row(s);
}

json::array query_projects(store::Db& db) {
  auto s = db.prepare(std::string("SELECT ") + kProjectColumns + "ORDER BY position, created_at, id");
  json::array items;
  while (s.step()) items.emplace_back(project_from_row(s));
  return items;
}

std::optional<json::object> query_project(store::Db& db, std::string_view id) {
  auto s = db.prepare(std::string("SELECT ") + kProjectColumns + "WHERE id = ?");
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return project_from_row(s);
}

}  // namespace pathshala::catalog
