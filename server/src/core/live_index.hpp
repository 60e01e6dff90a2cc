#pragma once
// An in-memory index that follows the store's content without ever making a reader wait for
// an edit (issue 26): the one "versioned snapshot, one builder at a time" component the job
// index (jobs/jobs_service.cpp) and site-wide search (search/search_service.cpp) share.
//
//  - Readers take the current snapshot (immutable, behind an atomic shared_ptr) without a lock.
//  - When the content has moved on, the reader that notices first applies the changed records
//    to a new snapshot (`refresh`: cost proportional to the changes, not the collection) and
//    swaps it in; readers arriving meanwhile wait for that (milliseconds: the changes they
//    need), so a client that made an edit finds it in its next search. They wait half a
//    second at most, and after a refresh that failed nobody asks the store for two seconds:
//    a hung store never holds up answers from memory (issue 49).
//  - When the changes are too many to apply one by one (an import, copy-data, a change log
//    pruned past the snapshot), `refresh` says so and a full `build` runs on a background
//    thread while the old snapshot keeps answering; the new one is then caught up with what
//    changed during the build and swapped in. Meanwhile readers still ask `refresh`, told
//    where that build started: the domain applies the edits made since then to the old
//    snapshot, so they are seen at once too, and the build brings the bulk change before them.
//  - A refresh that could apply nothing is not asked again with the same question (the same
//    snapshot, content position and build under way), so readers during a long build do not
//    query the store each time.
//  - Only the first build (nothing to answer from yet) is waited for.
//
// Snapshot is the domain's own type and Position how far its content has come (a version, or
// a struct of them; compared with ==); the component only needs the four hooks.
#include <spdlog/spdlog.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>

#include "core/repeated_log.hpp"

namespace pathshala::core {

template <class Snapshot, class Position>
class LiveIndex {
 public:
  using Ptr = std::shared_ptr<const Snapshot>;
  struct Hooks {
    // Where the store's content is now (called by every reader: cheap).
    std::function<Position()> position;
    // Where a snapshot's content is: it is current when that is position().
    std::function<Position(const Snapshot&)> applied;
    // Everything, read from the store no earlier than `from` (position() just before: what
    // changes during the read is applied afterwards). Runs on the background thread.
    std::function<Ptr(const Position& from)> build;
    // `s` brought to `now` with the changes made since it applied them; nullptr when they are
    // too many to apply one by one (a full build follows, unless one is under way). `building`:
    // where the build under way started, if one is: the changes after it may be applied alone,
    // leaving out the bulk change before it, which that build brings. Called under one lock:
    // never twice at once.
    std::function<Ptr(const Ptr& s, const Position& now, const std::optional<Position>& building)> refresh;
  };

