#include "pages/job_portal_query.hpp"

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
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(value.size());
  for (const unsigned char c : value) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '*' || c == '-' ||
        c == '.' || c == '_') {
      out += static_cast<char>(c);
    } else if (c == ' ') {
      out += '+';
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
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
