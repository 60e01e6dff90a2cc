#include "files/routes.hpp"

#include <boost/json.hpp>

#include "core/clock.hpp"

namespace pathshala::files {

namespace bhttp = boost::beast::http;
namespace json = boost::json;

void register_routes(http::Router& router, UploadStore& uploads, std::uint64_t max_upload_bytes,
                     std::uint64_t quota_bytes, audit::AuditRepository& audit,
                     std::function<void(const std::string& url)> stored_hook) {
  // The body carries the file plus the multipart framing; the file itself is held to the
  // limit exactly by UploadStore.
  constexpr std::uint64_t kFraming = 64 * 1024;
  const auto options = http::RouteOptions::admin().on_worker().file_body(max_upload_bytes + kFraming);
  router.add(bhttp::verb::post, "/api/admin/files", options,
             [&uploads, &audit, max_upload_bytes, quota_bytes, stored_hook](const http::Request& req,
                                                                            const http::Context& ctx) {
               const auto now = core::now_ms();
               auto stored = uploads.store(ctx.body_file, req[bhttp::field::content_type], max_upload_bytes,
                                           quota_bytes, ctx.user->uid, now);
               if (!stored) return http::error_response(req, stored.error());
               json::object answer{{"url", stored->url},
                                   {"size", stored->size},
                                   {"sha256", stored->sha256},
                                   {"contentType", stored->content_type},
                                   {"name", stored->name}};
               audit.append({0, now, ctx.user->uid, "upload", "files", stored->sha256, std::nullopt,
                             json::serialize(answer), ctx.user->name, ctx.user->email, stored->name});
               if (stored_hook) stored_hook(stored->url);
               return http::json_value(req, bhttp::status::created, answer);
             });

  // How much of the upload space is used, for the admin panel.
  router.add(bhttp::verb::get, "/api/admin/files/usage", http::RouteOptions::admin().on_worker(),
             [&uploads, quota_bytes](const http::Request& req, const http::Context&) {
               const auto usage = uploads.usage(quota_bytes);
               return http::json_value(
                   req, bhttp::status::ok,
                   json::object{{"usedBytes", usage.used_bytes}, {"quotaBytes", usage.quota_bytes}});
             });
}

}  // namespace pathshala::files