  LiveIndex(std::string name, Hooks hooks) : name_(std::move(name)), hooks_(std::move(hooks)) {}
  LiveIndex(const LiveIndex&) = delete;
  LiveIndex& operator=(const LiveIndex&) = delete;
  ~LiveIndex() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
      held_ = false;
    }
    changed_.notify_all();
    if (worker_.joinable()) worker_.join();
  }

  // The snapshot to answer from: the current content when it could be had without waiting.
  // Throws std::runtime_error only when there has never been a snapshot and the build failed.
  Ptr current() {
    auto s = snapshot_.load();
    if (!s) return first();
    if (hooks_.applied(*s) == hooks_.position()) return s;
    // One refresh at a time; it brings everyone's changes. Waited for briefly: a refresh takes
    // milliseconds, and when one takes longer (a hung store, issue 49) the readers answer from
    // what is there instead of waiting with it.
    std::unique_lock apply(apply_mutex_, kWaitForAnotherRefresh);
    if (!apply.owns_lock()) return s;
    s = snapshot_.load();
    // After a refresh failed (the store did not answer), readers answer from what is there for
    // a moment rather than each wait for the store in turn.
    if (std::chrono::steady_clock::now() < quiet_until_) return s;
    try {
      const auto now = hooks_.position();
      if (hooks_.applied(*s) == now) return s;
      const bool asked_before = unapplied_ && !unapplied_->snapshot.owner_before(s) &&
                                !s.owner_before(unapplied_->snapshot) && unapplied_->now == now &&
                                unapplied_->building == building_from_;
      if (asked_before) {
        request_build();  // under way, or (if it failed) tried again
        return s;
      }
      const auto started = std::chrono::steady_clock::now();
      if (auto next = hooks_.refresh(s, now, building_from_)) {
        snapshot_.store(next);
        refreshes_.fetch_add(1, std::memory_order_relaxed);
        refresh_ns_.fetch_add(
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - started).count(),
            std::memory_order_relaxed);
        return next;
      }
      unapplied_ = Unapplied{s, now, building_from_};
      request_build();                   // unless one is under way already
    } catch (const std::exception& e) {  // the store is unreachable: answer from what we have
      log_repeated(spdlog::level::warn, name_ + ":apply",
                   fmt::format("{}: could not apply changes: {}", name_, e.what()));
      quiet_until_ = std::chrono::steady_clock::now() + kQuietAfterFailure;
    }
    return s;
  }

  // Starts the first build in the background (server start-up), so the first search finds it
  // done or under way.
  void warm() {
    if (!snapshot_.load()) request_build();
  }

  // Whether a snapshot exists to answer from (readiness: /readyz).
  bool loaded() const { return snapshot_.load() != nullptr; }
  // The snapshot readers get now, without applying anything (nullptr before the first build):
  // for a caller that must never wait, e.g. a network thread reading a content stamp.
  Ptr peek() const { return snapshot_.load(); }

  // How many full builds and incremental refreshes this index has made (the log, tests).
  std::int64_t builds() const { return builds_.load(std::memory_order_relaxed); }
  std::int64_t refreshes() const { return refreshes_.load(std::memory_order_relaxed); }
  // The time spent applying edits so far (/metrics: with refreshes(), the mean apply time).
  double refresh_seconds() const { return static_cast<double>(refresh_ns_.load(std::memory_order_relaxed)) / 1e9; }

  // Tests: hold a finished background build before it is swapped in (so a search during a
  // bulk rebuild can be seen to answer from the old snapshot), and wait until none is pending.
  void hold_builds(bool held) {
    {
      std::lock_guard lock(mutex_);
      held_ = held;
    }
    changed_.notify_all();
  }
  void wait_until_held() {  // a build has finished and waits to be swapped in
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return waiting_in_hold_ || stopping_; });
  }
  void wait_idle() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !wanted_ && !building_; });
  }

 private:
  Ptr first() {
    std::unique_lock lock(mutex_);
    const auto failures = failures_;
    if (!wanted_ && !building_ && !snapshot_.load()) want_build(lock);
    changed_.wait(lock, [&] { return snapshot_.load() || failures_ != failures || stopping_; });
    if (auto s = snapshot_.load()) return s;
    throw std::runtime_error(name_ + " could not be built");
  }

  void request_build() {
    std::unique_lock lock(mutex_);
    if (!wanted_ && !building_) want_build(lock);
  }

  void want_build(std::unique_lock<std::mutex>&) {
    wanted_ = true;
    if (!worker_.joinable()) worker_ = std::thread([this] { work(); });
    changed_.notify_all();
  }

  void work() {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [&] { return wanted_ || stopping_; });
      if (stopping_) return;
      wanted_ = false;
      building_ = true;
      lock.unlock();
      bool again = false;
      try {
        const auto started = std::chrono::steady_clock::now();
        const auto from = hooks_.position();
        {
          std::lock_guard apply(apply_mutex_);
          building_from_ = from;
        }
        auto next = hooks_.build(from);
        builds_.fetch_add(1, std::memory_order_relaxed);
        spdlog::info("{}: built in {:.0f} ms", name_,
                     std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
        {
          std::unique_lock hold(mutex_);
          waiting_in_hold_ = held_;
          changed_.notify_all();
          changed_.wait(hold, [&] { return !held_ || stopping_; });
          waiting_in_hold_ = false;
        }
        // Caught up with what changed while it was built, then swapped in. Readers' refreshes
        // wait meanwhile (they would apply the same changes to the old snapshot).
        std::lock_guard apply(apply_mutex_);
        building_from_.reset();
        if (const auto now = hooks_.position(); !(hooks_.applied(*next) == now)) {
          if (auto caught_up = hooks_.refresh(next, now, std::nullopt)) {
            next = caught_up;
            refreshes_.fetch_add(1, std::memory_order_relaxed);
          } else {
            again = true;  // another bulk change arrived: swap this one in, then build again
          }
        }
        // The old snapshot goes now unless a reader or a cache still holds it; then what the
        // build and the old snapshot left free in the allocator's heap is given back to the
        // system: glibc keeps freed small blocks for reuse, and after each rebuild over a
        // million jobs 50-100 MB more of the server's memory stayed resident.
        snapshot_.exchange(std::move(next)).reset();
        give_back_free_memory();
      } catch (const std::exception& e) {
        spdlog::error("{}: build failed: {}", name_, e.what());
        {
          std::lock_guard apply(apply_mutex_);
          building_from_.reset();
        }
        lock.lock();
        ++failures_;
        building_ = false;
        changed_.notify_all();
        continue;
      }
      lock.lock();
      building_ = false;
      if (again) wanted_ = true;
      changed_.notify_all();
    }
  }

  static void give_back_free_memory() {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
  }

  const std::string name_;
  const Hooks hooks_;
  std::atomic<Ptr> snapshot_;

  static constexpr auto kWaitForAnotherRefresh = std::chrono::milliseconds(500);
  static constexpr auto kQuietAfterFailure = std::chrono::seconds(2);
  std::timed_mutex apply_mutex_;  // one refresh at a time; guards the three below
  std::chrono::steady_clock::time_point quiet_until_{};
  // Where the build under way started reading (none when no build is under way).
  std::optional<Position> building_from_;
  // The last refresh that could apply nothing: not asked again until one of these moves.
  struct Unapplied {
    std::weak_ptr<const Snapshot> snapshot;  // weak: compared by owner, never a reused address
    Position now;
    std::optional<Position> building;
  };
  std::optional<Unapplied> unapplied_;

  std::mutex mutex_;  // guards the build state below
  std::condition_variable changed_;
  bool wanted_ = false, building_ = false, stopping_ = false, held_ = false, waiting_in_hold_ = false;
  std::int64_t failures_ = 0;
  std::atomic<std::int64_t> builds_{0}, refreshes_{0}, refresh_ns_{0};
  std::thread worker_;  // the background builder, started by the first build wanted
};

}  // namespace pathshala::core
