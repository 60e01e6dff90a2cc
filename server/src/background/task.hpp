#pragma once
// A background task: work that must survive a restart, a crash or kill -9 (issue 31). Kept
// as a row of background_tasks (migration 0014) by TaskRepository and run by TaskRunner.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathshala::background {

// queued → running → done; running → queued (a temporary failure, waiting for run_at; or
// the worker stopped) or failed (out of attempts, or a failure that will not pass). An
// admin's "retry now" moves failed → queued.
enum class TaskState { queued, running, done, failed };
const char* state_name(TaskState state);
std::optional<TaskState> parse_state(std::string_view name);

struct NewTask {
  std::string kind;     // which handler runs it ("mail.verify-email")
  std::string label;    // what an admin sees ("Verification mail to a@b.in")
  std::string payload;  // JSON the handler reads; never a secret (the row outlives the work)
  int max_attempts = 8;
  std::int64_t run_at = 0;  // epoch ms; 0 = now
  int priority = 0;         // among due tasks, higher first (an admin's upload: kUrgent)
};

// The priority of work a person is waiting for (background_tasks.priority, migration 0022).
inline constexpr int kUrgent = 10;

struct Task {
  std::int64_t id = 0;
  std::string kind, label, payload;
  TaskState state = TaskState::queued;
  int attempts = 0;  // tries started, this one included while running
  int max_attempts = 0;
  std::int64_t run_at = 0;
  std::optional<std::int64_t> lease_until;
  std::optional<std::string> leased_by;
  std::optional<std::string> last_error;
  std::int64_t created_at = 0, updated_at = 0;
};

struct TaskCounts {
  std::int64_t queued = 0, running = 0, done = 0, failed = 0;
};

// A name for the one piece of work a task is, the same on every try of it: a mail's
// Message-ID, so a receiver can drop a copy sent again after a crash between the SMTP
// server's acceptance and the record of it (issue 49).
inline std::string stable_id(const Task& task) {
  return "task-" + std::to_string(task.id) + "-" + std::to_string(task.created_at);
}

}  // namespace pathshala::background
