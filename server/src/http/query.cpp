#include "http/query.hpp"

#include <boost/url/parse.hpp>

namespace pathshala::http {

std::optional<std::string> query_param(const Request& req, std::string_view name) {
  auto url = boost::urls::parse_origin_form(req.target());
  if (!url) return std::nullopt;
  auto params = url->params();
  auto it = params.find(name);
  if (it == params.end()) return std::nullopt;
  return std::string((*it).value);
}

}  // namespace pathshala::http
