#pragma once
// Query string parameters of a request target.
#include <optional>
#include <string>
#include <string_view>

#include "http/response.hpp"

namespace pathshala::http {

// The decoded value of the first parameter called name; nothing when it is absent or the
// target is not a valid origin-form URL.
std::optional<std::string> query_param(const Request& req, std::string_view name);

// The target with the values of secret-bearing parameters (code, state, token, …) replaced
// by "REDACTED", for the access log: a log file must not hold a usable sign-in code or link.
std::string redacted_target(std::string_view target);

}  // namespace pathshala::http
