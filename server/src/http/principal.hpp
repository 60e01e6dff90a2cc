#pragma once
// Who is asking, as the http layer needs to know it: the signed-in user of a request and the
// small interface through which http asks the accounts module about sessions and CSRF. The
// http layer knows no module; accounts implements RequestAuthenticator and the composition
// root (app/build_app) hands it to http::App.
#include <optional>
#include <string>

#include "core/error.hpp"
#include "http/response.hpp"

namespace pathshala::http {

struct Principal {
  std::string uid;
  std::string role;         // user | admin
  std::string name, email;  // as the account has them now (either may be empty)
  bool is_admin() const { return role == "admin"; }
};

class RequestAuthenticator {
 public:
  virtual ~RequestAuthenticator() = default;
  // The signed-in user of the request's session cookie; nothing for a visitor or a dead
  // session. May read the store: called on the thread the route runs on.
  virtual std::optional<Principal> identify(const Request& req) const = 0;
  // Headers for a 401 answer (e.g. clearing a dead session cookie).
  virtual Headers unauthenticated_headers(const Request& req) const = 0;
  // Cross-site request forgery check of a state-changing request: the refusal, or nothing.
  virtual std::optional<core::Error> check_forgery(const Request& req) const = 0;
};

}  // namespace pathshala::http
