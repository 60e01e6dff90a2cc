#include <spdlog/spdlog.h>

#include <algorithm>

#include "mail/mail.hpp"

namespace pathshala::mail {

MailQueue::MailQueue(std::unique_ptr<Mailer> mailer, std::vector<std::chrono::milliseconds> retry_delays)
    : mailer_(std::move(mailer)), retry_delays_(std::move(retry_delays)), thread_([this] { run(); }) {}

MailQueue::~MailQueue() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void MailQueue::send(Mail mail) {
  send_later([mail = std::move(mail)]() -> std::optional<Mail> { return mail; });
}

void MailQueue::send_later(std::function<std::optional<Mail>()> compose) {
  {
    std::lock_guard lock(mutex_);
    jobs_.push_back({std::move(compose), std::nullopt, 0, std::chrono::steady_clock::now()});
  }
  changed_.notify_all();
}

void MailQueue::drain() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return jobs_.empty() && !busy_; });
}

void MailQueue::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    if (jobs_.empty()) {
      if (stopping_) return;
      changed_.wait(lock);
      continue;
    }
    // The job due first.
    auto next = std::min_element(jobs_.begin(), jobs_.end(), [](const Job& a, const Job& b) { return a.due < b.due; });
    const auto now = std::chrono::steady_clock::now();
    if (next->due > now) {
      if (stopping_) {  // retries still waiting are given up, and said so
        for (const auto& j : jobs_)
          if (j.mail) spdlog::error("mail to {} ({}) not sent: the server stopped", j.mail->to, j.mail->subject);
        jobs_.clear();
        changed_.notify_all();
        return;
      }
      changed_.wait_until(lock, next->due);
      continue;
    }
    Job job = std::move(*next);
    jobs_.erase(next);
    busy_ = true;
    lock.unlock();
    bool retry = false;
    try {
      if (!job.mail) job.mail = job.compose();
      if (job.mail) {
        auto sent = mailer_->send(*job.mail);
        ++job.tries;
        if (!sent) {
          const bool temporary = sent.error().kind == core::ErrorKind::unavailable;
          retry = temporary && job.tries <= retry_delays_.size();
          spdlog::warn("mail to {} ({}): {}{}", job.mail->to, job.mail->subject, sent.error().message,
                       retry ? "; will try again" : "; given up");
        }
      }
    } catch (const std::exception& e) {
      spdlog::error("mail: {}", e.what());
    }
    lock.lock();
    busy_ = false;
    if (retry) {
      job.due = std::chrono::steady_clock::now() + retry_delays_[job.tries - 1];
      jobs_.push_back(std::move(job));
    }
    changed_.notify_all();
  }
}

}  // namespace pathshala::mail
