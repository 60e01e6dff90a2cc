#include "background/task_repository.hpp"

#include "store/store.hpp"

namespace pathshala::background {

namespace {

constexpr const char* kColumns =
    "id, kind, label, payload, state, attempts, max_attempts, run_at, lease_until, leased_by, last_error, "
    "created_at, updated_at";

Task task_of(const store::Stmt& s) {
  Task t;
  t.id = s.integer(0);
  t.kind = s.text(1);
  t.label = s.text(2);
  t.payload = s.text(3);
  t.state = parse_state(s.text(4)).value_or(TaskState::failed);
  t.attempts = static_cast<int>(s.integer(5));
  t.max_attempts = static_cast<int>(s.integer(6));
  t.run_at = s.integer(7);
  t.lease_until = s.optional_integer(8);
  t.leased_by = s.optional_text(9);
  t.last_error = s.optional_text(10);
  t.created_at = s.integer(11);
  t.updated_at = s.integer(12);
  return t;
}

}  // namespace

const char* state_name(TaskState state) {
  switch (state) {
    case TaskState::queued:
      return "queued";
    case TaskState::running:
      return "running";
    case TaskState::done:
      return "done";
    case TaskState::failed:
      return "failed";
  }
  return "failed";
}

std::optional<TaskState> parse_state(std::string_view name) {
  for (auto s : {TaskState::queued, TaskState::running, TaskState::done, TaskState::failed})
    if (name == state_name(s)) return s;
  return std::nullopt;
}

std::int64_t TaskRepository::enqueue(const NewTask& task, std::int64_t now) {
  std::int64_t id = 0;
  store_.write([&](store::Db& db) { id = enqueue(db, task, now); });
  return id;
}

std::int64_t TaskRepository::enqueue(store::Db& db, const NewTask& task, std::int64_t now) {
  auto s = db.prepare(
      "INSERT INTO background_tasks (kind, label, payload, state, attempts, max_attempts, run_at, created_at, "
      "updated_at, priority) VALUES (?, ?, ?, 'queued', 0, ?, ?, ?, ?, ?) RETURNING id");
  s.bind(1, task.kind)
      .bind(2, task.label)
      .bind(3, task.payload)
      .bind(4, task.max_attempts)
      .bind(5, task.run_at > 0 ? task.run_at : now)
      .bind(6, now)
      .bind(7, now)
      .bind(8, task.priority);
  std::int64_t id = s.step() ? s.integer(0) : 0;
  while (s.step()) {
  }
  return id;
}

std::optional<Task> TaskRepository::claim(const std::string& worker, std::int64_t now, std::int64_t lease_ms,
                                          const std::string& kind, const std::string& except_kind) {
  std::optional<Task> claimed;
  store_.write([&](store::Db& db) {
    claimed.reset();  // PostgreSQL may run this again
    // Due first, then the most urgent, then oldest. The condition is repeated in the UPDATE so that the row is
    // still due when it is taken.
    auto s =
        db.prepare(std::string("UPDATE background_tasks SET state = 'running', attempts = attempts + 1, ") +
                   "lease_until = ?2, leased_by = ?3, updated_at = ?1 WHERE id = (SELECT id FROM "
                   "background_tasks WHERE ((state = 'queued' AND run_at <= ?1) OR (state = 'running' AND "
                   "lease_until <= ?1)) AND (?4 = '' OR kind = ?4) AND (?5 = '' OR kind <> ?5) ORDER BY priority DESC, "
                   "run_at, id LIMIT 1) AND ((state = "
                   "'queued' AND run_at <= ?1) OR "
                   "(state = 'running' AND lease_until <= ?1)) RETURNING " +
                   kColumns);
    s.bind(1, now).bind(2, now + lease_ms).bind(3, worker).bind(4, kind).bind(5, except_kind);
    if (s.step()) claimed = task_of(s);
    while (s.step()) {
    }
  });
  return claimed;
}

namespace {

// One UPDATE of a running task that only its lease holder may make (?1 id, ?2 worker, the
// rest bound by bind); whether the worker still held it.
template <class Bind>
bool update_held(store::Store& store, const std::string& set, Bind bind) {
  int changed = 0;
  store.write([&](store::Db& db) {
    auto s = db.prepare("UPDATE background_tasks SET " + set +
                        ", lease_until = NULL WHERE id = ?1 AND state = 'running' AND leased_by = ?2");
    bind(s);
    s.run();
    changed = db.changes();
  });
  return changed > 0;
}

}  // namespace

int TaskRepository::reclaim(const std::string& instance, const std::string& this_process, std::int64_t now) {
  int changed = 0;
  store_.write([&](store::Db& db) {
    // substr, not LIKE: a host name may hold '_', a LIKE wildcard.
    db.prepare(
          "UPDATE background_tasks SET state = 'queued', run_at = ?3, lease_until = NULL, updated_at = ?3 "
          "WHERE state = 'running' AND substr(leased_by, 1, length(?1)) = ?1 AND "
          "substr(leased_by, 1, length(?2)) <> ?2")
        .bind(1, instance)
        .bind(2, this_process)
        .bind(3, now)
        .run();
    changed = db.changes();
  });
  return changed;
}

bool TaskRepository::renew(std::int64_t id, const std::string& worker, std::int64_t until) {
  int changed = 0;
  store_.write([&](store::Db& db) {
    db.prepare("UPDATE background_tasks SET lease_until = ?3 WHERE id = ?1 AND state = 'running' AND leased_by = ?2")
        .bind(1, id)
        .bind(2, worker)
        .bind(3, until)
        .run();
    changed = db.changes();
  });
  return changed > 0;
}

bool TaskRepository::finish(std::int64_t id, const std::string& worker, std::int64_t now) {
  return update_held(store_, "state = 'done', updated_at = ?3",
                     [&](store::Stmt& s) { s.bind(1, id).bind(2, worker).bind(3, now); });
}

bool TaskRepository::retry_at(std::int64_t id, const std::string& worker, const std::string& error, std::int64_t when,
                              std::int64_t now) {
  return update_held(store_, "state = 'queued', last_error = ?3, run_at = ?4, updated_at = ?5",
                     [&](store::Stmt& s) { s.bind(1, id).bind(2, worker).bind(3, error).bind(4, when).bind(5, now); });
}

bool TaskRepository::fail(std::int64_t id, const std::string& worker, const std::string& error, std::int64_t now) {
  return update_held(store_, "state = 'failed', last_error = ?3, updated_at = ?4",
                     [&](store::Stmt& s) { s.bind(1, id).bind(2, worker).bind(3, error).bind(4, now); });
}

bool TaskRepository::release(std::int64_t id, const std::string& worker, std::int64_t now) {
  // Not counted: the attempt was cut short by the stop, not by the work.
  return update_held(store_, "state = 'queued', run_at = ?3, attempts = attempts - 1, updated_at = ?3",
                     [&](store::Stmt& s) { s.bind(1, id).bind(2, worker).bind(3, now); });
}

core::Result<Task> TaskRepository::retry_now(std::int64_t id, std::int64_t now) {
  std::optional<Task> found;
  store_.write([&](store::Db& db) {
    found.reset();
    auto s = db.prepare(std::string("UPDATE background_tasks SET state = 'queued', run_at = ?2, attempts = 0, "
                                    "updated_at = ?2 WHERE id = ?1 AND state IN ('failed', 'queued') RETURNING ") +
                        kColumns);
    s.bind(1, id).bind(2, now);
    if (s.step()) found = task_of(s);
    while (s.step()) {
    }
  });
  if (found) return *found;
  auto current = find(id);
  if (!current) return core::Error::not_found("There is no background task " + std::to_string(id) + ".");
  return core::Error::conflict("task-not-retryable", std::string("This task is ") + state_name(current->state) +
                                                         ": only a failed or waiting task can be run again.");
}

std::optional<Task> TaskRepository::find(std::int64_t id) {
  std::optional<Task> found;
  store_.read([&](store::Db& db) {
    auto s = db.prepare(std::string("SELECT ") + kColumns + " FROM background_tasks WHERE id = ?");
    s.bind(1, id);
    if (s.step()) found = task_of(s);
    while (s.step()) {
    }
  });
  return found;
}

namespace {

// A kind, or every kind of a family ("mail" is "mail.…"): the condition on parameter n.
std::string kind_condition(int n) {
  const auto p = "?" + std::to_string(n);
  return "(CAST(" + p + " AS TEXT) IS NULL OR kind = " + p + " OR substr(kind, 1, length(" + p + ") + 1) = " + p +
         " || '.')";
}

void bind_kind(store::Stmt& s, int n, const std::optional<std::string>& kind) {
  if (kind)
    s.bind(n, *kind);
  else
    s.bind_null(n);
}

}  // namespace

std::vector<Task> TaskRepository::newest(std::optional<TaskState> state, std::optional<std::int64_t> before_id,
                                         int limit, const std::optional<std::string>& kind) {
  std::vector<Task> out;
  store_.read([&](store::Db& db) {
    auto s = db.prepare(std::string("SELECT ") + kColumns +
                        " FROM background_tasks WHERE (CAST(?1 AS TEXT) IS NULL OR state = ?1) AND "
                        "(CAST(?2 AS BIGINT) IS NULL OR id < ?2) AND " +
                        kind_condition(4) + " ORDER BY id DESC LIMIT ?3");
    bind_kind(s, 4, kind);
    if (state)
      s.bind(1, state_name(*state));
    else
      s.bind_null(1);
    if (before_id)
      s.bind(2, *before_id);
    else
      s.bind_null(2);
    s.bind(3, limit);
    while (s.step()) out.push_back(task_of(s));
  });
  return out;
}

TaskCounts TaskRepository::counts(const std::optional<std::string>& kind) {
  TaskCounts c;
  store_.read([&](store::Db& db) {
    auto s = db.prepare("SELECT state, count(*) FROM background_tasks WHERE " + kind_condition(1) + " GROUP BY state");
    bind_kind(s, 1, kind);
    while (s.step()) {
      const auto n = s.integer(1);
      switch (parse_state(s.text(0)).value_or(TaskState::failed)) {
        case TaskState::queued:
          c.queued = n;
          break;
        case TaskState::running:
          c.running = n;
          break;
        case TaskState::done:
          c.done = n;
          break;
        case TaskState::failed:
          c.failed = n;
          break;
      }
    }
  });
  return c;
}

std::optional<std::int64_t> TaskRepository::next_due(const std::string& kind, const std::string& except_kind) {
  std::optional<std::int64_t> due;
  store_.read([&](store::Db& db) {
    auto s = db.prepare(
        "SELECT min(CASE WHEN state = 'queued' THEN run_at ELSE lease_until END) FROM background_tasks "
        "WHERE state IN ('queued', 'running') AND (?1 = '' OR kind = ?1) AND (?2 = '' OR kind <> ?2)");
    s.bind(1, kind).bind(2, except_kind);
    if (s.step()) due = s.optional_integer(0);
    while (s.step()) {
    }
  });
  return due;
}

bool TaskRepository::pending(std::int64_t now, const std::string& kind, const std::string& except_kind) {
  bool busy = false;
  store_.read([&](store::Db& db) {
    auto s = db.prepare(
        "SELECT count(*) FROM background_tasks WHERE (state = 'running' OR (state = 'queued' AND (recurring = 0 OR "
        "run_at <= ?1))) AND (?2 = '' OR kind = ?2) AND (?3 = '' OR kind <> ?3)");
    s.bind(1, now).bind(2, kind).bind(3, except_kind);
    busy = s.step() && s.integer(0) > 0;
    while (s.step()) {
    }
  });
  return busy;
}

bool TaskRepository::ensure_recurring(const NewTask& task, std::int64_t now) {
  int added = 0;
  store_.write([&](store::Db& db) {
    db.prepare(
          "INSERT INTO background_tasks (kind, label, payload, state, attempts, max_attempts, run_at, created_at, "
          "updated_at, recurring) SELECT ?1, ?2, ?3, 'queued', 0, ?4, ?5, ?6, ?6, 1 WHERE NOT EXISTS (SELECT 1 FROM "
          "background_tasks WHERE kind = ?1 AND recurring = 1 AND state IN ('queued', 'running')) "
          "ON CONFLICT DO NOTHING")
        .bind(1, task.kind)
        .bind(2, task.label)
        .bind(3, task.payload)
        .bind(4, task.max_attempts)
        .bind(5, task.run_at > 0 ? task.run_at : now)
        .bind(6, now)
        .run();
    added = db.changes();
  });
  return added > 0;
}

int TaskRepository::prune_done(std::int64_t before) {
  int deleted = 0;
  store_.write([&](store::Db& db) {
    db.prepare("DELETE FROM background_tasks WHERE state = 'done' AND updated_at < ?").bind(1, before).run();
    deleted = db.changes();
  });
  return deleted;
}

}  // namespace pathshala::background
