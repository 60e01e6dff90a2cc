#include "background/task_runner.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "core/clock.hpp"
#include "core/hash.hpp"

namespace pathshala::background {

namespace {

std::string host_name() {
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) != 0) host[0] = '\0';
  return host[0] ? host : "host";
}

// Who holds a lease, as an admin or a log reader would want to know it: the instance (host,
// or host:port for serve), process, and a random part (a restarted process may get the
// same pid).
std::string process_prefix(const std::string& instance) { return instance + "/" + std::to_string(getpid()) + "/"; }
std::string new_worker_id(const std::string& instance) { return process_prefix(instance) + core::random_hex(4); }

// Keeps a task's lease while its handler runs: renewed every third of a lease on a thread of
// its own, until the handler returns (then the outcome is recorded by the caller).
class LeaseKeeper {
 public:
  LeaseKeeper(TaskRepository& repository, const Task& task, const std::string& worker, std::chrono::milliseconds lease)
      : thread_([this, &repository, id = task.id, worker, lease] {
          std::unique_lock lock(mutex_);
          while (!done_.wait_for(lock, lease / 3, [&] { return finished_; })) {
            lock.unlock();
            try {
              if (!repository.renew(id, worker, core::now_ms() + lease.count())) return;  // taken over
            } catch (const std::exception& e) {  // the store is away: the next turn tries again
              spdlog::warn("background tasks: cannot renew the lease of task {}: {}", id, e.what());
            }
            lock.lock();
          }
        }) {}
  ~LeaseKeeper() {
    {
      std::lock_guard lock(mutex_);
      finished_ = true;
    }
    done_.notify_all();
    thread_.join();
  }
  LeaseKeeper(const LeaseKeeper&) = delete;
  LeaseKeeper& operator=(const LeaseKeeper&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable done_;
  bool finished_ = false;
  std::thread thread_;  // last: started once the members it uses exist
};

}  // namespace

TaskRunner::TaskRunner(TaskRepository& repository, RunnerOptions options)
    : repository_(repository), options_(std::move(options)), worker_id_(new_worker_id(host_name())) {
  if (options_.retry_delays.empty()) options_.retry_delays.push_back(std::chrono::seconds(30));
  options_.workers = std::max(1u, options_.workers);
}

TaskRunner::~TaskRunner() { stop(); }

void TaskRunner::handle(const std::string& kind, Handler handler) { handlers_[kind] = std::move(handler); }

void TaskRunner::every(const std::string& kind, std::string label, std::chrono::milliseconds interval,
                       Handler handler) {
  handlers_[kind] = std::move(handler);
  recurring_[kind] = {std::move(label), interval};
}

void TaskRunner::schedule_next(const std::string& kind, std::int64_t now) {
  const auto it = recurring_.find(kind);
  if (it == recurring_.end()) return;
  NewTask next;
  next.kind = kind;
  next.label = it->second.label;
  next.payload = "{}";
  next.max_attempts = 3;
  next.run_at = now + it->second.interval.count();
  try {
    repository_.ensure_recurring(next, now);
  } catch (const std::exception& e) {  // the next start queues it
    spdlog::warn("background tasks: cannot queue the next {}: {}", kind, e.what());
  }
}

std::int64_t TaskRunner::enqueue(const NewTask& task) {
  const auto id = repository_.enqueue(task, core::now_ms());
  wake();
  return id;
}

core::Result<Task> TaskRunner::retry_now(std::int64_t id) {
  auto task = repository_.retry_now(id, core::now_ms());
  if (task) wake();
  return task;
}

void TaskRunner::wake() {
  {
    std::lock_guard lock(mutex_);
    ++wakes_;
  }
  wake_.notify_all();
}

void TaskRunner::set_instance(std::uint16_t port) {
  instance_ = host_name() + ":" + std::to_string(port);
  worker_id_ = new_worker_id(instance_);
}

void TaskRunner::start() {
  std::lock_guard lock(mutex_);
  if (started_) return;
  started_ = true;
  if (!instance_.empty()) {
    try {
      if (const int n = repository_.reclaim(instance_ + "/", process_prefix(instance_), core::now_ms()))
        spdlog::info("background tasks: took back {} task(s) this instance was running when it stopped", n);
    } catch (const std::exception& e) {  // their leases run out as usual
      spdlog::warn("background tasks: cannot take back this instance's tasks: {}", e.what());
    }
  }
  for (const auto& [kind, recurring] : recurring_) schedule_next(kind, core::now_ms());
  for (unsigned i = 0; i < options_.workers; ++i) threads_.emplace_back([this] { work(); });
}

