#pragma once
// `pathshala copy-data --from sqlite:DIR --to postgresql://…`: moves a site from the
// embedded store to PostgreSQL — content, users and their sign-in methods, sessions,
// throttling, secrets (so sessions and CSRF tokens stay valid), orders, purchases, payment
// events, uploads and the audit log — in one transaction, then checks that every table has
// as many rows as the source. The target must be migrated (done first) and empty.
#include <iosfwd>
#include <string>
#include <vector>

namespace pathshala::store {
class Store;
}

namespace pathshala::app {

struct CopyReport {
  bool ok = false;
  std::string text;  // one line per table: "users: 120 rows", or what went wrong
};

CopyReport copy_data(store::Store& from, store::Store& to);

// The command: parses --from sqlite:DIR and --to postgresql://… (args as given after the
// command), opens both stores, migrates both, copies; 0 on success.
int run_copy_data(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace pathshala::app
