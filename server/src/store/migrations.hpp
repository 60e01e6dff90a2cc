#pragma once
// Numbered schema migrations, embedded into the binary from server/migrations/<dialect>/*.sql
// at build time (see cmake/embed_migrations.cmake). Both dialects have the same numbers and
// names (a test checks), so a version means the same schema on either. Applied in order at
// start; each version once.
#include <string_view>
#include <vector>

#include "store/db.hpp"

namespace pathshala::store {

struct Migration {
  int version;            // the leading number of the file name, e.g. 1 for 0001_catalog.sql
  std::string_view name;  // file name without extension
  std::string_view sql;   // the whole file
};

const std::vector<Migration>& embedded_migrations(Dialect dialect);

}  // namespace pathshala::store
