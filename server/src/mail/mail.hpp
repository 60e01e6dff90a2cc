#pragma once
// Outgoing mail. A Mailer delivers one message: SmtpMailer through an SMTP server (libcurl;
// smtp:// with STARTTLS when offered, smtps://), OutboxMailer into <data>/outbox/ as .eml
// files (the default with no SMTP configured, so every flow works on a laptop). Mails are
// sent by tasks of the durable background queue (background/task_runner.hpp), never on a
// network thread; a temporary failure is tried again there, and survives a restart.
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/error.hpp"

namespace pathshala::mail {

struct Mail {
  std::string to;
  std::string subject;
  std::string text;  // plain text, UTF-8
  // Further header fields, ASCII (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 8058,
  // on digests). Names and values with a line break are left out.
  std::vector<std::pair<std::string, std::string>> headers = {};
  // The same on every try of one mail (background::stable_id of its task): its Message-ID is
  // <id@sender's domain>, so a mail sent again after a crash can be recognised as the same.
  // Empty: a new random one.
  std::string id = {};
};

struct MailSettings {
  std::string smtp_url;  // "" = write to the outbox
  std::string smtp_user;
  std::string smtp_password;
  std::string from = "Pathshala <no-reply@pathshala.local>";
};

// The message as RFC 5322 text: CRLF line ends, a UTF-8 subject as an encoded word, and a
// body that is 7-bit clean (quoted-printable when it is not ASCII: libcurl cannot announce
// BODY=8BITMIME, and a relay without 8BITMIME may mangle 8-bit text), marked
// `Auto-Submitted: auto-generated` (RFC 3834: no auto-replies to it).
std::string rfc5322(const Mail& mail, const std::string& from, std::int64_t now_ms);
// Quoted-printable (RFC 2045 §6.7) of UTF-8 text with CRLF line ends: lines of at most 76
// characters, soft breaks where longer.
std::string quoted_printable(const std::string& text);

class Mailer {
 public:
  virtual ~Mailer() = default;
  // unavailable: worth trying again later; invalid: never will be (a bad address). When
  // cancel turns true (the server is stopping) a send under way gives up (unavailable).
  core::Status send(const Mail& mail, const std::atomic<bool>& cancel) {
    auto outcome = transmit(mail, cancel);
    ++(outcome ? sent_ : failed_);
    return outcome;
  }
  // Outcomes since start, for /metrics.
  std::int64_t sent() const { return sent_; }
  std::int64_t failed() const { return failed_; }

 protected:
  virtual core::Status transmit(const Mail& mail, const std::atomic<bool>& cancel) = 0;

 private:
  std::atomic<std::int64_t> sent_{0}, failed_{0};
};

std::unique_ptr<Mailer> make_mailer(const MailSettings& settings, const std::filesystem::path& outbox_dir);

}  // namespace pathshala::mail
