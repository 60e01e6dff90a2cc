#pragma once
// Command line and environment configuration. Every flag has a PATHSHALA_* variable; a flag
// beats the environment, which beats the default.
#include <array>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/address_ranges.hpp"

namespace pathshala::core {

// One social sign-in provider's OAuth client. The provider is usable when both id and
// secret are set. Endpoints override the provider's real ones (tests use a fake provider):
// "AUTHORIZE_URL TOKEN_URL [USERINFO_URL]".
struct OAuthClientConfig {
  std::string client_id;
  std::string client_secret;
  std::string endpoints;
};

// Index into Config::oauth.
enum class OAuthProviderId { google = 0, facebook = 1, microsoft = 2 };

// The one header a trusted proxy names the client in (--client-address-header).
enum class ClientAddressHeader { x_forwarded_for, forwarded, x_real_ip };

struct Config {
  // serve | migrate | seed-demo | user | import-firestore | reconcile-payments | copy-data
  std::string command = "serve";
  std::uint16_t port = 8080;
  std::string bind = "127.0.0.1";
  std::filesystem::path data_dir = "./data";
  // Downloadable files (demo, samples, uploads): empty means <data_dir>/files. Several
  // instances behind a load balancer mount one shared directory here.
  std::filesystem::path files_dir;
  // How long one file's reading may take (file_text's ProcessLimits::wall); a reading that
  // takes longer is given up for good (issue 52: a hostile file held the reader 30 minutes).
  std::chrono::milliseconds reader_timeout{std::chrono::minutes(10)};
  // Free space kept on the disks of the data and the files (core/disk_room.hpp): writes that
  // would leave less answer 507 (issue 49). 0 turns the check off.
  std::uint64_t disk_reserve_bytes = 256ull << 20;
  // Count a download by a visitor cookie issued in the same hour (downloads_service.hpp): off
  // in production (issue 52: cookies fetched to be spent at once), on for demos and the
  // end-to-end suite, which cannot wait an hour.
  bool count_new_visitors_at_once = false;
  // PostgreSQL (postgresql://…) instead of the SQLite file in data_dir; and how many
  // connections this process may open to it.
  std::string database_url;
  unsigned database_pool = 16;
  std::string site_name = "Pathshala";
  std::string log_level = "info";
  std::filesystem::path web_dir = "./web/dist";
  unsigned threads = 0;  // 0 = one per core
  bool access_log = true;
  unsigned max_upload_mb = 50;       // admin uploads (PDF, ZIP, images), each
  unsigned upload_quota_mb = 20480;  // all uploads together (20 GiB)
  // Connections one client address (IPv6: /64) may hold; trusted proxies are exempt.
  unsigned max_connections_per_client = 256;
  // Where users reach the site (scheme://host[:port]): the origin of every absolute URL the
  // site writes (mails, OAuth redirect URIs, sitemaps, canonical links), the Origin check
  // and Secure cookies. Empty: http://localhost:<port> (see site_origin). Never taken from a
  // request, so a forged Host cannot put another site into a reset link.
  std::string public_url;
  // Host names (no port) requests may name besides public_url's and the loopback names
  // (localhost, 127.0.0.1, [::1]); any other Host is answered 421.
  std::vector<std::string> allowed_hosts;
  // Proxies (CIDRs) whose Forwarded / X-Forwarded-For / X-Forwarded-Proto are believed;
  // empty: the TCP peer is the client and those headers are ignored.
  AddressRanges trusted_proxies;
  // Which header of theirs names the client; the others are ignored, whoever sent them.
  ClientAddressHeader client_address_header = ClientAddressHeader::x_forwarded_for;
  // Who may read /metrics (CIDRs): loopback unless told otherwise; anyone else gets 404.
  AddressRanges metrics_allow = *AddressRanges::parse("127.0.0.0/8,::1/128");
  std::filesystem::path password_policy_file;
  // Razorpay (payments): keys from the dashboard; api and checkout URLs are Razorpay's own
  // unless a test points them at a fake.
  std::string razorpay_key_id, razorpay_key_secret, razorpay_webhook_secret;
  // The seller's details and GST terms (commerce/seller.hpp); empty: the site's name, no GSTIN.
  std::filesystem::path seller_file;
  // Outgoing mail: SMTP when smtp_url is set, else .eml files in <data>/outbox/.
  std::string smtp_url, smtp_user, smtp_password;
  std::string mail_from = "Pathshala <no-reply@pathshala.local>";
  std::string razorpay_api = "https://api.razorpay.com";
  std::string razorpay_checkout_url =
      "https://checkout.razorpay.com/v1/checkout.js";  // JSON in the policy's API shape; empty = defaults
  std::array<OAuthClientConfig, 3> oauth;
  // The `user` command: pathshala user create --email … --name … [--admin] [--password-stdin]
  std::vector<std::string> command_args;
  bool help = false;
};

// The directory of downloadable files: --files-dir, or <data>/files.
inline std::filesystem::path files_dir(const Config& c) {
  return c.files_dir.empty() ? c.data_dir / "files" : c.files_dir;
}

// The site's origin: --public-url, or http://localhost:<port> when it is not set.
std::string site_origin(const Config& c);

// The host names a request's Host may carry (lower case, no port): public_url's host,
// --allowed-hosts, and the loopback names.
std::vector<std::string> allowed_host_names(const Config& c);

struct ConfigError {
  std::string message;
};

// Looks up an environment variable; injectable so tests need not touch the real environment.
using EnvLookup = std::function<std::optional<std::string>(const std::string&)>;
EnvLookup process_env();

std::variant<Config, ConfigError> parse_config(const std::vector<std::string>& args, const EnvLookup& env);

std::string help_text();

}  // namespace pathshala::core
