#pragma once
// HTTP routes of accounts: /api/auth/* (routes.cpp) and social sign-in (oauth_routes.cpp).
#include "accounts/accounts_service.hpp"
#include "core/config.hpp"
#include "http/router.hpp"

#include <functional>
#include <string>
#include <vector>

namespace pathshala::background {
class TaskRunner;
}

namespace pathshala::accounts {
// The ids of what a user has bought (the commerce module's purchases), shown as the user's
// purchasedCourses; accounts itself keeps no purchases.
using PurchasedItems = std::function<std::vector<std::string>(const std::string& uid)>;

// tasks: the background queue the accounts' mails go through (account_mails.hpp).
void register_routes(http::Router& router, AccountsService& accounts, const core::Config& config,
                     background::TaskRunner& tasks, PurchasedItems purchased = {});
// The finished accounts' routes (account_routes.cpp): e-mail verification, password reset,
// password change, unlinking a sign-in method, signing out everywhere.
void register_account_routes(http::Router& router, AccountsService& accounts, const core::Config& config,
                             background::TaskRunner& tasks, PurchasedItems purchased = {});
void register_oauth_routes(http::Router& router, AccountsService& accounts, const core::Config& config);
}  // namespace pathshala::accounts
