#include "core/config.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "core/text.hpp"

namespace pathshala::core {

namespace {

struct Option {
  const char* flag;
  const char* env;
  const char* help;
  // Applies a value to the config; returns an error message or "".
  std::string (*apply)(Config&, const std::string&);
};

// The whole of v as a number from lo to hi, or nothing.
std::optional<unsigned> bounded_number(const std::string& v, unsigned lo, unsigned hi) {
  unsigned value = 0;
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
  if (ec != std::errc() || p != v.data() + v.size() || value < lo || value > hi) return std::nullopt;
  return value;
}

std::string set_port(Config& c, const std::string& v) {
  auto value = bounded_number(v, 0, 65535);
  if (!value) return "port must be a number from 0 to 65535";
  c.port = static_cast<std::uint16_t>(*value);
  return "";
}
std::string set_threads(Config& c, const std::string& v) {
  auto value = bounded_number(v, 1, 256);
  if (!value) return "threads must be a number from 1 to 256";
  c.threads = *value;
  return "";
}
std::string set_max_upload(Config& c, const std::string& v) {
  auto value = bounded_number(v, 1, 4096);
  if (!value) return "max upload must be a number of megabytes from 1 to 4096";
  c.max_upload_mb = *value;
  return "";
}
std::string set_log_level(Config& c, const std::string& v) {
  for (const char* ok : {"trace", "debug", "info", "warn", "error", "critical", "off"})
    if (v == ok) {
      c.log_level = v;
      return "";
    }
  return "log level must be one of trace, debug, info, warn, error, critical, off";
}
std::string set_access_log(Config& c, const std::string& v) {
  if (v == "on" || v == "true" || v == "1") {
    c.access_log = true;
    return "";
  }
  if (v == "off" || v == "false" || v == "0") {
    c.access_log = false;
    return "";
  }
  return "access log must be on or off";
}
std::string set_nonempty(std::string& field, const std::string& v, const char* what) {
  if (v.empty()) return std::string(what) + " must not be empty";
  field = v;
  return "";
}

std::string set_public_url(Config& c, const std::string& v) {
  if (v.rfind("http://", 0) != 0 && v.rfind("https://", 0) != 0)
    return "public URL must start with http:// or https://";
  std::string url = v;
  while (!url.empty() && url.back() == '/') url.pop_back();
  const std::string authority = url.substr(url.find("://") + 3);
  if (authority.empty() || authority.find_first_of("/?#@ ") != std::string::npos)
    return "public URL must be scheme://host[:port], with no path";
  c.public_url = url;
  return "";
}
// Host names as a Host header carries them without the port: "example.com", "[2001:db8::1]".
std::string set_allowed_hosts(Config& c, const std::string& v) {
  std::vector<std::string> hosts;
  std::size_t start = 0;
  while (start <= v.size()) {
    auto end = v.find(',', start);
    if (end == std::string::npos) end = v.size();
    std::string host = trim(std::string_view(v).substr(start, end - start));
    for (auto& ch : host) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    const bool sane = !host.empty() && host.size() <= 253 && std::all_of(host.begin(), host.end(), [](char ch) {
      return std::isalnum(static_cast<unsigned char>(ch)) || ch == '.' || ch == '-' || ch == ':' || ch == '[' ||
             ch == ']';
    });
    if (!sane) return "allowed hosts must be comma-separated host names without ports, e.g. pathshala.in,10.0.0.5";
    hosts.push_back(std::move(host));
    start = end + 1;
  }
  c.allowed_hosts = std::move(hosts);
  return "";
}
std::string set_http_url(std::string& field, const std::string& v) {
  if (v.rfind("http://", 0) != 0 && v.rfind("https://", 0) != 0) return "must start with http:// or https://";
  field = v;
  while (field.size() > 8 && field.back() == '/') field.pop_back();
  return "";
}
template <OAuthProviderId P>
std::string set_client_id(Config& c, const std::string& v) {
  c.oauth[static_cast<int>(P)].client_id = v;
  return "";
}
template <OAuthProviderId P>
std::string set_client_secret(Config& c, const std::string& v) {
  c.oauth[static_cast<int>(P)].client_secret = v;
  return "";
}
template <OAuthProviderId P>
std::string set_endpoints(Config& c, const std::string& v) {
  c.oauth[static_cast<int>(P)].endpoints = v;
  return "";
}

const Option kOptions[] = {
    {"--port", "PATHSHALA_PORT", "TCP port to listen on; 0 picks a free one (default 8080)", set_port},
    {"--bind", "PATHSHALA_BIND", "address to listen on (default 127.0.0.1)",
     [](Config& c, const std::string& v) { return set_nonempty(c.bind, v, "bind address"); }},
    {"--data", "PATHSHALA_DATA", "data directory: pathshala.db and files/ (default ./data)",
     [](Config& c, const std::string& v) {
       if (v.empty()) return std::string("data directory must not be empty");
       c.data_dir = v;
       return std::string();
     }},
    {"--files-dir", "PATHSHALA_FILES_DIR",
     "directory of downloadable files, shared by every instance (default <data>/files)",
     [](Config& c, const std::string& v) {
       if (v.empty()) return std::string("files directory must not be empty");
       c.files_dir = v;
       return std::string();
     }},
    {"--database", "PATHSHALA_DATABASE_URL",
     "postgresql://user:password@host/db to use PostgreSQL (default: SQLite in the data directory)",
     [](Config& c, const std::string& v) {
       if (!v.empty() && v.rfind("postgresql://", 0) != 0 && v.rfind("postgres://", 0) != 0)
         return std::string("must be a postgresql:// URL");
       c.database_url = v;
       return std::string();
     }},
    {"--database-pool", "PATHSHALA_DATABASE_POOL", "PostgreSQL connections per process (default 16)",
     [](Config& c, const std::string& v) {
       char* end = nullptr;
       const long n = std::strtol(v.c_str(), &end, 10);
       if (v.empty() || *end != 0 || n < 1 || n > 1000) return std::string("must be a number from 1 to 1000");
       c.database_pool = static_cast<unsigned>(n);
       return std::string();
     }},
    {"--reader-timeout", "PATHSHALA_READER_TIMEOUT",
     "seconds one file's reading (pages, text, OCR) may take before it is given up for good (default 600)",
     [](Config& c, const std::string& v) {
       char* end = nullptr;
       const double n = std::strtod(v.c_str(), &end);
       if (v.empty() || *end != 0 || !(n >= 0.001 && n <= 86400)) return std::string("must be seconds, up to 86400");
       c.reader_timeout = std::chrono::milliseconds(static_cast<std::int64_t>(n * 1000));
       return std::string();
     }},
    {"--disk-reserve", "PATHSHALA_DISK_RESERVE",
     "megabytes kept free on the disks of the data and the files: writes that would leave less answer 507 "
     "(default 256; 0: no reserve)",
     [](Config& c, const std::string& v) {
       char* end = nullptr;
       const long long n = std::strtoll(v.c_str(), &end, 10);
       if (v.empty() || *end != 0 || n < 0 || n > 1'000'000) return std::string("must be megabytes, 0 to 1000000");
       c.disk_reserve_bytes = static_cast<std::uint64_t>(n) << 20;
       return std::string();
     }},
    {"--count-new-visitors-at-once", "PATHSHALA_COUNT_NEW_VISITORS_AT_ONCE",
     "on or off: count downloads by a visitor cookie issued this hour (default off; for demos and tests)",
     [](Config& c, const std::string& v) {
       if (v != "on" && v != "off") return std::string("must be on or off");
       c.count_new_visitors_at_once = v == "on";
       return std::string();
     }},
    {"--max-upload-mb", "PATHSHALA_MAX_UPLOAD_MB", "largest file an admin may upload, in MiB (default 50)",
     set_max_upload},
    {"--max-connections-per-client", "PATHSHALA_MAX_CONNECTIONS_PER_CLIENT",
     "connections one client address (IPv6: its /64) may hold; trusted proxies are exempt (default 256)",
     [](Config& c, const std::string& v) {
       auto value = bounded_number(v, 1, 100'000);
       if (!value) return std::string("must be a number from 1 to 100000");
       c.max_connections_per_client = *value;
       return std::string();
     }},
    {"--upload-quota-mb", "PATHSHALA_UPLOAD_QUOTA_MB",
     "space all admin uploads together may take, in MiB (default 20480)",
     [](Config& c, const std::string& v) {
       auto value = bounded_number(v, 1, 100'000'000);
       if (!value) return std::string("must be a number of MiB from 1 to 100000000");
       c.upload_quota_mb = *value;
       return std::string();
     }},
    {"--site-name", "PATHSHALA_SITE_NAME", "site name shown by the web app (default Pathshala)",
     [](Config& c, const std::string& v) { return set_nonempty(c.site_name, v, "site name"); }},
    {"--log-level", "PATHSHALA_LOG_LEVEL", "trace, debug, info, warn, error, critical or off (default info)",
     set_log_level},
    {"--web", "PATHSHALA_WEB", "directory of the built web app (default ./web/dist)",
     [](Config& c, const std::string& v) {
       if (v.empty()) return std::string("web directory must not be empty");
       c.web_dir = v;
       return std::string();
     }},
    {"--threads", "PATHSHALA_THREADS", "network threads (default: one per core)", set_threads},
    {"--access-log", "PATHSHALA_ACCESS_LOG", "on or off: one log line per request (default on)", set_access_log},
    {"--public-url", "PATHSHALA_PUBLIC_URL",
     "scheme://host[:port] users reach the site at; set it in production (default http://localhost:<port>)",
     set_public_url},
    {"--allowed-hosts", "PATHSHALA_ALLOWED_HOSTS",
     "comma-separated Host names served besides the public URL's and localhost (e.g. a health check's "
     "10.0.0.5); other Hosts get 421",
     set_allowed_hosts},
    {"--trusted-proxies", "PATHSHALA_TRUSTED_PROXIES",
     "comma-separated CIDRs of proxies in front (e.g. 127.0.0.1/32,10.0.0.0/8) whose forwarding headers are "
     "believed (default: none)",
     [](Config& c, const std::string& v) {
       std::string error;
       auto ranges = AddressRanges::parse(v, &error);
       if (!ranges) return error;
       c.trusted_proxies = std::move(*ranges);
       return std::string();
     }},
    {"--metrics-allow", "PATHSHALA_METRICS_ALLOW",
     "comma-separated CIDRs of the Prometheus servers that may read /metrics (default 127.0.0.0/8,::1/128: "
     "loopback only); others get 404",
     [](Config& c, const std::string& v) {
       std::string error;
       auto ranges = AddressRanges::parse(v, &error);
       if (!ranges) return error;
       c.metrics_allow = std::move(*ranges);
       return std::string();
     }},
    {"--client-address-header", "PATHSHALA_CLIENT_ADDRESS_HEADER",
     "x-forwarded-for, forwarded or x-real-ip: the one header the trusted proxies set to name the client "
     "(default x-forwarded-for); the others are ignored",
     [](Config& c, const std::string& v) {
       if (v == "x-forwarded-for")
         c.client_address_header = ClientAddressHeader::x_forwarded_for;
       else if (v == "forwarded")
         c.client_address_header = ClientAddressHeader::forwarded;
       else if (v == "x-real-ip")
         c.client_address_header = ClientAddressHeader::x_real_ip;
       else
         return std::string("must be x-forwarded-for, forwarded or x-real-ip");
       return std::string();
     }},
    {"--password-policy", "PATHSHALA_PASSWORD_POLICY",
     "JSON file with the password policy (API shape; default: minimum 6, OFF)",
     [](Config& c, const std::string& v) {
       c.password_policy_file = v;
       return std::string();
     }},
    {"--smtp-url", "PATHSHALA_SMTP_URL", "smtp://host:587 (STARTTLS when offered) or smtps://host:465; unset: outbox",
     [](Config& c, const std::string& v) {
       if (!v.empty() && v.rfind("smtp://", 0) != 0 && v.rfind("smtps://", 0) != 0)
         return std::string("must start with smtp:// or smtps://");
       c.smtp_url = v;
       return std::string();
     }},
    {"--smtp-user", "PATHSHALA_SMTP_USER", "SMTP user name",
     [](Config& c, const std::string& v) {
       c.smtp_user = v;
       return std::string();
     }},
    {"--smtp-password", "PATHSHALA_SMTP_PASSWORD", "SMTP password (prefer the variable)",
     [](Config& c, const std::string& v) {
       c.smtp_password = v;
       return std::string();
     }},
    {"--mail-from", "PATHSHALA_MAIL_FROM", "From: of outgoing mail (default Pathshala <no-reply@pathshala.local>)",
     [](Config& c, const std::string& v) { return set_nonempty(c.mail_from, v, "mail sender"); }},
    {"--razorpay-key-id", "PATHSHALA_RAZORPAY_KEY_ID", "Razorpay key id (rzp_live_… or rzp_test_…)",
     [](Config& c, const std::string& v) {
       c.razorpay_key_id = v;
       return std::string();
     }},
    {"--razorpay-key-secret", "PATHSHALA_RAZORPAY_KEY_SECRET", "Razorpay key secret (prefer the variable)",
     [](Config& c, const std::string& v) {
       c.razorpay_key_secret = v;
       return std::string();
     }},
    {"--razorpay-webhook-secret", "PATHSHALA_RAZORPAY_WEBHOOK_SECRET",
     "secret of the webhook registered for /api/payments/razorpay/webhook (prefer the variable)",
     [](Config& c, const std::string& v) {
       c.razorpay_webhook_secret = v;
       return std::string();
     }},
    {"--razorpay-api", "PATHSHALA_RAZORPAY_API", "Razorpay API base URL (default https://api.razorpay.com; tests)",
     [](Config& c, const std::string& v) { return set_http_url(c.razorpay_api, v); }},
    {"--razorpay-checkout-url", "PATHSHALA_RAZORPAY_CHECKOUT_URL",
     "Razorpay Checkout script (default https://checkout.razorpay.com/v1/checkout.js; tests)",
     [](Config& c, const std::string& v) { return set_http_url(c.razorpay_checkout_url, v); }},
    {"--seller", "PATHSHALA_SELLER",
     "JSON file of the seller for invoices: legalName, address, state, gstin, sac, gstRate, pricesIncludeGst "
     "(default: the site name, not GST-registered)",
     [](Config& c, const std::string& v) {
       c.seller_file = v;
       return std::string();
     }},
    {"--google-client-id", "PATHSHALA_GOOGLE_CLIENT_ID", "Google OAuth client id",
     set_client_id<OAuthProviderId::google>},
    {"--google-client-secret", "PATHSHALA_GOOGLE_CLIENT_SECRET", "Google OAuth client secret (prefer the variable)",
     set_client_secret<OAuthProviderId::google>},
    {"--google-endpoints", "PATHSHALA_GOOGLE_ENDPOINTS", "\"AUTHORIZE TOKEN [USERINFO]\" URLs (tests)",
     set_endpoints<OAuthProviderId::google>},
    {"--facebook-client-id", "PATHSHALA_FACEBOOK_CLIENT_ID", "Facebook app id",
     set_client_id<OAuthProviderId::facebook>},
    {"--facebook-client-secret", "PATHSHALA_FACEBOOK_CLIENT_SECRET", "Facebook app secret (prefer the variable)",
     set_client_secret<OAuthProviderId::facebook>},
    {"--facebook-endpoints", "PATHSHALA_FACEBOOK_ENDPOINTS", "\"AUTHORIZE TOKEN [USERINFO]\" URLs (tests)",
     set_endpoints<OAuthProviderId::facebook>},
    {"--microsoft-client-id", "PATHSHALA_MICROSOFT_CLIENT_ID", "Microsoft Entra application id",
     set_client_id<OAuthProviderId::microsoft>},
    {"--microsoft-client-secret", "PATHSHALA_MICROSOFT_CLIENT_SECRET", "Microsoft client secret (prefer the variable)",
     set_client_secret<OAuthProviderId::microsoft>},
    {"--microsoft-endpoints", "PATHSHALA_MICROSOFT_ENDPOINTS", "\"AUTHORIZE TOKEN [USERINFO]\" URLs (tests)",
     set_endpoints<OAuthProviderId::microsoft>},
};

// Flags of `pathshala user create`, kept for the command itself (see accounts/user_cli).
bool is_user_command_flag(const std::string& name) {
  return name == "--email" || name == "--name" || name == "--semester" || name == "--admin" ||
         name == "--password-stdin";
}

}  // namespace

EnvLookup process_env() {
  return [](const std::string& name) -> std::optional<std::string> {
    if (const char* v = std::getenv(name.c_str())) return std::string(v);
    return std::nullopt;
  };
}

std::variant<Config, ConfigError> parse_config(const std::vector<std::string>& args, const EnvLookup& env) {
  Config c;
  for (const auto& o : kOptions) {
    if (auto v = env(o.env)) {
      if (auto err = o.apply(c, *v); !err.empty()) return ConfigError{std::string(o.env) + ": " + err};
    }
  }
  bool command_seen = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      c.help = true;
      continue;
    }
    if ((c.command == "copy-data" || c.command == "backup" || c.command == "restore") &&
        (a.rfind("--from", 0) == 0 || a.rfind("--to", 0) == 0)) {
      c.command_args.push_back(a);
      if (a.find('=') == std::string::npos && i + 1 < args.size()) c.command_args.push_back(args[++i]);
      continue;
    }
    if (c.command == "user" && a.rfind("--", 0) == 0 && is_user_command_flag(a.substr(0, a.find('=')))) {
      c.command_args.push_back(a);
      // Flags with a value take the next argument unless written --flag=value.
      if (a != "--admin" && a != "--password-stdin" && a.find('=') == std::string::npos && i + 1 < args.size())
        c.command_args.push_back(args[++i]);
      continue;
    }
    if (a.rfind("--", 0) == 0) {
      std::string name = a, value;
      bool has_value = false;
      if (auto eq = a.find('='); eq != std::string::npos) {
        name = a.substr(0, eq);
        value = a.substr(eq + 1);
        has_value = true;
      }
      const Option* opt = nullptr;
      for (const auto& o : kOptions)
        if (name == o.flag) opt = &o;
      if (!opt) return ConfigError{"unknown flag " + name + " (see --help)"};
      if (!has_value) {
        if (i + 1 >= args.size()) return ConfigError{name + " needs a value"};
        value = args[++i];
      }
      if (auto err = opt->apply(c, value); !err.empty()) return ConfigError{name + ": " + err};
      continue;
    }
    if (command_seen && (c.command == "user" || (c.command == "import-firestore" && c.command_args.empty()))) {
      c.command_args.push_back(a);
      continue;
    }
    if (command_seen) return ConfigError{"unexpected argument " + a};
    if (a != "serve" && a != "migrate" && a != "seed-demo" && a != "user" && a != "import-firestore" &&
        a != "reconcile-payments" && a != "send-digests" && a != "copy-data" && a != "backup" && a != "restore")
      return ConfigError{"unknown command " + a +
                         " (serve, migrate, seed-demo, user, import-firestore, reconcile-payments, send-digests, "
                         "copy-data, backup or restore)"};
    c.command = a;
    command_seen = true;
  }
  if (c.command == "import-firestore" && c.command_args.empty())
    return ConfigError{"import-firestore needs the export file: pathshala import-firestore FILE --data DIR"};
  if (c.command == "serve" && c.port == 0 && c.public_url.empty())
    return ConfigError{"--port 0 needs --public-url: the site's origin must be known before it serves"};
  if (c.threads == 0) c.threads = std::max(1u, std::thread::hardware_concurrency());
  return c;
}

