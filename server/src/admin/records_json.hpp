#pragma once
// Admin records to and from JSON. Reading takes the public API's field names (the admin
// form sends what the public pages show) and reports a field of the wrong type as an
// invalid-field error; the rules themselves are the services'. Writing is the public shape
// plus what an editor needs: the version (for If-Match) and, for every material, its subject.
#include <boost/json/object.hpp>

#include "catalog/types.hpp"
#include "core/error.hpp"
#include "jobs/types.hpp"

namespace pathshala::admin {

core::Result<catalog::Material> material_from_json(const boost::json::object& o);
core::Result<catalog::PreviousYearPaper> paper_from_json(const boost::json::object& o);
core::Result<catalog::Course> course_from_json(const boost::json::object& o);
core::Result<catalog::Project> project_from_json(const boost::json::object& o);
core::Result<jobs::Job> job_from_json(const boost::json::object& o);

boost::json::object admin_json(const catalog::Material& m);
boost::json::object admin_json(const catalog::PreviousYearPaper& p);
boost::json::object admin_json(const catalog::Course& c);
boost::json::object admin_json(const catalog::Project& p);
boost::json::object admin_json(const jobs::Job& j);

}  // namespace pathshala::admin
