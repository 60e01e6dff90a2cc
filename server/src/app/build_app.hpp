#pragma once
// The one composition root: configuration and a store in, a ready http::App out, with every
// module's routes registered and the accounts module answering the http layer's session
// and CSRF questions. main and the test server both build the site through here.
#include <functional>
#include <memory>

#include "accounts/auth_http.hpp"
#include "app/services.hpp"
#include "app/store_probe.hpp"
#include "core/config.hpp"
#include "http/app.hpp"
#include "pages/app_renderer.hpp"
#include "pages/document_shell.hpp"
#include "pages/public_pages.hpp"

namespace pathshala::app {

// Routes a caller adds beside the site's own (the tests add probes of every route policy).
using ExtraRoutes = std::function<void(http::Router&)>;

struct Application {
  Application(const core::Config& config, store::Store& store, accounts::AccountsOptions account_options,
              const ExtraRoutes& extra_routes = {});
  ~Application();
  Application(const Application&) = delete;
  Application& operator=(const Application&) = delete;
  Services services;
  StoreProbe store_probe;  // whether the store answers, for /readyz
  accounts::SessionAuthenticator authenticator;
  // Server-rendered public pages, filled into the built app's index.html (none without one).
  pages::PublicPages pages;
  std::optional<pages::DocumentShell> page_shell;
  // The web app's components, which draw those pages (web/dist/server/render.js).
  std::unique_ptr<pages::AppRenderer> page_renderer;
  http::App http;

  // The page a request asks for, as PublicPages names it.
  pages::PageRequest page_request(const http::Request& req, const http::AppPage& page,
                                  const core::Config& config) const;
};

std::unique_ptr<Application> build_app(const core::Config& config, store::Store& store,
                                       accounts::AccountsOptions account_options, const ExtraRoutes& extra_routes = {});

// Account rules from configuration: the password policy file, if one is given. Throws
// std::runtime_error when the file cannot be read or is not a valid policy.
accounts::AccountsOptions account_options(const core::Config& config);

// Outgoing mail from configuration (SMTP, or the outbox when no SMTP URL is given).
mail::MailSettings mail_settings(const core::Config& config);

// The payment account from configuration (not configured when the keys are empty).
commerce::RazorpayConfig razorpay_config(const core::Config& config);
// The seller of --seller (commerce::load_seller); throws with the file's problem.
commerce::Seller seller_of(const core::Config& config);

// The Content-Security-Policy of the web app's pages: our own origin for everything, plus
// exactly the payment origins the checkout needs (the script's origin, and the API origin
// its payment window and calls use), and images from any https site (admins link cover
// images).
std::string page_content_security_policy(const core::Config& config);

// Every header the web app's pages carry: that CSP, Referrer-Policy, Permissions-Policy,
// X-Frame-Options, and HSTS when --public-url is https.
http::Headers page_headers(const core::Config& config);

// The routes every site has: /healthz and /api/site.
void register_system_routes(http::Router& router, const core::Config& config);

// GET /metrics for --metrics-allow addresses (metrics_routes.cpp), and the collectors that
// add the services' and the process's figures to it.
void register_metrics_route(http::Router& router, const core::Config& config, Application& application);
void add_metrics_collectors(Application& application, store::Store& store, const core::Config& config);

// GET /readyz: 200 when the store answers and the search indexes are loaded, else 503 with
// what is not ready (system_routes.cpp).
// renderer_state: the page renderer's check ("ok", "not-built", "missing", "failing").
void register_readiness_route(http::Router& router, StoreProbe& store_probe, Services& services,
                              std::function<std::string()> renderer_state);

}  // namespace pathshala::app
