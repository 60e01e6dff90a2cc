#include "store/open_transactions.hpp"

#include <utility>
#include <vector>

namespace pathshala::store {

namespace {
// Innermost last. A thread rarely has more than one store open at once (copy-data has two).
thread_local std::vector<std::pair<const void*, Db*>> open;
}  // namespace

Db* OpenTransactions::joined(const void* store) {
  for (auto it = open.rbegin(); it != open.rend(); ++it)
    if (it->first == store) return it->second;
  return nullptr;
}

OpenTransactions::Scope::Scope(const void* store, Db& db) { open.emplace_back(store, &db); }

OpenTransactions::Scope::~Scope() { open.pop_back(); }

}  // namespace pathshala::store
