#pragma once
// Commerce over HTTP:
//   GET  /api/payments/config                 public: is buying possible, and Checkout's key
//   POST /api/orders                          signed in: an order for {item:{type,id}}
//   POST /api/orders/{id}/verify              signed in: Checkout's answer
//   POST /api/payments/razorpay/webhook       Razorpay (signature over the raw body, no CSRF)
//   GET  /api/me/purchases                    signed in: my orders, newest first
//   GET  /api/purchases/{item}/download       signed in: the file, to its buyer or an admin
//   GET  /api/admin/orders                    admin: every order (status, q, limit, cursor)
// and, in their own files (issue 29):
//   POST /api/orders/quote                    signed in: the price with a coupon (checkout_routes.cpp)
//   GET  /api/orders/{id}/invoice             buyer or admin: the PDF (invoice_routes.cpp)
//   GET  /api/orders/{id}/credit-notes/{refund}
//   GET  /api/admin/orders/{id}               admin: an order with its refunds (refund_routes.cpp)
//   POST /api/admin/orders/{id}/refund        admin: refund through Razorpay
//   GET|POST /api/admin/coupons, PUT|DELETE /api/admin/coupons/{code}   (coupon_routes.cpp)
#include <filesystem>

#include "commerce/commerce_service.hpp"
#include "http/router.hpp"

namespace pathshala::accounts {
class AccountsService;
}

namespace pathshala::commerce {

void register_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts,
                     const std::filesystem::path& files_root);

void register_checkout_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts);
void register_invoice_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts);
void register_refund_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts);
void register_coupon_routes(http::Router& router, CommerceService& commerce);
void register_gst_return_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts);

}  // namespace pathshala::commerce
