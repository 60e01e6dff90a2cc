#pragma once
// Outgoing mail. A Mailer delivers one message: SmtpMailer through an SMTP server (libcurl;
// smtp:// with STARTTLS when offered, smtps://), OutboxMailer into <data>/outbox/ as .eml
// files (the default with no SMTP configured, so every flow works on a laptop). MailQueue
// sends on its own thread — never a network thread — retrying temporary failures.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/error.hpp"

namespace pathshala::mail {

struct Mail {
  std::string to;
  std::string subject;
  std::string text;  // plain text, UTF-8
};

struct MailSettings {
  std::string smtp_url;  // "" = write to the outbox
  std::string smtp_user;
  std::string smtp_password;
  std::string from = "Pathshala <no-reply@pathshala.local>";
};

// The message as RFC 5322 text (CRLF line ends, UTF-8 subject as an encoded word).
std::string rfc5322(const Mail& mail, const std::string& from, std::int64_t now_ms);

class Mailer {
 public:
  virtual ~Mailer() = default;
  // unavailable: worth trying again later; invalid: never will be (a bad address).
  virtual core::Status send(const Mail& mail) = 0;
};

std::unique_ptr<Mailer> make_mailer(const MailSettings& settings, const std::filesystem::path& outbox_dir);

class MailQueue {
 public:
  // retry_delays: the waits before each further try of a temporarily failed message.
  explicit MailQueue(std::unique_ptr<Mailer> mailer,
                     std::vector<std::chrono::milliseconds> retry_delays = {
                         std::chrono::seconds(2), std::chrono::seconds(30), std::chrono::minutes(5)});
  ~MailQueue();  // sends what is queued and due (a short while at most), then stops
  MailQueue(const MailQueue&) = delete;
  MailQueue& operator=(const MailQueue&) = delete;

  void send(Mail mail);
  // A mail composed on the mail thread (compose may read the store; it answers nothing when
  // there is nothing to send) — so that a request's answer never waits for, or shows,
  // whether a mail goes out.
  void send_later(std::function<std::optional<Mail>()> compose);
  // Waits until the queue is empty (tests).
  void drain();

 private:
  struct Job {
    std::function<std::optional<Mail>()> compose;
    std::optional<Mail> mail;
    std::size_t tries = 0;
    std::chrono::steady_clock::time_point due;
  };
  void run();
  std::unique_ptr<Mailer> mailer_;
  std::vector<std::chrono::milliseconds> retry_delays_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<Job> jobs_;
  bool busy_ = false;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace pathshala::mail