std::string site_origin(const Config& c) {
  return c.public_url.empty() ? "http://localhost:" + std::to_string(c.port) : c.public_url;
}

std::vector<std::string> allowed_host_names(const Config& c) {
  std::vector<std::string> names = {"localhost", "127.0.0.1", "[::1]"};
  if (!c.public_url.empty()) {
    // scheme://host[:port][/…] → host, lower case.
    std::string rest = c.public_url.substr(c.public_url.find("://") + 3);
    rest = rest.substr(0, rest.find('/'));
    const auto close = rest.find(']');
    const auto colon = rest.find(':', close == std::string::npos ? 0 : close);
    std::string host = rest.substr(0, colon);
    for (auto& ch : host) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    names.push_back(std::move(host));
  }
  names.insert(names.end(), c.allowed_hosts.begin(), c.allowed_hosts.end());
  return names;
}

std::string help_text() {
  std::string s =
      "Usage: pathshala [serve|migrate|seed-demo] [flags]\n"
      "       pathshala user create --email E --name N [--semester 1-8] [--admin] [--password-stdin] [flags]\n"
      "       pathshala user make-admin --email E [flags]\n"
      "       pathshala import-firestore FILE [flags]\n"
      "       pathshala reconcile-payments [flags]\n"
      "       pathshala send-digests [flags]\n"
      "       pathshala copy-data --from sqlite:DATA_DIR --to postgresql://…\n"
      "       pathshala backup --data DIR --to PATH\n"
      "       pathshala restore --from PATH --data NEWDIR\n\n"
      "Commands:\n"
      "  serve       apply migrations and serve the site (default; never seeds)\n"
      "  migrate     apply migrations and exit\n"
      "  seed-demo   apply migrations and, when the store is empty, write demo content and\n"
      "              create a demo admin and a demo student (credentials printed once)\n"
      "  user create add an account; the password is read from stdin with --password-stdin,\n"
      "              otherwise generated and printed\n"
      "  user make-admin\n"
      "              make an existing account (one import-firestore brought over, say) an admin\n"
      "  import-firestore FILE\n"
      "              import a JSON export of the old product's database (collections as in\n"
      "              its layout, users without passwords and never admins); keeps document\n"
      "              ids, so running it again adds nothing; prints what was imported, skipped\n"
      "              and why\n"
      "  reconcile-payments\n"
      "              ask Razorpay about unpaid orders older than a minute and grant those it\n"
      "              lists as paid (serve also does this every 5 minutes)\n"
      "  send-digests\n"
      "              mail the job alert digests that are due now (cron-friendly; serve also\n"
      "              does this every 10 minutes); each goes once per period\n"
      "  copy-data   move a site from its SQLite file to an empty PostgreSQL database (content,\n"
      "              users, sessions, orders, audit log…), checked by row counts\n"
      "  backup      an online snapshot of the SQLite store (the site keeps serving) and a copy\n"
      "              of the files, with a manifest of checksums, into a new directory (on\n"
      "              PostgreSQL: the files only; use pg_dump for the database)\n"
      "  restore     a backup into a new, empty data directory, checked against its manifest\n\n"
      "Flags (each also read from the environment variable shown; a flag wins):\n";
  for (const auto& o : kOptions) {
    std::string left = std::string("  ") + o.flag + " / " + o.env;
    if (left.size() < 38) left.resize(38, ' ');
    s += left + " " + o.help + "\n";
  }
  s += "  --help                               this text\n";
  return s;
}

}  // namespace pathshala::core
