#pragma once
// A route table of (method, pattern) → handler. Patterns are absolute paths whose segments
// are literal or a {name} parameter matching one non-empty segment. Matching a path that
// exists under another method reports the allowed methods, for 405 + Allow.
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "http/response.hpp"

namespace pathshala::http {

using Params = std::unordered_map<std::string, std::string>;

// What a handler knows besides the request: the path parameters and who is asking.
struct Context {
  Params params;
  std::string client_address;  // the peer's IP address, "-" when unknown
};
using Handler = std::function<Response(const Request&, const Context&)>;

// Handlers that may run a slow query (anything beyond a cached read) are marked so the
// server runs them on its worker threads, never on a network thread.
enum class Blocking { no, yes };

class Router {
 public:
  // GET routes also answer HEAD.
  void add(bhttp::verb method, std::string_view pattern, Handler handler, Blocking blocking = Blocking::no);

  struct Match {
    const Handler* handler = nullptr;  // null when nothing matched this method
    Blocking blocking = Blocking::no;
    Params params;
    std::vector<std::string> allowed;  // methods the path accepts, when the path matched
  };
  // path is already percent-decoded per segment and free of dot segments.
  Match match(bhttp::verb method, const std::vector<std::string>& segments) const;
  // Every (method, pattern) registered, e.g. {"GET", "/api/jobs"} (docs test).
  std::vector<std::pair<std::string, std::string>> routes() const;

 private:
  struct Route {
    bhttp::verb method;
    std::vector<std::string> parts;  // "{name}" for parameters
    Handler handler;
    Blocking blocking;
  };
  std::vector<Route> routes_;
};

}  // namespace pathshala::http
