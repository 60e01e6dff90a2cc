// core::LiveIndex on its own (issue 26), over a toy store of names with a change log: edits
// are applied by the next reader, a bulk change is built in the background while the old
// snapshot answers and takes the edits made since the build started, and a refresh that
// could apply nothing is not asked the same question again. The job index and site search
// use it the same way (tests/api/live_indexes_test.cpp tests them through the API).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/live_index.hpp"

using namespace pathshala;

namespace {

// The store: version n is the n-th name added.
struct ToyStore {
  std::mutex mutex;
  std::vector<std::string> names;
  std::int64_t version() {
    std::lock_guard lock(mutex);
    return static_cast<std::int64_t>(names.size());
  }
  void add(const std::string& name) {
    std::lock_guard lock(mutex);
    names.push_back(name);
  }
  std::vector<std::string> between(std::int64_t after, std::int64_t upto) {
    std::lock_guard lock(mutex);
    return {names.begin() + after, names.begin() + upto};
  }
};

struct ToySnapshot {
  std::int64_t applied = 0;
  bool partial = false;  // a bulk change before `applied` is left out
  std::set<std::string> names;
};

// The changes one refresh applies at most; more is a bulk change.
constexpr std::size_t kRoom = 3;

struct ToyIndex {
  ToyStore store;
  std::mutex asked_mutex;
  // A store that hangs (a refresh waits while `hang`) or fails (a refresh throws while `fail`).
  std::atomic<bool> hang{false}, fail{false};
  // Every refresh question: (snapshot's position, now, building or -1).
  std::vector<std::tuple<std::int64_t, std::int64_t, std::int64_t>> asked;
  core::LiveIndex<ToySnapshot, std::int64_t> index{
      "toy index",
      {[this] { return store.version(); }, [](const ToySnapshot& s) { return s.applied; },
       [this](std::int64_t from) {
         auto s = std::make_shared<ToySnapshot>();
         s->applied = from;
         for (const auto& n : store.between(0, from)) s->names.insert(n);
         return std::shared_ptr<const ToySnapshot>(std::move(s));
       },
       [this](const std::shared_ptr<const ToySnapshot>& s, std::int64_t now,
              const std::optional<std::int64_t>& building) -> std::shared_ptr<const ToySnapshot> {
         {
           std::lock_guard lock(asked_mutex);
           asked.emplace_back(s->applied, now, building.value_or(-1));
         }
         while (hang) std::this_thread::sleep_for(std::chrono::milliseconds(1));
         if (fail) throw std::runtime_error("the store does not answer");
         auto after = s->applied;
         bool skipped = false;
         if (static_cast<std::size_t>(now - after) > kRoom) {
           if (!building || *building <= after || static_cast<std::size_t>(now - *building) > kRoom) return nullptr;
           after = *building;
           skipped = true;
         }
         auto next = std::make_shared<ToySnapshot>(*s);
         next->applied = now;
         next->partial = s->partial || skipped;
         for (const auto& n : store.between(after, now)) next->names.insert(n);
         return next;
       }}};

