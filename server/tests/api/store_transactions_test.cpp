// A read or write asked of a store inside one of its writes joins that write
// (store/open_transactions.hpp): it sees what the write did so far, and commits or rolls back
// with it — how an admin's edit and its activity log entry become one transaction. Run on
// SQLite and on PostgreSQL.
#include <gtest/gtest.h>

#include <stdexcept>

#include "../support/test_server.hpp"
#include "store/store.hpp"

using namespace pathshala;
using namespace pathshala::test_support;

namespace {

bool has_key(store::Store& store, const std::string& key) {
  bool found = false;
  store.read([&](store::Db& db) {
    auto s = db.prepare("SELECT 1 FROM meta WHERE key = ?");
    s.bind(1, key);
    found = s.step();
    while (s.step()) {
    }
  });
  return found;
}

void put_key(store::Store& store, const std::string& key) {
  store.write([&](store::Db& db) { db.prepare("INSERT INTO meta (key, value) VALUES (?, 1)").bind(1, key).run(); });
}

TEST(StoreTransactions, AWriteInsideAWriteCommitsAndRollsBackWithIt) {
  TestServer server;
  auto& store = *server.store;

  EXPECT_THROW(store.write([&](store::Db&) {
    put_key(store, "joined-then-undone");
    EXPECT_TRUE(has_key(store, "joined-then-undone")) << "a read inside the write sees it";
    throw std::runtime_error("the outer write fails after the inner one");
  }),
               std::runtime_error);
  EXPECT_FALSE(has_key(store, "joined-then-undone")) << "rolled back with the outer write";

  store.write([&](store::Db&) {
    put_key(store, "first-of-two");
    store.write_durable(
        [&](store::Db& db) { db.prepare("INSERT INTO meta (key, value) VALUES ('second-of-two', 2)").run(); });
  });
  EXPECT_TRUE(has_key(store, "first-of-two"));
  EXPECT_TRUE(has_key(store, "second-of-two"));
}

}  // namespace
