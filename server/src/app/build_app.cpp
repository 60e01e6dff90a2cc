#include "app/build_app.hpp"

#include <boost/json.hpp>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <variant>

#include "accounts/account_mails.hpp"
#include "accounts/routes.hpp"
#include "admin/routes.hpp"
#include "alerts/digest_tasks.hpp"
#include "alerts/routes.hpp"
#include "background/routes.hpp"
#include "catalog/install_site_files.hpp"
#include "catalog/routes.hpp"
#include "catalog/site_files.hpp"
#include "commerce/commerce_mails.hpp"
#include "commerce/routes.hpp"
#include "dashboard/routes.hpp"
#include "downloads/routes.hpp"
#include "file_text/routes.hpp"
#include "files/routes.hpp"
#include "http/page_data_get.hpp"
#include "http/query.hpp"
#include "http/server.hpp"
#include "imports/routes.hpp"
#include "jobs/routes.hpp"
#include "library/routes.hpp"
#include "pages/refusal_page.hpp"
#include "pages/routes.hpp"
#include "reports/routes.hpp"
#include "search/routes.hpp"
#include "store/store.hpp"

namespace pathshala::app {

namespace bhttp = boost::beast::http;

namespace {
http::Router all_routes(const core::Config& config, store::Store& store, Application& application,
                        const ExtraRoutes& extra_routes) {
  auto& services = application.services;
  auto& pages = application.pages;
  http::Router router;
  if (extra_routes) extra_routes(router);
  register_system_routes(router, config);
  register_readiness_route(router, application.store_probe, services, [&application]() -> std::string {
    if (!application.page_shell) return "not-built";
    if (!application.page_renderer) return "missing";
    return application.page_renderer->healthy() ? "ok" : "failing";
  });
  register_metrics_route(router, config, application);
  catalog::register_routes(router, services.catalog);
  jobs::register_routes(router, services.jobs);
  accounts::register_routes(router, services.accounts, config, services.tasks,
                            [&services](const std::string& uid) { return services.commerce.owned_items(uid); });
  background::register_routes(router, services.tasks);
  admin::register_routes(router, store, services.catalog, services.jobs, services.accounts, *services.audit,
                         services.uploads, services.downloads);
  files::register_routes(router, services.uploads, std::uint64_t{config.max_upload_mb} * 1024 * 1024,
                         std::uint64_t{config.upload_quota_mb} << 20, *services.audit,
                         // An uploaded PDF is read at once (previews, search), before a record links it.
                         [&services](const std::string& url) {
                           constexpr std::string_view uploads = "/files/uploads/";
                           const auto name = url.starts_with(uploads)
                                                 ? services.uploads.original_name(url.substr(uploads.size()))
                                                 : std::nullopt;
                           services.file_texts.track(url, name.value_or(""));
                         });
  file_text::register_routes(
      router, services.file_texts, services.repeated_questions,
      [&services](std::string_view uid, std::string_view item) { return services.commerce.owns(uid, item); },
      [&services](std::string_view url) -> std::optional<std::string> {
        constexpr std::string_view uploads = "/files/uploads/";
        if (!url.starts_with(uploads)) return std::nullopt;
        return services.uploads.original_name(url.substr(uploads.size()));
      });
  imports::register_routes(router, services.catalog, services.jobs, *services.audit, core::files_dir(config));
  commerce::register_routes(router, services.commerce, services.accounts, core::files_dir(config));
  downloads::register_routes(router, services.downloads, config);
  library::register_routes(router, services.library);
  alerts::register_routes(router, services.alerts);
  reports::register_routes(router, services.reports, services.accounts);
  dashboard::register_routes(router, services.stats);
  pages::register_routes(router, pages, config);
  search::register_routes(router, services.search, [&services](const std::string& uid) {
    auto user = services.accounts.user(uid);
    const int semester = user ? user->semester.value_or(0) : 0;
    return semester >= 1 && semester <= 8 ? (semester - 1) / 2 : -1;
  });
  return router;
}
}  // namespace

namespace {
// The built app's index.html as a shell for server-rendered pages; none without a built app.
std::optional<pages::DocumentShell> read_page_shell(const std::filesystem::path& web_dir) {
  std::ifstream in(web_dir / "index.html");
  if (!in) return std::nullopt;
  std::stringstream text;
  text << in.rdbuf();
  auto shell = pages::DocumentShell::parse(text.str());
  if (!shell)
    spdlog::warn("{}: no <title> or empty <div id=\"root\"> to fill: pages are not server-rendered",
                 (web_dir / "index.html").string());
  return shell;
}
// What one file's reading may take: --reader-timeout of wall clock (CPU time within it).
file_text::ProcessLimits reader_limits(const core::Config& config) {
  file_text::ProcessLimits limits;
  limits.wall = config.reader_timeout;
  limits.cpu = std::min(
      limits.cpu, std::chrono::duration_cast<std::chrono::seconds>(config.reader_timeout) + std::chrono::seconds(1));
  return limits;
}

}  // namespace

Application::Application(const core::Config& config, store::Store& store, accounts::AccountsOptions account_options,
                         const ExtraRoutes& extra_routes)
    : services(store, std::move(account_options), config.data_dir, core::files_dir(config), razorpay_config(config),
               config.site_name, mail_settings(config), seller_of(config), reader_limits(config),
               config.count_new_visitors_at_once),
      store_probe(store),
      authenticator(services.accounts, config),
      pages(services.catalog, services.jobs, *services.audit, config.site_name,
            {[this, &store] {
               const auto all = static_cast<std::uint64_t>(store.content_version());
               return static_cast<std::int64_t>(all * 1000003u ^
                                                static_cast<std::uint64_t>(services.jobs.index_content_key()));
             },
             // A page's stamp: the store's content (on PostgreSQL an atomic a background thread
             // follows) and what the job index holds (behind the store's version while a bulk
             // change is being built in the background), as far as it can be read without
             // applying anything: network threads read it.
             [this, &store] {
               const auto all = static_cast<std::uint64_t>(store.content_version());
               return static_cast<std::int64_t>(all * 1000003u ^
                                                static_cast<std::uint64_t>(services.jobs.peek_content_key()));
             }}),
      page_shell(read_page_shell(config.web_dir)),
      // A context for each thread of the render pool, and one for the refresher.
      page_renderer(page_shell ? pages::AppRenderer::open(config.web_dir / "server" / "render.js",
                                                          http::ServerOptions{}.render_threads + 1)
                               : nullptr),
      http({config.web_dir, core::files_dir(config), config.data_dir / "tmp",
            [this](const std::vector<std::string>& segments) -> std::optional<std::string> {
              // /files/uploads/<sha256>.<ext> downloads under the name it was uploaded with.
              if (segments.size() != 2 || segments[0] != "uploads") return std::nullopt;
              return services.uploads.original_name(segments[1]);
            },
            [this](const std::vector<std::string>& segments) {
              // A file a priced course links to goes only to its buyers, through
              // /api/purchases/{id}/download; its public path is closed. So are the page
              // images of every file (file_text/): /api/previews/… serves them, a priced
              // item's later pages only to its buyers.
              if (!segments.empty() && segments.front() == "previews") return true;
              std::string path;
              for (const auto& s : segments) path += "/" + s;
              return services.catalog.is_priced_download("/files" + path) ||
                     (path.starts_with("/downloads/") && services.catalog.is_priced_download(path));
            },
            page_headers(config),
            // Pages in two steps (issue 47): a page drawn before from the network thread, a
            // render on the render pool.
            [this, &config](const http::Request& req, const http::AppPage& page) -> std::optional<http::RenderedPage> {
              auto found = pages.find(page_request(req, page, config));
              if (!found) return std::nullopt;
              return http::RenderedPage{found->status, found->html};
            },
            [this, &config](const http::Request& req, const http::AppPage& page) -> std::optional<http::RenderedPage> {
              auto drawn = pages.render(page_request(req, page, config));
              return http::RenderedPage{drawn.status, drawn.html};
            },
            [this, &config](const http::Request& req, unsigned status,
                            const core::Error& error) -> std::optional<http::RenderedPage> {
              if (!page_shell) return std::nullopt;
              const auto target = req.target();
              const std::string path(target.substr(0, target.find('?')));
              const auto refusal = pages::refusal_for(status, error);
              return http::RenderedPage{status, pages.refusal(*page_shell, path, refusal, core::site_origin(config))};
            }},
           all_routes(config, store, *this, extra_routes), authenticator) {
  // The site's own documents the web app links (syllabus, legal pages): read, previewed and
  // searched like the catalog's files (issue 27). Before anything searches or sweeps.
  services.catalog.set_site_files(catalog::read_site_files(config.web_dir));
  // Their bytes ship with the web build: put in place before the first sweep looks for them.
  catalog::install_site_files(services.catalog.site_files(), config.web_dir, core::files_dir(config), config.data_dir);
  pages.set_renderer(page_renderer.get());
  if (page_shell) pages.set_shell(&*page_shell, [&config] { return core::site_origin(config); });
  pages.set_listed_pages(pages::read_listed_pages(config.web_dir));
  pages.set_route_facts(pages::read_route_facts(config.web_dir));
  // Previews of files read, and the subjects whose papers repeat questions (issue 27).
  pages.set_more_pages([this] {
    std::vector<pages::SitemapEntry> more;
    const auto& routes = pages.route_facts();  // the app's item pages (item-pages.json)
    for (const auto& [kind, id] : services.file_texts.previewable_items())
      if (auto path = routes.item_page("preview", {{"kind", kind}, {"id", id}})) more.push_back({std::move(*path), 0});
    for (const auto& code : services.repeated_questions.subjects_with_repeats())
      if (auto path = routes.item_page("mostAsked", {{"code", code}})) more.push_back({std::move(*path), 0});
    return more;
  });
  // The data a page asks for is answered by the API's own routes, as a visitor gets it.
  pages.set_api([this](const std::string& path) -> std::optional<pages::PublicPages::ApiAnswer> {
    auto answer = http::page_data_get(http.router(), path);
    if (!answer) return std::nullopt;
    return pages::PublicPages::ApiAnswer{answer->status, std::move(answer->body)};
  });
  accounts::register_mail_tasks(services.tasks, services.accounts, *services.mailer, config);
  alerts::register_digest_tasks(services.tasks, services.alerts, services.accounts, *services.mailer, config);
  reports::register_report_mails(services.tasks, services.accounts, *services.mailer, config);
  commerce::register_commerce_mails(services.tasks, services.commerce, services.accounts, *services.mailer, config);
  add_metrics_collectors(*this, store, config);
  pages.start();
}

// The refresher calls the router: it stops before the members go.
Application::~Application() { pages.stop(); }

pages::PageRequest Application::page_request(const http::Request& req, const http::AppPage& page,
                                             const core::Config& config) const {
  const std::string_view target(req.target().data(), req.target().size());
  const auto mark = target.find('?');
  return pages.request_for(
      page.pattern, page.segments, [&req](std::string_view name) { return http::query_param(req, name); },
      mark == std::string_view::npos ? std::string_view() : target.substr(mark + 1),
      !accounts::session_token(req, config));
}

std::unique_ptr<Application> build_app(const core::Config& config, store::Store& store,
                                       accounts::AccountsOptions account_options, const ExtraRoutes& extra_routes) {
  return std::make_unique<Application>(config, store, std::move(account_options), extra_routes);
}

namespace {
// scheme://host[:port] of an absolute URL.
std::string origin_of(const std::string& url) {
  const auto scheme_end = url.find("://");
  if (scheme_end == std::string::npos) return "";
  return url.substr(0, url.find('/', scheme_end + 3));
}
}  // namespace

std::string page_content_security_policy(const core::Config& config) {
  std::string payments;
  if (!config.razorpay_key_id.empty()) {
    const auto checkout = origin_of(config.razorpay_checkout_url);
    const auto api = origin_of(config.razorpay_api);
    payments = " " + checkout + (api != checkout ? " " + api : "");
  }
  return "default-src 'self'; script-src 'self'" +
         (payments.empty() ? "" : " " + origin_of(config.razorpay_checkout_url)) + "; connect-src 'self'" + payments +
         "; frame-src 'self'" + payments +
         "; img-src 'self' data: https:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'; "
         "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
}

http::Headers page_headers(const core::Config& config) {
  http::Headers h = {
      {"Content-Security-Policy", page_content_security_policy(config)},
      {"Referrer-Policy", "strict-origin-when-cross-origin"},
      {"Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()"},
      {"X-Frame-Options", "DENY"},  // for browsers older than frame-ancestors
  };
  // Over HTTPS (as --public-url says), browsers should never come back over plain HTTP.
  if (config.public_url.rfind("https://", 0) == 0)
    h.emplace_back("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return h;
}

mail::MailSettings mail_settings(const core::Config& config) {
  return {config.smtp_url, config.smtp_user, config.smtp_password, config.mail_from};
}

commerce::Seller seller_of(const core::Config& config) {
  auto seller = commerce::load_seller(config.seller_file, config.site_name);
  // A wrong seller file would put wrong details on tax invoices: the server does not start.
  if (!seller) throw std::runtime_error("--seller: " + seller.error().message);
  return std::move(*seller);
}

commerce::RazorpayConfig razorpay_config(const core::Config& config) {
  commerce::RazorpayConfig r;
  r.key_id = config.razorpay_key_id;
  r.key_secret = config.razorpay_key_secret;
  r.webhook_secret = config.razorpay_webhook_secret;
  r.api_base = config.razorpay_api;
  r.checkout_url = config.razorpay_checkout_url;
  return r;
}

accounts::AccountsOptions account_options(const core::Config& config) {
  accounts::AccountsOptions options;
  if (config.password_policy_file.empty()) return options;
  std::ifstream file(config.password_policy_file);
  if (!file) throw std::runtime_error("cannot read password policy " + config.password_policy_file.string());
  std::stringstream text;
  text << file.rdbuf();
  auto parsed = accounts::parse_policy_json(text.str());
  if (auto* error = std::get_if<std::string>(&parsed))
    throw std::runtime_error("password policy " + config.password_policy_file.string() + ": " + *error);
  options.policy = std::get<accounts::PasswordPolicy>(parsed);
  return options;
}

void register_system_routes(http::Router& router, const core::Config& config) {
  // Built once: these never change while the server runs.
  auto health = core::make_document(R"({"status":"ok"})");
  auto site = core::make_document(boost::json::serialize(boost::json::object{{"name", config.site_name}}));
  router.add(bhttp::verb::get, "/healthz", http::RouteOptions::public_access().answers_any_host(),
             [health](const http::Request& req, const http::Context&) { return http::json_document(req, health); });
  router.add(bhttp::verb::get, "/api/site", http::RouteOptions::public_access().page_data(),
             [site](const http::Request& req, const http::Context&) { return http::json_document(req, site); });
}

}  // namespace pathshala::app