  std::size_t questions() {
    std::lock_guard lock(asked_mutex);
    return asked.size();
  }
  bool asked_twice() {
    std::lock_guard lock(asked_mutex);
    return std::set(asked.begin(), asked.end()).size() != asked.size();
  }
};

TEST(LiveIndex, AppliesAnEditForTheNextReaderWithoutABuild) {
  ToyIndex toy;
  toy.store.add("alpha");
  EXPECT_EQ(toy.index.current()->names, std::set<std::string>{"alpha"});  // the first build, waited for
  EXPECT_EQ(toy.index.builds(), 1);

  toy.store.add("beta");
  const auto s = toy.index.current();
  EXPECT_EQ(s->names, (std::set<std::string>{"alpha", "beta"}));
  EXPECT_EQ(s->applied, 2);
  EXPECT_EQ(toy.index.builds(), 1);
  EXPECT_EQ(toy.index.refreshes(), 1);
  EXPECT_EQ(toy.index.current(), s) << "a current snapshot is asked nothing";
  EXPECT_EQ(toy.questions(), 1u);
}

TEST(LiveIndex, BuildsABulkChangeInTheBackgroundAndTakesTheEditsMadeMeanwhile) {
  ToyIndex toy;
  toy.store.add("alpha");
  const auto old = toy.index.current();

  toy.index.hold_builds(true);
  for (int i = 0; i < 10; ++i) toy.store.add("bulk" + std::to_string(i));
  const auto bulk_version = toy.store.version();
  EXPECT_EQ(toy.index.current(), old) << "the old snapshot answers while the bulk change is built";
  toy.index.wait_until_held();  // built, waiting to be swapped in
  EXPECT_EQ(toy.index.current()->names.count("bulk0"), 0u);

  // An edit made during the build is applied to the old snapshot, the bulk change left out.
  toy.store.add("during");
  const auto during = toy.index.current();
  EXPECT_EQ(during->names, (std::set<std::string>{"alpha", "during"}));
  EXPECT_TRUE(during->partial);
  {
    std::lock_guard lock(toy.asked_mutex);
    EXPECT_EQ(std::get<2>(toy.asked.back()), bulk_version) << "refresh was told where the build started";
  }
  toy.index.hold_builds(false);
  toy.index.wait_idle();
  const auto built = toy.index.current();
  EXPECT_EQ(built->names.size(), 12u) << "the build brought the bulk change and kept the edit";
  EXPECT_FALSE(built->partial);
  EXPECT_EQ(built->applied, toy.store.version());
  EXPECT_EQ(toy.index.builds(), 2);
}

// A second bulk change during a build: nothing can be applied until a build brings it, and
// readers do not ask the store again and again meanwhile, only when the content moves.
TEST(LiveIndex, AsksARefreshThatAppliedNothingAgainOnlyWhenTheContentMoves) {
  ToyIndex toy;
  toy.store.add("alpha");
  toy.index.current();
  toy.index.hold_builds(true);
  for (int i = 0; i < 10; ++i) toy.store.add("first" + std::to_string(i));
  toy.index.current();
  toy.index.wait_until_held();
  EXPECT_TRUE(toy.index.current()->partial);
  for (int i = 0; i < 10; ++i) toy.store.add("second" + std::to_string(i));
  toy.index.current();
  const auto asked = toy.questions();
  for (int i = 0; i < 5; ++i) toy.index.current();
  EXPECT_EQ(toy.questions(), asked) << "the same question, asked again";
  toy.store.add("later");
  EXPECT_EQ(toy.index.current()->names.count("later"), 0u) << "applied past a bulk change no build brings";
  EXPECT_EQ(toy.questions(), asked + 1) << "the content moved: asked again";
  EXPECT_FALSE(toy.asked_twice());

  toy.index.hold_builds(false);
  toy.index.wait_idle();  // the held build is swapped in, and a second one brings the rest
  const auto s = toy.index.current();
  EXPECT_EQ(s->names.size(), 22u);
  EXPECT_FALSE(s->partial);
  EXPECT_EQ(toy.index.builds(), 3);
}

}  // namespace

namespace {

TEST(LiveIndex, AHungStoreHoldsUpOnlyTheReaderAskingItAndAFailureIsNotAskedAgainAtOnce) {
  // Issue 49: with PostgreSQL hung, a job search answered from memory took 15 s: every
  // reader queued behind the one refresh waiting for the store.
  ToyIndex toy;
  toy.store.add("alpha");
  const auto before = toy.index.current();
  toy.store.add("beta");
  toy.hang = true;
  auto stuck = std::async(std::launch::async, [&] { return toy.index.current(); });
  while (toy.questions() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(toy.index.current(), before) << "another reader answers from what is there";
  toy.fail = true;
  toy.hang = false;
  EXPECT_EQ(stuck.get(), before) << "the refresh failed: the reader asking it answers from what is there";
  const auto asked = toy.questions();
  EXPECT_EQ(toy.index.current(), before);
  EXPECT_EQ(toy.questions(), asked) << "right after a failure the store is not asked again";
}

}  // namespace
