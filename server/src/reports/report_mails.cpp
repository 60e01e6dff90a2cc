// The mail a signed-in reporter gets when an admin marks their report fixed.
#include <boost/json.hpp>

#include "accounts/accounts_service.hpp"
#include "background/task_runner.hpp"
#include "core/config.hpp"
#include "mail/mail.hpp"
#include "reports/reports_service.hpp"

namespace pathshala::reports {

namespace json = boost::json;

namespace {

std::string text_of(const json::object& payload, const char* name) {
  const auto* v = payload.if_contains(name);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace

void register_report_mails(background::TaskRunner& runner, accounts::AccountsService& accounts, mail::Mailer& mailer,
                           const core::Config& config) {
  runner.handle(
      kFixedMailKind,
      [&accounts, &mailer, &config](const background::Task& task, const std::atomic<bool>& stopping) -> core::Status {
        const auto payload = json::parse(task.payload).as_object();
        const auto reporter = accounts.user(text_of(payload, "uid"));
        if (!reporter) return core::ok();  // the account is gone: nobody to tell
        const auto title = text_of(payload, "title");
        const auto origin = core::site_origin(config);
        mail::Mail m;
        m.to = reporter->email;
        m.subject = "Fixed: the problem you reported with “" + title + "”";
        m.text = accounts::mail_greeting(*reporter) + "Thank you for telling us that something was wrong with “" +
                 title + "” on " + config.site_name + ". We have fixed it.\n\n" + origin + "/home\n\n— " +
                 config.site_name + "\n";
        m.id = background::stable_id(task);
        return mailer.send(m, stopping);
      });
}

}  // namespace pathshala::reports
