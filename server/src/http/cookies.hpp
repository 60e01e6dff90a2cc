#pragma once
// Reading the Cookie header and writing Set-Cookie values (RFC 6265).
#include <optional>
#include <string>
#include <string_view>

#include "http/response.hpp"

namespace pathshala::http {

// The value of the first cookie called `name`, if the request sent one.
std::optional<std::string> cookie_value(const Request& req, std::string_view name);

struct CookieOptions {
  bool http_only = true;
  bool secure = false;  // only over HTTPS
  std::string same_site = "Lax";
  std::string path = "/";
  long long max_age_seconds = -1;  // -1: a browser-session cookie; 0: delete now
};

// "name=value; Path=/; Max-Age=…; HttpOnly; Secure; SameSite=Lax". Values must be
// cookie-safe already (we only write hex and base64url).
std::string set_cookie(std::string_view name, std::string_view value, const CookieOptions& options);

}  // namespace pathshala::http
