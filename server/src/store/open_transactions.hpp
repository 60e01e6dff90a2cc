#pragma once
// The transaction this thread has open on a store, if any. A read or write asked of the same
// store inside a write joins it: it runs on that write's connection (so it sees what the write
// did so far) and commits or rolls back with it. That is how an admin's edit and its activity
// log entry are one transaction although two modules write them (admin/routes.cpp).
//
// A durable write joined into a plain one commits as the outer write does; none does today.
#include "store/db.hpp"

namespace pathshala::store {

class OpenTransactions {
 public:
  // The connection of the write this thread has open on `store`, or nullptr.
  static Db* joined(const void* store);

  // Marks `db` as this thread's open write on `store` while it lives.
  class Scope {
   public:
    Scope(const void* store, Db& db);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
  };
};

}  // namespace pathshala::store
