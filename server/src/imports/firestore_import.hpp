#pragma once
// `pathshala import-firestore FILE`: moves the old product's database into ours. The file is
// a JSON export of the hosted document database in the usual export tools' shape:
//   {"collection": {"docId": {...fields, "__collections__": {"sub": {"docId": {...}}}}}}
// with timestamps as {"_seconds","_nanoseconds"} (or "__time__" objects, ISO strings or
// epoch ms). The layout is SPEC §3: "Important Topics", notes, quantum, practical,
// previousYear and bl_notes hold one document per year (firstYear…fourthYear) with a
// "materials" subcollection; jobs, projects, premiumCourses and users are flat.
//
// Every document goes through the same rules as an admin's edit and keeps its document id,
// so a second run adds nothing. A document that breaks a rule is skipped and reported; the
// others are stored (the catalog and jobs each in one transaction, each user on its own).
//
// Users: the e-mail decides who an old user is, never the document id. A new e-mail becomes
// a new account (with the document's id) that gets the user's purchasedCourses as purchases
// without an order. An e-mail that has an account already makes no second one; the
// purchases go to that account only if it has verified the e-mail, else they are reported
// skipped. A document whose id is another e-mail's account is skipped. A "role": "admin" is
// never imported (the report says how to grant it).
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace pathshala::catalog {
class CatalogService;
}
namespace pathshala::jobs {
class JobsService;
}
namespace pathshala::accounts {
class AccountsService;
}
namespace pathshala::commerce {
class CommerceService;
}

namespace pathshala::imports {

struct FirestoreReport {
  struct Counts {
    int imported = 0;
    int already_there = 0;
    int skipped = 0;
  };
  std::map<std::string, Counts> by_collection;  // "notes/firstYear", "jobs", "users", "purchases", …
  // Imported, but the operator should know: "users/abc: admin role not imported for …".
  std::vector<std::string> notes;
  std::vector<std::string> problems;  // "notes/firstYear/abc: Title is required."
  // A human report: one line per collection, then the notes, then each skipped document
  // (or purchase) and why.
  std::string text() const;
  int total_imported() const;
};

// The export must be a JSON object; anything else is an error and nothing is stored.
core::Result<FirestoreReport> import_firestore(std::string_view export_json, catalog::CatalogService& catalog,
                                               jobs::JobsService& jobs, accounts::AccountsService& accounts,
                                               commerce::CommerceService& commerce, std::int64_t now_ms);

}  // namespace pathshala::imports
