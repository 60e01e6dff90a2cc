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

}  // namespace pathshala::http
