#include "accounts/secrets.hpp"

#include <sodium.h>

#include <stdexcept>

#include "core/hash.hpp"

namespace pathshala::accounts {

std::string load_or_create_secret(store::Store& store, const std::string& name, std::size_t bytes) {
  std::string hex;
  store.write([&](store::Db& db) {
    db.prepare("INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING")
        .bind(1, name).bind(2, core::random_hex(bytes)).run();
    auto s = db.prepare("SELECT value FROM secrets WHERE name = ?");
    s.bind(1, name);
    if (s.step()) hex = s.text(0);
  });
  std::string raw(hex.size() / 2, '\0');
  size_t len = 0;
  if (sodium_hex2bin(reinterpret_cast<unsigned char*>(raw.data()), raw.size(), hex.data(), hex.size(), nullptr, &len,
                     nullptr) != 0 || len != bytes)
    throw std::runtime_error("secret " + name + " in the store is malformed");
  return raw;
}

}  // namespace pathshala::accounts
