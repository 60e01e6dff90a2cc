#pragma once
// The buyer's mails (issue 29), tasks of the durable queue queued in the transaction that
// records the news (Repository::mark_paid, insert_free_order, record_refund):
//   mail.purchase  the item is theirs: what, how much, the link to download it and to the
//                  invoice (or receipt) PDF;
//   mail.refund    a refund was made: how much, whether access stays, the credit note.
namespace pathshala::background {
class TaskRunner;
}
namespace pathshala::accounts {
class AccountsService;
}
namespace pathshala::mail {
class Mailer;
}
namespace pathshala::core {
struct Config;
}

namespace pathshala::commerce {

class CommerceService;

inline constexpr const char* kPurchaseMailKind = "mail.purchase";
inline constexpr const char* kRefundMailKind = "mail.refund";

void register_commerce_mails(background::TaskRunner& runner, CommerceService& commerce,
                             accounts::AccountsService& accounts, mail::Mailer& mailer, const core::Config& config);

}  // namespace pathshala::commerce
