// The durable background queue (issue 31) on the store each pass runs on (SQLite, then
// PostgreSQL in the pg: pass): claiming is exclusive and in due order, a lease that ran out
// is taken over and the first holder's late answer changes nothing, outcomes follow the
// error kind, stopping hands a running task back, and two "instances" sharing a store run
// every task exactly once. The test server's own workers are stopped first: these tests
// queue kinds it has no handler for.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <map>
#include <mutex>
#include <set>

#include "../support/browser.hpp"
#include "../support/fake_smtp.hpp"
#include "../support/test_server.hpp"
#include "accounts/accounts_service.hpp"
#include "background/task_runner.hpp"
#include "core/clock.hpp"

using namespace pathshala;
using namespace pathshala::test_support;
using background::NewTask;
using background::TaskState;

namespace {

struct BackgroundTasks : ::testing::Test {
  TestServer server;
  background::TaskRepository tasks{*server.store};
  void SetUp() override { server.app->services.tasks.stop(); }

  static NewTask task(const std::string& kind, std::int64_t run_at = 0, int max_attempts = 8) {
    NewTask t;
    t.kind = kind;
    t.label = "Test task " + kind;
    t.payload = R"({"n":1})";
    t.run_at = run_at;
    t.max_attempts = max_attempts;
    return t;
  }
  static background::RunnerOptions quick() {
    background::RunnerOptions o;
    o.poll = std::chrono::milliseconds(20);
    o.retry_delays = {std::chrono::milliseconds(10)};
    return o;
  }
  // Waits until the task is in the state (up to 10 s); its row.
  background::Task wait_for(std::int64_t id, TaskState state) {
    for (int i = 0; i < 1000; ++i) {
      auto t = tasks.find(id);
      if (t && t->state == state) return *t;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    auto t = tasks.find(id);
    ADD_FAILURE() << "task " << id << " is " << (t ? background::state_name(t->state) : "gone") << ", not "
                  << background::state_name(state);
    return t.value_or(background::Task{});
  }
};

TEST_F(BackgroundTasks, WorkersClaimDueTasksOnceInOrder) {
  const auto now = core::now_ms();
  const auto first = tasks.enqueue(task("test.a"), now);
  const auto second = tasks.enqueue(task("test.b"), now);
  tasks.enqueue(task("test.later", now + 60'000), now);

  auto a = tasks.claim("w1", now, 1000);
  auto b = tasks.claim("w2", now, 1000);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(a->id, first);
  EXPECT_EQ(b->id, second);
  EXPECT_EQ(a->state, TaskState::running);
  EXPECT_EQ(a->attempts, 1);
  EXPECT_FALSE(tasks.claim("w3", now, 1000)) << "the third is not due yet, the others are held";

  EXPECT_FALSE(tasks.finish(first, "w2", now)) << "only the holder finishes a task";
  EXPECT_TRUE(tasks.finish(first, "w1", now));
  EXPECT_EQ(tasks.find(first)->state, TaskState::done);
  const auto counts = tasks.counts();
  EXPECT_EQ(counts.done, 1);
  EXPECT_EQ(counts.running, 1);
  EXPECT_EQ(counts.queued, 1);
}

TEST_F(BackgroundTasks, AnUrgentTaskIsClaimedBeforeTheBacklogButNotBeforeItIsDue) {
  // Issue 48: an admin's upload was read minutes after the demo files' backlog.
  const auto now = core::now_ms();
  const auto backlog = tasks.enqueue(task("test.backlog", now - 60'000), now);
  auto urgent_later = task("test.urgent-later", now + 60'000);
  urgent_later.priority = background::kUrgent;
  tasks.enqueue(urgent_later, now);
  auto urgent = task("test.urgent");
  urgent.priority = background::kUrgent;
  const auto upload = tasks.enqueue(urgent, now);

  auto first = tasks.claim("w1", now, 1000);
  auto second = tasks.claim("w1", now, 1000);
  ASSERT_TRUE(first && second);
  EXPECT_EQ(first->id, upload);
  EXPECT_EQ(second->id, backlog);
  EXPECT_FALSE(tasks.claim("w1", now, 1000)) << "an urgent task is still not run before it is due";
}

TEST_F(BackgroundTasks, ALongTaskKeepsItsShortLeaseWhileItRunsAndNoOtherInstanceTakesIt) {
  // Issue 49: leases were 5 minutes so that no handler outlived one; a crashed instance's
  // mail then waited 5 minutes. Now a lease is short and renewed while the handler runs.
  auto options = quick();
  options.lease = std::chrono::milliseconds(300);
  background::TaskRunner runner(tasks, options);
  std::atomic<bool> release{false};
  runner.handle("test.long", [&](const background::Task&, const std::atomic<bool>&) -> core::Status {
    while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    return core::ok();
  });
  runner.start();
  const auto id = runner.enqueue(task("test.long"));
  wait_for(id, TaskState::running);
  std::this_thread::sleep_for(std::chrono::milliseconds(1000));  // three leases and more
  EXPECT_FALSE(tasks.claim("another-instance", core::now_ms(), 1000, "test.long")) << "its lease was renewed";
  release = true;
  const auto done = wait_for(id, TaskState::done);
  EXPECT_EQ(done.attempts, 1);
}

TEST_F(BackgroundTasks, AnExpiredLeaseIsTakenOverAndTheFirstHoldersLateAnswerChangesNothing) {
  const auto now = core::now_ms();
  const auto id = tasks.enqueue(task("test.slow"), now);
  ASSERT_TRUE(tasks.claim("dead-worker", now, 1000));
  EXPECT_FALSE(tasks.claim("w2", now + 999, 1000)) << "the lease still holds";
  auto taken = tasks.claim("w2", now + 1000, 1000);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->id, id);
  EXPECT_EQ(taken->attempts, 2);
  EXPECT_FALSE(tasks.fail(id, "dead-worker", "late", now + 1500));
  EXPECT_TRUE(tasks.finish(id, "w2", now + 1500));
  EXPECT_EQ(tasks.find(id)->state, TaskState::done);
}

TEST_F(BackgroundTasks, OutcomesFollowTheErrorKindAndAnAdminCanRetry) {
  background::TaskRunner runner(tasks, quick());
  int flaky_calls = 0;
  std::atomic<bool> fixed{false};
  runner.handle("test.ok", [](const background::Task&, const std::atomic<bool>&) { return core::ok(); });
  runner.handle("test.flaky", [&](const background::Task&, const std::atomic<bool>&) -> core::Status {
    if (++flaky_calls < 3) return core::Error::make(core::ErrorKind::unavailable, "down", "SMTP is down");
    return core::ok();
  });
  runner.handle("test.broken", [&](const background::Task&, const std::atomic<bool>&) -> core::Status {
    if (fixed) return core::ok();
    return core::Error::invalid("bad-address", "the address does not exist");
  });
  runner.handle("test.down", [](const background::Task&, const std::atomic<bool>&) -> core::Status {
    throw std::runtime_error("connection refused");
  });
  runner.start();
  const auto ok = runner.enqueue(task("test.ok"));
  const auto flaky = runner.enqueue(task("test.flaky"));
  const auto broken = runner.enqueue(task("test.broken"));
  const auto down = runner.enqueue(task("test.down", 0, 3));
  const auto unknown = runner.enqueue(task("test.unknown"));

  EXPECT_EQ(wait_for(ok, TaskState::done).attempts, 1);
  EXPECT_EQ(wait_for(flaky, TaskState::done).attempts, 3) << "a temporary failure is tried again";
  auto failed = wait_for(broken, TaskState::failed);
  EXPECT_EQ(failed.attempts, 1) << "a failure that will not pass is not tried again";
  EXPECT_EQ(failed.last_error.value_or(""), "the address does not exist");
  auto exhausted = wait_for(down, TaskState::failed);
  EXPECT_EQ(exhausted.attempts, 3) << "bounded attempts";
  EXPECT_EQ(exhausted.last_error.value_or(""), "connection refused");
  EXPECT_NE(wait_for(unknown, TaskState::failed).last_error.value_or("").find("test.unknown"), std::string::npos);

  // "Retry now": the failed task runs again, its attempts counted from zero.
  fixed = true;
  auto retried = tasks.retry_now(broken, core::now_ms());
  ASSERT_TRUE(retried);
  EXPECT_EQ(retried->state, TaskState::queued);
  EXPECT_EQ(wait_for(broken, TaskState::done).attempts, 1);
  EXPECT_EQ(tasks.retry_now(broken, core::now_ms()).error().code, "task-not-retryable");
  EXPECT_EQ(tasks.retry_now(999'999, core::now_ms()).error().kind, core::ErrorKind::not_found);
}

TEST_F(BackgroundTasks, StoppingHandsTheRunningTaskBackUncounted) {
  std::atomic<bool> started{false};
  std::int64_t id = 0;
  {
    background::TaskRunner runner(tasks, quick());
    runner.handle("test.long", [&](const background::Task&, const std::atomic<bool>& stopping) -> core::Status {
      started = true;
      while (!stopping) std::this_thread::sleep_for(std::chrono::milliseconds(5));
      return core::Error::make(core::ErrorKind::unavailable, "stopped", "stopped");
    });
    runner.start();
    id = runner.enqueue(task("test.long"));
    while (!started) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }  // stops
  auto t = tasks.find(id);
  ASSERT_TRUE(t);
  EXPECT_EQ(t->state, TaskState::queued);
  EXPECT_EQ(t->attempts, 0);
  EXPECT_FALSE(t->last_error);
}

TEST_F(BackgroundTasks, TwoInstancesSharingAStoreRunEveryTaskOnce) {
  std::mutex mutex;
  std::map<std::int64_t, int> runs;
  auto count = [&](const background::Task& t, const std::atomic<bool>&) {
    std::lock_guard lock(mutex);
    ++runs[t.id];
    return core::ok();
  };
  auto options = quick();
  options.workers = 2;
  background::TaskRunner one(tasks, options), two(tasks, options);
  one.handle("test.count", count);
  two.handle("test.count", count);
  std::set<std::int64_t> ids;
  for (int i = 0; i < 40; ++i) ids.insert(tasks.enqueue(task("test.count"), core::now_ms()));
  one.start();
  two.start();
  one.drain();
  two.drain();
  std::lock_guard lock(mutex);
  EXPECT_EQ(runs.size(), ids.size());
  for (const auto& [id, n] : runs) EXPECT_EQ(n, 1) << "task " << id;
}

// A recurring kind (payment reconciliation) with two "instances": one task of it at a time,
// runs one after another, and each run queues the next.
TEST_F(BackgroundTasks, ARecurringTaskRunsOnOneInstanceAtATimeAndQueuesTheNext) {
  std::atomic<int> runs{0}, running{0}, most_at_once{0};
  auto tick = [&](const background::Task&, const std::atomic<bool>&) {
    const int now_running = ++running;
    int seen = most_at_once;
    while (now_running > seen && !most_at_once.compare_exchange_weak(seen, now_running)) {
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    --running;
    ++runs;
    return core::ok();
  };
  auto options = quick();
  options.workers = 2;
  background::TaskRunner one(tasks, options), two(tasks, options);
  one.every("test.tick", "Tick", std::chrono::milliseconds(30), tick);
  two.every("test.tick", "Tick", std::chrono::milliseconds(30), tick);
  one.start();
  two.start();
  EXPECT_EQ(tasks.counts().queued, 1) << "both instances started; one tick is queued";
  for (int i = 0; i < 500 && runs < 5; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  one.stop();
  two.stop();
  EXPECT_GE(runs.load(), 5);
  EXPECT_EQ(most_at_once.load(), 1) << "never two runs at once";
  const auto c = tasks.counts();
  EXPECT_EQ(c.queued + c.running, 1) << "exactly the next tick waits";
  EXPECT_EQ(c.done, runs.load());
}

// The admin's "Background work" view over HTTP: a mail the SMTP server refuses for good is
// failed with the server's reason, an admin sees it and runs it again once the cause is gone.
// Issue 49: an instance killed while it ran a task (a mail mid-transaction) takes it back as
// soon as it starts again, not when its lease runs out; another instance's stays its own.
TEST_F(BackgroundTasks, AnInstanceThatStartsAgainTakesBackItsOwnTasksAtOnce) {
  char host[256] = {};
  ASSERT_EQ(gethostname(host, sizeof host - 1), 0);
  const std::string instance = std::string(host) + ":4321";
  const auto now = core::now_ms();
  const auto lease = 10 * 60'000;  // far longer than this test
  const auto killed = tasks.enqueue(task("test.reclaim"), now);
  const auto elsewhere = tasks.enqueue(task("test.reclaim"), now);
  ASSERT_TRUE(tasks.claim(instance + "/999999/dead", now, lease, "test.reclaim"));                // the killed process
  ASSERT_TRUE(tasks.claim(std::string(host) + ":4322/999999/live", now, lease, "test.reclaim"));  // another instance

  std::atomic<int> runs{0};
  background::TaskRunner restarted(tasks, quick());
  restarted.handle("test.reclaim", [&](const background::Task&, const std::atomic<bool>&) {
    ++runs;
    return core::ok();
  });
  restarted.set_instance(4321);
  restarted.start();
  const auto done = wait_for(killed, TaskState::done);
  EXPECT_EQ(done.attempts, 2) << "the cut-off attempt counts";
  EXPECT_EQ(runs.load(), 1);
  EXPECT_EQ(tasks.find(elsewhere)->state, TaskState::running) << "another instance's task is not taken";
  restarted.stop();
}

// Issue 49: the admin's view filters by kind or family ("mail" is every mail.… kind), the
// counts follow the filter, and a kind is a name, never a pattern.
TEST_F(BackgroundTasks, AnAdminFiltersTheWorkByKindOrFamily) {
  // Families of their own: the test server queues work of its own (the file sweep, ticks).
  for (const char* kind : {"post.refund", "post.refund", "post.login-code", "postbox.clean", "reading.extract"})
    tasks.enqueue(task(kind), core::now_ms());
  ASSERT_TRUE(
      server.accounts->create_user({"boss@example.com", "Boss", std::nullopt, "boss-pass-12", true}, core::now_ms()));
  Browser admin(server);
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"boss@example.com","password":"boss-pass-12"})").status, 200u);
  const auto kinds_of = [&](const std::string& query) {
    const auto r = admin.get("/api/admin/tasks?" + query);
    EXPECT_EQ(r.status, 200u) << r.body;
    const auto page = json_object(r.body);
    std::multiset<std::string> kinds;
    for (const auto& t : page.at("items").as_array()) kinds.insert(std::string(t.at("kind").as_string()));
    EXPECT_EQ(page.at("counts").at("queued").as_int64(), static_cast<std::int64_t>(kinds.size())) << r.body;
    return kinds;
  };
  EXPECT_EQ(kinds_of("kind=post"), (std::multiset<std::string>{"post.refund", "post.refund", "post.login-code"}));
  EXPECT_EQ(kinds_of("kind=post.refund&state=queued"), (std::multiset<std::string>{"post.refund", "post.refund"}));
  EXPECT_EQ(kinds_of("kind=reading"), std::multiset<std::string>{"reading.extract"});
  EXPECT_EQ(kinds_of("kind=post.ref"), std::multiset<std::string>{});
  for (const char* bad : {"kind=mail%25", "kind=mail_refund", "kind=MAIL", "kind=.mail"})
    EXPECT_EQ(error_code(admin.get(std::string("/api/admin/tasks?") + bad)), "invalid-parameter") << bad;
}

TEST(BackgroundWork, AnAdminSeesAFailedMailAndRunsItAgain) {
  FakeSmtp smtp;
  smtp.control(R"({"rejectRcpt":"asha@example.com"})");
  TestServer server{{}, [&smtp](core::Config& c, accounts::AccountsOptions&) { c.smtp_url = smtp.url(); }};
  ASSERT_TRUE(
      server.accounts->create_user({"boss@example.com", "Boss", std::nullopt, "boss-pass-12", true}, core::now_ms()));
  Browser student(server), admin(server);
  ASSERT_EQ(
      student
          .post("/api/auth/signup", R"({"name":"Asha","semester":3,"email":"asha@example.com","password":"secret12"})")
          .status,
      201u);
  server.app->services.tasks.drain();
  ASSERT_EQ(admin.post("/api/auth/login", R"({"email":"boss@example.com","password":"boss-pass-12"})").status, 200u);

  EXPECT_EQ(student.get("/api/admin/tasks").status, 403u);
  auto failed = admin.get("/api/admin/tasks?state=failed");
  ASSERT_EQ(failed.status, 200u) << failed.body;
  const auto page = json_object(failed.body);
  ASSERT_EQ(page.at("items").as_array().size(), 1u) << failed.body;
  const auto& task = page.at("items").as_array()[0].as_object();
  EXPECT_EQ(task.at("label").as_string(), "Verification mail to asha@example.com");
  EXPECT_EQ(task.at("state").as_string(), "failed");
  EXPECT_EQ(task.at("attempts").as_int64(), 1);
  EXPECT_NE(std::string(task.at("lastError").as_string()).find("550"), std::string::npos) << failed.body;
  EXPECT_EQ(page.at("counts").at("failed").as_int64(), 1);
  EXPECT_EQ(error_code(admin.get("/api/admin/tasks?state=lost")), "invalid-parameter");

  smtp.control(R"({"rejectRcpt":null})");
  const auto id = std::to_string(task.at("id").as_int64());
  auto csrf = [&] { return std::map<std::string, std::string>{{"X-CSRF-Token", admin.cookies["ps_csrf"]}}; };
  auto retried = admin.send(boost::beast::http::verb::post, "/api/admin/tasks/" + id + "/retry", "", csrf());
  ASSERT_EQ(retried.status, 200u) << retried.body;
  EXPECT_EQ(json_object(retried.body).at("state").as_string(), "queued");
  server.app->services.tasks.drain();
  auto sent = fetch_from(smtp.control_port, "/messages?to=asha@example.com&wait=10000");
  EXPECT_EQ(boost::json::parse(sent.body).as_array().size(), 1u) << sent.body;
  EXPECT_EQ(admin.send(boost::beast::http::verb::post, "/api/admin/tasks/" + id + "/retry", "", csrf()).status, 409u)
      << "a done task is not run again";
  EXPECT_EQ(admin.send(boost::beast::http::verb::post, "/api/admin/tasks/99999/retry", "", csrf()).status, 404u);
}

}  // namespace
