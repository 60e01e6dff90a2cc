#pragma once
// SQL → JSON for the catalog. Each function returns the exact field set docs/api.md gives,
// in that order, omitting optional fields that are absent.
#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string_view>

#include "store/sqlite.hpp"

namespace pathshala::catalog {

bool is_year(std::string_view year);
bool is_material_collection(std::string_view slug);  // important-topics, quantum, notes, practical

boost::json::array query_materials(store::Db& db, std::string_view slug, std::string_view year);
boost::json::array query_previous_year(store::Db& db, std::string_view year);
boost::json::array query_bl_notes(store::Db& db, std::string_view year);
boost::json::array query_premium_courses(store::Db& db);
std::optional<boost::json::object> query_course(store::Db& db, std::string_view id);
boost::json::array query_projects(store::Db& db);
std::optional<boost::json::object> query_project(store::Db& db, std::string_view id);

}  // namespace pathshala::catalog
