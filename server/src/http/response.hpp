#pragma once
// What a handler returns: a Beast message ready to write, plus what the access log needs.
#include <boost/beast/http.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/json/fwd.hpp>

#include "core/document.hpp"
#include "core/error.hpp"

namespace pathshala::http {

namespace bhttp = boost::beast::http;
using Request = bhttp::request<bhttp::string_body>;

struct Response {
  bhttp::message_generator message;
  unsigned status;
  std::uint64_t bytes;  // body bytes sent
  // The cached document a JSON answer is (json_document), so an answer asked for inside the
  // process (http::page_data_get: a page's data) is taken as it is, not written out and parsed
  // back.
  core::DocumentPtr json;
};

// The current time as an HTTP-date ("Sun, 06 Nov 1994 08:49:37 GMT", RFC 9110 §5.6.7),
// formatted once a second per thread.
const std::string& http_date_now();

// Wraps a finished Beast response (headers set, payload prepared) and dates it: every
// response carries Date (RFC 9110 §6.6.1). For HEAD requests the caller has already dropped
// the body but kept Content-Length.
template <class Body>
Response finish(bhttp::response<Body>&& res, std::uint64_t bytes) {
  res.set(bhttp::field::date, http_date_now());
  const unsigned status = res.result_int();
  return Response{bhttp::message_generator(std::move(res)), status, bytes};
}

// {"error":{"code":...,"message":...}} with the given status; `allow` fills the Allow header
// of a 405.
Response json_error(const Request& req, bhttp::status status, std::string_view code, std::string_view message,
                    std::string_view allow = {});

// Extra response headers, in order; a name may repeat (Set-Cookie).
using Headers = std::vector<std::pair<std::string, std::string>>;

// A JSON body built for this request only (never cached: Cache-Control no-store).
Response json_value(const Request& req, bhttp::status status, const boost::json::value& body,
                    const Headers& headers = {});

// json_error with extra headers (Retry-After, Set-Cookie).
Response json_error_with(const Request& req, bhttp::status status, std::string_view code, std::string_view message,
                         const Headers& headers);

// The one place an error kind becomes a status: {"error":{"code","message"[,"field"]}},
// with Retry-After when the error says how long to wait.
bhttp::status status_for(core::ErrorKind kind);
Response error_response(const Request& req, const core::Error& error, const Headers& headers = {});

// 302 Found to a location (absolute URL or site-relative path).
Response redirect(const Request& req, std::string_view location, const Headers& headers = {});

// A text body of the given type, never cached (/metrics).
Response text_response(const Request& req, bhttp::status status, std::string body, std::string_view content_type);

// A small HTML page (the social sign-in popup's answer); headers should carry its CSP.
Response html_page(const Request& req, bhttp::status status, std::string body, const Headers& headers = {});

// A generated file to save (a template, an export): Content-Disposition attachment with
// filename, never cached.
Response attachment(const Request& req, std::string body, std::string_view content_type, std::string_view filename);

// 304 Not Modified with the ETag (no-cache).
Response not_modified(const Request& req, std::string_view etag, bool vary_accept_encoding = false);

// A cached JSON document with its ETag, sent without copying; 304 when If-None-Match matches.
Response json_document(const Request& req, core::DocumentPtr doc);

// A cached document of any type (a server-rendered page, the sitemap) with its ETag and
// extra headers; a 200 answers 304 when If-None-Match matches. no-cache, as json_document.
Response document_response(const Request& req, bhttp::status status, core::DocumentPtr doc,
                           std::string_view content_type, const Headers& headers = {});

// True when an If-None-Match header value matches etag (handles lists, "*" and W/ prefixes).
bool etag_matches(std::string_view if_none_match, std::string_view etag);

}  // namespace pathshala::http