void TaskRunner::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  threads_.clear();
}

void TaskRunner::drain() {
  {
    std::lock_guard lock(mutex_);
    if (!started_) return;
  }
  while (repository_.pending(core::now_ms(), options_.only_kind, options_.except_kind))
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
}

std::chrono::milliseconds TaskRunner::delay_after(int attempts) const {
  const auto i = static_cast<std::size_t>(std::max(1, attempts) - 1);
  return options_.retry_delays[std::min(i, options_.retry_delays.size() - 1)];
}

int TaskRunner::run_due_here(const std::string& kind) {
  int ran = 0;
  while (auto task = repository_.claim(worker_id_, core::now_ms(), options_.lease.count(), kind)) {
    run_one(*task);
    ++ran;
    // A task retried later is not due now: the loop ends when nothing of the kind is due.
  }
  return ran;
}

void TaskRunner::work() {
  while (!stopping_) {
    std::uint64_t seen;
    {
      std::lock_guard lock(mutex_);
      seen = wakes_;
    }
    std::optional<Task> task;
    try {
      task = repository_.claim(worker_id_, core::now_ms(), options_.lease.count(), options_.only_kind,
                               options_.except_kind);
    } catch (const std::exception& e) {
      spdlog::warn("background tasks: cannot read the queue: {}", e.what());
    }
    if (task) {
      run_one(*task);
      continue;
    }
    // Idle: prune old done tasks now and then, then sleep until woken, the next due task or
    // the next poll.
    auto wait = options_.poll;
    try {
      const auto now = core::now_ms();
      if (now - last_prune_ > 60 * 60 * 1000) {
        last_prune_ = now;
        repository_.prune_done(now - options_.keep_done.count());
      }
      if (auto due = repository_.next_due(options_.only_kind, options_.except_kind))
        wait = std::clamp(std::chrono::milliseconds(*due - core::now_ms()), std::chrono::milliseconds(10), wait);
    } catch (const std::exception& e) {
      spdlog::warn("background tasks: cannot read the queue: {}", e.what());
    }
    std::unique_lock lock(mutex_);
    wake_.wait_for(lock, wait, [&] { return stopping_ || wakes_ != seen; });
  }
}

void TaskRunner::run_one(const Task& task) {
  core::Status outcome = core::ok();
  const auto handler = handlers_.find(task.kind);
  try {
    if (handler == handlers_.end())
      outcome = core::Error::make(core::ErrorKind::internal, "no-handler",
                                  "this version of the server does not know tasks of kind " + task.kind);
    else {
      LeaseKeeper keep(repository_, task, worker_id_, options_.lease);
      outcome = handler->second(task, stopping_);
    }
  } catch (const std::exception& e) {
    outcome = core::Error::make(core::ErrorKind::unavailable, "exception", e.what());
  }
  const auto now = core::now_ms();
  try {
    if (outcome) {
      if (repository_.finish(task.id, worker_id_, now)) schedule_next(task.kind, now);
      ++totals_.done;
      return;
    }
    const auto& error = outcome.error();
    if (stopping_) {  // cut short by the stop: the next start runs it again
      repository_.release(task.id, worker_id_, now);
      spdlog::info("background task {} ({}) handed back to the queue: the server is stopping", task.id, task.label);
      return;
    }
    if (error.kind == core::ErrorKind::unavailable && task.attempts < task.max_attempts) {
      const auto delay = delay_after(task.attempts);
      repository_.retry_at(task.id, worker_id_, error.message, now + delay.count(), now);
      ++totals_.retried;
      spdlog::warn("background task {} ({}): {}; will try again in {} s (attempt {} of {})", task.id, task.label,
                   error.message, delay.count() / 1000, task.attempts, task.max_attempts);
      return;
    }
    if (repository_.fail(task.id, worker_id_, error.message, now)) schedule_next(task.kind, now);
    ++totals_.failed;
    spdlog::error("background task {} ({}) failed after {} attempt{}: {}", task.id, task.label, task.attempts,
                  task.attempts == 1 ? "" : "s", error.message);
  } catch (const std::exception& e) {
    // The store is unreachable: the lease runs out and the task is claimed again.
    spdlog::warn("background task {} ({}): cannot record its outcome: {}", task.id, task.label, e.what());
  }
}

}  // namespace pathshala::background
