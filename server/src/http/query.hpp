#pragma once
// Query string parameters of a request target.
#include <optional>
#include <string>
#include <string_view>

#include <boost/json/value.hpp>

#include "core/error.hpp"
#include "http/response.hpp"

namespace pathshala::http {

// The decoded value of the first parameter called name; nothing when it is absent or the
// target is not a valid origin-form URL.
std::optional<std::string> query_param(const Request& req, std::string_view name);

// q, limit and cursor of an offset-paged list (the admin's lists): q at most 100 characters
// (untrimmed), limit from 1 to max_limit (default_limit when absent), cursor the offset a
// previous answer's `next` gave. An invalid-parameter error names the bad one.
struct PageQuery {
  std::string q;
  int limit = 0;
  int offset = 0;
};
core::Result<PageQuery> page_query(const Request& req, int default_limit, int max_limit);
// A page's `next`: the offset after its `count` items as a string, or null on the last page.
boost::json::value next_cursor(std::int64_t offset, std::size_t count, std::int64_t total);

// The target with the values of secret-bearing parameters (code, state, token, …) replaced
// by "REDACTED", for the access log: a log file must not hold a usable sign-in code or link.
std::string redacted_target(std::string_view target);

}  // namespace pathshala::http
