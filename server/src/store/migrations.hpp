#pragma once
// Numbered schema migrations, embedded into the binary from server/migrations/*.sql at build
// time (see cmake/embed_migrations.cmake). Applied in order at start; each version once.
#include <string_view>
#include <vector>

namespace pathshala::store {

struct Migration {
  int version;            // the leading number of the file name, e.g. 1 for 0001_catalog.sql
  std::string_view name;  // file name without extension
  std::string_view sql;   // the whole file
};

const std::vector<Migration>& embedded_migrations();

}  // namespace pathshala::store
