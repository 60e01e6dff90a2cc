#pragma once
// HTTP routes of accounts: /api/auth/* (routes.cpp) and social sign-in (oauth_routes.cpp).
#include "accounts/accounts_service.hpp"
#include "core/config.hpp"
#include "http/router.hpp"

namespace pathshala::accounts {
void register_routes(http::Router& router, AccountsService& accounts, const core::Config& config);
void register_oauth_routes(http::Router& router, AccountsService& accounts, const core::Config& config);
}  // namespace pathshala::accounts
