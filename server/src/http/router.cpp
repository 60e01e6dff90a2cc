#include "http/router.hpp"

#include <algorithm>

namespace pathshala::http {

bool is_state_changing(bhttp::verb v) {
  return v == bhttp::verb::post || v == bhttp::verb::put || v == bhttp::verb::patch || v == bhttp::verb::delete_;
}

std::string Router::Route::pattern() const {
  std::string out;
  for (const auto& part : parts) out += "/" + part;
  return out;
}

void Router::add(bhttp::verb method, std::string_view pattern, RouteOptions options, Handler handler) {
  Route r{method, {}, options, std::move(handler), std::string(pattern)};
  size_t pos = 1;
  while (pos <= pattern.size()) {
    auto next = pattern.find('/', pos);
    if (next == std::string_view::npos) next = pattern.size();
    r.parts.emplace_back(pattern.substr(pos, next - pos));
    pos = next + 1;
  }
  routes_.push_back(std::move(r));
}

namespace {
bool is_param(const std::string& part) { return part.size() > 2 && part.front() == '{' && part.back() == '}'; }

bool path_matches(const std::vector<std::string>& parts, const std::vector<std::string>& segments) {
  if (parts.size() != segments.size()) return false;
  for (size_t i = 0; i < segments.size(); ++i) {
    if (is_param(parts[i]) ? segments[i].empty() : parts[i] != segments[i]) return false;
  }
  return true;
}
}  // namespace

Router::Match Router::match(bhttp::verb method, const std::vector<std::string>& segments) const {
  Match result;
  // The common case first, allocation-free until a route is found.
  for (const auto& r : routes_) {
    const bool method_ok = r.method == method || (r.method == bhttp::verb::get && method == bhttp::verb::head);
    if (!method_ok || !path_matches(r.parts, segments)) continue;
    result.route = &r;
    for (size_t i = 0; i < segments.size(); ++i)
      if (is_param(r.parts[i])) result.params[r.parts[i].substr(1, r.parts[i].size() - 2)] = segments[i];
    return result;
  }
  // No handler for this method: list what the path does accept, for 405 + Allow.
  for (const auto& r : routes_) {
    if (!path_matches(r.parts, segments)) continue;
    std::string name(bhttp::to_string(r.method));
    if (std::find(result.allowed.begin(), result.allowed.end(), name) == result.allowed.end())
      result.allowed.push_back(name);
    if (r.method == bhttp::verb::get &&
        std::find(result.allowed.begin(), result.allowed.end(), "HEAD") == result.allowed.end())
      result.allowed.emplace_back("HEAD");
  }
  return result;
}

}  // namespace pathshala::http
