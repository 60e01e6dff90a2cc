#include "http/router.hpp"

#include <algorithm>

namespace pathshala::http {

void Router::add(bhttp::verb method, std::string_view pattern, Handler handler) {
  Route r{method, {}, std::move(handler)};
  size_t pos = 1;
  while (pos <= pattern.size()) {
    auto next = pattern.find('/', pos);
    if (next == std::string_view::npos) next = pattern.size();
    r.parts.emplace_back(pattern.substr(pos, next - pos));
    pos = next + 1;
  }
  routes_.push_back(std::move(r));
}

Router::Match Router::match(bhttp::verb method, const std::vector<std::string>& segments) const {
  Match result;
  for (const auto& r : routes_) {
    if (r.parts.size() != segments.size()) continue;
    Params params;
    bool ok = true;
    for (size_t i = 0; i < segments.size() && ok; ++i) {
      const auto& part = r.parts[i];
      if (part.size() > 2 && part.front() == '{' && part.back() == '}') {
        if (segments[i].empty()) ok = false;
        else params[part.substr(1, part.size() - 2)] = segments[i];
      } else {
        ok = part == segments[i];
      }
    }
    if (!ok) continue;
    const bool method_ok = r.method == method || (r.method == bhttp::verb::get && method == bhttp::verb::head);
    if (method_ok && !result.handler) {
      result.handler = &r.handler;
      result.params = std::move(params);
    }
    std::string name(bhttp::to_string(r.method));
    if (std::find(result.allowed.begin(), result.allowed.end(), name) == result.allowed.end())
      result.allowed.push_back(name);
    if (r.method == bhttp::verb::get && std::find(result.allowed.begin(), result.allowed.end(), "HEAD") == result.allowed.end())
      result.allowed.emplace_back("HEAD");
  }
  return result;
}

}  // namespace pathshala::http
