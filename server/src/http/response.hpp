#pragma once
// What a handler returns: a Beast message ready to write, plus what the access log needs.
#include <boost/beast/http.hpp>

#include <cstdint>
#include <string>
#include <string_view>

#include "core/document.hpp"

namespace pathshala::http {

namespace bhttp = boost::beast::http;
using Request = bhttp::request<bhttp::string_body>;

struct Response {
  bhttp::message_generator message;
  unsigned status;
  std::uint64_t bytes;  // body bytes sent
};

// Wraps a finished Beast response (headers set, payload prepared). For HEAD requests the
// caller has already dropped the body but kept Content-Length.
template <class Body>
Response finish(bhttp::response<Body>&& res, std::uint64_t bytes) {
  const unsigned status = res.result_int();
  return Response{bhttp::message_generator(std::move(res)), status, bytes};
}

// {"error":{"code":...,"message":...}} with the given status; `allow` fills the Allow header
// of a 405.
Response json_error(const Request& req, bhttp::status status, std::string_view code, std::string_view message,
                    std::string_view allow = {});

// A cached JSON document with its ETag, sent without copying; 304 when If-None-Match matches.
Response json_document(const Request& req, core::DocumentPtr doc);

// True when an If-None-Match header value matches etag (handles lists, "*" and W/ prefixes).
bool etag_matches(std::string_view if_none_match, std::string_view etag);

}  // namespace pathshala::http
