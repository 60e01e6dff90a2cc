#pragma once
// Commerce over HTTP:
//   GET  /api/payments/config                 public: is buying possible, and Checkout's key
//   POST /api/orders                          signed in: an order for {item:{type,id}}
//   POST /api/orders/{id}/verify              signed in: Checkout's answer
//   POST /api/payments/razorpay/webhook       Razorpay (signature over the raw body, no CSRF)
//   GET  /api/me/purchases                    signed in: my orders, newest first
//   GET  /api/purchases/{item}/download       signed in: the file, to its buyer or an admin
//   GET  /api/admin/orders                    admin: every order (status, q, limit, cursor)
#include <filesystem>

#include "commerce/commerce_service.hpp"
#include "http/router.hpp"

namespace pathshala::accounts {
class AccountsService;
}

namespace pathshala::commerce {

void register_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts,
                     const std::filesystem::path& files_root);

}  // namespace pathshala::commerce
