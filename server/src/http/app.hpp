#pragma once
// The whole request handler: JSON API (router), downloads (/files, /downloads) and the web
// app, in that order. Safe to call from any network thread.
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include "core/config.hpp"
#include "http/response.hpp"
#include "http/router.hpp"
#include "http/static_site.hpp"

namespace pathshala::catalog { class CatalogService; }
namespace pathshala::jobs { class JobsService; }
namespace pathshala::accounts { class AccountsService; }

namespace pathshala::http {

class App {
 public:
  App(const core::Config& config, catalog::CatalogService& catalog, jobs::JobsService& jobs,
      accounts::AccountsService& accounts);
  // Answers inline, or, for a handler registered Blocking::yes, returns the work to run on
  // a worker thread (the request must outlive it).
  struct Dispatch {
    std::optional<Response> now;
    std::function<Response()> on_worker;
  };
  // client_address: the peer's IP, for per-address rules (login throttling) and logs.
  Dispatch dispatch(const Request& req, const std::string& client_address = "-") const;
  // dispatch() with any worker part run inline (for callers without a worker pool).
  Response handle(const Request& req, const std::string& client_address = "-") const;
  const Router& router() const { return router_; }

 private:
  Response serve_download(const Request& req, const std::filesystem::path& root,
                          const std::vector<std::string>& segments) const;
  const core::Config& config_;
  accounts::AccountsService& accounts_;
  Router router_;
  StaticSite site_;
  std::filesystem::path files_root_;
};

// Registers each module's routes (defined in that module's routes.cpp).
void add_system_routes(Router& router, const core::Config& config);
}  // namespace pathshala::http

namespace pathshala::catalog {
void add_routes(http::Router& router, CatalogService& catalog);
}
namespace pathshala::jobs {
void add_routes(http::Router& router, JobsService& jobs);
}
namespace pathshala::accounts {
void add_routes(http::Router& router, AccountsService& accounts, const core::Config& config);
// Cross-site request forgery defence for every state-changing API request (POST, PUT,
// PATCH, DELETE): a same-origin Origin when one is sent, and a valid X-CSRF-Token. Returns
// the 403 to send, or nothing when the request may proceed.
std::optional<http::Response> refuse_forged_request(const http::Request& req, AccountsService& accounts,
                                                    const core::Config& config);
}
