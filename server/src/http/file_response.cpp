#include "http/file_response.hpp"

#include <chrono>
#include <cstdio>

#include "http/file_range_body.hpp"

namespace pathshala::http {

namespace bhttp = boost::beast::http;

namespace {

std::string file_etag(std::uint64_t size, std::filesystem::file_time_type mtime) {
  char buf[64];
  auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(mtime.time_since_epoch()).count();
  std::snprintf(buf, sizeof buf, "\"%llx-%llx\"", static_cast<unsigned long long>(size),
                static_cast<unsigned long long>(ns));
  return buf;
}

template <class Res>
void common_headers(Res& res, const Request& req, const std::filesystem::path& file, const FileOptions& o,
                    const std::string& etag) {
  res.set(bhttp::field::content_type, o.content_type.empty() ? std::string(mime_type_for(file)) : o.content_type);
  res.set(bhttp::field::etag, etag);
  res.set(bhttp::field::cache_control, o.cache_control);
  res.set(bhttp::field::accept_ranges, "bytes");
  res.set("X-Content-Type-Options", "nosniff");
  if (!o.content_encoding.empty()) res.set(bhttp::field::content_encoding, o.content_encoding);
  if (o.vary_accept_encoding) res.set(bhttp::field::vary, "Accept-Encoding");
  const auto ext = file.extension();
  if (ext == ".svg") res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  for (const auto& [name, value] : o.extra_headers) res.set(name, value);
  if (o.content_disposition) {
    const bool attachment = o.always_attachment || (ext != ".pdf" && ext != ".svg" && ext != ".png" && ext != ".jpg" &&
                                                    ext != ".jpeg" && ext != ".webp");
    res.set(bhttp::field::content_disposition,
            content_disposition(attachment ? "attachment" : "inline",
                                o.download_name.empty() ? file.filename().string() : o.download_name));
  }
  res.keep_alive(req.keep_alive());
}

Response empty(const Request& req, bhttp::status status, const std::filesystem::path& file, const FileOptions& o,
               const std::string& etag, std::uint64_t length, const std::string& content_range = "") {
  bhttp::response<bhttp::empty_body> res{status, req.version()};
  common_headers(res, req, file, o, etag);
  if (!content_range.empty()) res.set(bhttp::field::content_range, content_range);
  if (status != bhttp::status::not_modified) res.content_length(length);
  return http::finish(std::move(res), 0);
}

}  // namespace

Response send_file(const Request& req, const std::filesystem::path& file, const FileOptions& o) {
  std::error_code ec;
  const std::uint64_t size = std::filesystem::file_size(file, ec);
  const auto mtime = std::filesystem::last_write_time(file, ec);
  if (ec) return http::json_error(req, bhttp::status::not_found, "not-found", "No such file.");
  const std::string etag = file_etag(size, mtime);
  const bool head = req.method() == bhttp::verb::head;

  if (!o.status) {
    if (auto inm = req.find(bhttp::field::if_none_match); inm != req.end() && http::etag_matches(inm->value(), etag))
      return empty(req, bhttp::status::not_modified, file, o, etag, 0);
  }

  ByteRange range{0, size ? size - 1 : 0};
  bool partial = false;
  // HEAD ignores Range (RFC 9110 §14.2: Range applies to GET only).
  if (auto rh = req.find(bhttp::field::range); rh != req.end() && !head && !o.status && o.content_encoding.empty()) {
    // If-Range with another validator means "send the whole new file".
    auto ir = req.find(bhttp::field::if_range);
    if (ir == req.end() || ir->value() == etag) {
      switch (parse_range(rh->value(), size, range)) {
        case RangeResult::ok:
          partial = true;
          break;
        case RangeResult::unsatisfiable: {
          auto res =
              empty(req, bhttp::status::range_not_satisfiable, file, o, etag, 0, "bytes */" + std::to_string(size));
          return res;
        }
        case RangeResult::none:
          break;
      }
    }
  }
  const std::uint64_t length = size ? range.last - range.first + 1 : 0;
  const auto status = partial ? bhttp::status::partial_content : bhttp::status(o.status.value_or(200));
  const std::string content_range =
      partial ? "bytes " + std::to_string(range.first) + "-" + std::to_string(range.last) + "/" + std::to_string(size)
              : "";
  if (head) return empty(req, status, file, o, etag, length, content_range);

  FileRangeBody::value_type body;
  boost::beast::error_code bec;
  body.file.open(file.c_str(), boost::beast::file_mode::scan, bec);
  if (bec) return http::json_error(req, bhttp::status::not_found, "not-found", "No such file.");
  body.offset = partial ? range.first : 0;
  body.length = length;
  bhttp::response<FileRangeBody> res{std::piecewise_construct, std::make_tuple(std::move(body)),
                                     std::make_tuple(status, req.version())};
  common_headers(res, req, file, o, etag);
  if (!content_range.empty()) res.set(bhttp::field::content_range, content_range);
  res.content_length(length);
  return http::finish(std::move(res), length);
}

std::optional<std::filesystem::path> resolve_under(const std::filesystem::path& root,
                                                   const std::vector<std::string>& segments) {
  std::error_code ec;
  const auto canonical_root = std::filesystem::canonical(root, ec);
  if (ec) return std::nullopt;
  auto candidate = canonical_root;
  for (const auto& s : segments) candidate /= s;
  const auto resolved = std::filesystem::canonical(candidate, ec);
  if (ec) return std::nullopt;
  // Must stay inside root after symlinks are followed.
  auto r = resolved.native();
  const auto& base = canonical_root.native();
  if (r.size() <= base.size() || r.compare(0, base.size(), base) != 0 || r[base.size()] != '/') return std::nullopt;
  if (!std::filesystem::is_regular_file(resolved, ec)) return std::nullopt;
  return resolved;
}

}  // namespace pathshala::http
