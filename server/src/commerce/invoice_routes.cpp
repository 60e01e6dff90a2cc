// An order's invoice (or receipt) and its credit notes as PDFs, for the buyer or an admin.
#include <boost/json.hpp>

#include "accounts/accounts_service.hpp"
#include "commerce/invoice_pdf.hpp"
#include "commerce/routes.hpp"

namespace pathshala::commerce {

namespace bhttp = boost::beast::http;

namespace {

// The order, when the signed-in user may see its documents: theirs, or any for an admin.
// Another's order is "not found", not "forbidden": order ids are not to be probed.
std::optional<Order> visible_order(CommerceService& commerce, const http::Context& ctx, const std::string& id) {
  auto order = commerce.order(id);
  if (!order || (order->uid != ctx.user->uid && !ctx.user->is_admin())) return std::nullopt;
  return order;
}

// "INV/2627/000012" → "Invoice INV-2627-000012.pdf"
std::string file_name(const InvoiceDocument& d) {
  std::string number = d.number;
  for (auto& c : number)
    if (c == '/') c = '-';
  return d.title + " " + number + ".pdf";
}

http::Response send_document(const http::Request& req, const http::Context& ctx,
                             const std::optional<InvoiceDocument>& document) {
  if (!document) return http::refuse(req, ctx, core::Error::not_found("This order has no such document."));
  auto pdf = render_invoice_pdf(*document);
  if (!pdf) return http::refuse(req, ctx, pdf.error());
  return http::attachment(req, std::move(*pdf), "application/pdf", file_name(*document));
}

}  // namespace

void register_invoice_routes(http::Router& router, CommerceService& commerce, accounts::AccountsService& accounts) {
  // Opened from a link (My purchases, the purchase mail): a refusal is a page. Drawn on a
  // worker: a PDF takes a few milliseconds of CPU.
  const auto options = http::RouteOptions::signed_in().opened_in_browser().on_worker();
  router.add(bhttp::verb::get, "/api/orders/{id}/invoice", options,
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               const auto order = visible_order(commerce, ctx, ctx.params.at("id"));
               if (!order) return http::refuse(req, ctx, core::Error::not_found("No such order."));
               const auto buyer = accounts.user(order->uid);
               return send_document(req, ctx, invoice_of(*order, buyer ? buyer->email : ""));
             });
  router.add(bhttp::verb::get, "/api/orders/{id}/credit-notes/{refund}", options,
             [&commerce, &accounts](const http::Request& req, const http::Context& ctx) {
               const auto order = visible_order(commerce, ctx, ctx.params.at("id"));
               if (!order) return http::refuse(req, ctx, core::Error::not_found("No such order."));
               const auto buyer = accounts.user(order->uid);
               for (const auto& refund : commerce.refunds_of(order->id)) {
                 if (refund.id != ctx.params.at("refund")) continue;
                 // The admin's reason, when the refund was asked from the panel.
                 std::string reason;
                 for (const auto& asked : commerce.refund_requests_of(order->id))
                   if (asked.razorpay_refund_id == refund.id) reason = asked.reason;
                 return send_document(req, ctx, credit_note_of(*order, refund, buyer ? buyer->email : "", reason));
               }
               return http::refuse(req, ctx, core::Error::not_found("This order has no such credit note."));
             });
}

}  // namespace pathshala::commerce
