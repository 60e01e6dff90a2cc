#pragma once
// The accounts' mails as tasks of the durable background queue (issue 31): a verification
// link, a password-reset link, a sign-in code. The request is counted against its limits
// when it is made and answered at once; the task carries only who to write to, and the
// link or code is made when the mail is sent — no raw token ever waits in the store.
//
// Idempotency: a mail task that is interrupted after the SMTP server took the message but
// before it was recorded as done is sent again (at least once). The second mail carries a
// fresh link or code; the first stays valid until it is used or expires, as for any mail
// the person asked for twice.
#include <string>

#include "background/task.hpp"

namespace pathshala::background {
class TaskRunner;
}
namespace pathshala::mail {
class Mailer;
}
namespace pathshala::core {
struct Config;
}

namespace pathshala::accounts {

class AccountsService;

background::NewTask verification_mail_task(const std::string& uid, const std::string& email);
// Queued for any e-mail (the answer must not say whether it has an account); the task sends
// nothing when none has it.
background::NewTask password_reset_mail_task(const std::string& email);
// browser_key: login_code_browser() of the browser's ps_code cookie.
background::NewTask login_code_mail_task(const std::string& email, const std::string& browser_key);

// Registers the handlers of the three kinds. Links point at core::site_origin(config) as it
// is when the mail is sent; the signature is config.site_name.
void register_mail_tasks(background::TaskRunner& runner, AccountsService& accounts, mail::Mailer& mailer,
                         const core::Config& config);

}  // namespace pathshala::accounts
