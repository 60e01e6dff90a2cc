#include "pages/job_portal_query.hpp"

#include <boost/url/encode.hpp>
#include <boost/url/grammar/alnum_chars.hpp>
#include <boost/url/grammar/lut_chars.hpp>

namespace pathshala::pages {

JobPortalQuery job_portal_query(const QueryParam& param) {
  JobPortalQuery out;
  if (!param) return out;
  out.q = param("q").value_or("");
  out.field = param("field").value_or("");
  const auto experience = param("experience").value_or("all");
  if (experience == "fresher" || experience == "1-3" || experience == "3+") out.experience = experience;
  if (param("sort").value_or("") == "salary") out.sort = "salary";
  return out;
}

std::string form_urlencode(std::string_view value) {
  namespace grammar = boost::urls::grammar;
  static constexpr grammar::lut_chars kUnreserved =
      grammar::lut_chars(grammar::alnum_chars) + grammar::lut_chars("*-._");
  boost::urls::encoding_opts options;
  options.space_as_plus = true;  // upper-case hex is the default
  return boost::urls::encode(value, kUnreserved, options);
}

std::string jobs_api_path(const JobPortalQuery& query) {
  std::string out = "/api/jobs?";
  if (!query.q.empty()) out += "q=" + form_urlencode(query.q) + "&";
  if (!query.field.empty()) out += "field=" + form_urlencode(query.field) + "&";
  if (query.experience != "all") out += "experience=" + form_urlencode(query.experience) + "&";
  if (query.sort != "recent") out += "sort=" + query.sort + "&";
  return out + "limit=20";
}

}  // namespace pathshala::pages
