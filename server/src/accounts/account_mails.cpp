#include "accounts/account_mails.hpp"

#include <boost/json.hpp>

#include "accounts/accounts_service.hpp"
#include "background/task_runner.hpp"
#include "core/clock.hpp"
#include "core/config.hpp"
#include "mail/mail.hpp"

namespace pathshala::accounts {

namespace json = boost::json;

namespace {

// What a mail's links point at and its signature says.
struct MailSite {
  std::string origin;  // e.g. https://pathshala.in
  std::string name;    // e.g. Pathshala
};

constexpr const char* kVerifyKind = "mail.verify-email";
constexpr const char* kResetKind = "mail.password-reset";
constexpr const char* kLoginCodeKind = "mail.login-code";

std::string greeting(const MailedLink& link) { return "Hello" + (link.name.empty() ? "" : " " + link.name) + ",\n\n"; }

mail::Mail verification_mail(const MailedLink& link, const MailSite& site) {
  return {link.to, "Verify your e-mail address for " + site.name,
          greeting(link) + "Please confirm that this is your e-mail address by opening this link:\n\n" + site.origin +
              "/verify-email?token=" + link.token +
              "\n\nThe link works once and for 24 hours. If you did not create an account on " + site.name +
              ", ignore this mail.\n\n— " + site.name + "\n"};
}

mail::Mail reset_mail(const MailedLink& link, const MailSite& site) {
  return {link.to, "Reset your " + site.name + " password",
          greeting(link) + "Someone (we hope you) asked to reset the password of your " + site.name +
              " account. Choose a new one here:\n\n" + site.origin + "/reset-password?token=" + link.token +
              "\n\nThe link works once and for one hour. If you did not ask, ignore this mail: your password stays "
              "as it is.\n\n— " +
              site.name + "\n"};
}

mail::Mail login_code_mail(const MailedCode& code, const MailSite& site) {
  return {code.to, code.code + " is your " + site.name + " sign-in code",
          "Hello,\n\nSomeone (we hope you) asked for a code to sign in to your " + site.name +
              " account, which is protected after many failed sign-in attempts. Your code is:\n\n    " + code.code +
              "\n\nEnter it with your password on the login page (" + site.origin +
              "/login). It works for 15 minutes. If you did not ask for it, someone may be guessing your password: "
              "ignore this mail, and choose a strong password if yours is not.\n\n— " +
              site.name + "\n"};
}

background::NewTask task(const char* kind, std::string label, json::object payload) {
  background::NewTask t;
  t.kind = kind;
  t.label = std::move(label);
  t.payload = json::serialize(payload);
  t.priority = background::kUrgent;  // someone waits for it: before any digest
  return t;
}

std::string member(const background::Task& task, const char* name) {
  const auto payload = json::parse(task.payload);
  const auto* value = payload.as_object().if_contains(name);
  return value && value->is_string() ? std::string(value->as_string()) : std::string();
}

// Sends the mail the composer makes, if any (nothing to send is done too).
template <class Compose>
background::Handler sender(mail::Mailer& mailer, Compose compose) {
  return [&mailer, compose](const background::Task& task, const std::atomic<bool>& stopping) -> core::Status {
    std::optional<mail::Mail> mail = compose(task);
    if (!mail) return core::ok();
    mail->id = background::stable_id(task);
    return mailer.send(*mail, stopping);
  };
}

}  // namespace

background::NewTask verification_mail_task(const std::string& uid, const std::string& email) {
  return task(kVerifyKind, "Verification mail to " + email, {{"uid", uid}});
}

background::NewTask password_reset_mail_task(const std::string& email) {
  return task(kResetKind, "Password reset mail to " + email + " (if it has an account)", {{"email", email}});
}

background::NewTask login_code_mail_task(const std::string& email, const std::string& browser_key) {
  return task(kLoginCodeKind, "Sign-in code mail to " + email + " (if it has an account)",
              {{"email", email}, {"browser", browser_key}});
}

void register_mail_tasks(background::TaskRunner& runner, AccountsService& accounts, mail::Mailer& mailer,
                         const core::Config& config) {
  // The test server learns its port after the site is built: the origin is read when sent.
  auto site_of = [&config] { return MailSite{core::site_origin(config), config.site_name}; };
  runner.handle(kVerifyKind,
                sender(mailer, [&accounts, site_of](const background::Task& t) -> std::optional<mail::Mail> {
                  auto link = accounts.start_email_verification(member(t, "uid"), core::now_ms());
                  if (!link) return std::nullopt;
                  return verification_mail(*link, site_of());
                }));
  runner.handle(kResetKind,
                sender(mailer, [&accounts, site_of](const background::Task& t) -> std::optional<mail::Mail> {
                  auto link = accounts.start_password_reset(member(t, "email"), core::now_ms());
                  if (!link) return std::nullopt;
                  return reset_mail(*link, site_of());
                }));
  runner.handle(kLoginCodeKind,
                sender(mailer, [&accounts, site_of](const background::Task& t) -> std::optional<mail::Mail> {
                  auto code = accounts.start_login_code(member(t, "email"), member(t, "browser"), core::now_ms());
                  if (!code) return std::nullopt;
                  return login_code_mail(*code, site_of());
                }));
}

}  // namespace pathshala::accounts
