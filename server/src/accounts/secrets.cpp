#include "accounts/secrets.hpp"

#include <sodium.h>

#include <stdexcept>

#include "core/hash.hpp"

namespace pathshala::accounts {

std::string load_or_create_secret(Repository& repository, const std::string& name, std::size_t bytes) {
  std::string hex;
  repository.write([&](AccountsWriter& data) { hex = data.secret(name, core::random_hex(bytes)); });
  std::string raw(hex.size() / 2, '\0');
  size_t len = 0;
  if (sodium_hex2bin(reinterpret_cast<unsigned char*>(raw.data()), raw.size(), hex.data(), hex.size(), nullptr, &len,
                     nullptr) != 0 ||
      len != bytes)
    throw std::runtime_error("secret " + name + " in the store is malformed");
  return raw;
}

}  // namespace pathshala::accounts
