#include "commerce/commerce_mails.hpp"

#include <boost/json.hpp>

#include "accounts/accounts_service.hpp"
#include "background/task_runner.hpp"
#include "commerce/commerce_service.hpp"
#include "commerce/invoice_numbers.hpp"
#include "core/config.hpp"
#include "core/money.hpp"
#include "mail/mail.hpp"

namespace pathshala::commerce {

namespace json = boost::json;

namespace {

std::string text_of(const json::object& payload, const char* name) {
  const auto* v = payload.if_contains(name);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace

void register_commerce_mails(background::TaskRunner& runner, CommerceService& commerce,
                             accounts::AccountsService& accounts, mail::Mailer& mailer, const core::Config& config) {
  runner.handle(kPurchaseMailKind, [&commerce, &accounts, &mailer, &config](const background::Task& task,
                                                                            const std::atomic<bool>& stopping) {
    const auto payload = json::parse(task.payload).as_object();
    const auto order = commerce.order(text_of(payload, "order"));
    if (!order) return core::ok();
    const auto buyer = accounts.user(order->uid);
    if (!buyer) return core::ok();  // the account is gone: nobody to tell
    const auto origin = core::site_origin(config);
    mail::Mail m;
    m.to = buyer->email;
    m.subject = "Your purchase: " + order->item_title;
    m.text = accounts::mail_greeting(*buyer) + "Thank you for buying “" + order->item_title + "” on " +
             config.site_name + ".\n\n";
    m.text += order->free ? "It was free with the code " + order->coupon_code.value_or("") + ".\n"
                          : "Paid: " + core::format_rupees(order->amount) +
                                (order->discount > 0 ? " (" + core::format_rupees(order->discount) +
                                                           " off with the code " + order->coupon_code.value_or("") + ")"
                                                     : "") +
                                ".\n";
    m.text += "\nOpen it from My purchases: " + origin + "/purchases\n";
    if (order->invoice_no) {
      const bool receipt = is_receipt_number(*order->invoice_no);
      m.text += std::string(receipt ? "Your receipt " : "Your tax invoice ") + *order->invoice_no + ": " + origin +
                "/api/orders/" + order->id + "/invoice (sign in first)\n";
    }
    m.text += "\n— " + config.site_name + "\n";
    m.id = background::stable_id(task);
    return mailer.send(m, stopping);
  });

  runner.handle(kRefundMailKind, [&commerce, &accounts, &mailer, &config](const background::Task& task,
                                                                          const std::atomic<bool>& stopping) {
    const auto payload = json::parse(task.payload).as_object();
    const auto order = commerce.order(text_of(payload, "order"));
    if (!order) return core::ok();
    const auto buyer = accounts.user(order->uid);
    if (!buyer) return core::ok();
    const auto refund_id = text_of(payload, "refund");
    std::optional<RefundRecord> refund;
    for (const auto& r : commerce.refunds_of(order->id))
      if (r.id == refund_id) refund = r;
    if (!refund) return core::ok();
    const auto origin = core::site_origin(config);
    const bool full = order->amount_refunded >= order->amount;
    mail::Mail m;
    m.to = buyer->email;
    m.subject = "Refund of " + core::format_rupees(refund->amount) + " for " + order->item_title;
    m.text = accounts::mail_greeting(*buyer) + "We have refunded " + core::format_rupees(refund->amount) +
             " of your payment for “" + order->item_title +
             "”. It goes back to the card, UPI account or bank you paid from, usually within 5 "
             "to 7 working days.\n\n";
    m.text += full && !commerce.owns(order->uid, order->item_id)
                  ? "The whole payment has been refunded, so the item is no longer in your purchases.\n"
                  : "This was part of your payment: you keep the item in your purchases.\n";
    if (refund->credit_note_no)
      m.text += "\nYour credit note " + *refund->credit_note_no + ": " + origin + "/api/orders/" + order->id +
                "/credit-notes/" + refund->id + " (sign in first)\n";
    m.text += "\n— " + config.site_name + "\n";
    m.id = background::stable_id(task);
    return mailer.send(m, stopping);
  });
}

}  // namespace pathshala::commerce
