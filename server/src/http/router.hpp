#pragma once
// A route table of (method, pattern, options) → handler. Patterns are absolute paths whose
// segments are literal or a {name} parameter matching one non-empty segment. Matching a
// path that exists under another method reports the allowed methods, for 405 + Allow.
//
// The options carry every policy, so no handler can forget one: who may call the route
// (checked by the http layer before the body is read and before the handler runs), CSRF,
// the body limit and mode, and where the handler runs. A route must state its access; the
// rest defaults to the safe choice.
#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "http/principal.hpp"
#include "http/response.hpp"

namespace pathshala::http {

using Params = std::unordered_map<std::string, std::string>;

enum class Access { public_, signed_in, admin };
// How a body arrives: in memory (JSON), or streamed to a temporary file (uploads).
enum class BodyMode { buffered, file };
// Where a handler runs. Password hashing and calls to other services get pools of their own,
// bounded in threads and queue, so a flood of logins or a slow provider cannot hold up
// session lookups and searches (and a full pool answers 503 busy at once).
enum class RunOn { network_thread, worker, hashing, outbound };

class RouteOptions {
 public:
  static constexpr std::size_t kDefaultBodyLimit = 64 * 1024;

  static RouteOptions public_access() { return RouteOptions(Access::public_); }
  static RouteOptions signed_in() { return RouteOptions(Access::signed_in); }
  static RouteOptions admin() { return RouteOptions(Access::admin); }

  // Runs the handler (and the access check) on a worker thread: anything slower than a
  // cached read (password hashing, uncached queries, outbound HTTP).
  RouteOptions& on_worker() {
    run_on = RunOn::worker;
    return *this;
  }
  // The handler hashes or checks a password (Argon2id: CPU and memory heavy). Its access
  // check still runs on a worker.
  RouteOptions& hashes_passwords() {
    run_on = RunOn::hashing;
    return *this;
  }
  // The handler waits on another service (an OAuth provider, Razorpay).
  RouteOptions& calls_out() {
    run_on = RunOn::outbound;
    return *this;
  }
  RouteOptions& body_limit(std::size_t bytes) {
    max_body = bytes;
    return *this;
  }
  // The body is streamed to a temporary file (Context::body_file) instead of memory.
  RouteOptions& file_body(std::size_t max_bytes) {
    body = BodyMode::file;
    max_body = max_bytes;
    return *this;
  }
  // The route authenticates its caller by a signature over the body (a payment webhook),
  // so it takes no CSRF token.
  RouteOptions& signature_authenticated() {
    csrf = false;
    return *this;
  }
  // A public route whose handler wants to know who is signed in, if anyone.
  RouteOptions& identify_visitor() {
    identify = true;
    run_on = RunOn::worker;  // it looks the session up
    return *this;
  }

  // People open this GET route in the browser (a download link): a browser navigating to it
  // is refused with a page (AppOptions::refusal_page), API clients with JSON.
  RouteOptions& opened_in_browser() {
    browser_page = true;
    return *this;
  }

  // A public GET whose answer is the same for every visitor and changes nothing by being
  // asked: the server may answer it itself for a page it draws (http/page_data_get.hpp).
  RouteOptions& page_data() {
    for_pages = true;
    return *this;
  }

  // A probe for load balancers and scrapers (liveness, readiness, metrics): they ask by
  // address, so the route answers whatever Host the request names (--allowed-hosts).
  RouteOptions& answers_any_host() {
    any_host = true;
    return *this;
  }

  Access access;
  bool csrf = true;  // applies to POST, PUT, PATCH and DELETE
  std::size_t max_body = kDefaultBodyLimit;
  BodyMode body = BodyMode::buffered;
  RunOn run_on = RunOn::network_thread;
  bool identify = false;
  bool browser_page = false;
  bool any_host = false;
  bool for_pages = false;  // page_data()

 private:
  // Routes that identify their caller run on a worker unless they say otherwise: the
  // session lookup reads the store, and now and then writes it (last use).
  explicit RouteOptions(Access a) : access(a), run_on(a == Access::public_ ? RunOn::network_thread : RunOn::worker) {}
};

// What a handler knows besides the request.
struct Context {
  Params params;
  // The client's address as per-address limits count it: IPv4, or an IPv6 /64; the client a
  // trusted proxy names rather than the proxy (http/client_origin.hpp); "-" when unknown.
  std::string client_address;
  std::optional<Principal> user;    // set for signed_in and admin routes (and identify_visitor)
  std::filesystem::path body_file;  // BodyMode::file: the body on disk (removed after the handler)
  // The client's own address (not its limit key), as far as it is known: what an address
  // allow-list checks (/metrics).
  std::string client_ip;
  // Set for routes opened_in_browser: answers a refusal as App::refuse does (a page for a
  // browser navigating here). Handlers call http::refuse, which falls back to JSON.
  std::function<Response(const Request&, const core::Error&)> refuse;
};
using Handler = std::function<Response(const Request&, const Context&)>;

// A handler's refusal: a page for a browser opening a route opened_in_browser, else JSON.
inline Response refuse(const Request& req, const Context& ctx, const core::Error& error) {
  return ctx.refuse ? ctx.refuse(req, error) : error_response(req, error);
}

class Router {
 public:
  struct Route {
    bhttp::verb method;
    std::vector<std::string> parts;  // "{name}" for parameters
    RouteOptions options;
    Handler handler;
    std::string path;  // the pattern as added ("/api/jobs/{id}"): the route's name in /metrics
    std::string pattern() const;
  };

  // GET routes also answer HEAD.
  void add(bhttp::verb method, std::string_view pattern, RouteOptions options, Handler handler);

  struct Match {
    const Route* route = nullptr;  // null when nothing matched this method
    Params params;
    std::vector<std::string> allowed;  // methods the path accepts, when the path matched
  };
  // path is already percent-decoded per segment and free of dot segments.
  Match match(bhttp::verb method, const std::vector<std::string>& segments) const;
  const std::vector<Route>& routes() const { return routes_; }

 private:
  std::vector<Route> routes_;
};

bool is_state_changing(bhttp::verb method);

}  // namespace pathshala::http
