#pragma once
// Runs background tasks (task.hpp) on worker threads of their own — never a network thread.
// Each worker claims the next due task from the store (any instance's, so several
// instances share the work), runs the handler registered for its kind and records the
// outcome: ok → done; an unavailable error (a service we depend on is down) or an exception
// → tried again after the next retry delay while attempts remain, then failed; any other
// error → failed at once, with the reason an admin sees.
//
// Workers poll the store (every RunnerOptions::poll) for what other instances queued, and
// wake at once for what this one queues. stop() (also the destructor) asks the running
// handlers to give up (they see `stopping`), hands their tasks back to the queue without
// counting the attempt, and returns — whatever is queued stays queued for the next start.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "background/task_repository.hpp"

namespace pathshala::background {

struct RunnerOptions {
  unsigned workers = 1;
  std::chrono::milliseconds poll{1000};
  // How long a claimed task is the worker's; after that another worker may take it over
  // (its process died). Renewed every third of it while the handler runs, so it can be short
  // (issue 49: a mail whose process was killed waited out a 5-minute lease after the restart).
  std::chrono::milliseconds lease{std::chrono::seconds(30)};
  // The waits before each further try; the last repeats while attempts remain.
  std::vector<std::chrono::milliseconds> retry_delays{std::chrono::seconds(2),  std::chrono::seconds(30),
                                                      std::chrono::minutes(2),  std::chrono::minutes(10),
                                                      std::chrono::minutes(30), std::chrono::hours(1)};
  // Which tasks this runner's workers take: only those of one kind, or all but one kind (a
  // kind whose tasks run for minutes gets a runner of its own, so that mail never waits
  // behind them). Empty: no restriction.
  std::string only_kind, except_kind;
  // Done tasks are kept this long for the admin's view, then deleted.
  std::chrono::milliseconds keep_done{std::chrono::hours(24 * 7)};
};

// A handler does the task's work. It must be idempotent enough to run again after a crash
// between its work and the record of it (each kind says how). `stopping` turns true when
// the server stops: a long handler checks it and returns early (its task is queued again).
using Handler = std::function<core::Status(const Task& task, const std::atomic<bool>& stopping)>;

class TaskRunner {
 public:
  explicit TaskRunner(TaskRepository& repository, RunnerOptions options = {});
  ~TaskRunner();
  TaskRunner(const TaskRunner&) = delete;
  TaskRunner& operator=(const TaskRunner&) = delete;

  // Registers the handler of a kind (before start).
  void handle(const std::string& kind, Handler handler);
  // A recurring kind (before start): one task of it runs every interval on whichever
  // instance claims it; start() queues the first (due after one interval) unless one is
  // queued or running already, and each run queues the next when it ends, ok or failed.
  void every(const std::string& kind, std::string label, std::chrono::milliseconds interval, Handler handler);
  // Queues a task and wakes a worker of this process; its id.
  std::int64_t enqueue(const NewTask& task);
  // An admin's "retry now" (TaskRepository::retry_now), and a worker woken for it.
  core::Result<Task> retry_now(std::int64_t id);
  // Runs the due tasks of one kind on the calling thread until none is left (a command such
  // as send-digests, whose runner is not started); how many ran.
  int run_due_here(const std::string& kind);
  // Names this process as one instance of the site across restarts: serve's host and port,
  // which no other running process has (it checks the port before it starts). Before start.
  // start() then takes back at once what a killed process of the same instance was running,
  // instead of waiting for its leases to run out (issue 49: a mail cut off by kill -9).
  void set_instance(std::uint16_t port);
  // Starts the workers (serve and the test server; the command-line commands run none).
  void start();
  void stop();
  // Waits until no task this runner takes is queued or running, retries included (tests). Returns at once when
  // not started.
  void drain();

  // Wakes a worker for a task queued by other means (TaskRepository::enqueue inside the
  // caller's transaction).
  void wake();

  TaskRepository& repository() { return repository_; }
  // Outcomes since start, for /metrics.
  struct Totals {
    std::atomic<std::int64_t> done{0}, retried{0}, failed{0};
  };
  const Totals& totals() const { return totals_; }

 private:
  void work();
  void run_one(const Task& task);
  std::chrono::milliseconds delay_after(int attempts) const;

  TaskRepository& repository_;
  RunnerOptions options_;
  std::string instance_;  // "<host>:<port>" (set_instance), else none
  std::string worker_id_;
  std::map<std::string, Handler> handlers_;
  struct Recurring {
    std::string label;
    std::chrono::milliseconds interval;
  };
  std::map<std::string, Recurring> recurring_;
  void schedule_next(const std::string& kind, std::int64_t now);
  std::mutex mutex_;
  std::condition_variable wake_;
  std::atomic<bool> stopping_{false};
  bool started_ = false;
  std::uint64_t wakes_ = 0;
  std::vector<std::thread> threads_;
  std::int64_t last_prune_ = 0;
  Totals totals_;
};

}  // namespace pathshala::background
