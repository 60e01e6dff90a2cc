#pragma once
// The background_tasks table (migration 0014), the same on SQLite and PostgreSQL. Claiming is
// one UPDATE … RETURNING of the first due row, so two workers (threads or instances) never
// hold the same task: on SQLite writes are serialized; on PostgreSQL the SERIALIZABLE write
// of the loser fails and is retried, and then finds the next row.
//
// Only the worker that holds a task's lease can finish it: when a lease ran out and another
// worker took the task over, the first one's late answer changes nothing.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "background/task.hpp"
#include "core/error.hpp"

namespace pathshala::store {
class Db;
class Store;
}  // namespace pathshala::store

namespace pathshala::background {

class TaskRepository {
 public:
  explicit TaskRepository(store::Store& store) : store_(store) {}

  // Adds a task (queued, due at task.run_at or now) in a transaction of its own; its id.
  std::int64_t enqueue(const NewTask& task, std::int64_t now);
  // The same inside a caller's write transaction, so the task exists exactly when the
  // caller's change does.
  static std::int64_t enqueue(store::Db& db, const NewTask& task, std::int64_t now);

  // The first due task (queued with run_at ≤ now, or running with an expired lease), now
  // running for worker until now + lease_ms, its attempts counted; nothing when none is due.
  // With `kind`, only a task of that kind (a command that runs its own kind's tasks now, a
  // runner of its own for one kind); with `except_kind`, any task but those of that kind.
  std::optional<Task> claim(const std::string& worker, std::int64_t now, std::int64_t lease_ms,
                            const std::string& kind = "", const std::string& except_kind = "");
  // The holder's outcomes. Each returns false when worker no longer holds the task.
  bool finish(std::int64_t id, const std::string& worker, std::int64_t now);
  bool retry_at(std::int64_t id, const std::string& worker, const std::string& error, std::int64_t when,
                std::int64_t now);
  bool fail(std::int64_t id, const std::string& worker, const std::string& error, std::int64_t now);
  // Back to queued, due now, this attempt not counted (the worker is stopping).
  bool release(std::int64_t id, const std::string& worker, std::int64_t now);
  // The worker's lease on a running task extended to `until` (the handler is still at it);
  // false when the worker no longer holds it.
  bool renew(std::int64_t id, const std::string& worker, std::int64_t until);
  // An instance that started again takes back what its dead process was running: every
  // running task whose holder's id starts with `instance` ("<host>:<port>/") but not with
  // `this_process` ("<host>:<port>/<pid>/") is due now, its attempt counted. How many.
  int reclaim(const std::string& instance, const std::string& this_process, std::int64_t now);

  // An admin's "retry now": a failed task, or a queued one waiting for its next try, is due
  // now with its attempts counted from zero. not_found / conflict (running or done).
  core::Result<Task> retry_now(std::int64_t id, std::int64_t now);

  std::optional<Task> find(std::int64_t id);
  // Newest first: up to limit tasks (of one state, if given) with an id below before_id.
  // `kind`, when given, is a kind ("mail.refund") or a family of them ("mail": every
  // "mail.…"); counts() takes the same.
  std::vector<Task> newest(std::optional<TaskState> state, std::optional<std::int64_t> before_id, int limit,
                           const std::optional<std::string>& kind = std::nullopt);
  TaskCounts counts(const std::optional<std::string>& kind = std::nullopt);
  // When the next task falls due: the earliest queued run_at or running lease end (of the
  // tasks a runner takes: claim's kind filters).
  std::optional<std::int64_t> next_due(const std::string& kind = "", const std::string& except_kind = "");
  // True while some task is running or queued (due, or waiting for a retry; a recurring
  // task only once due) — tests wait for none.
  // Of the tasks a runner takes (claim's kind filters).
  bool pending(std::int64_t now, const std::string& kind = "", const std::string& except_kind = "");
  // A recurring kind's task, due at run_at, unless one of that kind is queued or running
  // already (by any instance: migration 0015's unique index decides). True when added.
  bool ensure_recurring(const NewTask& task, std::int64_t now);

  // Deletes done tasks updated before the time; how many.
  int prune_done(std::int64_t before);

 private:
  store::Store& store_;
};

}  // namespace pathshala::background
