#include "http/response.hpp"

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <ctime>
#include <optional>

#include "http/document_body.hpp"
#include "http/file_response.hpp"
#include "http/static_site.hpp"

namespace pathshala::http {

namespace {
constexpr std::string_view kJson = "application/json";

bool is_head(const Request& req) { return req.method() == bhttp::verb::head; }

Response send_string(const Request& req, bhttp::status status, std::string body, std::string_view etag,
                     std::string_view cache_control, std::string_view allow, const Headers& headers = {},
                     std::string_view content_type = kJson) {
  bhttp::response<bhttp::string_body> res{status, req.version()};
  if (!allow.empty()) res.set(bhttp::field::allow, allow);
  for (const auto& [name, value] : headers) res.insert(name, value);
  res.set(bhttp::field::content_type, content_type);
  res.set("X-Content-Type-Options", "nosniff");
  if (!etag.empty()) res.set(bhttp::field::etag, etag);
  if (!cache_control.empty()) res.set(bhttp::field::cache_control, cache_control);
  res.keep_alive(req.keep_alive());
  res.body() = std::move(body);
  res.prepare_payload();
  const std::uint64_t bytes = res.body().size();
  if (is_head(req)) res.body().clear();  // Content-Length stays: HEAD shows what GET would send
  return finish(std::move(res), is_head(req) ? 0 : bytes);
}

}  // namespace

Response not_modified(const Request& req, std::string_view etag, bool vary_accept_encoding) {
  bhttp::response<bhttp::empty_body> res{bhttp::status::not_modified, req.version()};
  res.set(bhttp::field::etag, etag);
  if (vary_accept_encoding) res.set(bhttp::field::vary, "Accept-Encoding");
  res.set(bhttp::field::cache_control, "no-cache");
  res.set("X-Content-Type-Options", "nosniff");
  res.keep_alive(req.keep_alive());
  return finish(std::move(res), 0);
}

bool etag_matches(std::string_view header, std::string_view etag) {
  auto strip_weak = [](std::string_view t) { return t.substr(0, 2) == "W/" ? t.substr(2) : t; };
  etag = strip_weak(etag);
  while (!header.empty()) {
    auto comma = header.find(',');
    auto item = header.substr(0, comma);
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    if (item == "*" || strip_weak(item) == etag) return true;
    if (comma == std::string_view::npos) break;
    header.remove_prefix(comma + 1);
  }
  return false;
}

namespace {
std::string error_body(std::string_view code, std::string_view message, const std::optional<std::string>& field = {}) {
  boost::json::object error{{"code", code}, {"message", message}};
  if (field) error["field"] = *field;
  return boost::json::serialize(boost::json::object{{"error", std::move(error)}});
}
}  // namespace

bhttp::status status_for(core::ErrorKind kind) {
  switch (kind) {
    case core::ErrorKind::invalid:
      return bhttp::status::bad_request;
    case core::ErrorKind::unauthenticated:
      return bhttp::status::unauthorized;
    case core::ErrorKind::forbidden:
      return bhttp::status::forbidden;
    case core::ErrorKind::not_found:
      return bhttp::status::not_found;
    case core::ErrorKind::conflict:
      return bhttp::status::conflict;
    case core::ErrorKind::precondition_failed:
      return bhttp::status::precondition_failed;
    case core::ErrorKind::too_large:
      return bhttp::status::payload_too_large;
    case core::ErrorKind::unsupported:
      return bhttp::status::unsupported_media_type;
    case core::ErrorKind::too_many:
      return bhttp::status::too_many_requests;
    case core::ErrorKind::unavailable:
      return bhttp::status::service_unavailable;
    case core::ErrorKind::no_space:
      return bhttp::status::insufficient_storage;
    case core::ErrorKind::internal:
      break;
  }
  return bhttp::status::internal_server_error;
}

Response error_response(const Request& req, const core::Error& e, const Headers& headers) {
  Headers all = headers;
  if (e.retry_after_seconds) all.emplace_back("Retry-After", std::to_string(*e.retry_after_seconds));
  return send_string(req, status_for(e.kind), error_body(e.code, e.message, e.field), "", "no-store", "", all);
}

Response text_response(const Request& req, bhttp::status status, std::string body, std::string_view content_type) {
  return send_string(req, status, std::move(body), "", "no-store", "", {}, content_type);
}

Response json_error(const Request& req, bhttp::status status, std::string_view code, std::string_view message,
                    std::string_view allow) {
  return send_string(req, status, error_body(code, message), "", "no-store", allow);
}

Response json_error_with(const Request& req, bhttp::status status, std::string_view code, std::string_view message,
                         const Headers& headers) {
  return send_string(req, status, error_body(code, message), "", "no-store", "", headers);
}

Response json_value(const Request& req, bhttp::status status, const boost::json::value& body, const Headers& headers) {
  return send_string(req, status, boost::json::serialize(body), "", "no-store", "", headers);
}

Response redirect(const Request& req, std::string_view location, const Headers& headers) {
  Headers all = headers;
  all.emplace_back("Location", std::string(location));
  return send_string(req, bhttp::status::found, "", "", "no-store", "", all, "text/plain; charset=utf-8");
}

Response html_page(const Request& req, bhttp::status status, std::string body, const Headers& headers) {
  return send_string(req, status, std::move(body), "", "no-store", "", headers, "text/html; charset=utf-8");
}

Response attachment(const Request& req, std::string body, std::string_view content_type, std::string_view filename) {
  return send_string(req, bhttp::status::ok, std::move(body), "", "no-store", "",
                     {{"Content-Disposition", content_disposition("attachment", filename)}}, content_type);
}

Response document_response(const Request& req, bhttp::status status, core::DocumentPtr doc,
                           std::string_view content_type, const Headers& headers) {
  // Brotli when the client takes it, else gzip, else the body as it is; each has its own
  // ETag. Documents too small to gain are sent as they are to everyone.
  const core::Document::Encoded* encoded = nullptr;
  std::optional<core::Coding> coding;
  const auto accept = req[bhttp::field::accept_encoding];
  for (auto c : {core::Coding::br, core::Coding::gzip}) {
    if (!accepts_coding(accept, core::coding_name(c))) continue;
    if ((encoded = doc->encoded(c))) coding = c;
    break;
  }
  const bool compressible = doc->body.size() >= core::Document::kMinCompressed;
  const std::string& etag = encoded ? encoded->etag : doc->etag;
  if (auto inm = req.find(bhttp::field::if_none_match);
      status == bhttp::status::ok && inm != req.end() && etag_matches(inm->value(), etag))
    return not_modified(req, etag, compressible);
  const bool head = is_head(req);
  bhttp::response<DocumentBody> res{status, req.version()};
  for (const auto& [name, value] : headers) res.insert(name, value);
  res.set(bhttp::field::content_type, content_type);
  res.set("X-Content-Type-Options", "nosniff");
  if (status == bhttp::status::ok) res.set(bhttp::field::etag, etag);
  if (coding) res.set(bhttp::field::content_encoding, core::coding_name(*coding));
  if (compressible) res.set(bhttp::field::vary, "Accept-Encoding");
  // no-cache: clients keep the copy but revalidate with If-None-Match every time.
  res.set(bhttp::field::cache_control, "no-cache");
  res.keep_alive(req.keep_alive());
  res.body() = DocumentBody::value_type{std::move(doc), head, encoded ? &encoded->body : nullptr};
  const std::uint64_t size = res.body().sent().size();
  res.content_length(size);
  return finish(std::move(res), head ? 0 : size);
}

Response json_document(const Request& req, core::DocumentPtr doc) {
  auto response = document_response(req, bhttp::status::ok, doc, kJson);
  response.json = std::move(doc);
  return response;
}

const std::string& http_date_now() {
  thread_local std::time_t formatted_second = 0;
  thread_local std::string formatted;
  const std::time_t now = std::time(nullptr);
  if (now != formatted_second) {
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[40];
    std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S GMT", &tm);
    formatted = text;
    formatted_second = now;
  }
  return formatted;
}

}  // namespace pathshala::http
